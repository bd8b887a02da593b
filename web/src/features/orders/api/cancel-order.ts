import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';

/**
 * cancel_order: the customer cancels before the order is packed; stock, slot, coupon use, wallet
 * money and points go back and card payments are refunded by the shop.
 */
export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { order_id: string; cancel_reason?: string }) => call('cancel_order', input),
    onSettled: () =>
      Promise.all(
        ['get_order_details', 'order_list', 'wallet_details', 'get_wallet_details', 'get_customer_points', 'get_point_history'].map(
          (name) => qc.invalidateQueries({ queryKey: [name] }),
        ),
      ),
  });
}
