import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { ownerPayload } from './cart-owner';
import { invalidateCart, storeReturnedCart } from './get-cart';

/** deleteCartItems: removes a cart or wishlist line; the shop's remaining list replaces the cached one. */
export function useDeleteCartItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call('deleteCartItems', { name, ...ownerPayload() }),
    onSuccess: (res) => storeReturnedCart(qc, res.cart),
    onError: () => invalidateCart(qc),
  });
}
