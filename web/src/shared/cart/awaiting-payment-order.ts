import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from '../../lib/session';

/**
 * The newest orders (order_list, first page of a few): an order waiting for its card payment is
 * at most half an hour old, so it is among them. Its own key; invalidating 'order_list' refreshes it.
 */
export const recentOrdersQuery = (customer: string) =>
  queryOptions({
    queryKey: ['order_list', { customer, page_no: 1, page_len: 5 }],
    queryFn: ({ signal }) => call('order_list', { page_no: 1, page_len: 5 }, { signal }),
    staleTime: 30_000,
  });

/** The signed-in shopper's order placed by card and not paid yet (Pay now / Back to basket), if any. */
export function useAwaitingPaymentOrder(enabled = true) {
  const customer = useSession()?.customer_id ?? '';
  const q = useQuery({ ...recentOrdersQuery(customer), enabled: enabled && Boolean(customer) });
  return q.data?.find((o) => o.awaiting_payment && o.status !== 'Cancelled') ?? null;
}
