import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type HeldWebhooks, holdWebhooks, payAtSheet } from '../../../test/test-provider';
import { seedWorld, shopper } from '../../../test/world';
import { seedPlan } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';

/**
 * Issue 17: a subscriber cancels; the plan keeps its benefits to the end of the paid period, then
 * ends. It is never renewed after (an unpaid renewal bill is cancelled) and nothing is refunded.
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

/** A customer with the plan paid for this month (23 Nov to 22 Dec). */
async function subscriber() {
  const c = await shopper(t, { fastHash: true });
  const sub = (await t.call('insert_web_subscription', { subscription_plan: plan }, { token: c.token })).body.message;
  const bill = sub.order.name as string;
  const ref = (await t.call('create_payment', { purpose: 'subscription', reference: bill }, { token: c.token })).body.message.client_data
    .payment_ref as string;
  expect((await payAtSheet(t, ref)).statusCode).toBe(200);
  await hooks.deliverAll();
  await t.call('update_order_status', { order_id: bill, transaction_id: ref, capture: 1 }, { token: c.token });
  return { c, id: sub.subscription.name as string };
}
const mine = async (token: string) => (await t.call('get_customer_plan_based_subscritpions', {}, { token })).body.message[0];
const bills = (id: string) =>
  t.db.db.selectFrom('subscription_order').select(['id', 'payment_status']).where('subscription_id', '=', id).orderBy('id').execute();

describe('cancel_web_subscription', () => {
  it('ends the plan with its paid period, answers a double click the same, cancels the unpaid renewal and refuses renewing after', async () => {
    const { c, id } = await subscriber();
    expect(await mine(c.token)).toMatchObject({ status: 'Active', current_period_end: '2026-12-22', cancel_at_period_end: false });
    const renewal = (await t.call('renew_web_subscription', { subscription: id }, { token: c.token })).body.message.order.name;

    const [a, b] = await Promise.all([
      t.call('cancel_web_subscription', { subscription: id }, { token: c.token }),
      t.call('cancel_web_subscription', { subscription: id }, { token: c.token }),
    ]);
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(res.body.message).toMatchObject({
        status: 'Success',
        message: 'Your plan ends on 22 December 2026; you keep its benefits until then.',
        subscription: { status: 'Active', current_period_end: '2026-12-22', cancel_at_period_end: true },
      });
    }
    expect(await bills(id)).toEqual(expect.arrayContaining([{ id: renewal, payment_status: 'Cancelled' }]));
    expect((await bills(id)).filter((x) => x.payment_status === 'Paid')).toHaveLength(1);

    const renew = (await t.call('renew_web_subscription', { subscription: id }, { token: c.token })).body.message;
    expect(renew).toMatchObject({ status: 'Failed', message: 'Your plan ends on 22 December 2026 and will not renew.', order: null });
    expect(await bills(id)).toHaveLength(2);

    // Benefits last to the end of the paid period, then the plan ends.
    clock.set('2026-12-22T20:00:00Z');
    expect(await mine(c.token)).toMatchObject({ status: 'Active', cancel_at_period_end: true });
    clock.set('2026-12-23T09:00:00Z');
    expect(await mine(c.token)).toMatchObject({ status: 'Expired' });
    clock.set('2026-11-23T08:00:00Z');
  });

  it('only the subscriber can cancel, and only an active plan', async () => {
    const { c, id } = await subscriber();
    const other = await shopper(t, { fastHash: true });
    expect((await t.call('cancel_web_subscription', { subscription: id }, { token: other.token })).status).toBe(404);
    expect((await t.call('cancel_web_subscription', { subscription: id })).status).toBe(401);
    expect(await mine(c.token)).toMatchObject({ status: 'Active', cancel_at_period_end: false });

    const pending = (await t.call('insert_web_subscription', { subscription_plan: plan }, { token: other.token })).body.message;
    const res = await t.call('cancel_web_subscription', { subscription: pending.subscription.name }, { token: other.token });
    expect(res.body.message).toMatchObject({ status: 'Failed', message: 'Only an active plan can be cancelled.' });
  });
});
