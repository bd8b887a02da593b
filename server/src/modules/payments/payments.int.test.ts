import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { payAtSheet, TEST_CARDS } from '../../../test/test-provider';
import { addToCart, seedWorld, shopper } from '../../../test/world';
import { anonymousCtx } from '../../ctx';
import { seedPlan } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import { updateStoreSettings } from '../settings/settings.service';
import { signTestWebhook } from './providers/test-provider';
import { WEBHOOK_SINK } from './registry';

const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
const SECRET = 'larder-test-provider-webhook-secret';
const CARD = TEST_CARDS;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedWorld(t);
  await updateStoreSettings(anonymousCtx(t.state, t.app.log), { enable_wallet: 1, enable_reward_points: 1 });
  t.state.memos.set(WEBHOOK_SINK, (_provider: string, payload: string, headers: Record<string, string>) =>
    inflight.push(t.app.inject({ method: 'POST', url: '/api/webhooks/test', headers, payload })),
  );
});
afterAll(() => t.close());

/** The provider's webhooks, delivered as it would (a moment after the sheet); `settle` waits for them to be handled. */
const inflight: Promise<unknown>[] = [];
const settle = async () => {
  await new Promise((r) => setTimeout(r, 10));
  await Promise.all(inflight.splice(0));
};

const sheet = async (ref: string, card: string) => (await payAtSheet(t, ref, card)).json();

async function placeCardOrder(c: { token: string }, item = 'rice', qty = 2) {
  await addToCart(t, c.token, item, qty);
  const placed = (
    await t.call('insert_order', { data: { shipping_method: 'Click & Collect', payment_method: 'test' } }, { token: c.token })
  ).body.message;
  expect(placed).toMatchObject({ status: true, is_redirect: true });
  return placed.order.name as string;
}

async function startPay(token: string, payload: Record<string, unknown>) {
  const res = await t.call('create_payment', payload, { token });
  expect(res.status).toBe(200);
  return res.body.message;
}

const orderRow = (id: string) => t.db.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('paying an order with the test provider', () => {
  it('offers the test card provider, clearly marked, plus cash on delivery', async () => {
    const c = await shopper(t);
    const methods = (await t.call('get_payment_method', {}, { token: c.token })).body.message;
    expect(methods.map((m: { name: string }) => m.name)).toEqual(['test', 'Wallet', 'COD']);
    expect(methods[0]).toMatchObject({ display_name: 'Card (TEST MODE)', test_mode: true, payment_type: 'Online Payment' });
  });

  it('charges the outstanding amount in minor units and marks the order paid only after checking with the provider', async () => {
    const c = await shopper(t);
    const order = await placeCardOrder(c);
    const started = await startPay(c.token, { purpose: 'order', reference: order, amount: 0.01 });
    expect(started).toMatchObject({ provider: 'test', test_mode: true, amount: 2598, currency: 'GBP', description: order });
    // Claiming success before paying gets nowhere.
    const early = (
      await t.call('update_order_status', { order_id: order, transaction_id: started.client_data.payment_ref }, { token: c.token })
    ).body.message;
    expect(early.status).toBe(0);
    expect((await orderRow(order)).payment_status).toBe('Pending');
    expect((await sheet(started.client_data.payment_ref, CARD.ok)).status).toBe('succeeded');
    const done = (
      await t.call(
        'update_order_status',
        { order_id: order, transaction_id: started.client_data.payment_ref, capture: 1 },
        { token: c.token },
      )
    ).body.message;
    expect(done).toMatchObject({ status: 1, message: 'success', order: { payment_status: 'Paid', outstanding_amount: 0 } });
    const again = (
      await t.call('update_order_status', { order_id: order, transaction_id: started.client_data.payment_ref }, { token: c.token })
    ).body.message;
    expect(again.status).toBe(1);
    await settle();
    expect((await orderRow(order)).paid_amount).toBe(2598);
    expect((await t.call('get_customer_points', {}, { token: c.token })).body.message.total_points).toBe(25);
  });

  it('keeps a declined order placed and unpaid, and lets it be paid again (Order Repay)', async () => {
    const c = await shopper(t);
    const order = await placeCardOrder(c);
    const first = await startPay(c.token, { purpose: 'order', reference: order });
    await sheet(first.client_data.payment_ref, CARD.declined);
    const failed = (
      await t.call('update_order_status', { order_id: order, transaction_id: first.client_data.payment_ref }, { token: c.token })
    ).body.message;
    expect(failed).toMatchObject({ status: 0, message: 'Payment Failed!', order: { payment_status: 'Pending' } });
    const retry = await startPay(c.token, { purpose: 'order', reference: order });
    expect(retry.description).toBe('Order Repay');
    await sheet(retry.client_data.payment_ref, CARD.ok);
    expect(
      (await t.call('update_order_status', { order_id: order, transaction_id: retry.client_data.payment_ref }, { token: c.token })).body
        .message.status,
    ).toBe(1);
  });

  it('reports a failed 3-D Secure authentication, and passes a completed challenge', async () => {
    const c = await shopper(t);
    const order = await placeCardOrder(c);
    const a = await startPay(c.token, { purpose: 'order', reference: order });
    await sheet(a.client_data.payment_ref, CARD.authFails);
    const r = (await t.call('update_order_status', { order_id: order, transaction_id: a.client_data.payment_ref }, { token: c.token })).body
      .message;
    expect(r).toMatchObject({
      status: 0,
      message: "Payment failed because cardholder couldn't be authenticated",
      authentication_failed: true,
    });
    const b = await startPay(c.token, { purpose: 'order', reference: order });
    expect((await sheet(b.client_data.payment_ref, CARD.auth3ds)).status).toBe('requires_action');
    await t.app.inject({
      method: 'POST',
      url: `/api/test-provider/payments/${b.client_data.payment_ref}/authenticate`,
      payload: { result: 'pass' },
    });
    expect(
      (await t.call('update_order_status', { order_id: order, transaction_id: b.client_data.payment_ref }, { token: c.token })).body.message
        .status,
    ).toBe(1);
  });

  it('treats a dismissed sheet (no transaction id) as a failed attempt', async () => {
    const c = await shopper(t);
    const order = await placeCardOrder(c);
    await startPay(c.token, { purpose: 'order', reference: order });
    const r = (await t.call('update_order_status', { order_id: order }, { token: c.token })).body.message;
    expect(r).toMatchObject({ status: 0, message: 'Payment Failed', order: { payment_status: 'Pending' } });
  });

  it("refuses a transaction id used for another order, an amount mismatch, and someone else's order", async () => {
    const c = await shopper(t);
    const a = await placeCardOrder(c);
    const pay = await startPay(c.token, { purpose: 'order', reference: a });
    await sheet(pay.client_data.payment_ref, CARD.ok);
    expect(
      (await t.call('update_order_status', { order_id: a, transaction_id: pay.client_data.payment_ref }, { token: c.token })).body.message
        .status,
    ).toBe(1);
    const b = await placeCardOrder(c, 'mince', 2);
    await startPay(c.token, { purpose: 'order', reference: b });
    const reused = (await t.call('update_order_status', { order_id: b, transaction_id: pay.client_data.payment_ref }, { token: c.token }))
      .body.message;
    expect(reused).toMatchObject({ status: 0, message: 'This payment has already been used.' });
    expect((await orderRow(b)).payment_status).toBe('Pending');

    const d = await placeCardOrder(c, 'mince', 3);
    const pd = await startPay(c.token, { purpose: 'order', reference: d });
    // The provider charged a different amount (tampered before the sheet confirms, so its webhook sees it too).
    await t.db.db.updateTable('test_payment').set({ amount: 1 }).where('id', '=', pd.client_data.payment_ref).execute();
    await sheet(pd.client_data.payment_ref, CARD.ok);
    await settle();
    const mismatch = (await t.call('update_order_status', { order_id: d, transaction_id: pd.client_data.payment_ref }, { token: c.token }))
      .body.message;
    expect(mismatch).toMatchObject({ status: 0, message: 'The payment does not match the amount due.' });
    expect((await orderRow(d)).payment_status).toBe('Pending');

    const other = await shopper(t);
    expect(
      (await t.call('update_order_status', { order_id: a, transaction_id: pay.client_data.payment_ref }, { token: other.token })).status,
    ).toBe(404);
    expect((await t.call('create_payment', { purpose: 'order', reference: a }, { token: other.token })).status).toBe(404);
  });
});

describe('webhooks', () => {
  it('refuse a signed body that is not an event, and ignore one for a payment nobody knows (never a 500)', async () => {
    const send = (b: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/test',
        headers: { 'content-type': 'application/json', 'x-larder-test-signature': signTestWebhook(b, SECRET) },
        payload: b,
      });
    for (const b of [
      '{}',
      '{"id":"e1","type":"payment.succeeded"}',
      '{"id":"e2","type":"payment.succeeded","data":{"payment_ref":"tp_x","amount":"lots","currency":1}}',
      '{"id":5,"type":"payment.succeeded","data":{"payment_ref":{"a":1}}}',
    ]) {
      const res = await send(b);
      expect(res.statusCode, b).toBe(417);
      expect(errorMessage(res.json())).toBe('The webhook body is not a test-provider event.');
    }
    const unknown = await send('{"id":"e3","type":"payment.succeeded","data":{"payment_ref":"tp_nobody","amount":100,"currency":"GBP"}}');
    expect(unknown.statusCode).toBe(200);
  });

  it('complete an order the shopper never came back to', async () => {
    const c = await shopper(t);
    const order = await placeCardOrder(c);
    const p = await startPay(c.token, { purpose: 'order', reference: order });
    await sheet(p.client_data.payment_ref, CARD.ok);
    await settle();
    expect((await orderRow(order)).payment_status).toBe('Paid');
  });

  it('verify the signature and are idempotent: 100 replays, one capture, one wallet credit', async () => {
    const c = await shopper(t);
    const p = await startPay(c.token, { purpose: 'wallet', amount: 25 });
    // Pay at the "provider" directly, without its own webhook, then replay one signed event 100 times.
    await t.db.db.updateTable('test_payment').set({ status: 'succeeded' }).where('id', '=', p.client_data.payment_ref).execute();
    const body = JSON.stringify({
      id: 'evt_replayed',
      type: 'payment.succeeded',
      data: { payment_ref: p.client_data.payment_ref, amount: 2500, currency: 'GBP' },
    });
    const send = (b: string, sig = signTestWebhook(b, SECRET)) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/test',
        headers: { 'content-type': 'application/json', 'x-larder-test-signature': sig },
        payload: b,
      });
    expect((await send(body.replace('2500', '1'), signTestWebhook(body, SECRET))).statusCode).toBe(401);
    expect((await send(body, 'deadbeef')).statusCode).toBe(401);
    const results = await Promise.all(Array.from({ length: 100 }, () => send(body)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const entries = await t.db.db.selectFrom('wallet_entry').selectAll().where('customer_id', '=', c.customer.id).execute();
    expect(entries).toHaveLength(1);
    expect((await t.call('wallet_details', {}, { token: c.token })).body.message.current_wallet_amount).toBe(25);
    const payments = await t.db.db.selectFrom('payment').select('status').where('customer_id', '=', c.customer.id).execute();
    expect(payments.map((x) => x.status)).toEqual(['succeeded']);
  });

  it('refuse an unknown provider', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/paypal', payload: '{}' });
    expect(res.statusCode).toBe(404);
  });
});

describe('wallet', () => {
  it('tops up by card with sensible bounds; the history pages; the balance equals the ledger', async () => {
    const c = await shopper(t);
    expect(
      (await t.call('get_wallet_details', { list_type: 'app_pay', vendor: c.customer.id, page_no: 1, page_len: 10 }, { token: c.token }))
        .body.message,
    ).toEqual([]);
    for (const amount of [2, 10.005, 100000])
      expect((await t.call('create_payment', { purpose: 'wallet', amount }, { token: c.token })).status).toBe(417);
    for (const amount of [20, 15]) {
      const p = await startPay(c.token, { purpose: 'wallet', amount });
      expect(p.description).toBe('Insert Wallet Amount');
      await sheet(p.client_data.payment_ref, CARD.ok);
      const r = (
        await t.call(
          'insert_wallet_order',
          {
            customer_id: c.customer.id,
            payment_method: 'Razor Pay',
            transaction_id: p.client_data.payment_ref,
            amount,
            order_from: 'Website',
          },
          { token: c.token },
        )
      ).body.message;
      expect(r.status).toBe('success');
    }
    await settle();
    const page1 = (await t.call('get_wallet_details', { page_no: 1, page_len: 1 }, { token: c.token })).body.message;
    expect(page1[0]).toMatchObject({ current_wallet_amount: 35 });
    expect(page1[0].transactions).toHaveLength(1);
    const page3 = (await t.call('get_wallet_details', { page_no: 3, page_len: 1 }, { token: c.token })).body.message;
    expect(page3[0].transactions).toEqual([]);
    const sum = await t.db.db
      .selectFrom('wallet_entry')
      .select((eb) => eb.fn.sum<number>('amount').as('s'))
      .where('customer_id', '=', c.customer.id)
      .executeTakeFirstOrThrow();
    expect(Number(sum.s)).toBe(3500);
    // A top-up payment cannot be claimed for a different amount or twice.
    const p = await startPay(c.token, { purpose: 'wallet', amount: 10 });
    await sheet(p.client_data.payment_ref, CARD.ok);
    expect(
      (await t.call('insert_wallet_order', { transaction_id: p.client_data.payment_ref, amount: 100 }, { token: c.token })).body.message
        .status,
    ).toBe('failed');
  });

  it('pays an order with wallet and card together, and refunds both on cancellation', async () => {
    const c = await shopper(t);
    const top = await startPay(c.token, { purpose: 'wallet', amount: 10 });
    await sheet(top.client_data.payment_ref, CARD.ok);
    await settle();
    await addToCart(t, c.token, 'rice', 2); // £25.98
    const all = (
      await t.call('insert_order', { data: { shipping_method: 'Click & Collect', payment_method: 'Wallet' } }, { token: c.token })
    ).body.message;
    expect(all).toMatchObject({
      status: false,
      message: 'Your wallet does not cover this order. Please choose a card or cash on delivery for the rest.',
    });
    const placed = (
      await t.call(
        'insert_order',
        { data: { shipping_method: 'Click & Collect', payment_method: 'test', use_wallet: true } },
        { token: c.token },
      )
    ).body.message;
    expect(placed.order).toMatchObject({ wallet_amount: 10, payment_status: 'Partially Paid', outstanding_amount: 15.98 });
    const rest = await startPay(c.token, { purpose: 'order', reference: placed.order.name });
    expect(rest.amount).toBe(1598);
    await sheet(rest.client_data.payment_ref, CARD.ok);
    expect(
      (
        await t.call(
          'update_order_status',
          { order_id: placed.order.name, transaction_id: rest.client_data.payment_ref },
          { token: c.token },
        )
      ).body.message.order.payment_status,
    ).toBe('Paid');
    expect((await t.call('wallet_details', {}, { token: c.token })).body.message.current_wallet_amount).toBe(0);
    const cancel = (await t.call('cancel_order', { order_id: placed.order.name }, { token: c.token })).body.message;
    expect(cancel).toMatchObject({ status: 'Success', refund: { card: 15.98, wallet: 10 } });
    expect((await t.call('wallet_details', {}, { token: c.token })).body.message.current_wallet_amount).toBe(10);
    const refunded = await t.db.db
      .selectFrom('test_payment')
      .select('refunded_amount')
      .where('id', '=', rest.client_data.payment_ref)
      .executeTakeFirstOrThrow();
    expect(refunded.refunded_amount).toBe(1598);
    expect((await orderRow(placed.order.name)).payment_status).toBe('Refunded');
    expect((await t.call('get_customer_points', {}, { token: c.token })).body.message.total_points).toBe(0);
  });
});

describe('reward points', () => {
  it('quotes and redeems points at checkout, capped by the balance and half the order', async () => {
    const c = await shopper(t);
    const order = await placeCardOrder(c, 'rice', 4); // £51.96 → 51 points when paid
    const p = await startPay(c.token, { purpose: 'order', reference: order });
    await sheet(p.client_data.payment_ref, CARD.ok);
    await settle();
    expect((await t.call('get_customer_points', {}, { token: c.token })).body.message).toMatchObject({
      total_points: 51,
      total_amount: 0.51,
    });
    expect((await t.call('get_order_details', { order_id: order }, { token: c.token })).body.message.points_earned).toBe(51);
    const quote = (await t.call('checkout_redeem_points', { amount: 0.6 }, { token: c.token })).body.message;
    expect(quote).toMatchObject({ total_available_points: 51, deduction: 0.3, deduction_point: 30, payable: 0.3 });
    await addToCart(t, c.token, 'mince', 1);
    const placed = (
      await t.call(
        'insert_order',
        { data: { shipping_method: 'Click & Collect', payment_method: 'COD', use_points: 40 } },
        { token: c.token },
      )
    ).body.message;
    expect(placed.status).toBe(true);
    // £5.99 + the £4.00 basket charge (under the £15 minimum), less 40p of points.
    expect(placed.order).toMatchObject({ points_redeemed: 40, points_amount: 0.4, outstanding_amount: 9.59 });
    const history = (await t.call('get_point_history', { page_no: 1, page_len: 10 }, { token: c.token })).body.message;
    expect(history.map((h: { type: string; points: number }) => [h.type, h.points])).toEqual([
      ['Redeemed', -40],
      ['Earned', 51],
    ]);
  });
});

describe('subscription plans', () => {
  it('buys the Delivery Saver, gets free delivery over its threshold, and cannot buy it twice', async () => {
    const plan = await seedPlan(t.db.db, {
      name: 'Delivery Saver',
      price: 499,
      features: ['Free delivery on orders over £25', 'Priority slots'],
      free_delivery_over: 2500,
    });
    const plans = (await t.app.inject({ method: 'GET', url: '/api/method/list_subscription_plans' })).json().message;
    expect(plans.find((p: { name: string }) => p.name === plan)).toMatchObject({
      plan_name: 'Delivery Saver',
      price: 4.99,
      features: ['Free delivery on orders over £25', 'Priority slots'],
    });
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 2); // £25.98: normally £3.49 delivery
    expect(
      (await t.call('get_checkout_summary', { ship_addr: c.address, shipping_method: 'Delivery' }, { token: c.token })).body.message
        .shipping_charges,
    ).toBe(3.49);
    const sub = (
      await t.call(
        'insert_web_subscription',
        { party: c.customer.id, party_name: 'Aisha Khan', start: '2026-11-23', subscription_plan: plan, paymentmethod: 'RP' },
        { token: c.token },
      )
    ).body.message;
    expect(sub).toMatchObject({ status: 'Success', order: { total_amount: 4.99, name: expect.stringMatching(/^SUB-ORD-/) } });
    const pay = await startPay(c.token, { purpose: 'subscription', reference: sub.order.name });
    expect(pay.description).toBe(`Subscription,${sub.subscription.name}`);
    await sheet(pay.client_data.payment_ref, CARD.ok);
    const done = (
      await t.call(
        'update_order_status',
        { order_id: sub.order.name, transaction_id: pay.client_data.payment_ref, capture: 1 },
        { token: c.token },
      )
    ).body.message;
    expect(done).toMatchObject({ status: 1, message: 'Subscription is sucessfully completed.' });
    const mine = (await t.call('get_customer_plan_based_subscritpions', {}, { token: c.token })).body.message;
    expect(mine[0]).toMatchObject({ subscription_plan: plan, status: 'Active', current_period_end: '2026-12-22' });
    const summary = (await t.call('get_checkout_summary', { ship_addr: c.address, shipping_method: 'Delivery' }, { token: c.token })).body
      .message;
    expect(summary).toMatchObject({ shipping_charges: 0, shipping_label: 'Free Delivery' });
    const twice = (await t.call('insert_web_subscription', { subscription_plan: plan }, { token: c.token })).body.message;
    expect(twice).toMatchObject({ status: 'Failed', message: 'User is already subscribed !' });
    const renewed = (await t.call('renew_web_subscription', { subscription: sub.subscription.name }, { token: c.token })).body.message;
    expect(renewed.order.name).not.toBe(sub.order.name);
    clock.set('2027-01-01T08:00:00Z');
    expect((await t.call('get_customer_plan_based_subscritpions', {}, { token: c.token })).body.message[0].status).toBe('Expired');
    clock.set('2026-11-23T08:00:00Z');
  });
});

describe('test mode in production', () => {
  it('is refused unless explicitly allowed', async () => {
    const prod = await createTestApp({ config: { NODE_ENV: 'production' } });
    const c = await shopper(prod);
    expect((await prod.call('get_payment_method', {}, { token: c.token })).body.message.map((m: { name: string }) => m.name)).not.toContain(
      'test',
    );
    expect((await prod.call('create_payment', { purpose: 'wallet', amount: 10 }, { token: c.token })).status).toBe(417);
    await prod.close();
    const allowed = await createTestApp({ config: { NODE_ENV: 'production', TEST_PAYMENTS: 'on' } });
    const d = await shopper(allowed);
    expect((await allowed.call('get_payment_method', {}, { token: d.token })).body.message.map((m: { name: string }) => m.name)).toContain(
      'test',
    );
    await allowed.close();
  });
});
