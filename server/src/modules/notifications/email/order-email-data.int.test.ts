import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { addToCart, seedWorld, shopper, type World, tickUnweighedLines } from '../../../../test/world';
import { anonymousCtx } from '../../../ctx';
import { seedProduct, seedThreeForTwo } from '../../../db/seed/factories';
import { fixedClock } from '../../../lib/clock';
import { finishPicking, weighLine } from '../../orders/picking';
import { updateStoreSettings } from '../../settings/settings.service';
import { creditWallet } from '../../wallet/wallet.service';
import { loadOrderEmailData } from './order-email-data';

// Monday 23 November 2026, 08:00 in London.
const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;
const ctx = () => anonymousCtx(t.state, t.app.log);

beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
  await updateStoreSettings(ctx(), { enable_wallet: 1 });
  await seedThreeForTwo(t.db.db, w.mince, { label: '3 for 2 on lamb mince' });
});
afterAll(() => t.close());

async function place(token: string, data: Record<string, unknown>) {
  const res = await t.call('insert_order', { data }, { token });
  expect(res.body.message.status, JSON.stringify(res.body)).toBe(true);
  return res.body.message.order.name as string;
}

describe('loadOrderEmailData', () => {
  it('reads a placed delivery: lines with substitutions and the FREE line, the slot, the address, the bill, pay on delivery', async () => {
    const meat = await t.db.db
      .selectFrom('product_category')
      .select('category_id')
      .where('product_id', '=', w.chops.product.id)
      .executeTakeFirstOrThrow();
    const cutlets = await seedProduct(t.db.db, {
      name: 'Lamb Cutlets',
      route: 'cutlets',
      price: 949,
      stock: 10,
      category_ids: [meat.category_id],
      certifications: ['halal'],
    });
    const c = await shopper(t);
    const chops = await addToCart(t, c.token, 'chops', 2);
    const rice = await addToCart(t, c.token, 'rice', 1);
    await addToCart(t, c.token, 'mince', 2);
    const swap = await t.call(
      'update_cartitem_substitution',
      { name: chops.line, substitution: 'specific', substitute_product: cutlets.product.id },
      { token: c.token },
    );
    expect(swap.status).toBe(200);
    await t.call('update_cartitem_substitution', { name: rice.line, substitution: 'no_substitute' }, { token: c.token });
    const id = await place(c.token, {
      ship_addr: c.address,
      shipping_method: 'Delivery',
      payment_method: 'COD',
      delivery_slots: [{ date: '2026-11-24', slot: w.slots[1] }],
      customer_comments: 'Ring twice',
    });

    const data = (await loadOrderEmailData(ctx(), id))!;
    expect(data.shop).toMatchObject({
      name: 'Larder',
      address: '14 Commercial Street, London E1 6LP',
      phone: '020 7946 0321',
      email: 'hello@larder.example',
      url: 'http://localhost:3000',
      currency: 'GBP',
      timeZone: 'Europe/London',
    });
    const o = data.order;
    expect(o).toMatchObject({
      id,
      status: 'Placed',
      customerEmail: c.customer.email,
      comments: 'Ring twice',
      url: `http://localhost:3000/order-detail/${id}`,
      fulfilment: { kind: 'delivery', methodName: 'Delivery', slot: { date: '2026-11-24', from: '12:00', to: '15:00' } },
      payment: { method: 'cash', status: 'Pending', cardPaid: 0, cardPaidAt: null },
    });
    expect(o.fulfilment.address.join(' / ')).toMatch(/E1 6AN$/);
    expect(o.lines.map((l) => [l.name, l.quantity, l.unitPrice, l.lineTotal, l.free, l.substitution, l.substituteName])).toEqual([
      ['Basmati Rice 5 kg', 1, 1299, 1299, false, 'no_substitute', null],
      ['Lamb Chops', 2, 899, 1798, false, 'specific', 'Lamb Cutlets'],
      ['Lamb Mince', 2, 599, 1198, false, 'best_match', null],
      // A FREE line is never substituted.
      ['Lamb Mince', 1, 0, 0, true, 'no_substitute', null],
    ]);
    expect(o.lines[3]!.freeBecause).toBe('3 for 2 on lamb mince');
    // £42.95 of goods: the £1.99 band, VAT only on the delivery charge (food is zero-rated).
    expect(o.totals).toEqual({
      subtotal: 4295,
      discount: 0,
      couponCode: '',
      delivery: 199,
      basketCharge: 0,
      vat: 33,
      total: 4494,
      pointsRedeemed: 0,
      pointsAmount: 0,
      wallet: 0,
      paid: 0,
      outstanding: 4494,
    });
  });

  it("reads a collection: the shop's address, the wallet part and the rest to pay on collection", async () => {
    const c = await shopper(t);
    await creditWallet(ctx(), { customerId: c.customer.id, amount: 500, kind: 'topup', reference: 'test', key: `topup:${c.customer.id}` });
    await addToCart(t, c.token, 'juice', 4); // £9.60: under the £15 minimum basket
    const id = await place(c.token, { shipping_method: 'Click & Collect', payment_method: 'COD', use_wallet: true });
    const o = (await loadOrderEmailData(ctx(), id))!.order;
    expect(o.fulfilment).toEqual({
      kind: 'collection',
      methodName: 'Click & Collect',
      slot: null,
      address: ['Larder', '14 Commercial Street, London E1 6LP'],
    });
    expect(o.totals).toMatchObject({
      subtotal: 960,
      delivery: 0,
      basketCharge: 400,
      total: 1360,
      wallet: 500,
      paid: 500,
      outstanding: 860,
    });
    expect(o.payment).toMatchObject({ method: 'cash', status: 'Partially Paid' });
  });

  it('reads a card payment: how much the card paid and when', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 2);
    const id = await place(c.token, { shipping_method: 'Click & Collect', payment_method: 'test' });
    const before = (await loadOrderEmailData(ctx(), id))!.order;
    expect(before.payment).toEqual({ method: 'card', status: 'Pending', cardPaid: 0, cardPaidAt: null });
    const started = (await t.call('create_payment', { purpose: 'order', reference: id }, { token: c.token })).body.message;
    clock.advance(5 * 60000);
    const sheet = await t.app.inject({
      method: 'POST',
      url: `/api/test-provider/payments/${started.client_data.payment_ref}/confirm`,
      payload: { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postal_code: 'E1 6AN' },
    });
    expect(sheet.json().status).toBe('succeeded');
    const done = await t.call(
      'update_order_status',
      { order_id: id, transaction_id: started.client_data.payment_ref, capture: 1 },
      { token: c.token },
    );
    expect(done.body.message.status).toBe(1);
    const after = (await loadOrderEmailData(ctx(), id))!.order;
    expect(after.payment).toEqual({ method: 'card', status: 'Paid', cardPaid: 2598, cardPaidAt: '2026-11-23T08:05:00.000Z' });
    expect(after.totals).toMatchObject({ total: 2598, paid: 2598, outstanding: 0 });
  });

  it('reads a weighed line: the estimate and cap before picking, then the weight and the final amount', async () => {
    // A whole chicken at £4.99/kg, about 1.6 kg a piece: £7.98 estimated, at most £8.77 (10 %).
    const chicken = await seedProduct(t.db.db, { name: 'Whole Chicken', route: 'whole-chicken', price: 798, stock: 10 });
    await t.db.db.updateTable('product').set({ price_per_kg: 499, typical_weight_g: 1600 }).where('id', '=', chicken.product.id).execute();
    const c = await shopper(t);
    await addToCart(t, c.token, 'whole-chicken', 1);
    await addToCart(t, c.token, 'rice', 1);
    const id = await place(c.token, { shipping_method: 'Click & Collect', payment_method: 'COD' });

    const before = (await loadOrderEmailData(ctx(), id))!.order;
    expect(before).toMatchObject({ estimated: true, pickedAt: null, holdAmount: 877 + 1299, weightMarginBp: 1000 });
    expect(before.lines.map((l) => [l.name, l.lineTotal, l.weighed])).toEqual([
      ['Basmati Rice 5 kg', 1299, null],
      ['Whole Chicken', 798, { pencePerKg: 499, estimatedGrams: 1600, estimatedTotal: 798, capTotal: 877, weighedGrams: null }],
    ]);
    expect(before.totals).toMatchObject({ subtotal: 2097, total: 2097, outstanding: 2097 });

    const line = await t.db.db
      .selectFrom('order_item')
      .select('id')
      .where('order_id', '=', id)
      .where('price_per_kg', '>', 0)
      .executeTakeFirstOrThrow();
    await weighLine(ctx(), id, line.id, 1720, 'picker');
    // Weighed but not finished: still the estimate.
    expect((await loadOrderEmailData(ctx(), id))!.order).toMatchObject({ estimated: true, totals: { total: 2097 } });
    await tickUnweighedLines(t.db.db, id);
    await finishPicking(ctx(), id, 'picker');

    const after = (await loadOrderEmailData(ctx(), id))!.order;
    expect(after).toMatchObject({ estimated: false, pickedAt: clock.now().toISOString() });
    expect(after.lines[1]).toMatchObject({ name: 'Whole Chicken', lineTotal: 858, weighed: { weighedGrams: 1720, estimatedTotal: 798 } });
    expect(after.totals).toMatchObject({ subtotal: 2157, total: 2157, paid: 0, outstanding: 2157 });
    expect(after.payment).toMatchObject({ method: 'cash' });
  });

  it('is null for an order that does not exist', async () => {
    expect(await loadOrderEmailData(ctx(), 'ORD-99999')).toBeNull();
  });
});
