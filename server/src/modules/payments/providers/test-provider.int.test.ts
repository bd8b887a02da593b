import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../../test/harness';
import { fixedClock } from '../../../lib/clock';
import type { CreatePaymentInput } from '../provider';
import { TestProvider } from './test-provider';

// The built-in test provider against a real database (SQLite, or PostgreSQL with TEST_DIALECT).
const OK = '4242 4242 4242 4242';
const AUTH_3DS = '4000 0027 6000 3184';
const SECRET = 'test-provider-webhook-secret';

let db: TestDb;
let provider: TestProvider;
let sent: { rawBody: string; headers: Record<string, string> }[];
const events = () => sent.map((s) => JSON.parse(s.rawBody) as { type: string; data: { payment_ref: string; amount: number } });

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.drop());
beforeEach(() => {
  sent = [];
  provider = new TestProvider(db.db, fixedClock('2026-11-26T14:00:00Z'), SECRET, (rawBody, headers) => sent.push({ rawBody, headers }));
});

let n = 0;
const input = (over: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  amount: 4599,
  currency: 'GBP',
  purpose: 'order',
  reference: `ORD-${++n}`,
  customerId: 'cus_42',
  idempotencyKey: `attempt-${n}`,
  description: 'order',
  ...over,
});
const row = (id: string) => db.db.selectFrom('test_payment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A payment authorised for 45.99 at the sheet, to be captured later. */
async function authorised(): Promise<string> {
  const created = await provider.createPayment(input({ captureLater: true }));
  await provider.confirm(created.providerRef, { number: OK });
  sent = [];
  return created.providerRef;
}

describe('TestProvider authorise now, capture less later (catch-weight)', () => {
  it('with captureLater, paying at the sheet only authorises: authorized, authorized_amount kept, payment.authorized sent', async () => {
    expect(provider.partialCapture).toBe(true);
    const created = await provider.createPayment(input({ captureLater: true }));
    expect(created).toMatchObject({ status: 'pending', amount: 4599 });
    expect(await row(created.providerRef)).toMatchObject({ capture_method: 'manual', authorized_amount: 0 });

    expect(await provider.confirm(created.providerRef, { number: OK })).toEqual({
      providerRef: created.providerRef,
      status: 'authorized',
      amount: 4599,
      currency: 'GBP',
    });
    expect(await row(created.providerRef)).toMatchObject({ status: 'authorized', amount: 4599, authorized_amount: 4599 });
    expect(events()).toEqual([
      expect.objectContaining({ type: 'payment.authorized', data: { payment_ref: created.providerRef, amount: 4599, currency: 'GBP' } }),
    ]);
    expect(await provider.parseWebhook(sent[0]!.rawBody, sent[0]!.headers)).toMatchObject({ type: 'payment.authorized', amount: 4599 });

    // Confirming again (a second tab) neither takes money nor sends another event.
    expect(await provider.confirm(created.providerRef, { number: OK })).toMatchObject({ status: 'authorized' });
    expect(sent).toHaveLength(1);
  });

  it('without captureLater, paying still takes the money at once', async () => {
    const created = await provider.createPayment(input());
    expect(await row(created.providerRef)).toMatchObject({ capture_method: 'automatic' });
    expect(await provider.confirm(created.providerRef, { number: OK })).toMatchObject({ status: 'succeeded', amount: 4599 });
    expect(events().map((e) => e.type)).toEqual(['payment.succeeded']);
    // Nothing to capture: reported as it is.
    expect(await provider.capture(created.providerRef, 4000)).toMatchObject({ status: 'succeeded', amount: 4599 });
    expect(sent).toHaveLength(1);
  });

  it('passing 3-D Secure with captureLater authorises, it does not capture', async () => {
    const created = await provider.createPayment(input({ captureLater: true }));
    expect(await provider.confirm(created.providerRef, { number: AUTH_3DS })).toMatchObject({ status: 'requires_action' });
    expect(await provider.authenticate(created.providerRef, true)).toMatchObject({ status: 'authorized', amount: 4599 });
    expect(await row(created.providerRef)).toMatchObject({ status: 'authorized', authorized_amount: 4599 });
    expect(events().map((e) => e.type)).toEqual(['payment.authorized']);
  });

  it('captures less than was authorised: succeeded for what was captured, payment.succeeded sent; a second capture changes nothing', async () => {
    const ref = await authorised();
    expect(await provider.capture(ref, 4200)).toEqual({ providerRef: ref, status: 'succeeded', amount: 4200, currency: 'GBP' });
    expect(await row(ref)).toMatchObject({ status: 'succeeded', amount: 4200, authorized_amount: 4599 });
    expect(events()).toEqual([
      expect.objectContaining({ type: 'payment.succeeded', data: { payment_ref: ref, amount: 4200, currency: 'GBP' } }),
    ]);

    expect(await provider.capture(ref, 4200)).toMatchObject({ status: 'succeeded', amount: 4200 });
    expect(await provider.capture(ref, 3000)).toMatchObject({ status: 'succeeded', amount: 4200 });
    expect(await row(ref)).toMatchObject({ status: 'succeeded', amount: 4200 });
    expect(sent).toHaveLength(1);
  });

  it('captures the whole authorisation when that is what is owed', async () => {
    const ref = await authorised();
    expect(await provider.capture(ref, 4599)).toMatchObject({ status: 'succeeded', amount: 4599 });
  });

  it('of two captures at once, only one takes money', async () => {
    for (let i = 0; i < 5; i++) {
      const ref = await authorised();
      const [a, b] = await Promise.all([provider.capture(ref, 4200), provider.capture(ref, 3000)]);
      const taken = (await row(ref)).amount;
      expect([4200, 3000]).toContain(taken);
      expect(a).toMatchObject({ status: 'succeeded', amount: taken });
      expect(b).toMatchObject({ status: 'succeeded', amount: taken });
      expect(events().map((e) => [e.type, e.data.amount])).toEqual([['payment.succeeded', taken]]);
    }
  });

  it('refuses to capture nothing, more than was authorised, or part of a penny, and leaves the authorisation as it was', async () => {
    const ref = await authorised();
    for (const amount of [0, -1, 4600, 12.5]) await expect(provider.capture(ref, amount)).rejects.toThrow(/cannot capture/);
    expect(await row(ref)).toMatchObject({ status: 'authorized', amount: 4599, authorized_amount: 4599 });
    expect(sent).toHaveLength(0);
  });

  it('reports a payment not paid yet as it is, capturing nothing', async () => {
    const created = await provider.createPayment(input({ captureLater: true }));
    expect(await provider.capture(created.providerRef, 4000)).toMatchObject({ status: 'pending', amount: 4599 });
    expect(await row(created.providerRef)).toMatchObject({ status: 'requires_payment', authorized_amount: 0 });
  });

  it('cancel releases an authorisation; a capture afterwards takes nothing, and the sheet cannot pay it again', async () => {
    const ref = await authorised();
    expect(await provider.cancel(ref)).toEqual({ providerRef: ref, status: 'canceled', amount: 4599, currency: 'GBP' });
    expect(await provider.capture(ref, 4200)).toMatchObject({ status: 'canceled', amount: 4599 });
    expect(await provider.confirm(ref, { number: OK })).toMatchObject({ status: 'canceled' });
    expect(await row(ref)).toMatchObject({ status: 'canceled' });
    expect(sent).toHaveLength(0);
  });

  it('a captured payment is not voided by cancel (the caller refunds it)', async () => {
    const ref = await authorised();
    await provider.capture(ref, 4200);
    expect(await provider.cancel(ref)).toMatchObject({ status: 'succeeded', amount: 4200 });
  });

  it('refunds only what was captured, and nothing of an authorisation not captured', async () => {
    const ref = await authorised();
    expect(await provider.refund(ref, 100, 'refund:held')).toEqual({ refundRef: '', status: 'failed' });

    await provider.capture(ref, 4200);
    expect(await provider.refund(ref, 4000, 'refund:catch-1')).toMatchObject({ status: 'succeeded' });
    expect(await provider.refund(ref, 300, 'refund:catch-2')).toEqual({ refundRef: '', status: 'failed' });
    expect(await provider.refund(ref, 200, 'refund:catch-3')).toMatchObject({ status: 'succeeded' });
    expect(await row(ref)).toMatchObject({ amount: 4200, refunded_amount: 4200 });
  });
});
