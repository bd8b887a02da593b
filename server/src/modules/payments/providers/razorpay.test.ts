import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type CreatePaymentInput } from '../provider';
import { RazorpayApiError, RazorpayProvider, type RazorpayConfig } from './razorpay';

// A local stand-in for api.razorpay.com: records what the SDK sends and answers like Razorpay.
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
let hostUrl: string;

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
  hostUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  respond = () => ({ status: 404, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'not faked' } } });
});

const KEY_SECRET = 'rzp_secret_abcdefghijkl';
const WEBHOOK_SECRET = 'rzp_webhook_secret_123';
const provider = (over: Partial<RazorpayConfig> = {}) =>
  new RazorpayProvider({ keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, hostUrl, ...over });

const input: CreatePaymentInput = {
  amount: 4599,
  currency: 'GBP',
  purpose: 'order',
  reference: 'ORD-2026-000123',
  customerId: 'cus_42',
  email: 'ann@example.com',
  idempotencyKey: 'attempt-7f3c9a1e-0001',
  description: 'order',
};

const paymentEntity = (over: Record<string, unknown> = {}) => ({
  id: 'pay_29QQoUBi66xm2f',
  entity: 'payment',
  amount: 4599,
  currency: 'GBP',
  status: 'captured',
  order_id: 'order_9A33XWu170gUtm',
  error_description: null,
  created_at: 1795000000,
  ...over,
});

describe('RazorpayProvider API calls (local fake Razorpay)', () => {
  it('creates an order in pence with our reference and returns only public checkout data', async () => {
    respond = () => ({
      status: 200,
      body: { id: 'order_9A33XWu170gUtm', entity: 'order', amount: 4599, currency: 'GBP', receipt: 'ORD-2026-000123', status: 'created' },
    });
    const created = await provider().createPayment(input);

    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/orders');
    expect(req.body).toEqual({
      amount: 4599,
      currency: 'GBP',
      receipt: 'ORD-2026-000123',
      notes: { purpose: 'order', reference: 'ORD-2026-000123', customer: 'cus_42' },
    });
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`rzp_test_1DP5mmOlF5G5ag:${KEY_SECRET}`).toString('base64')}`);

    expect(created).toMatchObject({
      providerRef: 'order_9A33XWu170gUtm',
      providerOrderRef: 'order_9A33XWu170gUtm',
      status: 'pending',
      amount: 4599,
    });
    expect(created.clientData).toEqual({
      key: 'rzp_test_1DP5mmOlF5G5ag',
      order_id: 'order_9A33XWu170gUtm',
      amount: 4599,
      currency: 'GBP',
      name: 'Larder',
      description: 'order',
    });
    expect(JSON.stringify(created.clientData)).not.toContain(KEY_SECRET);
  });

  it('asks for manual capture on the order when the payment is to be captured later', async () => {
    respond = () => ({ status: 200, body: { id: 'order_manual', entity: 'order', amount: 4599, currency: 'GBP', status: 'created' } });
    const p = provider();
    expect(p.partialCapture).toBe(false);
    const created = await p.createPayment({ ...input, captureLater: true });
    expect(seen[0]!.body).toEqual({
      amount: 4599,
      currency: 'GBP',
      receipt: 'ORD-2026-000123',
      notes: { purpose: 'order', reference: 'ORD-2026-000123', customer: 'cus_42' },
      payment: { capture: 'manual' },
    });
    expect(created).toMatchObject({ providerRef: 'order_manual', status: 'pending', amount: 4599 });
  });

  it('cuts the receipt to Razorpay’s 40 characters but keeps the full reference in the notes', async () => {
    respond = () => ({ status: 200, body: { id: 'order_long', amount: 100, currency: 'GBP' } });
    const reference = 'SUB-ORDER-'.padEnd(60, 'x');
    await provider().createPayment({ ...input, amount: 100, reference });
    expect(seen[0]!.body.receipt).toBe(reference.slice(0, 40));
    expect(seen[0]!.body.notes.reference).toBe(reference);
  });

  it.each([
    ['created', 'pending'],
    ['authorized', 'authorized'],
    ['captured', 'succeeded'],
    ['failed', 'failed'],
    ['refunded', 'canceled'],
  ] as const)('maps a %s payment to %s', async (rzpStatus, status) => {
    respond = () => ({ status: 200, body: paymentEntity({ status: rzpStatus, currency: 'gbp' }) });
    const payment = await provider().getPayment('pay_29QQoUBi66xm2f');
    expect(seen[0]!.path).toBe('/v1/payments/pay_29QQoUBi66xm2f');
    expect(payment).toEqual({
      providerRef: 'pay_29QQoUBi66xm2f',
      providerOrderRef: 'order_9A33XWu170gUtm',
      status,
      amount: 4599,
      currency: 'GBP',
    });
  });

  it('reports a failed payment with Razorpay’s reason', async () => {
    respond = () => ({ status: 200, body: paymentEntity({ status: 'failed', error_description: 'Payment was declined by the bank' }) });
    const payment = await provider().getPayment('pay_29QQoUBi66xm2f');
    expect(payment).toMatchObject({ status: 'failed', failureMessage: 'Payment was declined by the bank' });
  });

  it('given an order id, reports the order’s captured payment', async () => {
    respond = (req) =>
      req.path === '/v1/orders/order_9A33XWu170gUtm/payments'
        ? {
            status: 200,
            body: {
              entity: 'collection',
              count: 2,
              items: [
                paymentEntity({ id: 'pay_failed', status: 'failed', created_at: 1795000100 }),
                paymentEntity({ id: 'pay_ok', status: 'captured', created_at: 1795000000 }),
              ],
            },
          }
        : { status: 404, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'no' } } };
    const payment = await provider().getPayment('order_9A33XWu170gUtm');
    expect(payment).toMatchObject({ providerRef: 'pay_ok', providerOrderRef: 'order_9A33XWu170gUtm', status: 'succeeded', amount: 4599 });
  });

  it('given an order with no payment yet, reports it pending', async () => {
    respond = (req) =>
      req.path.endsWith('/payments')
        ? { status: 200, body: { entity: 'collection', count: 0, items: [] } }
        : { status: 200, body: { id: 'order_empty', amount: 4599, currency: 'GBP', status: 'created' } };
    const payment = await provider().getPayment('order_empty');
    expect(payment).toEqual({
      providerRef: 'order_empty',
      providerOrderRef: 'order_empty',
      status: 'pending',
      amount: 4599,
      currency: 'GBP',
    });
  });

  it('captures an authorized payment with the amount and the payment’s currency', async () => {
    respond = (req) =>
      req.method === 'GET'
        ? { status: 200, body: paymentEntity({ status: 'authorized' }) }
        : { status: 200, body: paymentEntity({ status: 'captured' }) };
    const payment = await provider().capture('pay_29QQoUBi66xm2f', 4599);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/payments/pay_29QQoUBi66xm2f',
      'POST /v1/payments/pay_29QQoUBi66xm2f/capture',
    ]);
    expect(seen[1]!.body).toEqual({ amount: 4599, currency: 'GBP' });
    expect(payment.status).toBe('succeeded');
  });

  it('does not capture a payment twice', async () => {
    respond = () => ({ status: 200, body: paymentEntity({ status: 'captured' }) });
    const payment = await provider().capture('pay_29QQoUBi66xm2f', 4599);
    expect(seen.map((r) => r.method)).toEqual(['GET']);
    expect(payment.status).toBe('succeeded');
  });

  it('refunds with the amount, normal speed and Razorpay’s refund idempotency header', async () => {
    respond = () => ({
      status: 200,
      body: { id: 'rfnd_FP8QHiV938haTz', entity: 'refund', amount: 1000, currency: 'GBP', status: 'pending' },
    });
    const refund = await provider().refund('pay_29QQoUBi66xm2f', 1000, 'refund-ORD-2026-000123-1');
    const req = seen[0]!;
    expect(`${req.method} ${req.path}`).toBe('POST /v1/payments/pay_29QQoUBi66xm2f/refund');
    expect(req.body).toEqual({ amount: 1000, speed: 'normal', notes: { idempotency_key: 'refund-ORD-2026-000123-1' } });
    expect(req.headers['x-refund-idempotency']).toBe('refund-ORD-2026-000123-1');
    expect(req.headers.authorization).toMatch(/^Basic /);
    expect(refund).toEqual({ refundRef: 'rfnd_FP8QHiV938haTz', status: 'pending' });
  });

  it('hashes an idempotency key Razorpay would not accept into a stable one', async () => {
    respond = () => ({ status: 200, body: { id: 'rfnd_1', status: 'processed' } });
    const p = provider();
    expect(await p.refund('pay_1', 500, 'short:1')).toEqual({ refundRef: 'rfnd_1', status: 'succeeded' });
    await p.refund('pay_1', 500, 'short:1');
    const [a, b] = seen.map((r) => r.headers['x-refund-idempotency']);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
  });

  it('turns Razorpay’s error answer into a RazorpayApiError', async () => {
    respond = () => ({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } } });
    const err = await provider()
      .getPayment('pay_missing')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RazorpayApiError);
    expect(err).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST_ERROR' });
    expect((err as Error).message).toContain('The id provided does not exist');
  });
});

// A stateful stand-in for Razorpay orders, their payments and refunds. There is no call to cancel
// an order or void a payment (so none is faked: anything unknown is a 404). Only an authorized
// payment can be captured, and only for its whole amount. Only a captured payment can be refunded;
// a refund key seen before with the same body gets the first refund again, with another body it is
// refused.
type RzpPayment = ReturnType<typeof paymentEntity> & { amount_refunded: number; refund_status: string | null; captured: boolean };
function statefulRazorpay(opts: { refundStatus?: string; beforeCapture?: (p: RzpPayment) => void } = {}) {
  const state = {
    orders: new Map<string, { id: string; amount: number; currency: string; status: string; paymentIds: string[] }>(),
    payments: new Map<string, RzpPayment>(),
    refundKeys: new Map<string, { body: string; reply: Reply }>(),
    refundCount: 0,
  };
  const bad = (description: string) => ({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description } } });
  respond = (req) => {
    let m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.path);
    if (req.method === 'GET' && m) {
      const order = state.orders.get(m[1]!);
      if (!order) return bad('The id provided does not exist');
      const items = order.paymentIds.map((id) => state.payments.get(id)!);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    m = /^\/v1\/orders\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && m) {
      const order = state.orders.get(m[1]!);
      return order
        ? { status: 200, body: { id: order.id, entity: 'order', amount: order.amount, currency: order.currency, status: order.status } }
        : bad('The id provided does not exist');
    }
    m = /^\/v1\/payments\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && m) {
      const payment = state.payments.get(m[1]!);
      return payment ? { status: 200, body: payment } : bad('The id provided does not exist');
    }
    m = /^\/v1\/payments\/([^/]+)\/capture$/.exec(req.path);
    if (req.method === 'POST' && m) {
      const payment = state.payments.get(m[1]!);
      if (!payment) return bad('The id provided does not exist');
      opts.beforeCapture?.(payment);
      if (payment.status === 'captured') return bad('This payment has already been captured');
      if (payment.status !== 'authorized') return bad('Only payments which have been authorized and not yet captured can be captured');
      if (req.body.amount !== payment.amount) return bad('Capture amount must be equal to the amount authorized');
      if (req.body.currency !== payment.currency) return bad('The currency should be same as the payment currency');
      payment.status = 'captured';
      payment.captured = true;
      return { status: 200, body: payment };
    }
    m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.path);
    if (req.method === 'POST' && m) {
      const key = String(req.headers['x-refund-idempotency']);
      const body = JSON.stringify(req.body);
      const seenKey = state.refundKeys.get(key);
      if (seenKey)
        return seenKey.body === body ? seenKey.reply : bad('Different request with the same idempotency key has already been processed.');
      const payment = state.payments.get(m[1]!);
      if (!payment) return bad('The id provided does not exist');
      if (payment.status !== 'captured') return bad('Only captured payments can be refunded');
      const amount = req.body.amount as number;
      if (payment.amount_refunded + amount > payment.amount) return bad('The refund amount provided is greater than amount captured');
      payment.amount_refunded += amount;
      payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
      if (payment.refund_status === 'full') payment.status = 'refunded';
      state.refundCount += 1;
      const reply = {
        status: 200,
        body: {
          id: `rfnd_${state.refundCount}`,
          entity: 'refund',
          amount,
          currency: payment.currency,
          payment_id: payment.id,
          status: opts.refundStatus ?? 'processed',
          speed_requested: req.body.speed,
        },
      };
      state.refundKeys.set(key, { body, reply });
      return reply;
    }
    return { status: 404, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } } };
  };
  const order = (id: string, payments: Array<Record<string, unknown>> = []) => {
    const ids = payments.map((over, i) => {
      const p = {
        ...paymentEntity({ order_id: id, created_at: 1795000000 + i * 60, ...over }),
        amount_refunded: 0,
        refund_status: null,
        captured: over.status === 'captured',
      } as RzpPayment;
      state.payments.set(p.id, p);
      return p.id;
    });
    const paid = payments.some((p) => p.status === 'captured');
    state.orders.set(id, {
      id,
      amount: 4599,
      currency: 'GBP',
      status: paid ? 'paid' : payments.length ? 'attempted' : 'created',
      paymentIds: ids,
    });
  };
  return { state, order };
}
const rzpCalls = () => seen.map((r) => `${r.method} ${r.path}`);

describe('RazorpayProvider cancel: Razorpay has no void, so it reports honestly and changes nothing', () => {
  it('reports an order nobody has paid yet as pending (it can still be paid), never as cancelled', async () => {
    const { order } = statefulRazorpay();
    order('order_unpaid');
    const p = provider();
    const first = await p.cancel('order_unpaid');
    expect(first).toEqual({
      providerRef: 'order_unpaid',
      providerOrderRef: 'order_unpaid',
      status: 'pending',
      amount: 4599,
      currency: 'GBP',
    });
    expect(await p.cancel('order_unpaid')).toEqual(first);
    expect(seen.every((r) => r.method === 'GET')).toBe(true);
  });

  it.each([
    ['authorized', 'authorized'],
    ['captured', 'succeeded'],
    ['failed', 'failed'],
    ['refunded', 'canceled'],
  ] as const)('reports an order whose payment is %s as %s, with the payment’s id', async (rzpStatus, status) => {
    const { order } = statefulRazorpay();
    order('order_x', [{ id: 'pay_x', status: rzpStatus }]);
    expect(await provider().cancel('order_x')).toMatchObject({ providerRef: 'pay_x', providerOrderRef: 'order_x', status, amount: 4599 });
    expect(rzpCalls()).toEqual(['GET /v1/orders/order_x/payments']);
  });

  it.each([
    ['created', 'pending'],
    ['authorized', 'authorized'],
    ['captured', 'succeeded'],
    ['failed', 'failed'],
    ['refunded', 'canceled'],
  ] as const)('reports a %s payment (pay_…) as %s without asking Razorpay to change anything', async (rzpStatus, status) => {
    const { order } = statefulRazorpay();
    order('order_y', [{ id: 'pay_y', status: rzpStatus }]);
    expect(await provider().cancel('pay_y')).toMatchObject({ providerRef: 'pay_y', providerOrderRef: 'order_y', status });
    expect(rzpCalls()).toEqual(['GET /v1/payments/pay_y']);
  });

  it('throws when Razorpay cannot be read', async () => {
    respond = () => ({ status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } });
    await expect(provider().cancel('order_any')).rejects.toMatchObject({ name: 'RazorpayApiError', statusCode: 401 });
  });
});

describe('RazorpayProvider authorise now, capture later (catch-weight): Razorpay captures the whole authorisation', () => {
  it('captures the whole authorised amount when asked for less, reports it, and a second capture changes nothing', async () => {
    const { state, order } = statefulRazorpay();
    order('order_m', [{ id: 'pay_m', status: 'authorized' }]);
    const p = provider();

    expect(await p.capture('pay_m', 4200)).toEqual({
      providerRef: 'pay_m',
      providerOrderRef: 'order_m',
      status: 'succeeded',
      amount: 4599,
      currency: 'GBP',
    });
    expect(rzpCalls()).toEqual(['GET /v1/payments/pay_m', 'POST /v1/payments/pay_m/capture']);
    expect(seen[1]!.body).toEqual({ amount: 4599, currency: 'GBP' });
    expect(state.payments.get('pay_m')!.status).toBe('captured');

    seen.length = 0;
    expect(await p.capture('pay_m', 4200)).toMatchObject({ status: 'succeeded', amount: 4599 });
    expect(rzpCalls()).toEqual(['GET /v1/payments/pay_m']);

    // The caller refunds what was not owed, from the captured payment.
    await p.refund('pay_m', 399, 'refund-PAY-0009-catch');
    expect(state.payments.get('pay_m')).toMatchObject({ status: 'captured', amount_refunded: 399 });
  });

  it('given the attempt’s order id, captures the order’s authorized payment', async () => {
    const { state, order } = statefulRazorpay();
    order('order_n', [
      { id: 'pay_n_failed', status: 'failed' },
      { id: 'pay_n', status: 'authorized' },
    ]);
    expect(await provider().capture('order_n', 4000)).toMatchObject({ providerRef: 'pay_n', status: 'succeeded', amount: 4599 });
    expect(rzpCalls()).toEqual(['GET /v1/orders/order_n/payments', 'POST /v1/payments/pay_n/capture']);
    expect(state.payments.get('pay_n')!.status).toBe('captured');
  });

  it('reports an order nobody has paid as pending, capturing nothing', async () => {
    const { order } = statefulRazorpay();
    order('order_o');
    expect(await provider().capture('order_o', 4000)).toMatchObject({ providerRef: 'order_o', status: 'pending' });
    expect(seen.every((r) => r.method === 'GET')).toBe(true);
  });

  it('refuses to capture more than was authorised, or nothing, without asking Razorpay', async () => {
    const { order } = statefulRazorpay();
    order('order_p', [{ id: 'pay_p', status: 'authorized' }]);
    await expect(provider().capture('pay_p', 4600)).rejects.toThrow(/cannot capture 4600/);
    await expect(provider().capture('pay_p', 0)).rejects.toThrow(/cannot capture 0/);
    expect(rzpCalls()).toEqual(['GET /v1/payments/pay_p', 'GET /v1/payments/pay_p']);
  });

  it('reports the payment captured when another capture got there first (Razorpay refuses the second)', async () => {
    const { order } = statefulRazorpay({ beforeCapture: (payment) => void (payment.status = 'captured') });
    order('order_q', [{ id: 'pay_q', status: 'authorized' }]);
    expect(await provider().capture('pay_q', 4599)).toMatchObject({ status: 'succeeded', amount: 4599 });
    expect(rzpCalls()).toEqual(['GET /v1/payments/pay_q', 'POST /v1/payments/pay_q/capture', 'GET /v1/payments/pay_q']);
  });

  it('throws Razorpay’s refusal while the payment is still authorized', async () => {
    // The authorisation reads differently by the time the capture lands: Razorpay refuses the amount.
    const { state, order } = statefulRazorpay({ beforeCapture: (payment) => void (payment.amount = 5000) });
    order('order_r', [{ id: 'pay_r', status: 'authorized' }]);
    await expect(provider().capture('pay_r', 4599)).rejects.toMatchObject({ name: 'RazorpayApiError', statusCode: 400 });
    expect(rzpCalls()).toEqual(['GET /v1/payments/pay_r', 'POST /v1/payments/pay_r/capture', 'GET /v1/payments/pay_r']);
    expect(state.payments.get('pay_r')!.status).toBe('authorized');
  });

  it('cannot release an authorisation (Razorpay has no void): cancel reports it authorized and asks for nothing', async () => {
    const { state, order } = statefulRazorpay();
    order('order_s', [{ id: 'pay_s', status: 'authorized' }]);
    expect(await provider().cancel('pay_s')).toMatchObject({ providerRef: 'pay_s', status: 'authorized', amount: 4599 });
    expect(seen.every((r) => r.method === 'GET')).toBe(true);
    expect(state.payments.get('pay_s')!.status).toBe('authorized');
  });
});

describe('RazorpayProvider getPayment by order id (an attempt knows only its order_… until the shopper pays)', () => {
  it('reports an authorized payment when there is no captured one', async () => {
    const { order } = statefulRazorpay();
    order('order_a', [
      { id: 'pay_failed', status: 'failed', error_description: 'Payment was declined by the bank' },
      { id: 'pay_auth', status: 'authorized' },
    ]);
    expect(await provider().getPayment('order_a')).toEqual({
      providerRef: 'pay_auth',
      providerOrderRef: 'order_a',
      status: 'authorized',
      amount: 4599,
      currency: 'GBP',
    });
  });

  it('reports the latest payment when none is captured or authorized: a retry after a decline is pending', async () => {
    const { order } = statefulRazorpay();
    order('order_b', [
      { id: 'pay_declined', status: 'failed', error_description: 'Payment was declined by the bank' },
      { id: 'pay_retry', status: 'created' },
    ]);
    expect(await provider().getPayment('order_b')).toMatchObject({ providerRef: 'pay_retry', status: 'pending' });
  });

  it('reports a declined-only order as failed with Razorpay’s reason', async () => {
    const { order } = statefulRazorpay();
    order('order_c', [{ id: 'pay_declined', status: 'failed', error_description: 'Payment was declined by the bank' }]);
    expect(await provider().getPayment('order_c')).toEqual({
      providerRef: 'pay_declined',
      providerOrderRef: 'order_c',
      status: 'failed',
      amount: 4599,
      currency: 'GBP',
      failureMessage: 'Payment was declined by the bank',
    });
  });

  it('prefers the captured payment over a duplicate Razorpay refunded by itself', async () => {
    const { order } = statefulRazorpay();
    order('order_d', [
      { id: 'pay_paid', status: 'captured' },
      { id: 'pay_duplicate', status: 'refunded' },
    ]);
    expect(await provider().getPayment('order_d')).toMatchObject({ providerRef: 'pay_paid', status: 'succeeded' });
  });

  it('reports what was paid after a partial refund (still captured), and a fully refunded payment as canceled', async () => {
    const { state, order } = statefulRazorpay();
    order('order_e', [{ id: 'pay_e', status: 'captured' }]);
    const p = provider();
    await p.refund('pay_e', 1000, 'refund-PAY-0001-1');
    expect(state.payments.get('pay_e')).toMatchObject({ status: 'captured', amount_refunded: 1000, refund_status: 'partial' });
    expect(await p.getPayment('order_e')).toMatchObject({ providerRef: 'pay_e', status: 'succeeded', amount: 4599 });
    await p.refund('pay_e', 3599, 'refund-PAY-0001-2');
    expect(await p.getPayment('pay_e')).toMatchObject({ providerRef: 'pay_e', status: 'canceled', amount: 4599 });
  });
});

describe('RazorpayProvider refund against a stateful fake Razorpay', () => {
  it('sends a partial refund in paise with X-Refund-Idempotency, and the same key twice gives the same refund', async () => {
    const { state, order } = statefulRazorpay({ refundStatus: 'pending' });
    order('order_f', [{ id: 'pay_f', status: 'captured' }]);
    const p = provider();
    const first = await p.refund('pay_f', 1250, 'refund-PAY-0001-change-1');
    const again = await p.refund('pay_f', 1250, 'refund-PAY-0001-change-1');

    expect(rzpCalls()).toEqual(['POST /v1/payments/pay_f/refund', 'POST /v1/payments/pay_f/refund']);
    for (const req of seen) {
      expect(req.headers['x-refund-idempotency']).toBe('refund-PAY-0001-change-1');
      expect(req.body).toEqual({ amount: 1250, speed: 'normal', notes: { idempotency_key: 'refund-PAY-0001-change-1' } });
    }
    expect(first).toEqual({ refundRef: 'rfnd_1', status: 'pending' });
    expect(again).toEqual(first);
    expect(state.refundCount).toBe(1);
    expect(state.payments.get('pay_f')!.amount_refunded).toBe(1250);
  });

  it('hashes the caller’s refund:… keys (a colon is not allowed) to the same key each time, so a retry still matches', async () => {
    const { state, order } = statefulRazorpay();
    order('order_g', [{ id: 'pay_g', status: 'captured' }]);
    const p = provider();
    const first = await p.refund('pay_g', 4599, 'refund:PAY-0002');
    expect(await p.refund('pay_g', 4599, 'refund:PAY-0002')).toEqual(first);
    const [a, b] = seen.map((r) => r.headers['x-refund-idempotency']);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(state.refundCount).toBe(1);
  });

  it.each([
    ['pending', 'pending'],
    ['processed', 'succeeded'],
    ['failed', 'failed'],
  ] as const)('maps a refund %s to %s', async (refundStatus, status) => {
    const { order } = statefulRazorpay({ refundStatus });
    order('order_h', [{ id: 'pay_h', status: 'captured' }]);
    expect(await provider().refund('pay_h', 4599, 'refund-PAY-0003')).toEqual({ refundRef: 'rfnd_1', status });
  });

  it('given the attempt’s order id, refunds the order’s captured payment', async () => {
    const { state, order } = statefulRazorpay();
    order('order_i', [
      { id: 'pay_i_failed', status: 'failed' },
      { id: 'pay_i', status: 'captured' },
    ]);
    expect(await provider().refund('order_i', 4599, 'refund-PAY-0004')).toEqual({ refundRef: 'rfnd_1', status: 'succeeded' });
    expect(rzpCalls()).toEqual(['GET /v1/orders/order_i/payments', 'POST /v1/payments/pay_i/refund']);
    expect(seen[1]!.body.amount).toBe(4599);
    expect(state.payments.get('pay_i')!.status).toBe('refunded');
  });

  it('throws for an order with no captured payment (an authorisation is released by Razorpay, not refunded)', async () => {
    const { order } = statefulRazorpay();
    order('order_j', [{ id: 'pay_j', status: 'authorized' }]);
    await expect(provider().refund('order_j', 4599, 'refund-PAY-0005')).rejects.toMatchObject({ name: 'RazorpayApiError' });
    expect(rzpCalls()).toEqual(['GET /v1/orders/order_j/payments']);
  });

  it('throws Razorpay’s refusals: an uncaptured payment, and the same key with another amount', async () => {
    const { order } = statefulRazorpay();
    order('order_k', [
      { id: 'pay_auth', status: 'authorized' },
      { id: 'pay_k', status: 'captured' },
    ]);
    const p = provider();
    await expect(p.refund('pay_auth', 4599, 'refund-PAY-0006')).rejects.toMatchObject({ statusCode: 400, code: 'BAD_REQUEST_ERROR' });
    await p.refund('pay_k', 1000, 'refund-PAY-0007');
    const err = await p.refund('pay_k', 2000, 'refund-PAY-0007').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RazorpayApiError);
    expect((err as Error).message).toContain('Different request with the same idempotency key');
  });
});

describe('RazorpayProvider webhooks', () => {
  const sign = (body: string, secret = WEBHOOK_SECRET) => createHmac('sha256', secret).update(body).digest('hex');
  const captured = JSON.stringify({
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: paymentEntity({ currency: 'gbp' }) } },
    created_at: 1795000000,
  });

  it('accepts a correctly signed event and reads it', async () => {
    const event = await provider().parseWebhook(captured, {
      'x-razorpay-signature': sign(captured),
      'x-razorpay-event-id': 'KEc3LvXjKqS7x5',
    });
    expect(event).toEqual({
      eventId: 'KEc3LvXjKqS7x5',
      type: 'payment.succeeded',
      providerRef: 'pay_29QQoUBi66xm2f',
      amount: 4599,
      currency: 'GBP',
    });
  });

  it('rejects a tampered body', async () => {
    const tampered = captured.replace('"amount":4599', '"amount":1');
    await expect(provider().parseWebhook(tampered, { 'x-razorpay-signature': sign(captured) })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it('rejects a body signed with another secret, and one with no signature', async () => {
    await expect(provider().parseWebhook(captured, { 'x-razorpay-signature': sign(captured, 'not-our-secret') })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(provider().parseWebhook(captured, {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('gives a replayed event the same id, with or without Razorpay’s event id header', async () => {
    const p = provider();
    const headers = { 'x-razorpay-signature': sign(captured), 'x-razorpay-event-id': 'KEc3LvXjKqS7x5' };
    expect((await p.parseWebhook(captured, headers)).eventId).toBe((await p.parseWebhook(captured, headers)).eventId);
    const first = await p.parseWebhook(captured, { 'x-razorpay-signature': sign(captured) });
    const again = await p.parseWebhook(captured, { 'x-razorpay-signature': sign(captured) });
    expect(first.eventId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(again.eventId).toBe(first.eventId);
  });

  it.each([
    ['payment.authorized', 'payment.authorized'],
    ['payment.failed', 'payment.failed'],
    ['order.paid', 'other'],
  ] as const)('maps %s to %s', async (rzpEvent, type) => {
    const body = JSON.stringify({ event: rzpEvent, payload: { payment: { entity: paymentEntity() } } });
    const event = await provider().parseWebhook(body, { 'X-Razorpay-Signature': sign(body), 'X-Razorpay-Event-Id': 'evt' });
    expect(event.type).toBe(type);
    expect(event.providerRef).toBe('pay_29QQoUBi66xm2f');
  });

  it('reads a processed refund with the refund’s amount', async () => {
    const body = JSON.stringify({
      event: 'refund.processed',
      payload: {
        refund: { entity: { id: 'rfnd_1', payment_id: 'pay_29QQoUBi66xm2f', amount: 1000, currency: 'GBP', status: 'processed' } },
        payment: { entity: paymentEntity({ status: 'refunded' }) },
      },
    });
    const event = await provider().parseWebhook(body, { 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'r1' });
    expect(event).toEqual({ eventId: 'r1', type: 'refund.succeeded', providerRef: 'pay_29QQoUBi66xm2f', amount: 1000, currency: 'GBP' });
  });
});

describe('RazorpayProvider checkout signature and settings', () => {
  const signature = createHmac('sha256', KEY_SECRET).update('order_9A33XWu170gUtm|pay_29QQoUBi66xm2f').digest('hex');

  it('accepts Razorpay’s signature of order_id|payment_id and nothing else', () => {
    const p = provider();
    expect(p.verifyClientSignature({ providerRef: 'pay_29QQoUBi66xm2f', providerOrderId: 'order_9A33XWu170gUtm', signature })).toBe(true);
    expect(p.verifyClientSignature({ providerRef: 'pay_other', providerOrderId: 'order_9A33XWu170gUtm', signature })).toBe(false);
    expect(p.verifyClientSignature({ providerRef: 'pay_29QQoUBi66xm2f', providerOrderId: 'order_other', signature })).toBe(false);
    expect(p.verifyClientSignature({ providerRef: 'pay_29QQoUBi66xm2f', providerOrderId: 'order_9A33XWu170gUtm' })).toBe(false);
    expect(p.verifyClientSignature({ providerRef: 'pay_29QQoUBi66xm2f', signature })).toBe(false);
  });

  it('shows the browser the key id only, and knows test keys', () => {
    const p = provider();
    expect(p.publicSettings()).toEqual({ key: 'rzp_test_1DP5mmOlF5G5ag', name: 'Larder' });
    const shown = JSON.stringify(p.publicSettings());
    expect(shown).not.toContain(KEY_SECRET);
    expect(shown).not.toContain(WEBHOOK_SECRET);
    expect(p.testMode).toBe(true);
    expect(provider({ keyId: 'rzp_live_ILgsfZCZoFIKMb' }).testMode).toBe(false);
  });
});
