import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type HeldWebhooks, holdWebhooks, payAtSheet } from '../../../test/test-provider';
import { seedWorld, shopper } from '../../../test/world';
import { seedPlan } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import { providers } from '../payments/registry';

/**
 * A subscription bill's money (decision 007), as for orders: a bill paid in two tabs keeps one
 * payment and refunds the other; a bill whose time ran out is cancelled, and a payment that
 * completes after that is refunded and never makes the subscription active.
 */
const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let hooks: HeldWebhooks;
let plan: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedWorld(t);
  plan = await seedPlan(t.db.db, { name: 'Delivery Saver', price: 499, features: ['Free delivery'], free_delivery_over: 2500 });
  hooks = holdWebhooks(t);
});
afterAll(() => t.close());

async function subscribe() {
  const c = await shopper(t, { fastHash: true });
  const sub = (await t.call('insert_web_subscription', { subscription_plan: plan }, { token: c.token })).body.message;
  const bill = sub.order.name as string;
  const open = async () =>
    (await t.call('create_payment', { purpose: 'subscription', reference: bill }, { token: c.token })).body.message.client_data
      .payment_ref as string;
  return { c, bill, open };
}
const billRow = (id: string) => t.db.db.selectFrom('subscription_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const providerRows = (refs: string[]) =>
  t.db.db.selectFrom('test_payment').select(['id', 'status', 'amount', 'refunded_amount']).where('id', 'in', refs).orderBy('id').execute();
/** The provider cannot be reached to void the next attempt: that payment can still be taken at its sheet. */
function voidOutage() {
  const provider = providers(t.state).test!;
  const cancel = provider.cancel.bind(provider);
  provider.cancel = () => {
    provider.cancel = cancel;
    return Promise.reject(new Error('connection reset'));
  };
}
const statusOf = async (token: string) =>
  (await t.call('get_customer_plan_based_subscritpions', {}, { token })).body.message[0].status as string;

describe('subscription bills', () => {
  it('paid in two tabs: one payment counts, the other is refunded at the provider', async () => {
    const { c, bill, open } = await subscribe();
    const first = await open();
    // The second tab's attempt voids the first, but the provider cannot be reached to void it there…
    voidOutage();
    const second = await open();
    // …so both sheets take the card.
    expect((await payAtSheet(t, first)).statusCode).toBe(200);
    expect((await payAtSheet(t, second)).statusCode).toBe(200);
    await hooks.deliverAll();
    for (const ref of [first, second])
      await t.call('update_order_status', { order_id: bill, transaction_id: ref, capture: 1 }, { token: c.token });
    expect(await billRow(bill)).toMatchObject({ amount: 499, paid_amount: 499, payment_status: 'Paid' });
    const money = await providerRows([first, second]);
    expect(money.map((p) => p.status)).toEqual(['succeeded', 'succeeded']);
    expect(money.reduce((sum, p) => sum + p.amount - p.refunded_amount, 0)).toBe(499);
    expect(money.map((p) => p.refunded_amount).sort()).toEqual([0, 499]);
    expect(await statusOf(c.token)).toBe('Active');
  });

  it('left unpaid past its time: cancelled by the job; a late payment is refunded and the plan never starts', async () => {
    const { c, bill, open } = await subscribe();
    const ref = await open();
    clock.advance(31 * 60_000);
    voidOutage();
    await t.jobs.runNow('subscriptions.expire-unpaid');
    expect(await billRow(bill)).toMatchObject({ payment_status: 'Cancelled', paid_amount: 0 });
    // The void did not reach the provider: the shopper can still pay at the sheet they left open.
    expect((await payAtSheet(t, ref)).statusCode).toBe(200);
    await hooks.deliverAll();
    const late = (await t.call('update_order_status', { order_id: bill, transaction_id: ref, capture: 1 }, { token: c.token })).body
      .message;
    expect(late.status).toBe(0);
    expect(await billRow(bill)).toMatchObject({ payment_status: 'Cancelled', paid_amount: 0 });
    expect(await providerRows([ref])).toEqual([expect.objectContaining({ status: 'succeeded', amount: 499, refunded_amount: 499 })]);
    expect(await statusOf(c.token)).not.toBe('Active');
  });
});
