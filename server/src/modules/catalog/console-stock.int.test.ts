import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { seedWorld, type World } from '../../../test/world';
import { seedProduct, seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import type { Mail } from '../../lib/mailer';

const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;
let manager: string;
let managerEmail: string;
let picker: string;
let curry: Awaited<ReturnType<typeof seedProduct>>;
let soldOut: Awaited<ReturnType<typeof seedProduct>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
  const m = await seedStaff(t.db.db, { role: 'manager' });
  manager = m.token;
  managerEmail = m.staff.email;
  picker = (await seedStaff(t.db.db, { role: 'picker' })).token;
  const meat = await t.db.db.selectFrom('category').select('id').where('route', '=', 'meat').executeTakeFirstOrThrow();
  curry = await seedProduct(t.db.db, {
    name: 'Mutton Curry Cut',
    route: 'mutton-curry',
    price: 1199,
    category_ids: [meat.id],
    attributes: [{ name: 'Weight', options: [{ value: '500 g' }, { value: '1 kg', price_adjustment: 1000 }] }],
    variant_stock: { '500 g': 0, '1 kg': 9 },
  });
  soldOut = await seedProduct(t.db.db, { name: 'Lamb Shanks', route: 'shanks', price: 1099, stock: 0, category_ids: [meat.id] });
});
afterAll(() => t.close());

const mails = () => (t.state.mailer as unknown as { sent: Mail[] }).sent;
const call = (name: string, payload: unknown, token = manager) => t.call(name, payload, { token });
const ok = async (name: string, payload: unknown, token = manager) => {
  const res = await call(name, payload, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message;
};
const stockOf = async (id: string) =>
  (await t.db.db.selectFrom('product').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const adjustments = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('stock_adjustment')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('stock adjustments', () => {
  it('changes stock by ±N with a reason, writes the history and the audit log', async () => {
    const up = await ok('admin_adjust_stock', {
      product: w.chops.product.id,
      change: 12,
      reason: 'delivery_received',
      note: 'Smithfield order 4411',
    });
    expect(up).toEqual({ product: w.chops.product.id, attribute_key: '', stock: 22, change: 12, notified: 0 });
    const down = await ok('admin_adjust_stock', { product: w.chops.product.id, change: '-2', reason: 'waste' });
    expect(down.stock).toBe(20);
    expect(await stockOf(w.chops.product.id)).toBe(20);
    const history = await ok('admin_stock_history', { product: w.chops.product.id });
    expect(history.total).toBe(2);
    expect(history.entries[0]).toMatchObject({
      change: -2,
      stock_after: 20,
      reason: 'waste',
      reason_label: 'Waste',
      note: '',
      staff_email: managerEmail,
    });
    expect(history.entries[1]).toMatchObject({
      change: 12,
      stock_after: 22,
      reason: 'delivery_received',
      reason_label: 'Delivery received',
      note: 'Smithfield order 4411',
    });
    const audit = (await ok('admin_audit_log', { entity: 'product', entity_id: w.chops.product.id }))[0];
    expect(audit).toMatchObject({ action: 'adjust_stock', before: { stock: 22 }, after: { stock: 20, change: -2, reason: 'waste' } });
  });

  it('never goes below 0, and a refused change writes nothing', async () => {
    const n = await adjustments();
    const res = await call('admin_adjust_stock', { product: w.chops.product.id, change: -21, reason: 'count_correction' });
    expect(res.status).toBe(417);
    expect(errorMessage(res.body)).toBe('Stock cannot go below 0: Lamb Chops has 20.');
    expect(await stockOf(w.chops.product.id)).toBe(20);
    expect(await adjustments()).toBe(n);
    // Concurrent decrements: never oversold, never negative.
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('admin_adjust_stock', { product: w.chops.product.id, change: -4, reason: 'damaged' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(await stockOf(w.chops.product.id)).toBe(0);
  });

  it('checks the payload: a reason from the list, a note for "other", not 0, tracked products only', async () => {
    expect(errorMessage((await call('admin_adjust_stock', { product: w.mince.product.id, change: 1, reason: 'found it' })).body)).toContain(
      'reason must be one of delivery_received, count_correction, waste, damaged, returned, other',
    );
    expect(errorMessage((await call('admin_adjust_stock', { product: w.mince.product.id, change: 1, reason: 'other' })).body)).toContain(
      'note',
    );
    expect(
      (await ok('admin_adjust_stock', { product: w.mince.product.id, change: 1, reason: 'other', note: 'Found behind the fridge' })).stock,
    ).toBe(51);
    expect(errorMessage((await call('admin_adjust_stock', { product: w.mince.product.id, change: 0, reason: 'waste' })).body)).toContain(
      'must not be 0',
    );
    expect(errorMessage((await call('admin_adjust_stock', { product: w.mince.product.id, change: 1.5, reason: 'waste' })).body)).toContain(
      'whole number',
    );
    expect(
      errorMessage((await call('admin_adjust_stock', { product: w.juice.product.id, change: 5, reason: 'delivery_received' })).body),
    ).toContain('does not track stock');
    expect((await call('admin_adjust_stock', { product: 'ITEM-99999', change: 5, reason: 'delivery_received' })).status).toBe(404);
    expect((await call('admin_adjust_stock', { product: w.mince.product.id, change: 5, reason: 'returned' }, picker)).status).toBe(403);
  });

  it('adjusts one combination of a product tracked by attributes', async () => {
    const oneKg = curry.variants.find((v) => v.stock === 9)!;
    expect(errorMessage((await call('admin_adjust_stock', { product: curry.product.id, change: 3, reason: 'returned' })).body)).toContain(
      'choose the combination',
    );
    const res = await ok('admin_adjust_stock', {
      product: curry.product.id,
      attribute_key: oneKg.attribute_key,
      change: -4,
      reason: 'damaged',
    });
    expect(res.stock).toBe(5);
    const history = await ok('admin_stock_history', { product: curry.product.id });
    expect(history.entries[0]).toMatchObject({ attribute_description: '1 kg', change: -4, stock_after: 5 });
    expect(
      (await call('admin_adjust_stock', { product: curry.product.id, attribute_key: 'nope', change: 1, reason: 'returned' })).status,
    ).toBe(404);
  });

  it('e-mails shoppers waiting for it when stock goes from 0 to more, once', async () => {
    const ask = await t.call('insert_stockavail_notification', {
      data: { product: 'shanks', sender_name: 'Sara', sender_email: 'sara@example.com' },
    });
    expect(ask.status).toBe(200);
    const halfKilo = curry.variants.find((v) => v.stock === 0)!;
    const optionId = halfKilo.attribute_key;
    await t.call('insert_stockavail_notification', {
      data: { product: 'mutton-curry', attributeId: optionId, sender_name: 'Omar', sender_email: 'omar@example.com' },
    });
    const sent = mails().length;
    const res = await ok('admin_adjust_stock', { product: soldOut.product.id, change: 6, reason: 'delivery_received' });
    expect(res.notified).toBe(1);
    const mail = mails().slice(sent);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'sara@example.com', subject: 'Lamb Shanks is back in stock' });
    expect(mail[0]!.text).toContain('/pr/shanks');
    // Still in stock: nobody is e-mailed twice.
    expect((await ok('admin_adjust_stock', { product: soldOut.product.id, change: 1, reason: 'delivery_received' })).notified).toBe(0);
    // A combination coming back tells those who wait for it.
    const variant = await ok('admin_adjust_stock', {
      product: curry.product.id,
      attribute_key: halfKilo.attribute_key,
      change: 2,
      reason: 'delivery_received',
    });
    expect(variant.notified).toBe(1);
    expect(mails().at(-1)).toMatchObject({ to: 'omar@example.com', subject: 'Mutton Curry Cut is back in stock' });
  });
});

describe('low stock', () => {
  it('lists tracked products and combinations at or below the threshold, lowest first', async () => {
    // chops 0, curry 500 g 2, curry 1 kg 5; shanks 7, mince 51, rice 100.
    const list = await ok('admin_low_stock', {});
    expect(list.threshold).toBe(5);
    expect(
      list.items.map((i: { product_name: string; attribute_description: string; stock: number }) =>
        `${i.product_name} ${i.attribute_description} ${i.stock}`.replace(/\s+/g, ' '),
      ),
    ).toEqual(['Lamb Chops 0', 'Mutton Curry Cut 500 g 2', 'Mutton Curry Cut 1 kg 5']);
    expect((await ok('admin_low_stock', { threshold: 10 })).total).toBe(4);
    expect((await ok('admin_low_stock', { search: 'curry' })).total).toBe(2);
    expect((await ok('admin_product_list', { low_stock: 1 })).products.map((p: { route: string }) => p.route)).toEqual([
      'chops',
      'mutton-curry',
    ]);
  });

  it('keeps the threshold in the store settings (audited); pickers may not change it', async () => {
    expect(await ok('admin_save_low_stock_threshold', { threshold: 7 })).toEqual({ threshold: 7 });
    expect((await ok('admin_low_stock', {})).total).toBe(4);
    expect((await ok('admin_product_list', {})).low_stock_threshold).toBe(7);
    expect((await call('admin_save_low_stock_threshold', { threshold: 3 }, picker)).status).toBe(403);
    expect((await ok('admin_audit_log', { entity: 'setting' }))[0]).toMatchObject({
      before: { low_stock_threshold: 5 },
      after: { low_stock_threshold: 7 },
    });
  });
});
