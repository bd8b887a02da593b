import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { type ProductRows, seedBrand, seedCategory, seedProduct, seedTaxClasses } from '../../db/seed/factories';

let t: TestApp;
let lambChops: ProductRows;
let curry: ProductRows;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  await seedTaxClasses(db);
  const meat = await seedCategory(db, { name: 'Meat', description: 'Butcher cuts' });
  const lamb = await seedCategory(db, { name: 'Lamb', parent: meat });
  const chops = await seedCategory(db, { name: 'Chops', parent: lamb });
  const mince = await seedCategory(db, { name: 'Mince & Diced', parent: lamb });
  const drinks = await seedCategory(db, { name: 'Drinks' });
  const farm = await seedBrand(db, { name: 'Hilltop Farm' });
  const own = await seedBrand(db, { name: 'Larder Butchers' });
  lambChops = await seedProduct(db, {
    name: 'Lamb Loin Chops',
    route: 'lamb-loin-chops',
    price: 899,
    old_price: 999,
    category_ids: [chops.id],
    brand_id: farm.id,
    stock: 12,
    popularity: 500,
    certifications: ['halal'],
    images: [{ url: '/media/products/lamb-loin-chops' }],
  });
  curry = await seedProduct(db, {
    name: 'Lamb Curry Pieces',
    route: 'lamb-curry-pieces',
    price: 750,
    category_ids: [mince.id],
    brand_id: own.id,
    popularity: 800,
    certifications: ['halal', 'free-range'],
    attributes: [
      {
        name: 'Cut',
        options: [
          { value: 'Curry cut', pre_selected: true },
          { value: 'Boneless', price_adjustment: 150 },
        ],
      },
      { name: 'Weight', options: [{ value: '500 g' }, { value: '1 kg', price_adjustment: 650 }] },
    ],
    variant_stock: { 'Curry cut / 500 g': 4, 'Boneless / 1 kg': 0 },
    default_variant_stock: 9,
  });
  await seedProduct(db, { name: 'Lamb Mince', route: 'lamb-mince', price: 599, category_ids: [mince.id], stock: 0, popularity: 300 });
  await seedProduct(db, {
    name: 'Mango Juice',
    route: 'mango-juice',
    price: 229,
    category_ids: [drinks.id],
    tax_class_id: 'standard',
    inventory_method: 'Dont Track Inventory',
    stock: 0,
  });
  await seedProduct(db, { name: 'Retired Lamb', route: 'retired-lamb', price: 100, category_ids: [chops.id], is_active: 0 });
});
afterAll(() => t.close());

describe('get_category_products', () => {
  it('lists a category subtree at any level, most popular first, with breadcrumbs', async () => {
    const res = await t.call('get_category_products', { route: 'meat', page_no: 1, page_len: 15 });
    expect(res.status).toBe(200);
    const m = res.body.message;
    expect(m.products.map((p: { route: string }) => p.route)).toEqual(['lamb-curry-pieces', 'lamb-loin-chops', 'lamb-mince']);
    expect(m.total_count).toBe(3);
    expect(m.has_more).toBe(false);
    expect(m.category.category_name).toBe('Meat');
    expect(m.child_categories.map((c: { route: string }) => c.route)).toEqual(['meat/lamb']);
    const level3 = await t.call('get_category_products', { route: '/c/meat/lamb/chops' });
    expect(level3.body.message.products.map((p: { route: string }) => p.route)).toEqual(['lamb-loin-chops']);
    expect(level3.body.message.breadcrumbs.map((b: { title: string }) => b.title)).toEqual(['Meat', 'Lamb', 'Chops']);
  });

  it('returns list-product fields with money in pounds and live stock', async () => {
    const res = await t.call('get_category_products', { route: 'meat/lamb/chops' });
    const p = res.body.message.products[0];
    expect(p).toMatchObject({
      name: lambChops.product.id,
      item: 'Lamb Loin Chops',
      price: 8.99,
      old_price: 9.99,
      discount_percentage: 10,
      stock: 12,
      in_stock: true,
    });
    expect(p.product_image).toBe('/media/products/lamb-loin-chops-640.webp');
    const curryCard = (await t.call('get_category_products', { route: 'meat/lamb/mince-and-diced' })).body.message.products.find(
      (x: { route: string }) => x.route === 'lamb-curry-pieces',
    );
    expect(curryCard.has_variants).toBe(1);
    expect(curryCard.stock).toBe(4 + 9 + 9 + 0);
  });

  it('sorts, pages and filters', async () => {
    const byPrice = await t.call('get_category_products', { route: 'meat', sort_by: 'Price Low to High' });
    expect(byPrice.body.message.products.map((p: { price: number }) => p.price)).toEqual([5.99, 7.5, 8.99]);
    const page2 = await t.call('get_category_products', { route: 'meat', page_no: 2, page_len: 2 });
    expect(page2.body.message.products).toHaveLength(1);
    expect(page2.body.message.has_more).toBe(false);
    const brand = await t.call('get_category_products', { route: 'meat', filters: { brands: ['hilltop-farm'] } });
    expect(brand.body.message.products.map((p: { route: string }) => p.route)).toEqual(['lamb-loin-chops']);
    const price = await t.call('get_category_products', { route: 'meat', min_price: 6, max_price: 8 });
    expect(price.body.message.products.map((p: { route: string }) => p.route)).toEqual(['lamb-curry-pieces']);
    const cut = await t.call('get_category_products', { route: 'meat', filters: JSON.stringify({ attributes: { Cut: ['Boneless'] } }) });
    expect(cut.body.message.products.map((p: { route: string }) => p.route)).toEqual(['lamb-curry-pieces']);
    const inStock = await t.call('get_category_products', { route: 'meat', filters: { in_stock: 1 } });
    expect(inStock.body.message.products.map((p: { route: string }) => p.route)).not.toContain('lamb-mince');
    const freeRange = await t.call('get_category_products', { route: 'meat', filters: { certifications: ['free-range'] } });
    expect(freeRange.body.message.total_count).toBe(1);
  });

  it('refuses out-of-range paging and filters with 417, unknown categories with 404', async () => {
    for (const bad of [
      { page_len: 500 },
      { page_no: 0 },
      { page_no: 'two' },
      { min_price: -1 },
      { min_price: 9, max_price: 2 },
      { filters: { min_price: 9, max_price: 2 } },
      { sort_by: 'random' },
      { min_price: 1.234 },
    ]) {
      const res = await t.call('get_category_products', { route: 'meat', ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(417);
      expect(errorMessage(res.body)).not.toBe('');
    }
    const missing = await t.call('get_category_products', { route: 'no-such-category' });
    expect(missing.status).toBe(404);
  });
});

describe('get_category_page_filters', () => {
  it('offers price range, brands, attribute options and certifications with counts', async () => {
    const res = await t.call('get_category_page_filters', { route: 'meat' });
    const f = res.body.message;
    expect(f.price_range).toEqual({ min: 5.99, max: 8.99 });
    expect(f.brand_list.map((b: { route: string; count: number }) => [b.route, b.count])).toEqual(
      expect.arrayContaining([
        ['hilltop-farm', 1],
        ['larder-butchers', 1],
      ]),
    );
    const cut = f.attribute_list.find((a: { attribute: string }) => a.attribute === 'Cut');
    expect(cut.options.map((o: { value: string }) => o.value)).toEqual(['Curry cut', 'Boneless']);
    expect(f.certification_list.find((c: { value: string }) => c.value === 'halal').count).toBe(2);
    expect(f.category_list).toEqual([{ name: expect.any(String), category_name: 'Lamb', route: 'meat/lamb', count: 3 }]);
  });

  it('counts each facet under the other active filters, never its own', async () => {
    const facets = async (filters: object) => (await t.call('get_category_page_filters', { route: 'meat', filters })).body.message;
    const brands = (f: { brand_list: { route: string; count: number }[] }) => f.brand_list.map((b) => [b.route, b.count]);

    // Free-range: only the curry pieces (Larder Butchers) are left, so Hilltop Farm offers nothing.
    expect(brands(await facets({ certifications: ['free-range'] }))).toEqual([['larder-butchers', 1]]);
    // Under £8: the chops (£8.99) drop out; price and the other facets agree.
    const cheap = await facets({ max_price: 8 });
    expect(brands(cheap)).toEqual([['larder-butchers', 1]]);
    expect(cheap.certification_list.find((c: { value: string }) => c.value === 'halal').count).toBe(1);
    expect(cheap.price_range).toEqual({ min: 5.99, max: 8.99 });
    // A chosen brand does not narrow the brand counts (the other brand can still be added) but does the rest.
    const farm = await facets({ brands: ['hilltop-farm'] });
    expect(brands(farm)).toEqual(
      expect.arrayContaining([
        ['hilltop-farm', 1],
        ['larder-butchers', 1],
      ]),
    );
    expect(farm.certification_list.map((c: { value: string; count: number }) => [c.value, c.count])).toEqual([['halal', 1]]);
    expect(farm.attribute_list).toEqual([]);
    // A chosen cut keeps every cut on offer and narrows the brands to the products that have it.
    const boneless = await facets({ attributes: { Cut: ['Boneless'] } });
    expect(brands(boneless)).toEqual([['larder-butchers', 1]]);
    expect(boneless.attribute_list.find((a: { attribute: string }) => a.attribute === 'Cut').options).toHaveLength(2);
    // The filters may come as JSON text, like the listing's; bad ones are refused.
    const text = await t.call('get_category_page_filters', { route: 'meat', filters: JSON.stringify({ certifications: ['free-range'] }) });
    expect(brands(text.body.message)).toEqual([['larder-butchers', 1]]);
    expect((await t.call('get_category_page_filters', { route: 'meat', filters: { min_price: 9, max_price: 1 } })).status).toBe(417);
  });
});

describe('get_product_details', () => {
  it('returns the product page with attributes, combinations, breadcrumbs and related products', async () => {
    const res = await t.call('get_product_details', { route: 'lamb-curry-pieces' });
    expect(res.status).toBe(200);
    const p = res.body.message;
    expect(p.item).toBe('Lamb Curry Pieces');
    expect(p.product_attributes.map((a: { attribute: string }) => a.attribute)).toEqual(['Cut', 'Weight']);
    expect(p.product_attributes[0].options[1]).toMatchObject({ option_value: 'Boneless', price_adjustment: 1.5 });
    expect(p.variant_combination).toHaveLength(4);
    expect(p.breadcrumbs.map((b: { route: string }) => b.route)).toEqual(['/c/meat', '/c/meat/lamb', '/c/meat/lamb/mince-and-diced']);
    expect(p.related_products.map((r: { route: string }) => r.route)).toEqual(['lamb-mince']);
    expect(p.rating).toBe(0);
    expect(p.vat_rate).toBe(0);
  });

  it('answers 404 for unknown and inactive products', async () => {
    expect((await t.call('get_product_details', { route: 'no-such-thing' })).status).toBe(404);
    expect((await t.call('get_product_details', { route: 'retired-lamb' })).status).toBe(404);
    expect((await t.call('get_product_details', {})).status).toBe(417);
  });
});

describe('validate_attributes_stock and _validate_stock', () => {
  const opt = (attr: number, opt: number) => `${curry.product.id}-a${attr}o${opt}`;

  it('prices a combination and reports its stock', async () => {
    const res = await t.call('validate_attributes_stock', { product: curry.product.id, attribute_id: `${opt(1, 2)}\n${opt(2, 1)}` });
    expect(res.body.message).toMatchObject({
      status: 'Success',
      price: 9,
      stock: 9,
      in_stock: true,
      attribute_description: 'Cut: Boneless, Weight: 500 g',
    });
    const big = await t.call('validate_attributes_stock', {
      product: 'lamb-curry-pieces',
      attribute_id: [opt(1, 1), opt(2, 2)],
      cart_qty: 2,
    });
    expect(big.body.message).toMatchObject({ status: 'Success', price: 14, stock: 9 });
  });

  it('fails a sold-out combination, a missing choice and too many', async () => {
    const soldOut = await t.call('validate_attributes_stock', { product: curry.product.id, attribute_id: [opt(1, 2), opt(2, 2)] });
    expect(soldOut.body.message).toMatchObject({
      status: 'Failed',
      in_stock: false,
      message: 'Sorry! No stock available for Lamb Curry Pieces',
    });
    const missing = await t.call('validate_attributes_stock', { product: curry.product.id, attribute_id: [opt(1, 1)] });
    expect(missing.body.message).toMatchObject({ status: 'Failed', message: 'Please choose Weight for Lamb Curry Pieces.' });
    const tooMany = await t.call('_validate_stock', { product: curry.product.id, attribute_id: [opt(1, 1), opt(2, 1)], qty: 5 });
    expect(tooMany.body.message).toEqual({ status: false, message: 'Sorry! Available quantity for Lamb Curry Pieces is 4' });
  });

  it('applies the stock rule to tracked and untracked products', async () => {
    expect((await t.call('_validate_stock', { product: 'lamb-mince' })).body.message.status).toBe(false);
    expect((await t.call('_validate_stock', { product: 'mango-juice', qty: 20 })).body.message.status).toBe(true);
    expect((await t.call('_validate_stock', { product: 'lamb-loin-chops', qty: 12 })).body.message.status).toBe(true);
    expect((await t.call('_validate_stock', { product: 'lamb-loin-chops', qty: 13 })).body.message.status).toBe(false);
    expect((await t.call('_validate_stock', { product: 'lamb-loin-chops', qty: 0 })).status).toBe(417);
    expect((await t.call('_validate_stock', { product: 'nope' })).status).toBe(404);
  });
});

describe('brands', () => {
  it('lists brands with counts and their products', async () => {
    const list = await t.call('get_brands_list', {});
    expect(list.body.message.map((b: { route: string; product_count: number }) => [b.route, b.product_count])).toEqual([
      ['hilltop-farm', 1],
      ['larder-butchers', 1],
    ]);
    const res = await t.call('get_brand_based_products', { brand: 'larder-butchers' });
    expect(res.body.message.brand.brand_name).toBe('Larder Butchers');
    expect(res.body.message.products.map((p: { route: string }) => p.route)).toEqual(['lamb-curry-pieces']);
    expect((await t.call('get_brand_based_products', { brand: 'nobody' })).status).toBe(404);
  });
});

describe('get_search_products', () => {
  it('finds products by prefix, typo and words in any order; empty for nothing', async () => {
    const find = async (q: string) =>
      (await t.call('get_search_products', { searchTxt: q, page_no: 1, page_len: 15 })).body.message.map((p: { route: string }) => p.route);
    expect(await find('lam')).toEqual(['lamb-curry-pieces', 'lamb-loin-chops', 'lamb-mince']);
    // Both words match Lamb Mince by name, and Lamb Curry Pieces by name and category (Mince & Diced);
    // Lamb Mince is out of stock, so it comes after the one that can be bought.
    expect(await find('mince lamb')).toEqual(['lamb-curry-pieces', 'lamb-mince']);
    expect(await find('chops loin')).toEqual(['lamb-loin-chops']);
    expect(await find('lmab chops')).toEqual(['lamb-loin-chops']);
    expect(await find('mango')).toEqual(['mango-juice']);
    expect(await find('retired')).toEqual([]);
    expect(await find('')).toEqual([]);
    expect((await t.call('get_search_products', { searchTxt: 'x'.repeat(201) })).status).toBe(417);
  });
});
