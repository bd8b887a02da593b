import type { CallPayloadIn, CallResult } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TDiscount = CallResult<'admin_discount_list'>[number];
export type DiscountFilters = { search?: string; status?: NonNullable<CallPayloadIn<'admin_discount_list'>['status']> };

export const discountListQuery = (f: DiscountFilters) =>
  queryOptions({
    queryKey: ['admin_discount_list', f],
    queryFn: ({ signal }) => adminCall('admin_discount_list', f, { signal }),
    placeholderData: keepPreviousData,
  });

/** admin_discount_list: discounts and coupons, newest first, with their use counts. */
export function useDiscountList(f: DiscountFilters) {
  return useQuery(discountListQuery(f));
}
