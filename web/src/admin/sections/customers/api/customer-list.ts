import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type CustomerListPayload = CallPayloadIn<'admin_customer_list'>;
export type TCustomerRow = CallResult<'admin_customer_list'>['customers'][number];

/** admin_customer_list: registered customers, newest first, searched; the last page stays while the next loads. */
export const useCustomerList = (payload: CustomerListPayload) => useConsoleQuery('admin_customer_list', payload, { keepPrevious: true });
