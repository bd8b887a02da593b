import type { CallPayloadIn, CallResult } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type CustomerListPayload = CallPayloadIn<'admin_customer_list'>;
export type TCustomerRow = CallResult<'admin_customer_list'>['customers'][number];

export const customerListQuery = (payload: CustomerListPayload) =>
  queryOptions({
    queryKey: ['admin_customer_list', payload],
    queryFn: ({ signal }) => adminCall('admin_customer_list', payload, { signal }),
  });

/** admin_customer_list: registered customers, newest first, searched; the last page stays while the next loads. */
export function useCustomerList(payload: CustomerListPayload) {
  return useQuery({ ...customerListQuery(payload), placeholderData: keepPreviousData });
}
