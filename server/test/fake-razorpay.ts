/**
 * A small stateful stand-in for Razorpay's Orders, Payments and Refunds API (the parts Larder
 * calls), for tests that run whole servers. An order is created by the server; the shopper pays
 * it in checkout.js, which the test does with `pay(orderId)`: the order gets a payment that is
 * `authorized` (the order asked for manual capture) or `captured` at once. A capture must be for
 * exactly the authorised amount, as Razorpay requires, and happens once; there is no void (an
 * authorised payment stays authorised until captured). Refunds are only of captured payments,
 * kept by their X-Refund-Idempotency key, and never exceed what was captured. Requests must carry
 * the key id and secret. It keeps what it took and gave back, so a test can check the money;
 * `down` makes it unreachable.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  /** The order's payment.capture: manual payments stay authorised until captured. */
  capture: 'automatic' | 'manual';
  status: 'created' | 'attempted' | 'paid';
}

export interface FakeRazorpayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  captured: boolean;
  amount_refunded: number;
  created_at: number;
}

export interface FakeRazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  /** Signs what checkout.js hands the browser (HMAC-SHA256 of "order_id|payment_id"): a test computes the signature with it. */
  keySecret: string;
  orders: Map<string, FakeRazorpayOrder>;
  payments: Map<string, FakeRazorpayPayment>;
  refunds: Map<string, FakeRazorpayRefund>;
  /** The shopper pays the order in checkout.js: a new payment, authorised (manual capture) or captured. */
  pay(orderId: string): FakeRazorpayPayment;
  /** While true, every connection is dropped: Razorpay cannot be reached. */
  down: boolean;
  close(): Promise<void>;
}

const KEY_ID = 'rzp_test_FakeLarderKey01';
const KEY_SECRET = 'fake_larder_razorpay_key_secret';

const orderBody = (o: FakeRazorpayOrder, paid: number) => ({
  id: o.id,
  entity: 'order',
  amount: o.amount,
  amount_paid: paid,
  amount_due: o.amount - paid,
  currency: o.currency,
  receipt: o.receipt,
  notes: o.notes,
  status: o.status,
  attempts: 0,
  created_at: 1795000000,
});

const paymentBody = (p: FakeRazorpayPayment) => ({
  id: p.id,
  entity: 'payment',
  amount: p.amount,
  currency: p.currency,
  status: p.status,
  order_id: p.order_id,
  method: 'card',
  captured: p.captured,
  amount_refunded: p.amount_refunded,
  refund_status: p.amount_refunded === 0 ? null : p.amount_refunded >= p.amount ? 'full' : 'partial',
  error_code: null,
  error_description: null,
  created_at: p.created_at,
});

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeRazorpayOrder>();
  const payments = new Map<string, FakeRazorpayPayment>();
  const refunds = new Map<string, FakeRazorpayRefund>();
  const refundsByKey = new Map<string, string>();
  let clock = 1795000000;
  const auth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

  const error = (status: number, code: string, description: string): [number, unknown] => [
    status,
    { error: { code, description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed' } },
  ];
  const bad = (description: string) => error(400, 'BAD_REQUEST_ERROR', description);
  const paidOn = (orderId: string) =>
    [...payments.values()].filter((p) => p.order_id === orderId && p.captured).reduce((n, p) => n + p.amount, 0);

  function handle(method: string, path: string, b: Record<string, any>, refundKey: string | undefined): [number, unknown] {
    if (method === 'POST' && path === '/v1/orders') {
      const amount = Number(b.amount);
      if (!Number.isInteger(amount) || amount < 100) return bad('Order amount less than minimum amount allowed');
      const o: FakeRazorpayOrder = {
        id: `order_${randomBytes(7).toString('hex')}`,
        amount,
        currency: String(b.currency ?? 'INR'),
        receipt: String(b.receipt ?? ''),
        notes: (b.notes ?? {}) as Record<string, string>,
        capture: b.payment?.capture === 'manual' ? 'manual' : 'automatic',
        status: 'created',
      };
      orders.set(o.id, o);
      return [200, orderBody(o, 0)];
    }
    const order = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
    if (method === 'GET' && order) {
      const o = orders.get(order[1]!);
      if (!o) return bad('The id provided does not exist');
      if (!order[2]) return [200, orderBody(o, paidOn(o.id))];
      const items = [...payments.values()].filter((p) => p.order_id === o.id).map(paymentBody);
      return [200, { entity: 'collection', count: items.length, items }];
    }
    const payment = /^\/v1\/payments\/([^/]+)(?:\/(capture|refund))?$/.exec(path);
    if (!payment) return error(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
    const p = payments.get(payment[1]!);
    if (!p) return bad('The id provided does not exist');
    if (method === 'GET' && !payment[2]) return [200, paymentBody(p)];
    if (method === 'POST' && payment[2] === 'capture') {
      if (p.status !== 'authorized') return bad('This payment has already been captured');
      if (Number(b.amount) !== p.amount) return bad('Capture amount must be equal to the amount authorized');
      if (b.currency !== undefined && b.currency !== p.currency) return bad('Currency should be same as that of payment');
      p.status = 'captured';
      p.captured = true;
      orders.get(p.order_id)!.status = 'paid';
      return [200, paymentBody(p)];
    }
    if (method === 'POST' && payment[2] === 'refund') {
      const known = refundKey ? refundsByKey.get(refundKey) : undefined;
      if (!known) {
        if (!p.captured) return bad('Payment has not been captured yet: only captured payments can be refunded');
        const amount = b.amount === undefined ? p.amount - p.amount_refunded : Number(b.amount);
        if (!Number.isInteger(amount) || amount < 1 || p.amount_refunded + amount > p.amount)
          return bad('The refund amount provided is greater than amount captured');
        p.amount_refunded += amount;
        if (p.amount_refunded >= p.amount) p.status = 'refunded';
        const r: FakeRazorpayRefund = { id: `rfnd_${randomBytes(7).toString('hex')}`, payment_id: p.id, amount };
        refunds.set(r.id, r);
        if (refundKey) refundsByKey.set(refundKey, r.id);
        return [200, refundBody(r, p)];
      }
      return [200, refundBody(refunds.get(known)!, p)];
    }
    return error(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
  }
  const refundBody = (r: FakeRazorpayRefund, p: FakeRazorpayPayment) => ({
    id: r.id,
    entity: 'refund',
    amount: r.amount,
    currency: p.currency,
    payment_id: p.id,
    status: 'processed',
    speed_processed: 'normal',
  });

  const server: Server = createServer((req, res) => {
    if (fake.down) {
      req.socket.destroy();
      return;
    }
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const send = ([status, b]: [number, unknown]) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(b));
      if (req.headers.authorization !== auth) return send(error(401, 'BAD_REQUEST_ERROR', 'Authentication failed'));
      const b = raw ? (JSON.parse(raw) as Record<string, any>) : {};
      const key = req.headers['x-refund-idempotency'];
      send(handle(req.method ?? 'GET', (req.url ?? '').split('?')[0]!, b, typeof key === 'string' ? key : undefined));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeRazorpay = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    orders,
    payments,
    refunds,
    down: false,
    pay(orderId) {
      const o = orders.get(orderId);
      if (!o) throw new Error(`fake razorpay: no order ${orderId}`);
      if (o.status === 'paid') throw new Error(`fake razorpay: order ${orderId} is already paid`);
      const manual = o.capture === 'manual';
      const p: FakeRazorpayPayment = {
        id: `pay_${randomBytes(7).toString('hex')}`,
        order_id: o.id,
        amount: o.amount,
        currency: o.currency,
        status: manual ? 'authorized' : 'captured',
        captured: !manual,
        amount_refunded: 0,
        // Strictly increasing, so "the latest payment" is well defined.
        created_at: ++clock,
      };
      payments.set(p.id, p);
      o.status = manual ? 'attempted' : 'paid';
      return p;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}

/**
 * The environment that configures Razorpay. Larder reads no API host for Razorpay from the
 * environment, so a test also sets the adapter's `hostUrl` to `fake.url`.
 */
export const fakeRazorpayEnv = () => ({
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: 'fake_larder_razorpay_webhook_secret',
});
