import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SquareError, WebhooksHelper } from 'square';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../provider';
import { SquareProvider, type SquareConfig, type SquareCreatePaymentInput } from './square';

// A local stand-in for connect.squareup(sandbox).com: records what the SDK sends and answers like Square.
interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}
type Reply = { status: number; body: unknown };

const seen: Seen[] = [];
let respond: (req: Seen) => Reply;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const entry: Seen = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : undefined };
      seen.push(entry);
      const reply = respond(entry);
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  respond = () => ({ status: 404, body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'not faked' }] } });
});

const ACCESS_TOKEN = 'EAAAl_fake_sandbox_access_token';
const SIGNATURE_KEY = 'sq_fake_webhook_signature_key';
const WEBHOOK_URL = 'https://shop.example.com/api/webhooks/square';
const provider = (over: Partial<SquareConfig> = {}) =>
  new SquareProvider({
    accessToken: ACCESS_TOKEN,
    applicationId: 'sandbox-sq0idb-FakeApp',
    locationId: 'L8F4K2ZQX9',
    webhookSignatureKey: SIGNATURE_KEY,
    webhookUrl: WEBHOOK_URL,
    environment: 'sandbox',
    baseUrl,
    ...over,
  });

const input: SquareCreatePaymentInput = {
  amount: 4599,
  currency: 'GBP',
  purpose: 'subscription',
  reference: 'SUBORD-0007',
  customerId: 'cus_42',
  email: 'ann@example.com',
  idempotencyKey: 'attempt-7f3c9a1e-0001',
  description: 'subscription',
  sourceToken: 'cnon:card-nonce-ok',
};

const payment = (over: Record<string, unknown> = {}) => ({
  id: 'R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY',
  status: 'COMPLETED',
  amount_money: { amount: 4599, currency: 'GBP' },
  total_money: { amount: 4599, currency: 'GBP' },
  location_id: 'L8F4K2ZQX9',
  reference_id: 'SUBORD-0007',
  ...over,
});

describe('SquareProvider API calls (local fake Square)', () => {
  it('charges the nonce in pence with the idempotency key, location and our reference', async () => {
    respond = () => ({ status: 200, body: { payment: payment() } });
    const created = await provider().createPayment(input);

    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(`${req.method} ${req.path}`).toBe('POST /v2/payments');
    expect(req.body).toEqual({
      source_id: 'cnon:card-nonce-ok',
      idempotency_key: 'attempt-7f3c9a1e-0001',
      amount_money: { amount: 4599, currency: 'GBP' },
      location_id: 'L8F4K2ZQX9',
      reference_id: 'SUBORD-0007',
      note: 'subscription',
      buyer_email_address: 'ann@example.com',
      autocomplete: true,
    });
    expect(req.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);

    expect(created).toEqual({
      providerRef: 'R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY',
      status: 'succeeded',
      amount: 4599,
      currency: 'GBP',
      clientData: { application_id: 'sandbox-sq0idb-FakeApp', location_id: 'L8F4K2ZQX9' },
    });
  });

  it('only approves the payment (autocomplete false) when it is to be captured later', async () => {
    respond = () => ({ status: 200, body: { payment: payment({ status: 'APPROVED' }) } });
    const p = provider();
    expect(p.partialCapture).toBe(true);
    const created = await p.createPayment({ ...input, captureLater: true });
    expect(seen[0]!.body.autocomplete).toBe(false);
    expect(created).toMatchObject({ status: 'authorized', amount: 4599 });
  });

  it('passes a verifyBuyer token through, and shortens a long idempotency key stably to Square’s 45', async () => {
    respond = () => ({ status: 200, body: { payment: payment() } });
    const longKey = `checkout-${'x'.repeat(80)}`;
    await provider().createPayment({ ...input, idempotencyKey: longKey, verificationToken: 'verf:CA4SEHyUjH3ba' });
    await provider().createPayment({ ...input, idempotencyKey: longKey, verificationToken: 'verf:CA4SEHyUjH3ba' });
    expect(seen[0]!.body.verification_token).toBe('verf:CA4SEHyUjH3ba');
    expect(seen[0]!.body.idempotency_key).toHaveLength(45);
    expect(seen[1]!.body.idempotency_key).toBe(seen[0]!.body.idempotency_key);
  });

  it('refuses to charge without a nonce', async () => {
    await expect(provider().createPayment({ ...input, sourceToken: undefined })).rejects.toThrow(/nonce/);
    expect(seen).toHaveLength(0);
  });

  it('returns a missing SCA verification as a failed payment with authenticationFailed', async () => {
    respond = () => ({
      status: 402,
      body: {
        errors: [
          {
            category: 'PAYMENT_METHOD_ERROR',
            code: 'CARD_DECLINED_VERIFICATION_REQUIRED',
            detail: 'Card declined. A verification is required to process this payment.',
          },
        ],
        payment: payment({ id: 'failed_pay_1', status: 'FAILED' }),
      },
    });
    const created = await provider().createPayment(input);
    expect(created).toMatchObject({
      providerRef: 'failed_pay_1',
      status: 'failed',
      amount: 4599,
      currency: 'GBP',
      authenticationFailed: true,
      failureMessage: 'CARD_DECLINED_VERIFICATION_REQUIRED: Card declined. A verification is required to process this payment.',
    });
  });

  it('returns a plain decline as failed without authenticationFailed', async () => {
    respond = () => ({
      status: 400,
      body: { errors: [{ category: 'PAYMENT_METHOD_ERROR', code: 'CVV_FAILURE', detail: 'Authorization error.' }] },
    });
    const created = await provider().createPayment(input);
    expect(created).toMatchObject({ providerRef: '', status: 'failed' });
    expect(created.authenticationFailed).toBeUndefined();
  });

  it('throws errors that are not declines', async () => {
    respond = () => ({ status: 401, body: { errors: [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'bad token' }] } });
    await expect(provider().createPayment(input)).rejects.toBeInstanceOf(SquareError);
  });

  it.each([
    ['COMPLETED', 'succeeded'],
    ['APPROVED', 'authorized'],
    ['PENDING', 'pending'],
    ['FAILED', 'failed'],
    ['CANCELED', 'canceled'],
  ] as const)('maps %s to %s', async (squareStatus, status) => {
    respond = () => ({ status: 200, body: { payment: payment({ status: squareStatus }) } });
    const found = await provider().getPayment('R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY');
    expect(`${seen[0]!.method} ${seen[0]!.path}`).toBe('GET /v2/payments/R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY');
    expect(found).toEqual({ providerRef: 'R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY', status, amount: 4599, currency: 'GBP' });
  });

  it('completes an approved payment, and leaves a completed one alone', async () => {
    respond = (req) =>
      req.method === 'GET'
        ? { status: 200, body: { payment: payment({ status: 'APPROVED' }) } }
        : { status: 200, body: { payment: payment() } };
    expect((await provider().capture('R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY', 4599)).status).toBe('succeeded');
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v2/payments/R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY',
      'POST /v2/payments/R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY/complete',
    ]);

    seen.length = 0;
    respond = () => ({ status: 200, body: { payment: payment() } });
    expect((await provider().capture('R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY', 4599)).status).toBe('succeeded');
    expect(seen.map((r) => r.method)).toEqual(['GET']);
  });

  it('refunds in pence in the payment’s currency with the idempotency key', async () => {
    respond = (req) =>
      req.method === 'GET'
        ? { status: 200, body: { payment: payment() } }
        : {
            status: 200,
            body: {
              refund: {
                id: 'refund_1',
                status: 'PENDING',
                amount_money: { amount: 1000, currency: 'GBP' },
                payment_id: 'R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY',
              },
            },
          };
    const refund = await provider().refund('R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY', 1000, 'refund-SUBORD-0007-1');
    const req = seen[1]!;
    expect(`${req.method} ${req.path}`).toBe('POST /v2/refunds');
    expect(req.body).toEqual({
      idempotency_key: 'refund-SUBORD-0007-1',
      amount_money: { amount: 1000, currency: 'GBP' },
      payment_id: 'R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY',
    });
    expect(refund).toEqual({ refundRef: 'refund_1', status: 'pending' });
  });
});

// A stateful stand-in for Square's payments and refunds: a create with a new idempotency key is a
// new charge (COMPLETED, as autocomplete does; APPROVED with autocomplete false), with a key seen
// before the same payment again; CancelPayment voids and CompletePayment captures only an APPROVED
// payment, UpdatePayment changes only an APPROVED payment's amount; these three refuse a stale
// version_token (VERSION_MISMATCH) and every change makes a new one; a refund or update key seen
// before gets the first answer again.
interface FakePayment {
  id: string;
  status: string;
  amount_money: { amount: number; currency: string };
  total_money: { amount: number; currency: string };
  approved_money?: { amount: number; currency: string };
  refunded_money?: { amount: number; currency: string };
  location_id: string;
  reference_id?: string;
  version_token?: string;
}
function statefulSquare(
  opts: { beforeCancel?: (p: FakePayment) => void; beforeUpdate?: (p: FakePayment) => void; refundStatus?: string } = {},
) {
  const state = {
    payments: new Map<string, FakePayment>(),
    createKeys: new Map<string, string>(),
    refundKeys: new Map<string, Reply>(),
    updateKeys: new Map<string, Reply>(),
    refundCount: 0,
    versions: 0,
  };
  const bump = (p: FakePayment) => void (p.version_token = `ver_${++state.versions}`);
  const refuse = (code: string, detail: string) => ({
    status: 400,
    body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code, detail }] },
  });
  const stale = (p: FakePayment, token: string | undefined) => token !== undefined && token !== p.version_token;
  const notFound = { status: 404, body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'no such payment' }] } };
  respond = (req) => {
    if (req.method === 'POST' && req.path === '/v2/payments') {
      const key = req.body.idempotency_key as string;
      let id = state.createKeys.get(key);
      if (!id) {
        id = `sqpay_${state.payments.size + 1}`;
        state.createKeys.set(key, id);
        state.payments.set(id, {
          id,
          status: req.body.autocomplete === false ? 'APPROVED' : 'COMPLETED',
          amount_money: req.body.amount_money,
          total_money: req.body.amount_money,
          approved_money: req.body.amount_money,
          location_id: req.body.location_id,
          reference_id: req.body.reference_id,
          version_token: `ver_${++state.versions}`,
        });
      }
      return { status: 200, body: { payment: state.payments.get(id) } };
    }
    const get = /^\/v2\/payments\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && get) {
      const payment = state.payments.get(get[1]!);
      return payment ? { status: 200, body: { payment } } : notFound;
    }
    if (req.method === 'PUT' && get) {
      const key = req.body.idempotency_key as string;
      const replay = state.updateKeys.get(key);
      if (replay) return replay;
      const payment = state.payments.get(get[1]!);
      if (!payment) return notFound;
      opts.beforeUpdate?.(payment);
      if (payment.status !== 'APPROVED') return refuse('BAD_REQUEST', `Payment is ${payment.status}, not APPROVED.`);
      if (stale(payment, req.body.payment?.version_token)) return refuse('VERSION_MISMATCH', 'The version token is stale.');
      payment.amount_money = req.body.payment.amount_money;
      payment.total_money = req.body.payment.amount_money;
      bump(payment);
      const reply = { status: 200, body: { payment: { ...payment } } };
      state.updateKeys.set(key, reply);
      return reply;
    }
    const complete = /^\/v2\/payments\/([^/]+)\/complete$/.exec(req.path);
    if (req.method === 'POST' && complete) {
      const payment = state.payments.get(complete[1]!);
      if (!payment) return notFound;
      if (payment.status !== 'APPROVED') return refuse('BAD_REQUEST', `Payment is ${payment.status}, not APPROVED.`);
      if (stale(payment, req.body?.version_token)) return refuse('VERSION_MISMATCH', 'The version token is stale.');
      payment.status = 'COMPLETED';
      bump(payment);
      return { status: 200, body: { payment } };
    }
    const cancel = /^\/v2\/payments\/([^/]+)\/cancel$/.exec(req.path);
    if (req.method === 'POST' && cancel) {
      const payment = state.payments.get(cancel[1]!);
      if (!payment) return notFound;
      opts.beforeCancel?.(payment);
      if (payment.status !== 'APPROVED') {
        // The adapter does not rely on the code, only on the payment's state read afterwards.
        return {
          status: 400,
          body: {
            errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST', detail: `Payment is ${payment.status}, not APPROVED.` }],
          },
        };
      }
      payment.status = 'CANCELED';
      return { status: 200, body: { payment } };
    }
    if (req.method === 'POST' && req.path === '/v2/refunds') {
      const key = req.body.idempotency_key as string;
      const replay = state.refundKeys.get(key);
      if (replay) return replay;
      const payment = state.payments.get(req.body.payment_id as string);
      if (!payment) return notFound;
      state.refundCount += 1;
      const refunded = (payment.refunded_money?.amount ?? 0) + (req.body.amount_money.amount as number);
      payment.refunded_money = { amount: refunded, currency: payment.amount_money.currency };
      const reply = {
        status: 200,
        body: {
          refund: {
            id: `sqref_${state.refundCount}`,
            status: opts.refundStatus ?? 'PENDING',
            amount_money: req.body.amount_money,
            payment_id: payment.id,
          },
        },
      };
      state.refundKeys.set(key, reply);
      return reply;
    }
    return notFound;
  };
  const add = (p: Partial<FakePayment> & { id: string; status: string }) => {
    const money = { amount: 4599, currency: 'GBP' };
    state.payments.set(p.id, { amount_money: money, total_money: money, location_id: 'L8F4K2ZQX9', ...p });
  };
  return { state, add };
}
const sqCalls = () => seen.map((r) => `${r.method} ${r.path}`);

describe('SquareProvider cancel (void) against a stateful fake Square', () => {
  it('voids an APPROVED (delayed-capture) payment, and a second cancel reports it cancelled without asking again', async () => {
    const { state, add } = statefulSquare();
    add({ id: 'sqpay_a', status: 'APPROVED' });
    const p = provider();

    expect(await p.cancel('sqpay_a')).toEqual({ providerRef: 'sqpay_a', status: 'canceled', amount: 4599, currency: 'GBP' });
    expect(sqCalls()).toEqual(['GET /v2/payments/sqpay_a', 'POST /v2/payments/sqpay_a/cancel']);
    expect(state.payments.get('sqpay_a')!.status).toBe('CANCELED');

    seen.length = 0;
    expect(await p.cancel('sqpay_a')).toMatchObject({ status: 'canceled' });
    expect(sqCalls()).toEqual(['GET /v2/payments/sqpay_a']);
  });

  it.each([
    ['COMPLETED', 'succeeded'],
    ['FAILED', 'failed'],
    ['CANCELED', 'canceled'],
    ['PENDING', 'pending'],
  ] as const)(
    'reports a %s payment as %s without asking Square to cancel it (CancelPayment takes APPROVED only)',
    async (status, reported) => {
      const { add } = statefulSquare();
      add({ id: 'sqpay_b', status });
      expect(await provider().cancel('sqpay_b')).toEqual({ providerRef: 'sqpay_b', status: reported, amount: 4599, currency: 'GBP' });
      expect(sqCalls()).toEqual(['GET /v2/payments/sqpay_b']);
    },
  );

  it.each([
    ['COMPLETED', 'succeeded'],
    ['CANCELED', 'canceled'],
  ] as const)('reports the new state when the payment became %s between the read and the cancel', async (after, reported) => {
    const { add } = statefulSquare({ beforeCancel: (payment) => void (payment.status = after) });
    add({ id: 'sqpay_c', status: 'APPROVED' });
    expect(await provider().cancel('sqpay_c')).toMatchObject({ providerRef: 'sqpay_c', status: reported });
    expect(sqCalls()).toEqual(['GET /v2/payments/sqpay_c', 'POST /v2/payments/sqpay_c/cancel', 'GET /v2/payments/sqpay_c']);
  });

  it('throws any other Square error while the payment is still APPROVED, so the caller tries again later', async () => {
    respond = (req) =>
      req.method === 'GET'
        ? { status: 200, body: { payment: payment({ id: 'sqpay_d', status: 'APPROVED' }) } }
        : { status: 403, body: { errors: [{ category: 'AUTHENTICATION_ERROR', code: 'INSUFFICIENT_SCOPES', detail: 'PAYMENTS_WRITE' }] } };
    await expect(provider().cancel('sqpay_d')).rejects.toBeInstanceOf(SquareError);
    expect(sqCalls()).toEqual(['GET /v2/payments/sqpay_d', 'POST /v2/payments/sqpay_d/cancel', 'GET /v2/payments/sqpay_d']);
  });

  it('throws when the payment cannot be read', async () => {
    statefulSquare();
    await expect(provider().cancel('sqpay_missing')).rejects.toBeInstanceOf(SquareError);
  });
});

describe('SquareProvider authorise now, capture less later (catch-weight) against a stateful fake Square', () => {
  it('lowers the approved amount, then completes: reports what was captured; a second capture changes nothing', async () => {
    const { state } = statefulSquare({ refundStatus: 'COMPLETED' });
    const p = provider();
    const created = await p.createPayment({ ...input, captureLater: true });
    expect(created).toMatchObject({ providerRef: 'sqpay_1', status: 'authorized', amount: 4599 });
    expect(seen[0]!.body.autocomplete).toBe(false);

    seen.length = 0;
    expect(await p.capture('sqpay_1', 4200)).toEqual({ providerRef: 'sqpay_1', status: 'succeeded', amount: 4200, currency: 'GBP' });
    expect(sqCalls()).toEqual(['GET /v2/payments/sqpay_1', 'PUT /v2/payments/sqpay_1', 'POST /v2/payments/sqpay_1/complete']);
    expect(seen[1]!.body).toEqual({
      idempotency_key: 'capture:sqpay_1:4200:ver_1',
      payment: { amount_money: { amount: 4200, currency: 'GBP' }, version_token: 'ver_1' },
    });
    expect(seen[2]!.body).toEqual({ version_token: 'ver_2' });
    expect(state.payments.get('sqpay_1')).toMatchObject({ status: 'COMPLETED', amount_money: { amount: 4200, currency: 'GBP' } });

    seen.length = 0;
    expect(await p.capture('sqpay_1', 4200)).toMatchObject({ status: 'succeeded', amount: 4200 });
    expect(await p.capture('sqpay_1', 3000)).toMatchObject({ status: 'succeeded', amount: 4200 });
    expect(sqCalls()).toEqual(['GET /v2/payments/sqpay_1', 'GET /v2/payments/sqpay_1']);

    // Refunds work on what was captured.
    await expect(p.refund('sqpay_1', 4200, 'refund:catch-1')).resolves.toMatchObject({ status: 'succeeded' });
    expect(state.payments.get('sqpay_1')!.refunded_money).toEqual({ amount: 4200, currency: 'GBP' });
  });

  it('completes the whole approved amount without an update when that is what is captured', async () => {
    const { add } = statefulSquare();
    add({ id: 'sqpay_w', status: 'APPROVED', version_token: 'ver_a' });
    expect(await provider().capture('sqpay_w', 4599)).toMatchObject({ status: 'succeeded', amount: 4599 });
    expect(sqCalls()).toEqual(['GET /v2/payments/sqpay_w', 'POST /v2/payments/sqpay_w/complete']);
  });

  it('refuses to capture more than was approved, or nothing, without asking Square to change anything', async () => {
    const { add } = statefulSquare();
    add({ id: 'sqpay_m', status: 'APPROVED' });
    await expect(provider().capture('sqpay_m', 4600)).rejects.toThrow(/cannot capture 4600/);
    await expect(provider().capture('sqpay_m', 0)).rejects.toThrow(/cannot capture 0/);
    expect(sqCalls()).toEqual(['GET /v2/payments/sqpay_m', 'GET /v2/payments/sqpay_m']);
  });

  it('reports the new state when another caller captured it between the read and the update (stale version)', async () => {
    const { state } = statefulSquare({
      beforeUpdate: (payment) => {
        payment.amount_money = { amount: 3900, currency: 'GBP' };
        payment.status = 'COMPLETED';
        payment.version_token = 'ver_other';
      },
    });
    const p = provider();
    await p.createPayment({ ...input, captureLater: true });
    seen.length = 0;
    expect(await p.capture('sqpay_1', 4200)).toMatchObject({ status: 'succeeded', amount: 3900 });
    expect(sqCalls()).toEqual(['GET /v2/payments/sqpay_1', 'PUT /v2/payments/sqpay_1', 'GET /v2/payments/sqpay_1']);
    expect(state.payments.get('sqpay_1')!.amount_money.amount).toBe(3900);
  });

  it('releases an authorisation by cancelling it; a capture afterwards takes nothing', async () => {
    const { state } = statefulSquare();
    const p = provider();
    await p.createPayment({ ...input, captureLater: true });
    expect(await p.cancel('sqpay_1')).toMatchObject({ status: 'canceled' });
    expect(state.payments.get('sqpay_1')!.status).toBe('CANCELED');

    seen.length = 0;
    expect(await p.capture('sqpay_1', 4200)).toMatchObject({ status: 'canceled' });
    expect(sqCalls()).toEqual(['GET /v2/payments/sqpay_1']);
  });
});

describe('SquareProvider getPayment as reconciliation reads it', () => {
  it('reports the amount charged without the tip', async () => {
    respond = () => ({
      status: 200,
      body: { payment: payment({ tip_money: { amount: 200, currency: 'GBP' }, total_money: { amount: 4799, currency: 'GBP' } }) },
    });
    expect(await provider().getPayment('R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY')).toMatchObject({ status: 'succeeded', amount: 4599 });
  });

  it('still reports a partly or fully refunded payment as COMPLETED → succeeded for what was charged (refunds are in refunded_money)', async () => {
    const { add } = statefulSquare();
    add({ id: 'sqpay_r', status: 'COMPLETED', refunded_money: { amount: 4599, currency: 'GBP' } });
    expect(await provider().getPayment('sqpay_r')).toEqual({ providerRef: 'sqpay_r', status: 'succeeded', amount: 4599, currency: 'GBP' });
  });
});

describe('SquareProvider refund against a stateful fake Square', () => {
  it('sends a partial refund in pence with the caller’s key in the body, and the same key twice gives the same refund', async () => {
    const { state, add } = statefulSquare();
    add({ id: 'sqpay_e', status: 'COMPLETED' });
    const p = provider();
    const first = await p.refund('sqpay_e', 1250, 'refund:PAY-0001:change-1');
    const again = await p.refund('sqpay_e', 1250, 'refund:PAY-0001:change-1');

    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual(['/v2/refunds', '/v2/refunds']);
    for (const req of posts) {
      expect(req.body).toEqual({
        idempotency_key: 'refund:PAY-0001:change-1',
        amount_money: { amount: 1250, currency: 'GBP' },
        payment_id: 'sqpay_e',
      });
    }
    expect(first).toEqual({ refundRef: 'sqref_1', status: 'pending' });
    expect(again).toEqual(first);
    expect(state.refundCount).toBe(1);
    expect(state.payments.get('sqpay_e')!.refunded_money).toEqual({ amount: 1250, currency: 'GBP' });
  });

  it('sends a key longer than Square’s 45 characters as the same 45-character key each time', async () => {
    const { state, add } = statefulSquare();
    add({ id: 'sqpay_f', status: 'COMPLETED' });
    const key = `refund:PAY-0001:${'x'.repeat(60)}`;
    const first = await provider().refund('sqpay_f', 4599, key);
    expect(await provider().refund('sqpay_f', 4599, key)).toEqual(first);
    const keys = seen.filter((r) => r.method === 'POST').map((r) => r.body.idempotency_key as string);
    expect(keys[0]).toHaveLength(45);
    expect(keys[1]).toBe(keys[0]);
    expect(state.refundCount).toBe(1);
  });

  it.each([
    ['PENDING', 'pending'],
    ['COMPLETED', 'succeeded'],
    ['REJECTED', 'failed'],
    ['FAILED', 'failed'],
  ] as const)('maps a refund %s to %s', async (refundStatus, status) => {
    const { add } = statefulSquare({ refundStatus });
    add({ id: 'sqpay_g', status: 'COMPLETED' });
    expect(await provider().refund('sqpay_g', 4599, 'refund:PAY-0007')).toEqual({ refundRef: 'sqref_1', status });
  });
});

describe('SquareProvider: a double process_payment charges twice, and the second charge is refunded', () => {
  it('two creates with two keys make two COMPLETED payments; cancel reports the second succeeded and refund gives all of it back', async () => {
    const { state } = statefulSquare({ refundStatus: 'COMPLETED' });
    const p = provider();
    // Two clicks (or two tabs) each start an attempt with its own key: Square charges both.
    const one = await p.createPayment({ ...input, idempotencyKey: 'attempt-0001', sourceToken: 'cnon:first' });
    const two = await p.createPayment({ ...input, idempotencyKey: 'attempt-0002', sourceToken: 'cnon:second' });
    // A retry of the first attempt (same key) is the same payment, not a third charge.
    const oneAgain = await p.createPayment({ ...input, idempotencyKey: 'attempt-0001', sourceToken: 'cnon:first' });
    expect(one).toMatchObject({ providerRef: 'sqpay_1', status: 'succeeded', amount: 4599 });
    expect(two).toMatchObject({ providerRef: 'sqpay_2', status: 'succeeded', amount: 4599 });
    expect(oneAgain.providerRef).toBe('sqpay_1');
    expect(state.payments.size).toBe(2);
    expect(seen.map((r) => r.body.idempotency_key)).toEqual(['attempt-0001', 'attempt-0002', 'attempt-0001']);

    // The lifecycle voids the superseded attempt: Square cannot void a COMPLETED payment, so the
    // adapter reports it succeeded and asks Square for nothing.
    seen.length = 0;
    expect(await p.cancel('sqpay_2')).toEqual({ providerRef: 'sqpay_2', status: 'succeeded', amount: 4599, currency: 'GBP' });
    expect(sqCalls()).toEqual(['GET /v2/payments/sqpay_2']);

    // ... and the caller refunds it in full.
    seen.length = 0;
    expect(await p.refund('sqpay_2', 4599, 'refund:attempt-0002')).toEqual({ refundRef: 'sqref_1', status: 'succeeded' });
    expect(sqCalls()).toEqual(['GET /v2/payments/sqpay_2', 'POST /v2/refunds']);
    expect(seen[1]!.body).toEqual({
      idempotency_key: 'refund:attempt-0002',
      amount_money: { amount: 4599, currency: 'GBP' },
      payment_id: 'sqpay_2',
    });
    expect(state.payments.get('sqpay_2')!.refunded_money).toEqual({ amount: 4599, currency: 'GBP' });
    expect(state.payments.get('sqpay_1')!.refunded_money).toBeUndefined();
  });
});

describe('SquareProvider webhooks', () => {
  // What Square does: base64 HMAC-SHA256 over notification URL + raw body with the signature key.
  const sign = (body: string, key = SIGNATURE_KEY, url = WEBHOOK_URL) =>
    createHmac('sha256', key)
      .update(url + body)
      .digest('base64');
  const updated = (status: string, id = '6a8f5f28-54a1-4eb0-a98a-3111513fd4fc') =>
    JSON.stringify({
      merchant_id: '6SSW7HV8K2ST5',
      type: 'payment.updated',
      event_id: id,
      created_at: '2026-11-21T12:00:00Z',
      data: { type: 'payment', id: 'R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY', object: { payment: payment({ status }) } },
    });
  const completed = updated('COMPLETED');

  it('signs the way the SDK’s WebhooksHelper checks', async () => {
    await expect(
      WebhooksHelper.verifySignature({
        requestBody: completed,
        signatureHeader: sign(completed),
        signatureKey: SIGNATURE_KEY,
        notificationUrl: WEBHOOK_URL,
      }),
    ).resolves.toBe(true);
  });

  it('accepts a correctly signed event and reads it', async () => {
    expect(await provider().parseWebhook(completed, { 'x-square-hmacsha256-signature': sign(completed) })).toEqual({
      eventId: '6a8f5f28-54a1-4eb0-a98a-3111513fd4fc',
      type: 'payment.succeeded',
      providerRef: 'R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY',
      amount: 4599,
      currency: 'GBP',
    });
  });

  it('rejects a tampered body, another key, another notification URL and no signature', async () => {
    const p = provider();
    const tampered = completed.replace('"amount":4599', '"amount":1');
    expect(tampered).not.toBe(completed);
    await expect(p.parseWebhook(tampered, { 'x-square-hmacsha256-signature': sign(completed) })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(p.parseWebhook(completed, { 'x-square-hmacsha256-signature': sign(completed, 'other-key') })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(
      p.parseWebhook(completed, { 'x-square-hmacsha256-signature': sign(completed, SIGNATURE_KEY, 'https://evil.example/hook') }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(p.parseWebhook(completed, {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('gives a replayed event the same id', async () => {
    const p = provider();
    const first = await p.parseWebhook(completed, { 'x-square-hmacsha256-signature': sign(completed) });
    const again = await p.parseWebhook(completed, { 'X-Square-HmacSha256-Signature': sign(completed) });
    expect(again.eventId).toBe(first.eventId);
  });

  it.each([
    ['APPROVED', 'payment.authorized'],
    ['FAILED', 'payment.failed'],
    ['CANCELED', 'payment.failed'],
    ['PENDING', 'other'],
  ] as const)('maps a payment.updated with %s to %s', async (status, type) => {
    const body = updated(status);
    const event = await provider().parseWebhook(body, { 'x-square-hmacsha256-signature': sign(body) });
    expect(event.type).toBe(type);
    expect(event.providerRef).toBe('R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY');
  });

  it('reads a completed refund.updated as a refund of its payment', async () => {
    const body = JSON.stringify({
      type: 'refund.updated',
      event_id: 'ev-refund-1',
      data: {
        type: 'refund',
        id: 'refund_1',
        object: {
          refund: {
            id: 'refund_1',
            status: 'COMPLETED',
            payment_id: 'R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY',
            amount_money: { amount: 1000, currency: 'GBP' },
          },
        },
      },
    });
    expect(await provider().parseWebhook(body, { 'x-square-hmacsha256-signature': sign(body) })).toEqual({
      eventId: 'ev-refund-1',
      type: 'refund.succeeded',
      providerRef: 'R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY',
      amount: 1000,
      currency: 'GBP',
    });
  });
});

describe('SquareProvider settings', () => {
  it('shows the browser application and location ids only, and knows the sandbox', () => {
    const p = provider();
    expect(p.publicSettings()).toEqual({ application_id: 'sandbox-sq0idb-FakeApp', location_id: 'L8F4K2ZQX9', environment: 'sandbox' });
    const shown = JSON.stringify(p.publicSettings());
    expect(shown).not.toContain(ACCESS_TOKEN);
    expect(shown).not.toContain(SIGNATURE_KEY);
    expect(p.testMode).toBe(true);
    expect(provider({ environment: 'production', applicationId: 'sq0idp-FakeApp' }).testMode).toBe(false);
  });
});
