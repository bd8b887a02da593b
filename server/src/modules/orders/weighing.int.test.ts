import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type HeldWebhooks, holdWebhooks, payAtSheet } from '../../../test/test-provider';
import { addToCart, seedWholeChicken, seedWorld, shopper, tickUnweighedLines } from '../../../test/world';
import { anonymousCtx } from '../../ctx';
import { seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import { memoryMailer } from '../../lib/mailer';
import type { TestProvider } from '../payments/providers/test-provider';
import { reconcilePayments } from '../payments/reconcile';
import { providers } from '../payments/registry';
import { pointsForOrder } from '../loyalty/loyalty.service';
import { getStoreSettings, updateStoreSettings } from '../settings/settings.service';
import { creditWallet } from '../wallet/wallet.service';

/**
 * Catch-weight end to end (decision 014): a whole chicken at £4.99/kg, about 1.6 kg (est. £7.98,
 * never more than £8.77 with the 10 % margin), bought by card, wallet or cash; the picker weighs it
 * and finishes picking; the card is captured for exactly the weighed amount.
 */
const clock = fixedClock('2026-11-23T08:00:00Z');
const mailer = memoryMailer();
let hooks: HeldWebhooks;
let t: TestApp;
let picker: string;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  await seedWorld(t);
  await seedWholeChicken(t);
  picker = (await seedStaff(t.db.db, { role: 'owner' })).token;
  hooks = holdWebhooks(t);
});
afterAll(() => t.close());
beforeEach(() =>
  updateStoreSettings(anonymousCtx(t.state, t.app.log), { enable_wallet: 1, enable_reward_points: 1, enable_cod: 1, min_basket: 0 }),
);

const orderRow = (id: string) => t.db.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
// This file is about weighing: the lines not sold by weight are taken as ticked before "Finish picking".
const admin = async (call: string, data: Record<string, unknown>) => {
  if (call === 'admin_finish_picking') await tickUnweighedLines(t.db.db, data.order_id as string);
  return t.call(call, data, { token: picker });
};

async function place(token: string, data: Record<string, unknown> = {}) {
  const res = await t.call('insert_order', { data: { shipping_method: 'Click & Collect', payment_method: 'test', ...data } }, { token });
  expect(res.body.message?.status, JSON.stringify(res.body)).toBe(true);
  return res.body.message.order as {
    name: string;
    total_amount: number;
    estimated: boolean;
    max_total: number | null;
    items: { name: string; product_name: string; weighed: { estimated_weight_g: number; max_total: number } | null }[];
  };
}

/** Places a card order for one chicken and a bag of rice, and pays it at the sheet: the card is authorised. */
async function authorisedOrder(token: string) {
  await addToCart(t, token, 'whole-chicken', 1);
  await addToCart(t, token, 'rice', 1);
  const o = await place(token);
  const pay = (await t.call('create_payment', { purpose: 'order', reference: o.name }, { token })).body.message as {
    amount: number;
    client_data: { payment_ref: string };
  };
  await payAtSheet(t, pay.client_data.payment_ref);
  const confirmed = (await t.call('update_order_status', { order_id: o.name, transaction_id: pay.client_data.payment_ref }, { token })).body
    .message;
  expect(confirmed.status).toBe(1);
  const chicken = o.items.find((i) => i.weighed)!;
  return { o, pay, chicken, ref: pay.client_data.payment_ref };
}

const testPayment = (ref: string) => t.db.db.selectFrom('test_payment').selectAll().where('id', '=', ref).executeTakeFirstOrThrow();

describe('a whole chicken bought by card', () => {
  it('shows the estimate and the cap before paying, authorises the cap and captures exactly the weighed amount', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'whole-chicken', 1);
    await addToCart(t, c.token, 'rice', 1);
    const summary = (await t.call('get_checkout_summary', { shipping_method: 'Click & Collect' }, { token: c.token })).body.message;
    expect(summary.total).toBe(20.97);
    expect(summary.weighed).toEqual({ max_total: 21.76, promise: expect.stringContaining('estimate plus 10 %') });
    const cart = (await t.call('get_cartItems', {}, { token: c.token })).body.message;
    expect(JSON.stringify(cart)).toContain('about 1.6 kg · £4.99/kg');

    const { o, pay, chicken, ref } = await (async () => {
      const placed = await place(c.token);
      const started = (await t.call('create_payment', { purpose: 'order', reference: placed.name }, { token: c.token })).body.message;
      return { o: placed, pay: started, chicken: placed.items.find((i) => i.weighed)!, ref: started.client_data.payment_ref as string };
    })();
    expect(o).toMatchObject({ estimated: true, max_total: 21.76, total_amount: 20.97 });
    expect(chicken.weighed).toMatchObject({ estimated_weight_g: 1600, max_total: 8.77 });
    // The card is asked for the most the order may cost, and only authorised.
    expect(pay.amount).toBe(2176);
    await payAtSheet(t, ref);
    const ok = (await t.call('update_order_status', { order_id: o.name, transaction_id: ref }, { token: c.token })).body.message;
    expect(ok.status).toBe(1);
    expect(await testPayment(ref)).toMatchObject({ status: 'authorized', authorized_amount: 2176 });
    expect(await orderRow(o.name)).toMatchObject({ payment_status: 'Authorized', expires_at: null, paid_amount: 0 });
    // A webhook for the authorisation changes nothing more.
    await hooks.deliverAll();
    expect((await orderRow(o.name)).payment_status).toBe('Authorized');

    // The picker weighs it at 1.72 kg: £8.58.
    const weighed = (await admin('admin_weigh_line', { order_id: o.name, line: chicken.name, grams: 1720 })).body.message;
    expect(weighed.lines.find((l: { line: string }) => l.line === chicken.name)).toMatchObject({ weighed_weight_g: 1720, total: 8.58 });
    expect(weighed).toMatchObject({ current_total: 21.57, estimated_total: 20.97, max_total: 21.76, to_weigh: 0 });
    const done = (await admin('admin_finish_picking', { order_id: o.name })).body.message;
    expect(done).toMatchObject({ payment: 'captured', current_total: 21.57 });
    await hooks.deliverAll();

    expect(await testPayment(ref)).toMatchObject({ status: 'succeeded', amount: 2157 });
    expect(await orderRow(o.name)).toMatchObject({ total: 2157, paid_amount: 2157, payment_status: 'Paid' });
    const payment = await t.db.db.selectFrom('payment').selectAll().where('reference', '=', o.name).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'succeeded', captured_amount: 2157, applied_amount: 2157, refund_due: 0 });
    // The shopper's order shows the final amount and the weight; the receipt went out.
    const seen = (await t.call('get_order_info', { order_id: o.name }, { token: c.token })).body.message;
    expect(JSON.stringify(seen)).toContain('"weighed_weight_g":1720');
    expect(seen).toMatchObject({ estimated: false, total_amount: 21.57, payment_status: 'Paid' });
    expect(mailer.sent.filter((m) => m.to === c.customer.email).map((m) => m.subject)).toContainEqual(expect.stringContaining('receipt'));
    // Points are earned on the final amount, not the estimate or the hold: £21.57 → 21 whole pounds.
    const points = (await t.call('get_customer_points', {}, { token: c.token })).body.message.total_points as number;
    const { points_per_pound } = await getStoreSettings(anonymousCtx(t.state, t.app.log));
    expect(points).toBe(pointsForOrder(2157, points_per_pound));
    expect(points).not.toBe(pointsForOrder(2097, points_per_pound));
  });

  it('holds the cap when the bird is far heavier, and charges less when it is lighter', async () => {
    const heavy = await shopper(t);
    const a = await authorisedOrder(heavy.token);
    await admin('admin_weigh_line', { order_id: a.o.name, line: a.chicken.name, grams: 2300 });
    const done = (await admin('admin_finish_picking', { order_id: a.o.name })).body.message;
    expect(done.lines.find((l: { line: string }) => l.line === a.chicken.name)).toMatchObject({ total: 8.77, capped: true });
    expect((await testPayment(a.ref)).amount).toBe(877 + 1299);

    const light = await shopper(t);
    const b = await authorisedOrder(light.token);
    await admin('admin_weigh_line', { order_id: b.o.name, line: b.chicken.name, grams: 1400 });
    await admin('admin_finish_picking', { order_id: b.o.name });
    expect((await testPayment(b.ref)).amount).toBe(699 + 1299);
    expect(await orderRow(b.o.name)).toMatchObject({ total: 1998, paid_amount: 1998, payment_status: 'Paid' });
  });

  it('refuses bad weights, the wrong line and a second finish, and changes nothing', async () => {
    const c = await shopper(t);
    const a = await authorisedOrder(c.token);
    const rice = a.o.items.find((i) => !i.weighed)!;
    const before = await orderRow(a.o.name);
    const refusals = [
      await admin('admin_weigh_line', { order_id: a.o.name, line: a.chicken.name, grams: 0 }),
      await admin('admin_weigh_line', { order_id: a.o.name, line: a.chicken.name, grams: -5 }),
      await admin('admin_weigh_line', { order_id: a.o.name, line: a.chicken.name, grams: 1.5 }),
      await admin('admin_weigh_line', { order_id: a.o.name, line: a.chicken.name, grams: 'heavy' }),
      await admin('admin_weigh_line', { order_id: a.o.name, line: a.chicken.name, grams: 40_000 }),
      await admin('admin_weigh_line', { order_id: a.o.name, line: rice.name, grams: 1000 }),
      await admin('admin_weigh_line', { order_id: a.o.name, line: 'OI-nope', grams: 1000 }),
      await admin('admin_finish_picking', { order_id: a.o.name }),
    ];
    for (const r of refusals) {
      expect(r.status, JSON.stringify(r.body)).toBe(417);
      expect(r.body.exc_type).toBe('ValidationError');
    }
    expect(JSON.stringify(refusals[5]!.body)).toContain('is not sold by weight');
    expect(JSON.stringify(refusals[4]!.body)).toContain('check the scale');
    expect(JSON.stringify(refusals[7]!.body)).toContain('Weigh every weighed line first');
    expect(await orderRow(a.o.name)).toEqual(before);
    expect((await testPayment(a.ref)).status).toBe('authorized');

    await admin('admin_weigh_line', { order_id: a.o.name, line: a.chicken.name, grams: 1650 });
    expect((await admin('admin_finish_picking', { order_id: a.o.name })).status).toBe(200);
    const after = await orderRow(a.o.name);
    const twice = await admin('admin_finish_picking', { order_id: a.o.name });
    expect(twice.status).toBe(417);
    expect(JSON.stringify(twice.body)).toContain('already finished');
    expect((await admin('admin_weigh_line', { order_id: a.o.name, line: a.chicken.name, grams: 1000 })).status).toBe(417);
    expect(await orderRow(a.o.name)).toEqual(after);
    expect(await testPayment(a.ref)).toMatchObject({ status: 'succeeded', amount: 823 + 1299 });
  });

  it('finishing twice at once captures once', async () => {
    const c = await shopper(t);
    const a = await authorisedOrder(c.token);
    await admin('admin_weigh_line', { order_id: a.o.name, line: a.chicken.name, grams: 1720 });
    const both = await Promise.all([
      admin('admin_finish_picking', { order_id: a.o.name }),
      admin('admin_finish_picking', { order_id: a.o.name }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 417]);
    expect(await testPayment(a.ref)).toMatchObject({ status: 'succeeded', amount: 858 + 1299, refunded_amount: 0 });
    expect(await orderRow(a.o.name)).toMatchObject({ paid_amount: 2157, payment_status: 'Paid' });
  });

  it('a capture the provider did not answer is made by reconciliation', async () => {
    const c = await shopper(t);
    const a = await authorisedOrder(c.token);
    await admin('admin_weigh_line', { order_id: a.o.name, line: a.chicken.name, grams: 1720 });
    const test = providers(t.state).get('test') as TestProvider;
    test.captureOutages = 1;
    const done = (await admin('admin_finish_picking', { order_id: a.o.name })).body.message;
    expect(done.payment).toBe('capture-pending');
    expect(await orderRow(a.o.name)).toMatchObject({ total: 2157, paid_amount: 0, payment_status: 'Authorized' });
    expect((await testPayment(a.ref)).status).toBe('authorized');
    clock.advance(2 * 60_000);
    await reconcilePayments(anonymousCtx(t.state, t.app.log));
    expect(await testPayment(a.ref)).toMatchObject({ status: 'succeeded', amount: 2157 });
    expect(await orderRow(a.o.name)).toMatchObject({ paid_amount: 2157, payment_status: 'Paid' });
  });

  it('the picker can remove a weighed line with no piece to sell; its quantity cannot be lowered otherwise', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'whole-chicken', 2);
    await addToCart(t, c.token, 'rice', 1);
    const o = await place(c.token);
    const pay = (await t.call('create_payment', { purpose: 'order', reference: o.name }, { token: c.token })).body.message;
    await payAtSheet(t, pay.client_data.payment_ref);
    await t.call('update_order_status', { order_id: o.name, transaction_id: pay.client_data.payment_ref }, { token: c.token });
    const chicken = o.items.find((i) => i.weighed)!;
    const lower = await admin('admin_edit_order_lines', {
      order_id: o.name,
      changes: [{ line: chicken.name, quantity: 1 }],
      reason: 'One bird short',
    });
    expect(lower.status).toBe(417);
    expect(JSON.stringify(lower.body)).toContain('sold by weight');
    const removed = await admin('admin_edit_order_lines', {
      order_id: o.name,
      changes: [{ line: chicken.name, quantity: 0 }],
      reason: 'No birds left',
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await orderRow(o.name)).toMatchObject({ total: 1299, hold_amount: 1299, payment_status: 'Authorized' });
    const done = (await admin('admin_finish_picking', { order_id: o.name })).body.message;
    expect(done.payment).toBe('captured');
    expect(await testPayment(pay.client_data.payment_ref)).toMatchObject({ status: 'succeeded', amount: 1299 });
  });

  it('an order with weighed items is packed only after picking, and the shopper cannot cancel it once picked', async () => {
    const c = await shopper(t);
    const a = await authorisedOrder(c.token);
    expect((await admin('admin_update_order_status', { order_id: a.o.name, status: 'Confirmed' })).status).toBe(200);
    const early = await admin('admin_update_order_status', { order_id: a.o.name, status: 'Packed' });
    expect(early.status).toBe(417);
    expect(JSON.stringify(early.body)).toContain('finish picking before it is packed');
    await admin('admin_weigh_line', { order_id: a.o.name, line: a.chicken.name, grams: 1720 });
    await admin('admin_finish_picking', { order_id: a.o.name });
    const seen = (await t.call('get_order_info', { order_id: a.o.name }, { token: c.token })).body.message;
    expect(seen.can_cancel).toBe(false);
    const cancel = (await t.call('cancel_order', { order_id: a.o.name }, { token: c.token })).body.message;
    expect(cancel.status).toBe('Failed');
    expect((await orderRow(a.o.name)).status).toBe('Confirmed');
    expect((await admin('admin_update_order_status', { order_id: a.o.name, status: 'Packed' })).status).toBe(200);
  });

  it('a picker (not only a manager) removes a weighed line with no piece; other lines and picked orders are refused', async () => {
    const picking = (await seedStaff(t.db.db, { role: 'picker' })).token;
    const asPicker = (call: string, data: Record<string, unknown>) => t.call(call, data, { token: picking });
    const c = await shopper(t);
    await addToCart(t, c.token, 'whole-chicken', 1);
    await addToCart(t, c.token, 'rice', 1);
    const o = await place(c.token, { payment_method: 'COD' });
    const chicken = o.items.find((i) => i.weighed)!;
    const rice = o.items.find((i) => !i.weighed)!;
    expect(
      (await asPicker('admin_edit_order_lines', { order_id: o.name, changes: [{ line: chicken.name, quantity: 0 }], reason: 'No birds' }))
        .status,
    ).toBe(403);
    const notWeighed = await asPicker('admin_remove_weighed_line', { order_id: o.name, line: rice.name });
    expect(notWeighed.status).toBe(417);
    expect(JSON.stringify(notWeighed.body)).toContain('not sold by weight');
    const removed = await asPicker('admin_remove_weighed_line', { order_id: o.name, line: chicken.name });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.message).toMatchObject({ to_weigh: 0, current_total: 12.99, max_total: 12.99 });
    expect(await orderRow(o.name)).toMatchObject({ total: 1299, hold_amount: 1299 });
    await asPicker('admin_finish_picking', { order_id: o.name });
    expect((await asPicker('admin_remove_weighed_line', { order_id: o.name, line: rice.name })).status).toBe(417);
  });

  it('cancelling an authorised order releases the card', async () => {
    const c = await shopper(t);
    const a = await authorisedOrder(c.token);
    const res = (await t.call('cancel_order', { order_id: a.o.name }, { token: c.token })).body.message;
    expect(res.status).toBe('Success');
    expect((await testPayment(a.ref)).status).toBe('canceled');
    expect(await orderRow(a.o.name)).toMatchObject({ status: 'Cancelled', paid_amount: 0 });
  });

  it('a second payment for an authorised order is refused', async () => {
    const c = await shopper(t);
    const a = await authorisedOrder(c.token);
    const again = await t.call('create_payment', { purpose: 'order', reference: a.o.name }, { token: c.token });
    expect(again.status).toBe(417);
    expect(JSON.stringify(again.body)).toContain('already paid');
  });
});

describe('wallet and cash orders take the final amount', () => {
  it('a wallet order gets back what the lighter bird did not cost', async () => {
    const c = await shopper(t);
    const ctx = anonymousCtx(t.state, t.app.log);
    await creditWallet(ctx, { customerId: c.customer.id, amount: 5000, kind: 'topup', reference: 'x', key: `w:${c.customer.id}` });
    await addToCart(t, c.token, 'whole-chicken', 1);
    const o = await place(c.token, { payment_method: 'Wallet' });
    expect(await orderRow(o.name)).toMatchObject({ total: 798, paid_amount: 798, hold_amount: 877, payment_status: 'Paid' });
    await admin('admin_weigh_line', { order_id: o.name, line: o.items[0]!.name, grams: 1400 });
    const done = (await admin('admin_finish_picking', { order_id: o.name })).body.message;
    expect(done.payment).toBe('settled');
    expect(await orderRow(o.name)).toMatchObject({
      total: 699,
      paid_amount: 699,
      wallet_amount: 699,
      payment_status: 'Partially Refunded',
    });
    const wallet = (await t.call('get_wallet_details', {}, { token: c.token })).body.message;
    expect(JSON.stringify(wallet)).toContain('43.01');
  });

  it('a wallet order paid in full is not asked for card money for its weighed margin (found by the lifecycle property test)', async () => {
    const c = await shopper(t);
    const ctx = anonymousCtx(t.state, t.app.log);
    await creditWallet(ctx, { customerId: c.customer.id, amount: 5000, kind: 'topup', reference: 'x', key: `w3:${c.customer.id}` });
    await addToCart(t, c.token, 'whole-chicken', 1);
    const o = await place(c.token, { payment_method: 'Wallet' });
    const card = await t.call('create_payment', { purpose: 'order', reference: o.name }, { token: c.token });
    expect(card.status).toBe(417);
    expect(card.body.message).toBe('This order is already paid.');
    expect(await orderRow(o.name)).toMatchObject({ total: 798, paid_amount: 798, hold_amount: 877, payment_status: 'Paid' });
    expect(await t.db.db.selectFrom('payment').select('id').where('reference', '=', o.name).execute()).toEqual([]);
  });

  it('a wallet order pays a heavier bird from the wallet, within the cap', async () => {
    const c = await shopper(t);
    const ctx = anonymousCtx(t.state, t.app.log);
    await creditWallet(ctx, { customerId: c.customer.id, amount: 2000, kind: 'topup', reference: 'x', key: `w2:${c.customer.id}` });
    await addToCart(t, c.token, 'whole-chicken', 1);
    const o = await place(c.token, { payment_method: 'Wallet' });
    await admin('admin_weigh_line', { order_id: o.name, line: o.items[0]!.name, grams: 1720 });
    await admin('admin_finish_picking', { order_id: o.name });
    expect(await orderRow(o.name)).toMatchObject({ total: 858, paid_amount: 858, wallet_amount: 858, payment_status: 'Paid' });
  });

  it('a cash order is collected at the final amount', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'whole-chicken', 2);
    const o = await place(c.token, { payment_method: 'COD' });
    expect(o.items[0]!.weighed).toMatchObject({ estimated_weight_g: 3200, max_total: 17.55 });
    await admin('admin_weigh_line', { order_id: o.name, line: o.items[0]!.name, grams: 3350 });
    const done = (await admin('admin_finish_picking', { order_id: o.name })).body.message;
    expect(done.payment).toBe('on-delivery');
    const seen = (await t.call('get_order_info', { order_id: o.name }, { token: c.token })).body.message;
    expect(seen).toMatchObject({ total_amount: 16.72, outstanding_amount: 16.72, estimated: false });
  });
});
