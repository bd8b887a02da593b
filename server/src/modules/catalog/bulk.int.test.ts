import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { seedWholeChicken, seedWorld, type World } from '../../../test/world';
import { seedProduct, seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import { relatedCopyOutOfStep } from './related-copy';

const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;
let manager: string;
let picker: string;
let chicken: Awaited<ReturnType<typeof seedWholeChicken>>;
let curry: Awaited<ReturnType<typeof seedProduct>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
  picker = (await seedStaff(t.db.db, { role: 'picker' })).token;
  chicken = await seedWholeChicken(t);
  const meat = await t.db.db.selectFrom('category').select('id').where('route', '=', 'meat').executeTakeFirstOrThrow();
  curry = await seedProduct(t.db.db, {
    name: 'Mutton Curry Cut',
    route: 'mutton-curry',
    price: 1199,
    category_ids: [meat.id],
    attributes: [{ name: 'Weight', options: [{ value: '500 g' }, { value: '1 kg', price_adjustment: 1000 }] }],
    variant_stock: { '500 g': 0, '1 kg': 9 },
  });
});
afterAll(() => t.close());

const oneKg = () => curry.options.find((o) => o.option_value === '1 kg')!.id;
const call = (name: string, payload: unknown, token = manager) => t.call(name, payload, { token });
const product = (id: string) =>
  t.db.db
    .selectFrom('product')
    .select(['price', 'old_price', 'price_per_kg', 'stock', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const audits = async (action: string) =>
  t.db.db.selectFrom('audit_log').select(['entity', 'entity_id', 'before', 'after']).where('action', '=', action).execute();
const count = async (table: 'stock_adjustment' | 'audit_log') =>
  Number(
    (
      await t.db.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('admin_bulk_product_price', () => {
  it('moves every price by a percentage in pence, the weighed product by its price per kg, with one audit entry', async () => {
    const ids = [w.chops.product.id, w.rice.product.id, chicken.product.id];
    const before = await Promise.all(ids.map(product));
    const res = await call('admin_bulk_product_price', { products: ids, percent: -10 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toEqual({ changed: 3, products: ids });
    const after = await Promise.all(ids.map(product));
    expect(after[0]!.price).toBe(Math.round(before[0]!.price * 0.9));
    expect(after[1]!.price).toBe(Math.round(before[1]!.price * 0.9));
    expect(after[2]!.price_per_kg).toBe(Math.round(499 * 0.9));
    expect(after[2]!.price).toBeLessThan(before[2]!.price);
    const log = await audits('bulk_price');
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]!.after!).price[w.rice.product.id]).toBe(after[1]!.price);
  });

  it('sets one price on many; a product whose offer would break refuses the lot and nothing changes', async () => {
    await t.db.db.updateTable('product').set({ price: 500, old_price: 700 }).where('id', '=', w.mince.product.id).execute();
    const rice = await product(w.rice.product.id);
    const auditsBefore = await count('audit_log');
    const res = await call('admin_bulk_product_price', { products: [w.rice.product.id, w.mince.product.id], price: 8 });
    expect(res.status).toBe(417);
    expect(errorMessage(res.body)).toMatch(/1 product cannot take this price, so no price was changed/);
    expect(res.body.errors).toEqual([
      { field: w.mince.product.id, message: expect.stringMatching(/old \(strike-through\) price must be higher/) },
    ]);
    expect((await product(w.rice.product.id)).price).toBe(rice.price);
    expect((await product(w.mince.product.id)).price).toBe(500);
    expect(await count('audit_log')).toBe(auditsBefore);

    const ok = await call('admin_bulk_product_price', { products: [w.rice.product.id, w.mince.product.id], price: 6.5 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await product(w.rice.product.id)).price).toBe(650);
    expect((await product(w.mince.product.id)).price).toBe(650);
  });

  it('refuses setting a price on a product sold by weight, bad input, unknown products and pickers (417/403, nothing changed)', async () => {
    const rice = await product(w.rice.product.id);
    const weighed = await call('admin_bulk_product_price', { products: [w.rice.product.id, chicken.product.id], price: 3 });
    expect(weighed.status).toBe(417);
    expect(weighed.body.errors[0].field).toBe(chicken.product.id);
    for (const bad of [
      { products: [w.rice.product.id], price: 2.999 },
      { products: [w.rice.product.id], price: -1 },
      { products: [w.rice.product.id], percent: -101 },
      { products: [w.rice.product.id], price: 2, percent: 5 },
      { products: [w.rice.product.id, w.rice.product.id], percent: 5 },
      { products: [], percent: 5 },
      { products: [w.rice.product.id, 'ITEM-NOPE'], percent: 5 },
    ]) {
      const res = await call('admin_bulk_product_price', bad);
      expect(res.status, JSON.stringify(bad)).toBe(417);
    }
    expect((await call('admin_bulk_product_price', { products: [w.rice.product.id], percent: 5 }, picker)).status).toBe(403);
    expect(await product(w.rice.product.id)).toEqual(rice);
  });

  it('−100% is free, never below 0', async () => {
    const res = await call('admin_bulk_product_price', { products: [w.juice.product.id], percent: -100 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await product(w.juice.product.id)).price).toBe(0);
  });
});

describe('admin_bulk_product_publish', () => {
  it('hides and shows many products with one audit entry each time; pickers may not', async () => {
    const ids = [w.chops.product.id, w.rice.product.id];
    expect((await call('admin_bulk_product_publish', { products: ids, is_active: 0 }, picker)).status).toBe(403);
    const off = await call('admin_bulk_product_publish', { products: ids, is_active: 0 });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.message.changed).toBe(2);
    expect((await product(w.chops.product.id)).is_active).toBe(0);
    expect(await audits('bulk_unpublish')).toHaveLength(1);
    const on = await call('admin_bulk_product_publish', { products: ids, is_active: 1 });
    expect(on.body.message.changed).toBe(2);
    expect((await product(w.rice.product.id)).is_active).toBe(1);
    expect(await audits('bulk_publish')).toHaveLength(1);
  });

  it('an unknown product refuses the lot', async () => {
    const res = await call('admin_bulk_product_publish', { products: [w.chops.product.id, 'ITEM-NOPE'], is_active: 0 });
    expect(res.status).toBe(417);
    expect((await product(w.chops.product.id)).is_active).toBe(1);
  });
});

describe('admin_bulk_stock', () => {
  it('sets and adjusts many items through the stock rule: one history row per item, one audit entry', async () => {
    const rows = await count('stock_adjustment');
    const res = await call('admin_bulk_stock', {
      items: [{ product: w.chops.product.id }, { product: w.rice.product.id }, { product: curry.product.id, attribute_key: oneKg() }],
      mode: 'set',
      value: 40,
      reason: 'count_correction',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await product(w.chops.product.id)).stock).toBe(40);
    expect((await product(w.rice.product.id)).stock).toBe(40);
    const v = await t.db.db
      .selectFrom('product_variant')
      .select('stock')
      .where('product_id', '=', curry.product.id)
      .where('attribute_key', '=', oneKg())
      .executeTakeFirstOrThrow();
    expect(v.stock).toBe(40);
    expect(await count('stock_adjustment')).toBe(rows + 3);
    expect(await audits('bulk_stock')).toHaveLength(1);

    const adj = await call('admin_bulk_stock', {
      items: [{ product: w.chops.product.id }, { product: w.rice.product.id }],
      mode: 'adjust',
      value: -5,
      reason: 'waste',
    });
    expect(adj.status, JSON.stringify(adj.body)).toBe(200);
    expect(adj.body.message.items.map((i: { stock: number }) => i.stock)).toEqual([35, 35]);
  });

  it('one item that would go below 0 refuses them all: no stock, no history, no audit changed', async () => {
    await t.db.db.updateTable('product').set({ stock: 2 }).where('id', '=', w.mince.product.id).execute();
    const [rows, logs, chops] = [await count('stock_adjustment'), await count('audit_log'), await product(w.chops.product.id)];
    const res = await call('admin_bulk_stock', {
      items: [{ product: w.chops.product.id }, { product: w.mince.product.id }],
      mode: 'adjust',
      value: -3,
      reason: 'damaged',
    });
    expect(res.status).toBe(417);
    expect(errorMessage(res.body)).toMatch(/1 item cannot take this change, so no stock was changed: Stock cannot go below 0/);
    expect(res.body.errors[0].field).toBe(w.mince.product.id);
    expect((await product(w.chops.product.id)).stock).toBe(chops.stock);
    expect((await product(w.mince.product.id)).stock).toBe(2);
    expect(await count('stock_adjustment')).toBe(rows);
    expect(await count('audit_log')).toBe(logs);
  });

  it('bad input is a 417 and pickers get a 403', async () => {
    for (const bad of [
      { items: [{ product: w.chops.product.id }], mode: 'set', value: -1, reason: 'count_correction' },
      { items: [{ product: w.chops.product.id }], mode: 'adjust', value: 0, reason: 'count_correction' },
      { items: [{ product: w.chops.product.id }], mode: 'adjust', value: 1, reason: 'other' },
      { items: [], mode: 'adjust', value: 1, reason: 'waste' },
      { items: [{ product: w.chops.product.id }, { product: w.chops.product.id }], mode: 'adjust', value: 1, reason: 'waste' },
    ]) {
      expect((await call('admin_bulk_stock', bad)).status, JSON.stringify(bad)).toBe(417);
    }
    const p = { items: [{ product: w.chops.product.id }], mode: 'adjust', value: 1, reason: 'delivery_received' };
    expect((await call('admin_bulk_stock', p, picker)).status).toBe(403);
  });
});

describe('related products’ copy of is_active and popularity (decision 032)', () => {
  it('is in step with every product after the writes above, and while products are hidden', async () => {
    expect(await relatedCopyOutOfStep(t.db.db)).toEqual([]);
    const ids = [w.chops.product.id, w.rice.product.id];
    expect((await call('admin_bulk_product_publish', { products: ids, is_active: 0 })).status).toBe(200);
    expect(await relatedCopyOutOfStep(t.db.db)).toEqual([]);
    const copy = await t.db.db.selectFrom('product_category').select('product_is_active').where('product_id', 'in', ids).execute();
    expect(copy.map((r) => r.product_is_active)).toEqual(ids.map(() => 0));
    expect((await call('admin_bulk_product_publish', { products: ids, is_active: 1 })).status).toBe(200);
    expect(await relatedCopyOutOfStep(t.db.db)).toEqual([]);
  });
});
