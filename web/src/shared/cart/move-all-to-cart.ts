import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { ownerPayload } from './cart-owner';
import { invalidateCart } from './get-cart';

/**
 * movealltocart: moves what can go. Lines that cannot stay in the wishlist; the answer says how
 * many moved and how many failed (`status: 'failed'` with the shop's message when any failed).
 */
export function useMoveAllToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('movealltocart', ownerPayload()),
    onSettled: () => invalidateCart(qc),
  });
}
