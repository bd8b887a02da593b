import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from '../../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper } from '../../../test/world';
import { seedPlan } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import type * as ProviderConfig from './providers/provider-config';

/**
 * The spec's make_payment (decision 022) against a local fake of Stripe's API, through the
 * official SDK: the server charges the token for what the order owes, records it through the
 * payment lifecycle, answers 3-D Secure with the next action, and charges a double click once.
 */

// No variable sets Stripe's API host: the configs are read from the environment as in production,
// and only the host is pointed at the fake.
const hosts = vi.hoisted(() => ({ stripe: null as FakeStripe['api'] | null }));
vi.mock('./providers/provider-config', async (importOriginal) => {
  const real = await importOriginal<typeof ProviderConfig>();
  return {
    ...real,
    loadProviderConfigs: (env: NodeJS.ProcessEnv) => {
      const loaded = real.loadProviderConfigs(env);
      if (loaded.configs.stripe && hosts.stripe) loaded.configs.stripe = { ...loaded.configs.stripe, api: hosts.stripe };
      return loaded;
    },
  };
});

const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let stripe: FakeStripe;
const envBefore = { ...process.env };

beforeAll(async () => {
  stripe = await startFakeStripe();
  hosts.stripe = stripe.api;
  Object.assign(process.env, fakeStripeEnv());
  t = await createTestApp({ clock, config: { PAYMENT_PROVIDERS: 'stripe,test' } });
  await seedWorld(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  for (const k of Object.keys(process.env)) if (!(k in envBefore)) delete process.env[k];
});

const orderRow = (id: string) => t.db.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const attempts = (ref: string) => t.db.db.selectFrom('payment').selectAll().where('reference', '=', ref).execute();
/** The intents Stripe holds for an order, and what they took. */
const intentsFor = (ref: string) => [...stripe.intents.values()].filter((i) => i.metadata.reference === ref);

async function cardOrder() {
  const c = await shopper(t, { fastHash: true });
  await addToCart(t, c.token, 'rice', 2);
  const placed = await t.call(
    'insert_order',
    { data: { shipping_method: 'Click & Collect', payment_method: 'stripe' } },
    { token: c.token },
  );
  expect(placed.body.message?.status, JSON.stringify(placed.body)).toBe(true);
  const order = placed.body.message.order.name as string;
  return { token: c.token, order, total: (await orderRow(order)).total };
}

async function makePayment(token: string, payload: Record<string, unknown>) {
  const res = await t.call('make_payment', { reference_doctype: 'Order', ...payload }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message;
}

describe('make_payment charges the Stripe token for what the order owes', () => {
  it.each(['tok_visa', 'pm_card_visa'])('%s: charged once, the order paid, the payment recorded once', async (card) => {
    const o = await cardOrder();
    const before = stripe.confirms;
    // `data` is the spec client's order data: an amount in it is never what is charged.
    const r = await makePayment(o.token, { stripe_token_id: card, reference_docname: o.order, data: JSON.stringify({ amount: 0.01 }) });
    expect(r).toMatchObject({
      status: 'success',
      message: 'success',
      requires_action: false,
      order: { name: o.order, payment_status: 'Paid', outstanding_amount: 0 },
    });
    expect(stripe.confirms - before).toBe(1);
    const [intent, ...others] = intentsFor(o.order);
    expect(others).toEqual([]);
    expect(intent).toMatchObject({
      id: r.payment_id,
      status: 'succeeded',
      amount: o.total,
      amount_received: o.total,
      payment_method: card,
    });
    expect(await orderRow(o.order)).toMatchObject({ paid_amount: o.total, payment_status: 'Paid' });
    const rows = await attempts(o.order);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'stripe',
      provider_ref: intent!.id,
      status: 'succeeded',
      captured_amount: o.total,
      applied_amount: o.total,
      refund_due: 0,
    });
  });

  it('declined: status 0 with the card’s message, the order unpaid and payable again', async () => {
    const o = await cardOrder();
    const r = await makePayment(o.token, { stripe_token_id: 'tok_chargeDeclined', reference_docname: o.order });
    expect(r).toMatchObject({ status: 'failed', message: 'Your card was declined.', order: { payment_status: 'Pending' } });
    expect(await orderRow(o.order)).toMatchObject({ paid_amount: 0, payment_status: 'Pending' });
    expect(await attempts(o.order)).toMatchObject([{ status: 'failed', captured_amount: 0, applied_amount: 0 }]);
    expect(intentsFor(o.order).map((i) => i.amount_received)).toEqual([0]);

    const again = await makePayment(o.token, { stripe_token_id: 'tok_visa', reference_docname: o.order });
    expect(again).toMatchObject({ status: 'success', order: { payment_status: 'Paid' } });
    expect(stripe.intents.get(again.payment_id)).toMatchObject({ description: 'Order Repay', amount_received: o.total });
  });

  it('a card that needs 3-D Secure: the next action, then update_order_status completes it', async () => {
    const o = await cardOrder();
    const r = await makePayment(o.token, { stripe_token_id: 'pm_card_threeDSecure2Required', reference_docname: o.order });
    expect(r).toMatchObject({
      status: 'requires_action',
      requires_action: true,
      next_action: { type: 'use_stripe_sdk' },
      order: { payment_status: 'Pending' },
    });
    expect(r.client_secret).toMatch(new RegExp(`^${r.payment_id}_secret_`));
    expect(stripe.intents.get(r.payment_id)).toMatchObject({ status: 'requires_action', amount: o.total });
    expect(await attempts(o.order)).toMatchObject([{ status: 'created', provider_ref: r.payment_id }]);

    stripe.authenticate(r.payment_id, true);
    const done = await t.call('update_order_status', { order_id: o.order, transaction_id: r.payment_id }, { token: o.token });
    expect(done.body.message).toMatchObject({ status: 1, message: 'success', order: { payment_status: 'Paid', outstanding_amount: 0 } });
    expect(await orderRow(o.order)).toMatchObject({ paid_amount: o.total, payment_status: 'Paid' });
    expect(await attempts(o.order)).toMatchObject([{ status: 'succeeded', applied_amount: o.total }]);
  });

  it('3-D Secure given up on, then another card: the waiting intent is cancelled and the new card charged once', async () => {
    const o = await cardOrder();
    const first = await makePayment(o.token, { stripe_token_id: 'pm_card_threeDSecure2Required', reference_docname: o.order });
    expect(first).toMatchObject({ status: 'requires_action', requires_action: true });
    const second = await makePayment(o.token, { stripe_token_id: 'pm_card_visa', reference_docname: o.order });
    expect(second).toMatchObject({ status: 'success', order: { payment_status: 'Paid' } });
    expect(second.payment_id).not.toBe(first.payment_id);
    expect(stripe.intents.get(first.payment_id)).toMatchObject({ status: 'canceled', amount_received: 0 });
    expect(
      intentsFor(o.order)
        .filter((i) => i.amount_received > 0)
        .map((i) => i.id),
    ).toEqual([second.payment_id]);
    expect((await attempts(o.order)).map((a) => a.status).sort()).toEqual(['canceled', 'succeeded']);
    expect(await orderRow(o.order)).toMatchObject({ paid_amount: o.total, payment_status: 'Paid' });
  });

  it('a double click: one charge at Stripe, recorded once, both answered paid', async () => {
    const o = await cardOrder();
    const before = stripe.confirms;
    const both = await Promise.all([1, 2].map(() => makePayment(o.token, { stripe_token_id: 'tok_visa', reference_docname: o.order })));
    // Both answered paid. Which click is answered first is timing: the other either joined the live
    // charge ('success') or arrived once it was recorded ('This order is already paid.').
    expect(both.map((r) => r.status)).toEqual(['success', 'success']);
    expect(both.map((r) => r.message)).toContain('success');
    for (const r of both) expect(['success', 'This order is already paid.']).toContain(r.message);
    for (const r of both) expect(r.order).toMatchObject({ payment_status: 'Paid', outstanding_amount: 0 });
    expect(stripe.confirms - before).toBe(1);
    const taken = intentsFor(o.order).filter((i) => i.amount_received > 0);
    expect(taken.map((i) => i.amount_received)).toEqual([o.total]);
    expect(stripe.refunds.size === 0 || [...stripe.refunds.values()].every((x) => x.payment_intent !== taken[0]!.id)).toBe(true);
    const rows = await attempts(o.order);
    // The second click joined the first's attempt (same idempotency key) rather than opening another.
    expect(rows).toHaveLength(1);
    expect(rows.filter((x) => x.captured_amount > 0)).toHaveLength(1);
    expect(rows.reduce((sum, x) => sum + x.applied_amount, 0)).toBe(o.total);
    expect(await orderRow(o.order)).toMatchObject({ paid_amount: o.total, payment_status: 'Paid' });

    // A third click once it is paid charges nothing.
    const third = await makePayment(o.token, { stripe_token_id: 'tok_visa', reference_docname: o.order });
    expect(third).toMatchObject({ status: 'success', message: 'This order is already paid.' });
    expect(stripe.confirms - before).toBe(1);
  });

  it('pays a subscription bill (Subscription Order)', async () => {
    const plan = await seedPlan(t.db.db, { name: 'Delivery Saver', price: 499, features: ['Free delivery'], free_delivery_over: 2500 });
    const c = await shopper(t, { fastHash: true });
    const sub = (await t.call('insert_web_subscription', { subscription_plan: plan }, { token: c.token })).body.message;
    const bill = sub.order.name as string;
    expect(bill).toMatch(/^SUB-ORD-/);
    const r = await makePayment(c.token, { stripe_token_id: 'tok_visa', reference_doctype: 'Subscription Order', reference_docname: bill });
    expect(r).toMatchObject({
      status: 'success',
      message: 'Subscription is sucessfully completed.',
      order: { name: bill, outstanding_amount: 0 },
    });
    expect(intentsFor(bill).map((i) => [i.amount_received, i.description])).toEqual([[499, `Subscription,${sub.subscription.name}`]]);
    expect((await t.call('get_customer_plan_based_subscritpions', {}, { token: c.token })).body.message[0].status).toBe('Active');
  });
});
