import type { TCart, TCartAndWishlist, TCartLine } from '@larder/contract/cart';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
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
