import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { ownerPayload } from './cart-owner';
import { invalidateCart, setCachedCart } from './get-cart';

/** clear_cartitem: empties the shopping cart (the wishlist stays). */
export function useClearCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('clear_cartitem', ownerPayload()),
    onSuccess: () => setCachedCart(qc, (data) => ({ ...data, cart: { ...data.cart, items: [], total: 0, tax: 0, item_count: 0 } })),
    onSettled: () => invalidateCart(qc),
  });
}
