/**
 * A small stateful stand-in for Stripe's PaymentIntents and Refunds API (the parts Larder calls),
 * for tests that run whole servers. An intent is created waiting for a payment method; the shopper
 * pays it in the browser with Stripe.js, which the test does with `pay(intentId)`: a manual-capture
 * intent then holds the amount (requires_capture), an automatic one takes it (succeeded). A held
 * intent is captured once, for at most what it holds (the rest is released), or cancelled; refunds
 * never exceed what was received. Every POST is kept by its Idempotency-Key: the same key replays
 * the first answer (another body under the same key is refused, as Stripe does). It keeps what it
 * took and gave back, so a test can check the money; `down` makes it unreachable.
 *
 * Created with `confirm=true` and a card (`payment_method`, or `payment_method_data[card][token]`),
 * an intent is charged at once as Stripe's test cards are: `tok_visa`/`pm_card_visa` succeed,
 * `tok_chargeDeclined`/`pm_card_chargeDeclined` are declined (402 card_error carrying the intent),
 * `tok_threeDSecure2Required`/`pm_card_threeDSecure2Required`/`pm_card_authenticationRequired`
 * wait for 3-D Secure (requires_action with a `use_stripe_sdk` next action), which the test
 * completes or fails with `authenticate(intentId, pass)`, as Stripe.js would.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  status: 'requires_payment_method' | 'requires_action' | 'requires_capture' | 'succeeded' | 'canceled';
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
  /** The card it was confirmed with (a token or PaymentMethod id), when confirmed by the server. */
  payment_method: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
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
  /** The cardholder completes (or fails) 3-D Secure for an intent waiting for it (Stripe.js handleNextAction). */
  authenticate(intentId: string, pass: boolean): FakeIntent;
  /** How many create requests asked to charge a card at once (confirm=true), replays not counted. */
  confirms: number;
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
  last_payment_error: i.last_payment_error,
  livemode: false,
  next_action:
    i.status === 'requires_action'
      ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `https://hooks.stripe.test/3ds/${i.id}` } }
      : null,
  payment_method: i.payment_method,
  status: i.status,
});

const CARDS: Record<string, 'ok' | 'declined' | '3ds'> = {
  tok_visa: 'ok',
  pm_card_visa: 'ok',
  tok_chargeDeclined: 'declined',
  pm_card_chargeDeclined: 'declined',
  tok_threeDSecure2Required: '3ds',
  pm_card_threeDSecure2Required: '3ds',
  pm_card_authenticationRequired: '3ds',
};

/** Paid: taken at once, or held when the intent captures manually. */
function take(i: FakeIntent) {
  if (i.capture_method === 'manual') {
    i.status = 'requires_capture';
    i.amount_capturable = i.amount;
  } else {
    i.status = 'succeeded';
    i.amount_received = i.amount;
  }
}

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
        payment_method: null,
        last_payment_error: null,
      };
      if (form.get('confirm') === 'true') {
        const card = form.get('payment_method') ?? form.get('payment_method_data[card][token]');
        if (!card) return refuse('parameter_missing', 'You must provide a payment method to confirm this PaymentIntent.');
        const kind = CARDS[card];
        if (!kind) return refuse('resource_missing', `No such ${card.startsWith('tok_') ? 'token' : 'PaymentMethod'}: '${card}'`);
        fake.confirms++;
        i.payment_method = card;
        intents.set(i.id, i);
        if (kind === 'ok') take(i);
        if (kind === '3ds') i.status = 'requires_action';
        if (kind === 'declined') {
          i.last_payment_error = {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          };
          return [402, { error: { ...i.last_payment_error, payment_intent: intentBody(i) } }];
        }
        return [200, intentBody(i)];
      }
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
    confirms: 0,
    authenticate(intentId, pass) {
      const i = intents.get(intentId);
      if (!i) throw new Error(`fake stripe: no intent ${intentId}`);
      if (i.status !== 'requires_action') throw new Error(`fake stripe: intent ${intentId} is ${i.status}, not waiting for 3-D Secure`);
      if (pass) take(i);
      else {
        i.status = 'requires_payment_method';
        i.last_payment_error = {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication.',
        };
      }
      return i;
    },
    pay(intentId) {
      const i = intents.get(intentId);
      if (!i) throw new Error(`fake stripe: no intent ${intentId}`);
      if (i.status !== 'requires_payment_method') throw new Error(`fake stripe: intent ${intentId} is ${i.status}, not payable`);
      i.last_payment_error = null;
      take(i);
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
