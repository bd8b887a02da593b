/**
 * A small stateful stand-in for Stripe's PaymentIntents and Refunds API (the parts Larder calls),
 * for tests that run whole servers. An intent is created waiting for a payment method; the shopper
 * pays it in the browser with Stripe.js, which the test does with `pay(intentId)`: a manual-capture
 * intent then holds the amount (requires_capture), an automatic one takes it (succeeded). A held
 * intent is captured once, for at most what it holds (the rest is released), or cancelled; refunds
 * never exceed what was received. Every POST is kept by its Idempotency-Key: the same key replays
 * the first answer (another body under the same key is refused, as Stripe does). It keeps what it
 * took and gave back, so a test can check the money; `down` makes it unreachable.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  status: 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
  capture_method: 'automatic' | 'manual';
  amount: number;
  /** What a capture may still take (the held authorisation); 0 once captured or cancelled. */
  amount_capturable: number;
  /** What was taken. */
  amount_received: number;
  /** What went back (the sum of its refunds). */
  refunded: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
}

export interface FakeStripeRefund {
  id: string;
  payment_intent: string;
  amount: number;
}

export interface FakeStripe {
  url: string;
  /** The SDK's `api` option that points it at this fake. */
  api: { host: string; port: number; protocol: 'http' };
  intents: Map<string, FakeIntent>;
  refunds: Map<string, FakeStripeRefund>;
  /** The cardholder pays in the browser (Stripe.js confirmPayment): held when manual, taken when automatic. */
  pay(intentId: string): FakeIntent;
  /** While true, every connection is dropped: Stripe cannot be reached. */
  down: boolean;
  close(): Promise<void>;
}

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_51FakeLarderStripeSecretKey';

const intentBody = (i: FakeIntent) => ({
  id: i.id,
  object: 'payment_intent',
  amount: i.amount,
  amount_capturable: i.amount_capturable,
  amount_received: i.amount_received,
  capture_method: i.capture_method,
  client_secret: `${i.id}_secret_${i.id.slice(-6)}`,
  currency: i.currency,
  description: i.description,
  metadata: i.metadata,
  last_payment_error: null,
  livemode: false,
  status: i.status,
});

/** Stripe's form encoding, flat: `metadata[purpose]=order` and the like. */
function formOf(raw: string): { get(name: string): string | undefined; prefixed(prefix: string): Record<string, string> } {
  const form = new URLSearchParams(raw);
  return {
    get: (name) => form.get(name) ?? undefined,
    prefixed: (prefix) => {
      const out: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = new RegExp(`^${prefix}\\[(.+)\\]$`).exec(k);
        if (m) out[m[1]!] = v;
      }
      return out;
    },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeStripeRefund>();
  const replies = new Map<string, { request: string; status: number; body: unknown }>();
  const server: Server = createServer((req, res) => {
    if (fake.down) {
      req.socket.destroy();
      return;
    }
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const send = (status: number, b: unknown) =>
        res
          .writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` })
          .end(JSON.stringify(b));
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const path = (req.url ?? '').split('?')[0]!;
      const key = req.headers['idempotency-key'];
      const request = `${req.method} ${path} ${raw}`;
      if (req.method === 'POST' && typeof key === 'string') {
        const seen = replies.get(key);
        if (seen && seen.request !== request)
          return send(400, {
            error: {
              type: 'idempotency_error',
              message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        if (seen) return send(seen.status, seen.body);
      }
      const [status, b] = handle(req.method ?? 'GET', path, formOf(raw));
      if (req.method === 'POST' && typeof key === 'string') replies.set(key, { request, status, body: b });
      send(status, b);
    });
  });

  const refuse = (code: string, message: string): [number, unknown] => [400, { error: { type: 'invalid_request_error', code, message } }];
  const unexpected = (i: FakeIntent, action: string) =>
    refuse('payment_intent_unexpected_state', `This PaymentIntent could not be ${action} because it has a status of ${i.status}.`);
  const missing = (id: string): [number, unknown] => [
    404,
    { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } },
  ];

  function handle(method: string, path: string, form: ReturnType<typeof formOf>): [number, unknown] {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.get('amount'));
      if (!Number.isInteger(amount) || amount < 1) return refuse('parameter_invalid_integer', 'Invalid amount');
      const i: FakeIntent = {
        id: `pi_${randomBytes(12).toString('hex')}`,
        status: 'requires_payment_method',
        capture_method: form.get('capture_method') === 'manual' ? 'manual' : 'automatic',
        amount,
        amount_capturable: 0,
        amount_received: 0,
        refunded: 0,
        currency: form.get('currency') ?? 'gbp',
        description: form.get('description') ?? '',
        metadata: form.prefixed('metadata'),
      };
      intents.set(i.id, i);
      return [200, intentBody(i)];
    }
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const i = intents.get(one[1]!);
      return i ? [200, intentBody(i)] : missing(one[1]!);
    }
    const action = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (method === 'POST' && action) {
      const i = intents.get(action[1]!);
      if (!i) return missing(action[1]!);
      if (action[2] === 'cancel') {
        if (i.status === 'succeeded' || i.status === 'canceled') return unexpected(i, 'canceled');
        i.status = 'canceled';
        i.amount_capturable = 0;
        return [200, intentBody(i)];
      }
      if (i.status !== 'requires_capture') return unexpected(i, 'captured');
      const amount = form.get('amount_to_capture') === undefined ? i.amount_capturable : Number(form.get('amount_to_capture'));
      if (!Number.isInteger(amount) || amount < 1 || amount > i.amount_capturable)
        return refuse('amount_too_large', `amount_to_capture must be at most ${i.amount_capturable}`);
      // One capture per intent: what is not captured is released.
      i.amount_received = amount;
      i.amount_capturable = 0;
      i.status = 'succeeded';
      return [200, intentBody(i)];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = form.get('payment_intent') ?? '';
      const i = intents.get(intentId);
      if (!i) return missing(intentId);
      if (i.status !== 'succeeded') return refuse('charge_not_refundable', `This PaymentIntent is ${i.status}: nothing to refund.`);
      const left = i.amount_received - i.refunded;
      const amount = form.get('amount') === undefined ? left : Number(form.get('amount'));
      if (left <= 0) return refuse('charge_already_refunded', 'This charge has already been refunded.');
      if (!Number.isInteger(amount) || amount < 1 || amount > left)
        return refuse('amount_too_large', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`);
      i.refunded += amount;
      const r: FakeStripeRefund = { id: `re_${randomBytes(12).toString('hex')}`, payment_intent: i.id, amount };
      refunds.set(r.id, r);
      return [200, { id: r.id, object: 'refund', amount, currency: i.currency, payment_intent: i.id, status: 'succeeded' }];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    intents,
    refunds,
    down: false,
    pay(intentId) {
      const i = intents.get(intentId);
      if (!i) throw new Error(`fake stripe: no intent ${intentId}`);
      if (i.status !== 'requires_payment_method') throw new Error(`fake stripe: intent ${intentId} is ${i.status}, not payable`);
      if (i.capture_method === 'manual') {
        i.status = 'requires_capture';
        i.amount_capturable = i.amount;
      } else {
        i.status = 'succeeded';
        i.amount_received = i.amount;
      }
      return i;
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
 * The environment that configures Stripe. Larder reads no API host for Stripe from the
 * environment, so a test also sets the adapter's `api` option to `fake.api`.
 */
export const fakeStripeEnv = () => ({
  STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51FakeLarderStripePublishableKey',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake_larder_stripe_webhook_secret',
});
