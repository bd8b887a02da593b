import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TCustomer = CallResult<'admin_customer_detail'>;

export const customerDetailQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['admin_customer_detail', { customer_id: customerId }],
    queryFn: ({ signal }) => adminCall('admin_customer_detail', { customer_id: customerId }, { signal }),
  });

/** admin_customer_detail: profile, addresses, orders, wallet and points ledgers, birthday club, devices. */
export function useCustomerDetail(customerId: string) {
  return useQuery({ ...customerDetailQuery(customerId), enabled: Boolean(customerId) });
}
