import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { type HeldWebhooks, holdWebhooks, payAtSheet, TEST_CARDS } from '../../../test/test-provider';
import { addToCart, seedWorld, shopper } from '../../../test/world';
import { anonymousCtx } from '../../ctx';
import { seedDiscount, seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import { memoryMailer } from '../../lib/mailer';
import { providers } from '../payments/registry';
import { updateStoreSettings } from '../settings/settings.service';
import { creditWallet } from '../wallet/wallet.service';

/**
 * What a shopper and a shop owner see of the order and payment lifecycle (decision 007), each
 * case one that went wrong before: a payment completing after a cancellation, points while the
 * shop has them off, the abandoned card sheet, the dashboard's revenue, the missing e-mails, the
 * bill that never said what the card would be charged, reconciliation.
 */
const clock = fixedClock('2026-11-23T08:00:00Z');
const mailer = memoryMailer();
let hooks: HeldWebhooks;
let t: TestApp;

let owner: string;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  await seedWorld(t);
  owner = (await seedStaff(t.db.db, { role: 'owner' })).token;
  hooks = holdWebhooks(t);
});
afterAll(() => t.close());
const settings = (patch: Parameters<typeof updateStoreSettings>[1]) => updateStoreSettings(anonymousCtx(t.state, t.app.log), patch);
beforeEach(() => settings({ enable_wallet: 1, enable_reward_points: 1 }));

const order = (id: string) => t.db.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const stockOf = async (route: string) =>
  (await t.db.db.selectFrom('product').select('stock').where('route', '=', route).executeTakeFirstOrThrow()).stock;
const pointsOf = async (token: string) => (await t.call('get_customer_points', {}, { token })).body.message.total_points as number;
const sheet = (ref: string, card?: string) => payAtSheet(t, ref, card);
const deliverAll = () => hooks.deliverAll();

async function place(token: string, data: Record<string, unknown> = {}) {
  const res = await t.call('insert_order', { data: { shipping_method: 'Click & Collect', payment_method: 'test', ...data } }, { token });
  expect(res.body.message?.status, JSON.stringify(res.body)).toBe(true);
  return res.body.message.order as { name: string; total_amount: number; outstanding_amount: number };
}
const startPay = async (token: string, ref: string) =>
  (await t.call('create_payment', { purpose: 'order', reference: ref }, { token })).body.message as {
    amount: number;
    client_data: { payment_ref: string };
  };

describe('a payment that completes after a cancellation', () => {
  it('is refunded at the provider; the order stays cancelled, never paid, and earns nothing', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 2);
    const o = await place(c.token);
    const pay = await startPay(c.token, o.name);
    // The shopper pays at the provider; the webhook and the confirmation are still on their way…
    await sheet(pay.client_data.payment_ref);
    // …when they cancel the order in another tab.
    const cancelled = (await t.call('cancel_order', { order_id: o.name }, { token: c.token })).body.message;
    expect(cancelled.status).toBe('Success');
    await deliverAll();
    const late = (
      await t.call('update_order_status', { order_id: o.name, transaction_id: pay.client_data.payment_ref }, { token: c.token })
    ).body.message;
    expect(late).toMatchObject({ status: 0, message: 'This order was cancelled, so your payment has been refunded.' });
    const row = await order(o.name);
    expect(row).toMatchObject({ status: 'Cancelled', paid_amount: 0 });
    expect(row.payment_status).not.toBe('Paid');
    const provider = await t.db.db
      .selectFrom('test_payment')
      .selectAll()
      .where('id', '=', pay.client_data.payment_ref)
      .executeTakeFirstOrThrow();
    expect(provider.refunded_amount).toBe(provider.amount);
    expect(await pointsOf(c.token)).toBe(0);
    expect(mailer.sent.filter((m) => m.to === c.customer.email).map((m) => m.subject)).toEqual(
      expect.arrayContaining([`We have refunded £${(provider.amount / 100).toFixed(2)} for order ${o.name}`]),
    );
  });
});

describe('the shop’s switches are the law', () => {
  it('with reward points off, nothing is earned, quoted or redeemed', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    const o = await place(c.token);
    const pay = await startPay(c.token, o.name);
    await sheet(pay.client_data.payment_ref);
    await settings({ enable_reward_points: 0 });
    await t.call('update_order_status', { order_id: o.name, transaction_id: pay.client_data.payment_ref }, { token: c.token });
    expect((await order(o.name)).payment_status).toBe('Paid');
    expect(await pointsOf(c.token)).toBe(0);
    const quote = await t.call('checkout_redeem_points', { amount: 20, points: 100 }, { token: c.token });
    expect(quote.status).toBe(417);
    expect(errorMessage(quote.body)).toBe('Reward points are not available.');
    await addToCart(t, c.token, 'rice', 1);
    const refused = await t.call(
      'insert_order',
      { data: { shipping_method: 'Click & Collect', payment_method: 'test', use_points: 50 } },
      { token: c.token },
    );
    expect(refused.status).toBe(417);
    expect(errorMessage(refused.body)).toBe('Reward points are not available.');
    // Switched on again, the same paid order would have earned: points come only with the switch.
    await settings({ enable_reward_points: 1 });
    const o2 = await place(c.token);
    const pay2 = await startPay(c.token, o2.name);
    await sheet(pay2.client_data.payment_ref);
    await t.call('update_order_status', { order_id: o2.name, transaction_id: pay2.client_data.payment_ref }, { token: c.token });
    expect(await pointsOf(c.token)).toBe(12);
  });

  it('with the wallet off, no wallet payment and no top-up', async () => {
    const c = await shopper(t);
    await creditWallet(anonymousCtx(t.state, t.app.log), {
      customerId: c.customer.id,
      amount: 5000,
      kind: 'topup',
      reference: 'x',
      key: `x:${c.customer.id}`,
    });
    await settings({ enable_wallet: 0 });
    await addToCart(t, c.token, 'rice', 1);
    const methods = (await t.call('get_payment_method', {}, { token: c.token })).body.message.map((m: { name: string }) => m.name);
    expect(methods).not.toContain('Wallet');
    for (const data of [{ use_wallet: true }, { payment_method: 'Wallet' }]) {
      const res = await t.call(
        'insert_order',
        { data: { shipping_method: 'Click & Collect', payment_method: 'test', ...data } },
        { token: c.token },
      );
      expect(res.status === 417 || res.body.message?.status === false, JSON.stringify(res.body)).toBe(true);
    }
    const topUp = await t.call('create_payment', { purpose: 'wallet', amount: 10 }, { token: c.token });
    expect(topUp.status).toBe(417);
    expect((await t.call('wallet_details', {}, { token: c.token })).body.message.current_wallet_amount).toBe(50);
  });
});

describe("the dashboard's failed payments", () => {
  it('lists a declined card only while nothing paid the order after it', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    const o = await place(c.token);
    const declined = await startPay(c.token, o.name);
    await sheet(declined.client_data.payment_ref, TEST_CARDS.declined);
    await t.call('update_order_status', { order_id: o.name, transaction_id: declined.client_data.payment_ref }, { token: c.token });
    const failedFor = async () =>
      ((await t.call('admin_dashboard', {}, { token: owner })).body.message.failed_payments as { reference: string }[]).filter(
        (f) => f.reference === o.name,
      );
    expect(await failedFor()).toHaveLength(1);
    // A minute later the shopper pays with another card: the failure is no longer something to look at.
    const paid = await startPay(c.token, o.name);
    await sheet(paid.client_data.payment_ref);
    await t.call('update_order_status', { order_id: o.name, transaction_id: paid.client_data.payment_ref }, { token: c.token });
    expect((await order(o.name)).payment_status).toBe('Paid');
    expect(await failedFor()).toEqual([]);
  });
});

describe('the abandoned card sheet', () => {
  it('keeps the order payable (Pay now), out of revenue and of the confirm queue until it is paid', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    const before = (await t.call('admin_dashboard', {}, { token: owner })).body.message.today;
    const o = await place(c.token);
    const first = await startPay(c.token, o.name);
    // The shopper closes the sheet: the attempt is voided, the order waits, its page offers Pay now.
    const closed = (await t.call('update_order_status', { order_id: o.name }, { token: c.token })).body.message;
    expect(closed.status).toBe(0);
    const detail = (await t.call('get_order_details', { order_id: o.name }, { token: c.token })).body.message;
    expect(detail).toMatchObject({ awaiting_payment: true, outstanding_amount: o.total_amount, status: 'Placed' });
    expect(detail.expires_at).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
    const dash = (await t.call('admin_dashboard', {}, { token: owner })).body.message.today;
    expect(dash).toMatchObject({
      orders: before.orders,
      revenue: before.revenue,
      awaiting_confirmation: before.awaiting_confirmation,
      awaiting_payment: before.awaiting_payment + 1,
    });
    const queue = (await t.call('admin_order_list', { queue: 'to_confirm' }, { token: owner })).body.message.orders;
    expect(queue.map((r: { name: string }) => r.name)).not.toContain(o.name);
    const confirm = await t.call('admin_update_order_status', { order_id: o.name, status: 'Confirmed' }, { token: owner });
    expect(confirm.status).toBe(417);
    expect(errorMessage(confirm.body)).toMatch(/waiting for its card payment/);
    // The voided attempt cannot be paid any more; Pay now opens a new one.
    expect((await sheet(first.client_data.payment_ref)).json()).toMatchObject({ status: 'canceled' });
    const now = await startPay(c.token, o.name);
    await sheet(now.client_data.payment_ref);
    await t.call('update_order_status', { order_id: o.name, transaction_id: now.client_data.payment_ref }, { token: c.token });
    const paid = (await t.call('admin_dashboard', {}, { token: owner })).body.message.today;
    expect(paid).toMatchObject({
      orders: before.orders + 1,
      awaiting_confirmation: before.awaiting_confirmation + 1,
      awaiting_payment: before.awaiting_payment,
    });
    expect(paid.revenue).toBeCloseTo(before.revenue + o.total_amount, 2);
    expect((await order(o.name)).expires_at).toBeNull();
  });

  it('Back to basket: the order is cancelled and its lines are in the cart again, stock given back', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'chops', 2);
    await addToCart(t, c.token, 'juice', 3);
    const stock = await stockOf('chops');
    const o = await place(c.token);
    expect(await stockOf('chops')).toBe(stock - 2);
    expect((await t.call('get_cartItems', {}, { token: c.token })).body.message.cart.items).toHaveLength(0);
    const back = (await t.call('cancel_order', { order_id: o.name, back_to_cart: true }, { token: c.token })).body.message;
    expect(back).toMatchObject({ status: 'Success', message: 'Your basket is back in the cart' });
    const cart = (await t.call('get_cartItems', {}, { token: c.token })).body.message.cart;
    expect(cart.items.map((l: { product_name: string; quantity: number }) => [l.product_name, l.quantity]).sort()).toEqual([
      ['Lamb Chops', 2],
      ['Mango Juice', 3],
    ]);
    expect(await stockOf('chops')).toBe(stock);
    expect((await order(o.name)).status).toBe('Cancelled');
  });

  it('expires after 30 minutes: stock, coupon use, wallet and points given back, lines back in the cart', async () => {
    const c = await shopper(t);
    const ctx = anonymousCtx(t.state, t.app.log);
    await creditWallet(ctx, { customerId: c.customer.id, amount: 300, kind: 'topup', reference: 'x', key: `exp:${c.customer.id}` });
    await t.db.db
      .insertInto('points_entry')
      .values({
        id: `PE-${c.customer.id}`,
        customer_id: c.customer.id,
        points: 200,
        kind: 'adjustment',
        reference: '',
        description: '',
        idempotency_key: `pe:${c.customer.id}`,
        created_at: clock.now().toISOString(),
      })
      .execute();
    await t.db.db
      .insertInto('points_balance')
      .values({ customer_id: c.customer.id, points: 200, updated_at: clock.now().toISOString() })
      .execute();
    const coupon = await seedDiscount(t.db.db, {
      name: 'Two off',
      kind: 'order',
      coupon_code: `EXP${c.customer.id.slice(-4)}`,
      amount: 200,
      usage_limit_total: 5,
    });
    await addToCart(t, c.token, 'mince', 3);
    const stock = await stockOf('mince');
    const o = await place(c.token, { coupon_code: `EXP${c.customer.id.slice(-4)}`, use_wallet: true, use_points: 200 });
    const row = await order(o.name);
    expect(row).toMatchObject({ wallet_amount: 300, points_redeemed: 200, points_amount: 200 });
    expect(await stockOf('mince')).toBe(stock - 3);
    const used = async () =>
      (await t.db.db.selectFrom('discount').select('used_count').where('id', '=', coupon).executeTakeFirstOrThrow()).used_count;
    expect(await used()).toBe(1);

    clock.advance(29 * 60_000);
    await t.jobs.runNow('orders.expire-unpaid');
    expect((await order(o.name)).status).toBe('Placed');
    clock.advance(2 * 60_000);
    await t.jobs.runNow('orders.expire-unpaid');
    expect(await order(o.name)).toMatchObject({ status: 'Cancelled', cancel_reason: 'Not paid in time', paid_amount: 0 });
    expect(await stockOf('mince')).toBe(stock);
    expect(await used()).toBe(0);
    expect((await t.call('wallet_details', {}, { token: c.token })).body.message.current_wallet_amount).toBe(3);
    expect(await pointsOf(c.token)).toBe(200);
    const cart = (await t.call('get_cartItems', {}, { token: c.token })).body.message.cart;
    expect(cart.items.map((l: { product_name: string; quantity: number }) => [l.product_name, l.quantity])).toEqual([['Lamb Mince', 3]]);
  });

  it('a payment made at the last minute counts: the expiry asks the provider first', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    const o = await place(c.token);
    const pay = await startPay(c.token, o.name);
    await sheet(pay.client_data.payment_ref);
    hooks.pending.length = 0; // the webhook is lost, and the shopper's browser never comes back
    clock.advance(31 * 60_000);
    await t.jobs.runNow('orders.expire-unpaid');
    expect(await order(o.name)).toMatchObject({ status: 'Placed', payment_status: 'Paid', expires_at: null });
  });

  it('cash on delivery is revenue once collected, and "to collect" until then', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    const before = (await t.call('admin_dashboard', {}, { token: owner })).body.message.today;
    const o = await place(c.token, { payment_method: 'COD' });
    const after = (await t.call('admin_dashboard', {}, { token: owner })).body.message.today;
    expect(after.orders).toBe(before.orders + 1);
    expect(after.revenue).toBeCloseTo(before.revenue, 2);
    expect(after.to_collect).toBeCloseTo(before.to_collect + o.total_amount, 2);
    expect(after.awaiting_confirmation).toBe(before.awaiting_confirmation + 1);
  });
});

describe('before paying, the shopper sees the numbers', () => {
  it('the bill says what the card will be charged after points and wallet, and the order charges exactly that', async () => {
    const c = await shopper(t);
    await creditWallet(anonymousCtx(t.state, t.app.log), {
      customerId: c.customer.id,
      amount: 500,
      kind: 'topup',
      reference: 'x',
      key: `bill:${c.customer.id}`,
    });
    await t.db.db
      .insertInto('points_entry')
      .values({
        id: `PE-b-${c.customer.id}`,
        customer_id: c.customer.id,
        points: 300,
        kind: 'adjustment',
        reference: '',
        description: '',
        idempotency_key: `pb:${c.customer.id}`,
        created_at: clock.now().toISOString(),
      })
      .execute();
    await t.db.db
      .insertInto('points_balance')
      .values({ customer_id: c.customer.id, points: 300, updated_at: clock.now().toISOString() })
      .execute();
    await addToCart(t, c.token, 'rice', 2);
    const bill = (
      await t.call(
        'get_checkout_summary',
        { shipping_method: 'Click & Collect', use_wallet: true, use_points: 300, payment_method: 'test' },
        { token: c.token },
      )
    ).body.message;
    expect(bill).toMatchObject({ total: 25.98, points_redeemed: 300, points_amount: 3, wallet_amount: 5, to_pay: 17.98 });
    const o = await place(c.token, { use_wallet: true, use_points: 300 });
    expect(o.outstanding_amount).toBe(bill.to_pay);
    expect((await startPay(c.token, o.name)).amount).toBe(1798);
  });
});

describe('the small-basket charge', () => {
  it('shows in the cart as soon as it applies, with how much more avoids it', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'juice', 2); // £4.80, under the £15 minimum
    const small = (await t.call('get_cartItems', {}, { token: c.token })).body.message.cart;
    expect(small).toMatchObject({ total: 4.8, basket_charge: 4, basket_shortfall: 10.2 });
    await addToCart(t, c.token, 'rice', 1);
    const full = (await t.call('get_cartItems', {}, { token: c.token })).body.message.cart;
    expect(full).toMatchObject({ basket_charge: 0, basket_shortfall: 0 });
  });
});

describe('order e-mails', () => {
  it('order received right after placing, a receipt when paid', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    const o = await place(c.token);
    const mine = () => mailer.sent.filter((m) => m.to === c.customer.email).map((m) => m.subject);
    expect(mine()).toEqual([`Almost done: pay for your Larder order ${o.name}`]);
    const received = mailer.sent.find((m) => m.to === c.customer.email)!;
    // HTML with a plain-text part: the lines, the total and the payment state with its deadline.
    expect(received.html).toContain('Basmati Rice 5 kg');
    expect(received.text).toMatch(/Basmati Rice 5 kg/);
    expect(received.text).toMatch(/30 minutes/);
    const pay = await startPay(c.token, o.name);
    await sheet(pay.client_data.payment_ref);
    await t.call('update_order_status', { order_id: o.name, transaction_id: pay.client_data.payment_ref }, { token: c.token });
    await deliverAll();
    expect(mine()).toEqual([`Almost done: pay for your Larder order ${o.name}`, `Your receipt for Larder order ${o.name}`]);
  });
});

describe('reconciliation', () => {
  it('settles a payment whose webhook was lost and whose shopper never came back, and retries a refund the provider could not take', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    const o = await place(c.token);
    const pay = await startPay(c.token, o.name);
    await sheet(pay.client_data.payment_ref);
    hooks.pending.length = 0;
    clock.advance(5 * 60_000);
    await t.jobs.runNow('payments.reconcile');
    expect((await order(o.name)).payment_status).toBe('Pending'); // not yet: webhooks get their time
    clock.advance(6 * 60_000);
    await t.jobs.runNow('payments.reconcile');
    expect((await order(o.name)).payment_status).toBe('Paid');

    // The shop cancels; the provider is unreachable for the refund; the next run makes it.
    providers(t.state).test!.refundOutages = 1;
    const cancelled = await t.call(
      'admin_cancel_order',
      { order_id: o.name, reason: 'Out of stock', refund_to: 'original' },
      { token: owner },
    );
    expect(cancelled.status).toBe(200);
    const refund = () =>
      t.db.db
        .selectFrom('payment_refund as r')
        .innerJoin('payment as p', 'p.id', 'r.payment_id')
        .select(['r.status', 'r.tries'])
        .where('p.reference', '=', o.name)
        .execute();
    expect(await refund()).toEqual([{ status: 'pending', tries: 1 }]);
    await t.jobs.runNow('payments.reconcile');
    expect(await refund()).toEqual([{ status: 'succeeded', tries: 1 }]);
    const tp = await t.db.db.selectFrom('test_payment').selectAll().where('id', '=', pay.client_data.payment_ref).executeTakeFirstOrThrow();
    expect(tp.refunded_amount).toBe(tp.amount);
  });
});
