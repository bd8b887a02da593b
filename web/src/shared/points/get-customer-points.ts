import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from '../../lib/session';

export const customerPointsQuery = (customer: string) =>
  queryOptions({
    queryKey: ['get_customer_points', { customer }],
    queryFn: ({ signal }) => call('get_customer_points', {}, { signal }),
  });

/** get_customer_points: the balance, its value and the earn rate. */
export function useCustomerPoints() {
  const customer = useSession()?.customer_id ?? '';
  return useQuery({ ...customerPointsQuery(customer), enabled: Boolean(customer) });
}
