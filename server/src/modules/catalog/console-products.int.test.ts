import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper, type World } from '../../../test/world';
import { seedBrand, seedCategory, seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import { relatedCopyOutOfStep } from './related-copy';

const media = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-catalog-media-'));
const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;
let owner: string;
let manager: string;
let picker: string;
let lamb: { id: string; route: string };
let beef: { id: string; route: string };
let brand: string;
beforeAll(async () => {
  t = await createTestApp({ clock, config: { MEDIA_DIR: media } });
  w = await seedWorld(t);
  const meat = await t.db.db.selectFrom('category').select(['id', 'route', 'level']).where('route', '=', 'meat').executeTakeFirstOrThrow();
  lamb = await seedCategory(t.db.db, { name: 'Lamb', parent: meat });
  beef = await seedCategory(t.db.db, { name: 'Beef', parent: meat });
  brand = (await seedBrand(t.db.db, { name: 'Hilltop Farm' })).id;
  owner = (await seedStaff(t.db.db, { role: 'owner' })).token;
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
  picker = (await seedStaff(t.db.db, { role: 'picker' })).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(media, { recursive: true, force: true });
});

const call = (name: string, payload: unknown, token = manager) => t.call(name, payload, { token });
const ok = async (name: string, payload: unknown, token = manager) => {
  const res = await call(name, payload, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message;
};
const count = async (
  table: 'product' | 'product_attribute' | 'product_attribute_option' | 'product_variant' | 'audit_log' | 'product_image',
) =>
  Number(
    (
      await t.db.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function cutsProduct(extra: Record<string, unknown> = {}) {
  return {
    item: 'Lamb Leg Steaks',
    route: '',
    price: 7.5,
    old_price: 8.99,
    vat_class: 'zero',
    brand,
    categories: [lamb.id, beef.id],
    inventory_method: 'Track Inventory By Product Attributes',
    min_order_qty: 1,
    max_order_qty: 10,
    weight_grams: 500,
    unit: '500 g',
    short_description: 'Tender steaks from the leg',
    full_description: 'Cut to order by our butchers.',
    attributes: [
      {
        attribute: 'Cut',
        options: [
          { value: 'Bone in', is_pre_selected: 1 },
          { value: 'Boneless', price_adjustment: 1.25 },
          { value: 'Diced', disabled: 1 },
        ],
      },
      { attribute: 'Weight', options: [{ value: '500 g' }, { value: '1 kg', price_adjustment: 6.5, weight_adjustment_grams: 500 }] },
    ],
    combinations: [
      { values: ['Bone in', '500 g'], stock: 4 },
      { values: ['Boneless', '1 kg'], stock: 0, sku: 'LLS-BL-1K' },
    ],
    ...extra,
  };
}

describe('products in the console', () => {
  it('lists products with search, filters, paging and a total; pickers may not', async () => {
    const all = await ok('admin_product_list', {});
    expect(all.total).toBe(4);
    expect(all.products.map((p: { item: string }) => p.item)).toEqual(['Basmati Rice 5 kg', 'Lamb Chops', 'Lamb Mince', 'Mango Juice']);
    expect(all.products.find((p: { route: string }) => p.route === 'juice')).toMatchObject({ stock: null, price: 2.4, low_stock: false });
    expect((await ok('admin_product_list', { search: 'LAMB' })).total).toBe(2);
    expect((await ok('admin_product_list', { search: 'chops' })).products[0]).toMatchObject({
      name: w.chops.product.id,
      stock: 10,
      category_name: 'Meat',
    });
    const meat = await t.db.db.selectFrom('category').select('id').where('route', '=', 'meat').executeTakeFirstOrThrow();
    expect((await ok('admin_product_list', { category: meat.id })).total).toBe(2);
    const page2 = await ok('admin_product_list', { page_len: 3, page_no: 2 });
    expect([page2.total, page2.products.length]).toEqual([4, 1]);
    expect((await ok('admin_product_list', { sort: 'price' })).products[0].route).toBe('juice');
    expect((await call('admin_product_list', {}, picker)).status).toBe(403);
  });

  it('creates a product with attributes, options and stock per combination, through the factories', async () => {
    const p = await ok('admin_save_product', cutsProduct());
    expect(p).toMatchObject({
      item: 'Lamb Leg Steaks',
      route: 'lamb-leg-steaks',
      price: 7.5,
      old_price: 8.99,
      brand,
      categories: [lamb.id, beef.id],
      inventory_method: 'Track Inventory By Product Attributes',
      is_active: 1,
      has_orders: false,
    });
    expect(p.name).toMatch(/^ITEM-\d{5}$/);
    expect(p.attributes.map((a: { attribute: string }) => a.attribute)).toEqual(['Cut', 'Weight']);
    expect(p.attributes[0].options[1]).toMatchObject({ value: 'Boneless', price_adjustment: 1.25, is_pre_selected: 0 });
    expect(p.attributes[0].options[2]).toMatchObject({ value: 'Diced', disabled: 1 });
    // Every combination of enabled options (2 × 2), in grid order, with the stock given or 0.
    expect(p.combinations.map((c: { description: string; stock: number }) => `${c.description}=${c.stock}`)).toEqual([
      'Bone in, 500 g=4',
      'Bone in, 1 kg=0',
      'Boneless, 500 g=0',
      'Boneless, 1 kg=0',
    ]);
    expect(p.combinations[3].sku).toBe('LLS-BL-1K');
    // The storefront sees it, with its options and the combination's stock.
    const details = (await t.call('get_product_details', { route: 'lamb-leg-steaks' })).body.message;
    expect(details.item).toBe('Lamb Leg Steaks');
    const initial = await t.db.db.selectFrom('stock_adjustment').selectAll().where('product_id', '=', p.name).execute();
    expect(initial.map((s) => [s.change, s.stock_after])).toEqual([[4, 4]]);
    const log = (await ok('admin_audit_log', { entity: 'product', entity_id: p.name }, owner))[0];
    expect(log).toMatchObject({ action: 'create', before: null });
  });

  it('updates in place: option ids kept, new options added, removed ones dropped, stock changes recorded', async () => {
    const list = await ok('admin_product_list', { search: 'leg steaks' });
    const before = await ok('admin_product_detail', { name: list.products[0].name });
    const cut = before.attributes[0];
    const weight = before.attributes[1];
    const saved = await ok('admin_save_product', {
      ...cutsProduct(),
      name: before.name,
      route: 'Lamb Leg Steaks Halal',
      price: 7.95,
      attributes: [
        {
          name: cut.name,
          attribute: 'Cut',
          options: [
            { name: cut.options[0].name, value: 'Bone in' },
            { name: cut.options[1].name, value: 'Boneless' },
          ],
        },
        {
          name: weight.name,
          attribute: 'Weight',
          options: [
            { name: weight.options[0].name, value: '500 g' },
            { value: '2 kg', price_adjustment: 19 },
          ],
        },
      ],
      combinations: [
        { values: ['Bone in', '500 g'], stock: 6 },
        { values: ['Boneless', '2 kg'], stock: 3 },
      ],
    });
    expect(saved.route).toBe('lamb-leg-steaks-halal');
    expect(saved.price).toBe(7.95);
    expect(saved.attributes[0].options[0].name).toBe(cut.options[0].name);
    expect(saved.attributes[1].options.map((o: { value: string }) => o.value)).toEqual(['500 g', '2 kg']);
    expect(saved.combinations.map((c: { description: string; stock: number }) => `${c.description}=${c.stock}`)).toEqual([
      'Bone in, 500 g=6',
      'Bone in, 2 kg=0',
      'Boneless, 500 g=0',
      'Boneless, 2 kg=3',
    ]);
    // The kept combination keeps its key (carts and notify-me requests point at it).
    expect(saved.combinations[0].attribute_key).toBe(before.combinations[0].attribute_key);
    const history = await ok('admin_stock_history', { product: saved.name });
    expect(history.entries.map((e: { change: number; reason: string }) => [e.change, e.reason])).toEqual([
      [3, 'count_correction'],
      [2, 'count_correction'],
      [4, 'count_correction'],
    ]);
    expect(history.entries[0].attribute_description).toBe('Boneless, 2 kg');
    // The list says what is low: a total of 9 hides two sold-out options, not "9 low".
    const row = await ok('admin_product_list', { search: 'leg steaks', low_stock: 1 });
    const low = [6, 3].filter((n) => n <= row.low_stock_threshold).length;
    expect(row.products[0]).toMatchObject({ stock: 9, low_stock: true, options_sold_out: 2, options_low: low });
  });

  it('refuses bad products with every problem named, and writes nothing', async () => {
    const before = await Promise.all([
      count('product'),
      count('product_attribute'),
      count('product_attribute_option'),
      count('product_variant'),
      count('audit_log'),
    ]);
    const bad = await call('admin_save_product', {
      ...cutsProduct({ item: 'Mutton Curry Cut' }),
      route: 'chops',
      old_price: 5,
      vat_class: 'luxury',
      categories: [lamb.id, 'CAT-99999'],
      min_order_qty: 5,
      max_order_qty: 2,
      attributes: [
        {
          attribute: 'Cut',
          options: [
            { value: 'Curry', is_pre_selected: 1 },
            { value: 'curry', is_pre_selected: 1 },
          ],
        },
        { attribute: 'cut', options: [{ value: 'x', disabled: 1 }] },
      ],
      combinations: [{ values: ['Boneless', 'x'], stock: 1 }],
    });
    expect(bad.status).toBe(417);
    const msg = errorMessage(bad.body);
    for (const part of [
      'route: chops is already used by Lamb Chops',
      'vat_class: luxury is not a VAT class',
      'CAT-99999 is not a category',
      'old_price: the old (strike-through) price must be higher',
      'max_order_qty: must be at least the minimum',
      'the option curry is listed twice',
      'only one option can be pre-selected',
      'attributes: cut is listed twice',
      'at least one option must be enabled',
      'Boneless is not an enabled option of Cut',
    ])
      expect(msg).toContain(part);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('old_price');
    // Three decimals and a negative stock never reach the service.
    expect((await call('admin_save_product', { ...cutsProduct(), price: 7.999 })).status).toBe(417);
    expect(errorMessage((await call('admin_save_product', { ...cutsProduct(), price: 7.999 })).body)).toContain(
      'price can have at most two decimals',
    );
    expect((await call('admin_save_product', { ...cutsProduct(), inventory_method: 'Track Inventory', stock: -2 })).status).toBe(417);
    const after = await Promise.all([
      count('product'),
      count('product_attribute'),
      count('product_attribute_option'),
      count('product_variant'),
      count('audit_log'),
    ]);
    expect(after).toEqual(before);
  });

  it('sells a product by weight: both fields or neither, no options, priced at the estimate', async () => {
    const weighed = cutsProduct({
      item: 'Whole Lamb Shoulder',
      inventory_method: 'Track Inventory',
      stock: 6,
      old_price: '',
      attributes: [],
      combinations: [],
      price: 1,
      price_per_kg: 12.99,
      typical_weight_g: 1800,
    });
    const half = await call('admin_save_product', { ...weighed, typical_weight_g: '' });
    expect(half.status).toBe(417);
    expect(errorMessage(half.body)).toContain('give both the price per kg and the typical weight');
    const withOptions = await call('admin_save_product', { ...cutsProduct(), price_per_kg: 12.99, typical_weight_g: 1800 });
    expect(errorMessage(withOptions.body)).toContain('A product sold by weight has no options');
    const saved = await ok('admin_save_product', weighed);
    // £12.99/kg × 1.8 kg: the price is the estimate, whatever was sent.
    expect(saved).toMatchObject({ price: 23.38, old_price: null, price_per_kg: 12.99, typical_weight_g: 1800 });
    const shop = (await t.call('get_product_details', { route: saved.route })).body.message;
    expect(shop).toMatchObject({
      price: 23.38,
      unit_price: { text: '£12.99/kg', per: 'kg', pence: 1299 },
      sold_by_weight: { price_per_kg: 12.99, typical_weight_g: 1800, label: 'about 1.8 kg · £12.99/kg' },
    });
    const byPack = await ok('admin_save_product', { ...weighed, name: saved.name, price: 21, price_per_kg: '', typical_weight_g: '' });
    expect(byPack).toMatchObject({ price: 21, price_per_kg: null, typical_weight_g: null });
  });

  it('a failed update leaves the product exactly as it was', async () => {
    const before = await ok('admin_product_detail', { name: w.mince.product.id });
    const res = await call('admin_save_product', {
      name: w.mince.product.id,
      item: 'Renamed Mince',
      price: 6.49,
      vat_class: 'zero',
      categories: [lamb.id],
      inventory_method: 'Track Inventory By Product Attributes',
      stock: 50,
    });
    expect(res.status).toBe(417);
    expect(errorMessage(res.body)).toContain('needs at least one attribute');
    expect(await ok('admin_product_detail', { name: w.mince.product.id })).toEqual(before);
  });

  it('deletes a product never ordered; deactivates one that was', async () => {
    const fresh = await ok('admin_save_product', {
      item: 'Goat Shoulder',
      price: 12,
      vat_class: 'zero',
      categories: [lamb.id],
      inventory_method: 'Track Inventory',
      stock: 3,
    });
    expect(await ok('admin_delete_product', { name: fresh.name })).toMatchObject({ status: 'deleted' });
    expect((await call('admin_product_detail', { name: fresh.name })).status).toBe(404);
    expect(await t.db.db.selectFrom('stock_adjustment').select('id').where('product_id', '=', fresh.name).execute()).toEqual([]);

    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    const placed = await t.call(
      'insert_order',
      {
        data: {
          ship_addr: c.address,
          shipping_method: 'Delivery',
          payment_method: 'COD',
          delivery_slots: [{ date: '2026-11-24', slot: w.slots[0] }],
        },
      },
      { token: c.token },
    );
    expect(placed.body.message.status).toBe(true);
    const res = await ok('admin_delete_product', { name: w.rice.product.id });
    expect(res.status).toBe('deactivated');
    expect(res.message).toContain('has been ordered');
    expect((await ok('admin_product_detail', { name: w.rice.product.id })).is_active).toBe(0);
    expect((await t.call('get_product_details', { route: 'rice' })).status).not.toBe(200);
  });
});

describe('product images', () => {
  let productId: string;
  const png = (w: number, h: number, colour = '#c0392b') =>
    sharp({ create: { width: w, height: h, channels: 4, background: colour } })
      .png()
      .toBuffer()
      .then((b) => b.toString('base64'));

  beforeAll(async () => {
    productId = (
      await ok('admin_save_product', {
        item: 'Lamb Neck Fillet',
        price: 9,
        vat_class: 'zero',
        categories: [lamb.id],
        inventory_method: 'Track Inventory',
        stock: 8,
      })
    ).name;
  });

  it('uploads: sniffs the real type, writes WebP and AVIF sizes, returns the URLs the storefront uses', async () => {
    const res = await ok('admin_upload_product_image', { product: productId, data: await png(1600, 900), alt: 'Neck fillet on a board' });
    expect(res.image.url).toMatch(/^\/media\/products\/uploads\/[\w-]+$/);
    expect(res.image.thumb).toBe(`${res.image.url}-320.webp`);
    expect(res.image.large).toBe(`${res.image.url}-640.webp`);
    expect(res.image).toMatchObject({ alt: 'Neck fillet on a board', is_primary: 1, display_order: 0 });
    const rel = res.image.url.slice('/media/'.length);
    for (const [suffix, format, size] of [
      ['-320.webp', 'webp', 320],
      ['-640.webp', 'webp', 640],
      ['-1280.webp', 'webp', 1280],
      ['-640.avif', 'heif', 640],
      ['-320.avif', 'heif', 320],
    ] as const) {
      const meta = await sharp(path.join(media, `${rel}${suffix}`)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, size, size]);
    }
    // Served under /media, and shown on the product page.
    expect((await t.app.inject({ method: 'GET', url: res.image.large })).statusCode).toBe(200);
    const product = (await t.call('get_product_details', { route: 'lamb-neck-fillet' })).body.message;
    expect(JSON.stringify(product)).toContain(res.image.large);
  });

  it('puts a new image where asked, reorders and sets alt texts, deletes with its files', async () => {
    const second = await ok('admin_upload_product_image', { product: productId, data: await png(300, 300, '#2e86c1'), display_order: 0 });
    expect(second.images.map((i: { name: string }) => i.name)[0]).toBe(second.image.name);
    expect(second.image.alt).toBe('Lamb Neck Fillet');
    // A small picture gets no 1280 size.
    expect(fs.existsSync(path.join(media, `${second.image.url.slice(7)}-1280.webp`))).toBe(false);
    const [a, b] = second.images;
    const reordered = await ok('admin_update_product_images', {
      product: productId,
      images: [
        { name: b.name, alt: 'Side view' },
        { name: a.name, alt: '' },
      ],
    });
    expect(reordered.map((i: { name: string; is_primary: number; alt: string }) => [i.name, i.is_primary, i.alt])).toEqual([
      [b.name, 1, 'Side view'],
      [a.name, 0, 'Lamb Neck Fillet'],
    ]);
    expect((await call('admin_update_product_images', { product: productId, images: [{ name: b.name }] })).status).toBe(417);
    const left = await ok('admin_delete_product_image', { product: productId, image: b.name });
    expect(left.map((i: { name: string; is_primary: number }) => [i.name, i.is_primary])).toEqual([[a.name, 1]]);
    await new Promise((r) => setTimeout(r, 50));
    expect(fs.existsSync(path.join(media, `${b.url.slice(7)}-640.webp`))).toBe(false);
  });

  it('refuses what is not an image, with a clear message, and records nothing', async () => {
    const images = await count('product_image');
    const files = fs.readdirSync(path.join(media, 'products', 'uploads')).length;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n').toString('base64');
    for (const data of [
      pdf,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64'),
      Buffer.from('\x89PNG\r\n\x1a\n but then nothing').toString('base64'),
    ]) {
      const res = await call('admin_upload_product_image', { product: productId, data, alt: 'Not really' });
      expect(res.status).toBe(417);
      expect(errorMessage(res.body)).toBe('This file is not an image we can use. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF picture.');
    }
    const notBase64 = await call('admin_upload_product_image', { product: productId, data: 'this is *not* base64!' });
    expect(errorMessage(notBase64.body)).toContain('base64');
    expect((await call('admin_upload_product_image', { product: 'ITEM-99999', data: await png(10, 10) })).status).toBe(404);
    expect(await count('product_image')).toBe(images);
    expect(fs.readdirSync(path.join(media, 'products', 'uploads')).length).toBe(files);
  });
});

describe('related products’ copy of is_active and popularity (decision 032)', () => {
  it('is in step with every product after the writes above', async () => {
    expect(await relatedCopyOutOfStep(t.db.db)).toEqual([]);
  });
});
