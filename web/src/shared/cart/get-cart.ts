import type { TCart, TCartAndWishlist, TCartLine } from '@larder/contract/cart';
import { hashKey, type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { call } from '../../api/client';
import { currentOwner, ownerPayload, useCartOwner } from './cart-owner';

export const EMPTY_CART_AND_WISHLIST: TCartAndWishlist = {
  cart: { name: '', items: [], total: 0, tax: 0, item_count: 0, basket_charge: 0, basket_shortfall: 0 },
  wishlist: { name: '', items: [], item_count: 0 },
};

/** The owner is part of the key, so signing in or out (or a guest's first add) loads the right cart. */
export const cartQueryKey = (owner: string | null) => ['get_cartItems', owner] as const;

export const cartQueryOptions = (owner: string | null) =>
  queryOptions({
    queryKey: cartQueryKey(owner),
    // A visitor who has never added anything has no cart: nothing to ask the shop.
    queryFn: ({ signal }) => (owner ? call('get_cartItems', ownerPayload(), { signal }) : Promise.resolve(EMPTY_CART_AND_WISHLIST)),
    staleTime: 30_000,
  });

/** The shopper's cart and wishlist. */
export function useCart() {
  return useQuery(cartQueryOptions(useCartOwner()));
}

/**
 * The same cached cart, for a control on a product card (the add button, the heart), read without
 * a query observer of its own. A useQuery per control sets up an observer, a stale timer and its
 * options when it mounts: the home page's 50 cards made 100, and that was most of a 40-50 ms task
 * of the first render, four times that on a slow phone (Lighthouse's TBT). The shell's badges keep
 * the cart loaded and refreshed (lib/counts-store.ts), so a card only listens for it.
 */
export function useCartOnCard(): TCartAndWishlist | undefined {
  const qc = useQueryClient();
  const hash = hashKey(cartQueryKey(useCartOwner()));
  const subscribe = useCallback(
    (onChange: () => void) => qc.getQueryCache().subscribe((event) => event.query.queryHash === hash && onChange()),
    [qc, hash],
  );
  return useSyncExternalStore(subscribe, () => qc.getQueryCache().get<TCartAndWishlist>(hash)?.state.data);
}

/** Option ids of a line as the calls take them (the line keeps them joined by "\n"). */
export function lineOptionIds(line: Pick<TCartLine, 'attribute_ids'>): string[] {
  return line.attribute_ids ? line.attribute_ids.split('\n').filter(Boolean) : [];
}

/** The paid cart line of a product and combination key ('' for a product without options). */
export function findCartLine(data: TCartAndWishlist | undefined, product: string, key = ''): TCartLine | undefined {
  return data?.cart.items.find((l) => l.product === product && l.attribute_ids === key && !l.is_free_item);
}

/** The wishlist line of a product; with `key`, of that combination only. */
export function findWishlistLine(data: TCartAndWishlist | undefined, product: string, key?: string): TCartLine | undefined {
  return data?.wishlist.items.find((l) => l.product === product && (key === undefined || l.attribute_ids === key));
}

export function invalidateCart(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ queryKey: ['get_cartItems'] });
}

/** Reads and writes the current owner's cached cart (for optimistic changes and server answers). */
export function getCachedCart(qc: QueryClient): TCartAndWishlist | undefined {
  return qc.getQueryData<TCartAndWishlist>(cartQueryKey(currentOwner()));
}

export function setCachedCart(qc: QueryClient, update: (data: TCartAndWishlist) => TCartAndWishlist): void {
  qc.setQueryData<TCartAndWishlist>(cartQueryKey(currentOwner()), (data) => (data ? update(data) : data));
}

/**
 * Puts a cart or wishlist the shop sent back (update, delete, substitution answers) into the cache,
 * so totals change without another round trip. Wishlist counts are lines, as get_cartItems counts them.
 */
export function storeReturnedCart(qc: QueryClient, cart: TCart | null): void {
  if (!cart) return void invalidateCart(qc);
  let matched = false;
  setCachedCart(qc, (data) => {
    if (cart.name && cart.name === data.cart.name) {
      matched = true;
      return { ...data, cart };
    }
    if (cart.name && cart.name === data.wishlist.name) {
      matched = true;
      return { ...data, wishlist: { name: cart.name, items: cart.items, item_count: cart.items.length } };
    }
    return data;
  });
  if (!matched) void invalidateCart(qc);
}
