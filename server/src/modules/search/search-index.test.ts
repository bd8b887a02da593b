import { describe, expect, it } from 'vitest';
import { type SearchDoc, SearchIndex } from './search-index';

const doc = (id: string, name: string, extra: Partial<SearchDoc> = {}): SearchDoc => ({
  id,
  name,
  brand: '',
  categories: [],
  tags: '',
  popularity: 0,
  inStock: true,
  ...extra,
});

const index = SearchIndex.build([
  doc('P1', 'Lamb Mince 20% Fat', { categories: ['Meat', 'Lamb', 'Mince & Diced'], popularity: 50 }),
  doc('P2', 'Lamb Loin Chops', { categories: ['Meat', 'Lamb', 'Chops'], popularity: 80 }),
  doc('P3', 'Chicken Thigh Fillets', { categories: ['Meat', 'Chicken', 'Boneless'], popularity: 900 }),
  doc('P4', 'Whole Chicken', { categories: ['Meat', 'Chicken', 'Whole Birds'], popularity: 300, inStock: false }),
  doc('P5', 'Basmati Rice Extra Long Grain', { brand: 'Spice Route', categories: ['Rice, Flour & Grains', 'Rice'], popularity: 400 }),
  doc('P6', 'Beef Mince 5% Fat', { categories: ['Meat', 'Beef', 'Mince'], popularity: 60, tags: 'keema' }),
  doc('P7', 'Chickpeas in Water', { categories: ['Tins'], popularity: 100 }),
  doc('P8', 'Drumsticks', { categories: ['Meat', 'Chicken', 'Wings & Drumsticks'], tags: 'leg', popularity: 200 }),
]);

const find = (q: string) => index.search(q, 0, 20).ids;

describe('SearchIndex', () => {
  it('matches prefixes as you type', () => {
    expect(find('lam')).toEqual(['P2', 'P1']);
    expect(find('chick')).toEqual(['P3', 'P7', 'P8', 'P4']);
  });

  it('lists every match in the same order as the pages, and counts them all', () => {
    expect(index.searchAll('chick')).toEqual(['P3', 'P7', 'P8', 'P4']);
    expect(index.searchAll('lam')).toEqual(find('lam'));
    expect(index.search('chick', 0, 2)).toEqual({ ids: ['P3', 'P7'], total: 4 });
    expect(index.search('chick', 0, 0)).toEqual({ ids: [], total: 4 });
    expect(index.searchAll('zzzz')).toEqual([]);
  });

  it('tolerates one typo, also in a half-typed word', () => {
    expect(find('chiken')).toContain('P3');
    expect(find('basmathi')).toEqual(['P5']);
    expect(find('chik')).toContain('P3');
  });

  it('matches several words in any order', () => {
    expect(find('mince lamb')).toEqual(['P1']);
    expect(find('lamb mince')).toEqual(['P1']);
  });

  it('matches on category, brand and tags', () => {
    expect(find('boneless')).toEqual(['P3']);
    expect(find('spice route')).toEqual(['P5']);
    expect(find('keema')).toEqual(['P6']);
    expect(find('leg')).toEqual(['P8']);
  });

  it('ranks in-stock first, then by relevance, then by popularity', () => {
    const ids = find('chicken');
    expect(ids.indexOf('P4')).toBe(ids.length - 1);
    // A name match beats a category-only match.
    expect(ids.indexOf('P3')).toBeLessThan(ids.indexOf('P8'));
  });

  it('returns nothing for no match or empty text, and pages', () => {
    expect(find('zzzzzz')).toEqual([]);
    expect(find('  ')).toEqual([]);
    const page = index.search('meat', 2, 2);
    expect(page.total).toBe(6);
    expect(page.ids).toHaveLength(2);
  });

  it('builds over an empty catalogue (a new shop) and finds nothing', () => {
    const empty = SearchIndex.build([]);
    expect(empty.search('lamb', 0, 5)).toEqual({ ids: [], total: 0 });
    expect(empty.searchAll('lamb')).toEqual([]);
  });

  it('updates stock ranking', () => {
    const i2 = SearchIndex.build([doc('A', 'Lamb Chops', { popularity: 10 }), doc('B', 'Lamb Shank', { popularity: 5 })]);
    expect(i2.search('lamb', 0, 5).ids).toEqual(['A', 'B']);
    i2.setInStock(['A']);
    expect(i2.search('lamb', 0, 5).ids).toEqual(['B', 'A']);
  });
});
