import { describe, expect, it } from 'vitest';
import { checkPriceInputs, parseListingHref, parsePrice, readListingParams, toFiltersPayload, writeFilters } from './listing-params';

describe('listing params', () => {
  it('round-trips filters through the query string, keeping sort and view', () => {
    const sp = new URLSearchParams('sort=price_asc&view=list');
    const next = writeFilters(sp, {
      brands: ['hilltop-farm'],
      certifications: ['halal'],
      freeFrom: ['milk', 'gluten'],
      attributes: { Cut: ['Boneless', 'Curry cut'] },
      inStock: true,
      minPrice: 2,
      maxPrice: 9.5,
    });
    const p = readListingParams(next);
    expect(p.sort).toBe('price_asc');
    expect(p.view).toBe('list');
    expect(p.filters).toEqual({
      brands: ['hilltop-farm'],
      certifications: ['halal'],
      // Canonical order, whatever order they were chosen in.
      freeFrom: ['gluten', 'milk'],
      attributes: { Cut: ['Boneless', 'Curry cut'] },
      inStock: true,
      minPrice: 2,
      maxPrice: 9.5,
    });
    expect(toFiltersPayload(p.filters)).toEqual({
      brands: ['hilltop-farm'],
      certifications: ['halal'],
      free_from: ['gluten', 'milk'],
      attributes: { Cut: ['Boneless', 'Curry cut'] },
      in_stock: 1,
      min_price: 2,
      max_price: 9.5,
    });
  });

  it('reads only known allergens from free=', () => {
    expect(readListingParams(new URLSearchParams('free=milk&free=chocolate&free=nuts')).filters.freeFrom).toEqual(['milk', 'nuts']);
  });

  it('ignores what the server would refuse: unknown sort, bad prices, min above max', () => {
    const p = readListingParams(new URLSearchParams('sort=cheapest&min=1.234&max=abc'));
    expect(p.sort).toBe('relevance');
    expect(p.filters.minPrice).toBeUndefined();
    expect(p.filters.maxPrice).toBeUndefined();
    const q = readListingParams(new URLSearchParams('min=9&max=2'));
    expect([q.filters.minPrice, q.filters.maxPrice]).toEqual([undefined, undefined]);
    expect(toFiltersPayload(q.filters)).toBeUndefined();
  });

  it('validates typed prices: pounds with at most two decimals, min not above max', () => {
    expect(parsePrice('£4.50')).toBe(4.5);
    expect(parsePrice('4.555')).toBeUndefined();
    expect(parsePrice('-1')).toBeUndefined();
    expect(checkPriceInputs('', '')).toEqual({});
    expect(checkPriceInputs('5', '2').maxError).toBe('Max price must not be below min price');
    expect(checkPriceInputs('x', '').minError).toBe('Enter an amount in pounds, e.g. 4.50');
    expect(checkPriceInputs('1', '3')).toEqual({ min: 1, max: 3 });
  });

  it('returns only to same-site category or brand listings', () => {
    expect(parseListingHref('/c/meat/chicken?brand=x')).toMatchObject({
      kind: 'category',
      ref: 'meat/chicken',
      pathname: '/c/meat/chicken',
    });
    expect(parseListingHref('/cl/meat')).toMatchObject({ kind: 'category', ref: 'meat' });
    expect(parseListingHref('/brands/hilltop-farm')).toMatchObject({ kind: 'brand', ref: 'hilltop-farm' });
    expect(parseListingHref('/search/free%20range%20chicken?free=milk&sort=price_asc')).toMatchObject({
      kind: 'search',
      ref: 'free range chicken',
      pathname: '/search/free%20range%20chicken',
    });
    expect(parseListingHref('/search')).toBeNull();
    expect(parseListingHref('/search/%20')).toBeNull();
    expect(parseListingHref('//evil.example/c/meat')).toBeNull();
    expect(parseListingHref('https://evil.example/c/meat')).toBeNull();
    expect(parseListingHref('/yourcart')).toBeNull();
    expect(parseListingHref('/c/%E0')).toBeNull();
    expect(parseListingHref(null)).toBeNull();
  });
});
