import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSession } from '../../../lib/session';

/** The first page of points entries (the thank-you page looks for what an order earned). */
export const recentPointsQuery = (customer: string) =>
  queryOptions({
    queryKey: ['get_point_history', { customer, page_no: 1, page_len: 20 }],
    queryFn: ({ signal }) => call('get_point_history', { page_no: 1, page_len: 20 }, { signal }),
  });

/** Points an order earned, from the shopper's points history (0 while none). */
export function usePointsEarned(orderId: string, enabled: boolean) {
  const customer = useSession()?.customer_id ?? '';
  const q = useQuery({ ...recentPointsQuery(customer), enabled: enabled && Boolean(customer) });
  return q.data?.filter((e) => e.reference === orderId && e.points > 0 && e.type === 'Earned').reduce((s, e) => s + e.points, 0) ?? 0;
}
