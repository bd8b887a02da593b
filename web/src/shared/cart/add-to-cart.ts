import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { getCounts, setCounts } from '../../lib/counts-store';
import { setGuestId } from '../../lib/session';
import { ownerPayload } from './cart-owner';
import { CartRefusal } from './cart-refusal';
import { findWishlistLine, getCachedCart, invalidateCart } from './get-cart';

export interface AddToCartInput {
  /** Product id (item_code). */
  product: string;
  /** Product name, for the toast. */
  item: string;
  qty: number;
  /** Chosen option ids; empty lets the shop use the product's default options. */
  attributeIds?: string[];
  cartType?: 'Shopping Cart' | 'Wishlist';
}

/**
 * insertCartItems. The header counts change at once and go back if the shop refuses; a guest's
 * first add stores the guest reference the shop created. A refusal (`status: 'failed'`) rejects
 * with a CartRefusal carrying the shop's message.
 */
export function useAddToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddToCartInput) => {
      const res = await call('insertCartItems', {
        item_code: input.product,
        qty: input.qty,
        qty_type: 'add',
        cartType: input.cartType ?? 'Shopping Cart',
        attribute_id: input.attributeIds ?? [],
        ...ownerPayload(),
      });
      // The guest reference comes back even when the add is refused (the guest now exists).
      setGuestId(res.customer);
      if (res.status === 'failed') throw new CartRefusal(res.message);
      return res;
    },
    onMutate: (input) => {
      const before = getCounts();
      if (input.cartType === 'Wishlist') {
        const key = input.attributeIds ? [...input.attributeIds].sort().join('\n') : undefined;
        if (!findWishlistLine(getCachedCart(qc), input.product, key)) setCounts({ wishlist: before.wishlist + 1 });
      } else setCounts({ cart: before.cart + input.qty });
      return { before };
    },
    onError: (_err, _input, context) => {
      if (context) setCounts(context.before);
    },
    onSuccess: (res) => setCounts({ cart: res.cart_count, wishlist: res.wish_count }),
    onSettled: () => invalidateCart(qc),
  });
}
