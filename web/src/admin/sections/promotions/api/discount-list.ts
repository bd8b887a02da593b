import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type TDiscount = CallResult<'admin_discount_list'>[number];
export type DiscountFilters = { search?: string; status?: NonNullable<CallPayloadIn<'admin_discount_list'>['status']> };

/** admin_discount_list: discounts and coupons, newest first, with their use counts. */
export const useDiscountList = (f: DiscountFilters) => useConsoleQuery('admin_discount_list', f, { keepPrevious: true });
