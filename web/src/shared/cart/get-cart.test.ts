import type { TCart, TCartAndWishlist } from '@larder/contract/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_KEY } from '../../lib/session';
import { cartLine } from '../../lib/test-fixtures';
import { cartQueryKey, findCartLine, findWishlistLine, lineOptionIds, storeReturnedCart, useCartOnCard } from './get-cart';
import { basketProgress } from './BasketChargeHint';
import { withLineQuantity } from './update-cart-item';

const line = cartLine;

const data = (): TCartAndWishlist => ({
  cart: {
    name: 'SC-1',
    items: [line({}), line({ name: 'CI-2', attribute_ids: 'a\nb' }), line({ name: 'CI-3', is_free_item: 1 })],
    total: 10,
    tax: 0,
    item_count: 2,
    basket_charge: 4,
    basket_shortfall: 5,
  },
  wishlist: { name: 'WL-1', items: [line({ name: 'CI-9', attribute_ids: 'a' })], item_count: 1 },
});

afterEach(() => localStorage.clear());

describe('finding lines', () => {
  it('finds the paid cart line of a product and combination', () => {
    expect(findCartLine(data(), 'ITEM-1')?.name).toBe('CI-1');
    expect(findCartLine(data(), 'ITEM-1', 'a\nb')?.name).toBe('CI-2');
    expect(findCartLine(data(), 'ITEM-2')).toBeUndefined();
  });
  it('finds a wishlist line of any combination unless one is named', () => {
    expect(findWishlistLine(data(), 'ITEM-1')?.name).toBe('CI-9');
    expect(findWishlistLine(data(), 'ITEM-1', '')).toBeUndefined();
  });
  it('splits option ids', () => {
    expect(lineOptionIds({ attribute_ids: 'a\nb' })).toEqual(['a', 'b']);
    expect(lineOptionIds({ attribute_ids: '' })).toEqual([]);
  });
});

describe('storeReturnedCart', () => {
  const setup = () => {
    localStorage.setItem(GUEST_KEY, 'GC-guest');
    const qc = new QueryClient();
    qc.setQueryData(cartQueryKey('GC-guest'), data());
    return qc;
  };

  it('replaces the cart the shop sent back', () => {
    const qc = setup();
    const cart: TCart = {
      name: 'SC-1',
      items: [line({ quantity: 3, total: 15 })],
      total: 15,
      tax: 0,
      item_count: 3,
      basket_charge: 0,
      basket_shortfall: 0,
    };
    storeReturnedCart(qc, cart);
    expect(qc.getQueryData<TCartAndWishlist>(cartQueryKey('GC-guest'))?.cart).toEqual(cart);
  });

  it('counts wishlist lines, not units', () => {
    const qc = setup();
    storeReturnedCart(qc, {
      name: 'WL-1',
      items: [line({ name: 'CI-9', quantity: 4 })],
      total: 20,
      tax: 0,
      item_count: 4,
      basket_charge: 0,
      basket_shortfall: 0,
    });
    expect(qc.getQueryData<TCartAndWishlist>(cartQueryKey('GC-guest'))?.wishlist.item_count).toBe(1);
  });

  it('reloads when the answer is for a list it does not hold', () => {
    const qc = setup();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    storeReturnedCart(qc, { name: 'SC-other', items: [], total: 0, tax: 0, item_count: 0, basket_charge: 0, basket_shortfall: 0 });
    expect(spy).toHaveBeenCalledWith({ queryKey: ['get_cartItems'] });
  });
});

describe('an optimistic quantity change', () => {
  it('changes the line and the unit count, never the money: totals and the small-basket charge stay the shop’s', () => {
    const before = data();
    const after = withLineQuantity(before, 'CI-1', 4);
    expect(after.cart.items[0]?.quantity).toBe(4);
    expect(after.cart.item_count).toBe(5);
    // The line total, cart total, VAT, charge and shortfall are the last answer until the shop's cart arrives.
    expect(after.cart.items[0]?.total).toBe(5);
    expect(after.cart).toMatchObject({ total: 10, tax: 0, basket_charge: 4, basket_shortfall: 5 });
  });

  it('leaves the cart alone for a line it does not hold', () => {
    const before = data();
    expect(withLineQuantity(before, 'CI-404', 2)).toBe(before);
  });
});

describe('the small-basket bar', () => {
  it('fills with the share of the minimum reached', () => {
    expect(basketProgress({ total: 10, basket_charge: 4, basket_shortfall: 5 })).toBeCloseTo(2 / 3);
    expect(basketProgress({ total: 20, basket_charge: 0, basket_shortfall: 0 })).toBe(1);
    expect(basketProgress({ total: 0, basket_charge: 0, basket_shortfall: 0 })).toBe(1);
  });
});

describe('the cart on a product card', () => {
  it('follows the cached cart of the current owner, with no query of its own', () => {
    localStorage.setItem(GUEST_KEY, 'GC-guest');
    const qc = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: qc }, children);
    const { result } = renderHook(() => useCartOnCard(), { wrapper });
    expect(result.current).toBeUndefined();
    // A card adds no query to the cache: loading and refreshing the cart is the badges' job.
    expect(qc.getQueryCache().getAll()).toHaveLength(0);

    act(() => {
      qc.setQueryData(cartQueryKey('GC-guest'), data());
    });
    expect(result.current?.cart.name).toBe('SC-1');

    // Another owner's cart is not this card's.
    act(() => {
      qc.setQueryData(cartQueryKey('GC-other'), { ...data(), cart: { ...data().cart, name: 'SC-other' } });
    });
    expect(result.current?.cart.name).toBe('SC-1');

    act(() => {
      qc.setQueryData<TCartAndWishlist>(cartQueryKey('GC-guest'), (d) => ({ ...d!, cart: { ...d!.cart, items: [] } }));
    });
    expect(result.current?.cart.items).toHaveLength(0);
  });
});
