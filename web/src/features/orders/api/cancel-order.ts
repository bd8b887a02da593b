import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';

/**
 * cancel_order: the customer cancels before the order is packed; stock, slot, coupon use, wallet
 * money and points go back and card payments are refunded by the shop. With `back_to_cart` (an
 * unpaid order, "Back to basket") its lines go back into the cart as well.
 */
export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { order_id: string; cancel_reason?: string; back_to_cart?: boolean }) => call('cancel_order', input),
    onSettled: (_res, _err, input) =>
      Promise.all(
        [
          'get_order_details',
          'order_list',
          'wallet_details',
          'get_wallet_details',
          'get_customer_points',
          'get_point_history',
          ...(input.back_to_cart ? ['get_cartItems', 'get_checkout_summary'] : []),
        ].map((name) => qc.invalidateQueries({ queryKey: [name] })),
      ),
  });
}
