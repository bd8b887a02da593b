import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSession } from '../../../lib/session';

export const orderDetailsQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['get_order_details', { order_id: orderId }],
    queryFn: ({ signal }) => call('get_order_details', { order_id: orderId }, { signal }),
  });

/** get_order_details: one of the customer's orders with its lines, slot, payment and status history. */
export function useOrderDetails(orderId: string) {
  const signedIn = Boolean(useSession());
  return useQuery({ ...orderDetailsQuery(orderId), enabled: signedIn && Boolean(orderId) });
}
