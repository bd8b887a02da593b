import type { TFoodInformationSaved } from '@larder/contract/food';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedBrand, seedCategory, seedProduct, seedTaxClasses } from '../../db/seed/factories';
import { saveFoodInformation } from '../catalog/food-info';

let t: TestApp;

const food = (
  allergens: TFoodInformationSaved['allergens'],
  may_contain: TFoodInformationSaved['may_contain'] = [],
): TFoodInformationSaved => ({
  ingredients: '',
  allergens,
  may_contain,
  storage: '',
  origin: '',
  nutrition: null,
});

/** 18 chicken products (more than a page of 15) and two others the search must not find. */
const CHICKEN = Array.from({ length: 18 }, (_, i) => ({
  name: `Chicken Item ${String(i + 1).padStart(2, '0')}`,
  price: 1000 + ((i * 7) % 18) * 50, // every price different, not in name order
  popularity: 100 + i,
}));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  await seedTaxClasses(db);
  const cat = await seedCategory(db, { name: 'Poultry' });
  const farm = await seedBrand(db, { name: 'Hilltop Farm' });
  const own = await seedBrand(db, { name: 'Larder Butchers' });
  for (const [i, c] of CHICKEN.entries()) {
    const p = await seedProduct(db, {
      ...c,
      category_ids: [cat.id],
      brand_id: i % 3 === 0 ? farm.id : own.id,
      certifications: i % 2 === 0 ? ['halal'] : [],
      stock: i === 5 ? 0 : 20,
      attributes: i < 4 ? [{ name: 'Cut', options: [{ value: i < 2 ? 'Boneless' : 'On the bone', pre_selected: true }] }] : undefined,
    });
    // 0-5: contain milk; 6-8: may contain milk; 9-14: declared without milk; 15-17: nothing declared.
    if (i < 6) await saveFoodInformation(db, p.product.id, food(['milk']));
    else if (i < 9) await saveFoodInformation(db, p.product.id, food([], ['milk']));
    else if (i < 15) await saveFoodInformation(db, p.product.id, food(i === 9 ? ['gluten'] : []));
  }
  await seedProduct(db, { name: 'Lamb Chops', price: 899, category_ids: [cat.id] });
  await seedProduct(db, { name: 'Mango Juice', price: 229, category_ids: [cat.id] });
});
afterAll(() => t.close());

type Page = { products: { item: string; price: number }[]; total_count: number; page_no: number; has_more: boolean; search_text: string };

async function listing(payload: Record<string, unknown>): Promise<Page> {
  const res = await t.call('get_search_listing', { searchTxt: 'chicken', ...payload });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message as Page;
}

/** Every product of a search listing, page after page. */
async function all(payload: Record<string, unknown>): Promise<{ names: string[]; prices: number[]; total: number }> {
  const names: string[] = [];
  const prices: number[] = [];
  let total = -1;
  for (let page_no = 1; page_no < 10; page_no++) {
    const page = await listing({ ...payload, page_no, page_len: 5 });
    total = page.total_count;
    names.push(...page.products.map((p) => p.item));
    prices.push(...page.products.map((p) => p.price));
    if (!page.has_more) break;
  }
  return { names, prices, total };
}

const byName = (xs: number[]) => xs.map((i) => CHICKEN[i]!.name);

describe('get_search_listing', () => {
  it('counts everything found, not the page, and pages through it in the search order', async () => {
    const first = await listing({});
    expect(first.products).toHaveLength(15);
    expect(first.total_count).toBe(18);
    expect(first.has_more).toBe(true);
    expect(first.search_text).toBe('chicken');
    const plain = await t.call('get_search_products', { searchTxt: 'chicken', page_no: 1, page_len: 15 });
    expect(first.products.map((p) => p.item)).toEqual(plain.body.message.map((p: { item: string }) => p.item));
    const { names, total } = await all({});
    expect(total).toBe(18);
    expect(new Set(names).size).toBe(18);
  });

  it('sorts all results by price and name', async () => {
    const up = await all({ sort_by: 'price_asc' });
    expect(up.prices).toEqual([...up.prices].sort((a, b) => a - b));
    expect(up.names).toHaveLength(18);
    const down = await all({ sort_by: 'Price High to Low' });
    expect(down.names).toEqual([...up.names].reverse());
    const az = await all({ sort_by: 'name_asc' });
    expect(az.names).toEqual(CHICKEN.map((c) => c.name));
  });

  it('applies the category filters: free from, price, brand, certification, attribute, stock', async () => {
    const free = await all({ filters: { free_from: ['milk'] }, sort_by: 'name_asc' });
    expect(free.names).toEqual(byName([9, 10, 11, 12, 13, 14]));
    expect(free.total).toBe(6);
    expect((await all({ filters: { free_from: ['milk', 'gluten'] }, sort_by: 'name_asc' })).names).toEqual(byName([10, 11, 12, 13, 14]));

    const cheap = await all({ filters: { max_price: 12.5 }, sort_by: 'price_desc' });
    expect(cheap.prices.every((p) => p <= 12.5)).toBe(true);
    expect(cheap.total).toBe(CHICKEN.filter((c) => c.price <= 1250).length);
    // The top-level spelling go1 clients send works too.
    expect((await all({ min_price: 15, sort_by: 'price_asc' })).prices.every((p) => p >= 15)).toBe(true);

    expect((await all({ filters: { brands: ['hilltop-farm'] }, sort_by: 'name_asc' })).names).toEqual(byName([0, 3, 6, 9, 12, 15]));
    expect((await all({ filters: { certifications: ['halal'] } })).total).toBe(9);
    expect((await all({ filters: { attributes: { Cut: ['Boneless'] } }, sort_by: 'name_asc' })).names).toEqual(byName([0, 1]));
    expect((await all({ filters: { in_stock: 1 } })).names).not.toContain(CHICKEN[5]!.name);
    expect((await all({ filters: { in_stock: 1 } })).total).toBe(17);
    // Filters combine; relevance keeps the search's order among what is left.
    const combo = await all({ filters: { free_from: ['milk'], certifications: ['halal'] } });
    expect(combo.names.sort()).toEqual(byName([10, 12, 14]));
    const relevance = (await all({})).names;
    const kept = await all({ filters: { free_from: ['milk'] } });
    expect(kept.names).toEqual(relevance.filter((n) => kept.names.includes(n)));
  });

  it('answers an empty listing for nothing found or no text', async () => {
    expect(await listing({ searchTxt: 'zebra' })).toMatchObject({ products: [], total_count: 0, has_more: false });
    expect(await listing({ searchTxt: '  ' })).toMatchObject({ products: [], total_count: 0, has_more: false });
    expect(await listing({ filters: { free_from: ['milk'], brands: ['nobody'] } })).toMatchObject({ products: [], total_count: 0 });
  });

  it('refuses bad filter values with 417 in the contract error shape', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ filters: { free_from: ['chocolate'] } }, 'filters.free_from'],
      [{ filters: { min_price: 20, max_price: 10 } }, 'filters.min_price'],
      [{ min_price: -1 }, 'min_price'],
      [{ sort_by: 'cheapest' }, 'sort_by'],
      [{ page_len: 0 }, 'page_len'],
      [{ searchTxt: 'x'.repeat(201) }, 'searchTxt'],
    ];
    for (const [payload, field] of bad) {
      const res = await t.call('get_search_listing', { searchTxt: 'chicken', ...payload });
      expect(res.status, JSON.stringify(payload)).toBe(417);
      expect(res.body.exc_type).toBe('ValidationError');
      expect(typeof res.body.message).toBe('string');
      expect(typeof res.body._server_messages).toBe('string');
      expect(res.body.errors.map((e: { field: string }) => e.field).join(' '), JSON.stringify(payload)).toContain(field);
    }
    // The top-level min/max pair is checked by the service with the same rule.
    const res = await t.call('get_search_listing', { searchTxt: 'chicken', min_price: 20, max_price: 10 });
    expect(res.status).toBe(417);
    expect(res.body.exc_type).toBe('ValidationError');
  });
});

describe('get_search_page_filters', () => {
  it('offers the facets of everything found, with counts', async () => {
    const res = await t.call('get_search_page_filters', { searchTxt: 'chicken' });
    expect(res.status).toBe(200);
    const f = res.body.message;
    const prices = CHICKEN.map((c) => c.price / 100);
    expect(f.price_range).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(f.brand_list.map((b: { route: string; count: number }) => [b.route, b.count])).toEqual([
      ['hilltop-farm', 6],
      ['larder-butchers', 12],
    ]);
    expect(f.certification_list).toEqual([{ value: 'halal', label: 'Halal', count: 9 }]);
    expect(f.attribute_list).toEqual([
      {
        attribute: 'Cut',
        options: [
          { value: 'Boneless', label: 'Boneless', count: 2 },
          { value: 'On the bone', label: 'On the bone', count: 2 },
        ],
      },
    ]);
    const none = await t.call('get_search_page_filters', { searchTxt: 'zebra' });
    expect(none.body.message).toMatchObject({ price_range: { min: 0, max: 0 }, brand_list: [], certification_list: [] });
    expect((await t.call('get_search_page_filters', { searchTxt: 'x'.repeat(201) })).status).toBe(417);
  });
});

describe('get_search_products (the spec call)', () => {
  it('still answers a plain list of one page', async () => {
    const res = await t.call('get_search_products', { searchTxt: 'chicken', page_no: 2, page_len: 15 });
    expect(Array.isArray(res.body.message)).toBe(true);
    expect(res.body.message).toHaveLength(3);
  });
});
