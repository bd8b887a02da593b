import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSession } from '../../../lib/session';

export const customerDashboardQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['get_customer_dashboard', { customer: customerId }],
    queryFn: () => call('get_customer_dashboard', {}),
  });

/** Order counts (all, this month, this week, today) and the latest orders of the signed-in customer. */
export function useCustomerDashboard() {
  const session = useSession();
  return useQuery({ ...customerDashboardQuery(session?.customer_id ?? ''), enabled: !!session });
}
