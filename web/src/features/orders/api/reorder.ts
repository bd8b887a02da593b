import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** reoder_checking (spelt so): the shop puts the order's lines back into the cart at today's prices; `skipped` says what could not go. */
export function useReorder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => call('reoder_checking', { order_id: orderId }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['get_cartItems'] }),
  });
}
