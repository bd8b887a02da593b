import type { TCartAndWishlist } from '@larder/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { ownerPayload } from './cart-owner';
import { CartRefusal } from './cart-refusal';
import { getCachedCart, setCachedCart, storeReturnedCart } from './get-cart';

/**
 * The optimistic cart while a quantity change is on its way: the line's quantity and the unit
 * count change, nothing else. Money (line and cart totals, VAT, the small-basket charge and
 * shortfall) stays the shop's last answer until its cart replaces this one.
 */
export function withLineQuantity(data: TCartAndWishlist, name: string, qty: number): TCartAndWishlist {
  const line = data.cart.items.find((l) => l.name === name);
  if (!line) return data;
  return {
    ...data,
    cart: {
      ...data.cart,
      item_count: data.cart.item_count + qty - line.quantity,
      items: data.cart.items.map((l) => (l.name === name ? { ...l, quantity: qty } : l)),
    },
  };
}

/**
 * update_cartitem: sets a line's quantity. The number changes on screen at once; the shop's cart
 * (with its prices and totals) replaces it, or the old one comes back when the shop refuses.
 */
export function useUpdateCartItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, qty }: { name: string; qty: number }) => {
      const res = await call('update_cartitem', { name, qty, qty_type: 'set', ...ownerPayload() });
      if (res.status === 'failed') throw new CartRefusal(res.message);
      return res;
    },
    onMutate: ({ name, qty }) => {
      const before: TCartAndWishlist | undefined = getCachedCart(qc);
      setCachedCart(qc, (data) => withLineQuantity(data, name, qty));
      return { before };
    },
    onError: (_err, _input, context) => {
      if (context?.before) setCachedCart(qc, () => context.before!);
    },
    onSuccess: (res) => storeReturnedCart(qc, res.cart),
  });
}
