import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TEST_CARDS } from '../../../test/test-provider';
import { addToCart, seedWorld, shopper } from '../../../test/world';
import { fixedClock } from '../../lib/clock';

/**
 * process_payment (Square-style) and make_payment without their provider (decision 022): in test
 * mode the built-in test provider charges the nonce or token; with no provider at all, the spec's
 * client is told so in `message.status` (HTTP 200), not with a 417.
 */

const clock = fixedClock('2026-11-23T08:00:00Z');

async function cardOrder(t: TestApp, paymentMethod: string) {
  const c = await shopper(t, { fastHash: true });
  await addToCart(t, c.token, 'rice', 2);
  const placed = await t.call(
    'insert_order',
    { data: { shipping_method: 'Click & Collect', payment_method: paymentMethod } },
    { token: c.token },
  );
  expect(placed.body.message?.status, JSON.stringify(placed.body)).toBe(true);
  const order = placed.body.message.order.name as string;
  const row = await t.db.db.selectFrom('orders').selectAll().where('id', '=', order).executeTakeFirstOrThrow();
  return { token: c.token, order, total: row.total };
}

describe('in test mode (no Square, no Stripe): the built-in test provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedWorld(t);
  }, 60_000);
  afterAll(() => t?.close());

  const orderRow = (id: string) => t.db.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const testPayments = (ref: string) =>
    t.db.db
      .selectFrom('test_payment')
      .innerJoin('payment', 'payment.provider_ref', 'test_payment.id')
      .select(['test_payment.status', 'test_payment.amount', 'payment.status as attempt'])
      .where('payment.reference', '=', ref)
      .execute();

  it('process_payment charges the nonce for what the order owes (order_total is not what is charged)', async () => {
    const o = await cardOrder(t, 'test');
    const res = await t.call(
      'process_payment',
      { nonce: 'cnon:card-nonce-ok', order_id: o.order, order_total: '0.01' },
      { token: o.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ status: 'success', message: 'Payment successful', authentication_failed: false });
    expect(res.body.message.payment_id).toMatch(/^tp_/);
    expect(await orderRow(o.order)).toMatchObject({ paid_amount: o.total, payment_status: 'Paid' });
    expect(await testPayments(o.order)).toEqual([{ status: 'succeeded', amount: o.total, attempt: 'succeeded' }]);
  });

  it('process_payment: a declined card and a card that needs 3-D Secure answer failed; the order stays unpaid', async () => {
    const o = await cardOrder(t, 'test');
    const declined = await t.call('process_payment', { nonce: 'cnon:card-nonce-declined', order_id: o.order }, { token: o.token });
    expect(declined.body.message).toMatchObject({ status: 'failed', message: 'Your card was declined.', authentication_failed: false });
    // Square verifies the buyer before it hands out a nonce: a card still wanting 3-D Secure here cannot be completed.
    const sca = await t.call('process_payment', { nonce: TEST_CARDS.auth3ds, order_id: o.order }, { token: o.token });
    expect(sca.body.message).toMatchObject({
      status: 'failed',
      message: "Payment failed because cardholder couldn't be authenticated",
      authentication_failed: true,
    });
    expect(await orderRow(o.order)).toMatchObject({ paid_amount: 0, payment_status: 'Pending' });
    expect((await testPayments(o.order)).map((p) => p.attempt).sort()).toEqual(['canceled', 'failed']);
    const ok = await t.call('process_payment', { nonce: 'cnon:card-nonce-ok', order_id: o.order }, { token: o.token });
    expect(ok.body.message.status).toBe('success');
  });

  it('make_payment takes Stripe’s test tokens', async () => {
    const o = await cardOrder(t, 'test');
    const r = await t.call(
      'make_payment',
      { stripe_token_id: 'tok_visa', reference_doctype: 'Order', reference_docname: o.order },
      { token: o.token },
    );
    expect(r.body.message).toMatchObject({
      status: 'success',
      message: 'success',
      order: { payment_status: 'Paid', outstanding_amount: 0 },
    });
    expect(await orderRow(o.order)).toMatchObject({ paid_amount: o.total });
  });
});

describe('with no card provider set up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, config: { TEST_PAYMENTS: 'off' } });
    await seedWorld(t);
  }, 60_000);
  afterAll(() => t?.close());

  it('process_payment answers 200 with status failed and says why; nothing is recorded', async () => {
    const o = await cardOrder(t, 'COD');
    const res = await t.call(
      'process_payment',
      { nonce: 'cnon:card-nonce-ok', order_total: '25.98', buyer_email_address: 'ann@example.com', order_id: o.order },
      { token: o.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual({
      status: 'failed',
      message: 'Card payments by Square are not set up for this shop.',
      payment_id: null,
      authentication_failed: false,
    });
    expect(await t.db.db.selectFrom('payment').select('id').where('reference', '=', o.order).execute()).toEqual([]);
  });

  it('make_payment answers status 0 and says why', async () => {
    const o = await cardOrder(t, 'COD');
    const res = await t.call(
      'make_payment',
      { stripe_token_id: 'tok_visa', reference_doctype: 'Order', reference_docname: o.order },
      { token: o.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ status: 'failed', message: 'Card payments by Stripe are not set up for this shop.' });
  });
});
