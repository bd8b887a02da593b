import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSession } from '../../../lib/session';

/** The signed-in customer's own record, keyed by who is asking so a new sign-in never sees the last one's. */
export const customerInfoQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['get_customer_info', { customer: customerId }],
    queryFn: () => call('get_customer_info', {}),
    staleTime: 5 * 60_000,
  });

export function useCustomerInfo() {
  const session = useSession();
  return useQuery({ ...customerInfoQuery(session?.customer_id ?? ''), enabled: !!session });
}
