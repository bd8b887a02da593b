import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useCartOwner } from '../shared/cart/cart-owner';
import { cartQueryOptions } from '../shared/cart/get-cart';

/**
 * Cart and wishlist counts shown in the header badges: units in the cart and lines in the
 * wishlist, as the shop counts them. They come from get_cartItems; an add changes them at once
 * (optimistically) and the shop's cart_count / wish_count then settle them.
 */
export interface Counts {
  cart: number;
  wishlist: number;
}

let counts: Counts = { cart: 0, wishlist: 0 };
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCounts(): Counts {
  return counts;
}

/** Updates one or both counts; components using `useCounts()` re-render only when a value changes. */
export function setCounts(next: Partial<Counts>): void {
  const merged = { cart: Math.max(0, next.cart ?? counts.cart), wishlist: Math.max(0, next.wishlist ?? counts.wishlist) };
  if (merged.cart === counts.cart && merged.wishlist === counts.wishlist) return;
  counts = merged;
  for (const l of listeners) l();
}

// The last cart answer the counts were taken from, so a component mounting later with an older
// cached answer does not undo a newer optimistic count.
let applied: { owner: string | null; at: number } = { owner: null, at: -1 };

/**
 * The badge counts. Every badge in the shell reads them through this hook, so it also keeps the
 * shopper's cart loaded: the first screen of any page shows the right numbers.
 */
export function useCounts(): Counts {
  const owner = useCartOwner();
  const { data, dataUpdatedAt } = useQuery(cartQueryOptions(owner));
  useEffect(() => {
    if (!data || (owner === applied.owner && dataUpdatedAt <= applied.at)) return;
    applied = { owner, at: dataUpdatedAt };
    setCounts({ cart: data.cart.item_count, wishlist: data.wishlist.items.length });
  }, [data, dataUpdatedAt, owner]);
  return useSyncExternalStore(subscribe, getCounts, getCounts);
}
