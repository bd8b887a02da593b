import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { ownerPayload } from './cart-owner';
import { CartRefusal } from './cart-refusal';
import { invalidateCart } from './get-cart';

/** movetocart: one wishlist line into the cart; refused with 'Sorry! no stock available' when it cannot go. */
export function useMoveToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const res = await call('movetocart', { name, ...ownerPayload() });
      if (res.status === 'failed') throw new CartRefusal(res.message);
      return res;
    },
    onSettled: () => invalidateCart(qc),
  });
}
