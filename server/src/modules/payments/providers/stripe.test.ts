import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentRefusedError, WebhookSignatureError, type CreatePaymentInput } from '../provider';
import { StripeProvider, type StripeConfig } from './stripe';

// A local stand-in for api.stripe.com: records what the SDK sends (form-encoded) and answers like Stripe.
interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}
type Reply = { status: number; body: unknown };

const seen: Seen[] = [];
let respond: (req: Seen) => Reply;
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const entry: Seen = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, form: new URLSearchParams(raw) };
      seen.push(entry);
      const reply = respond(entry);
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': 'req_fake' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  respond = () => ({ status: 404, body: { error: { type: 'invalid_request_error', message: 'not faked' } } });
});

const SECRET_KEY = 'sk_test_51FakeSecretKeyForLarderTests';
const WEBHOOK_SECRET = 'whsec_fake_webhook_secret_for_tests';
const PUBLISHABLE_KEY = 'pk_test_51FakePublishableKey';
const provider = (over: Partial<StripeConfig> = {}) =>
  new StripeProvider({
    secretKey: SECRET_KEY,
    publishableKey: PUBLISHABLE_KEY,
    webhookSecret: WEBHOOK_SECRET,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    maxNetworkRetries: 0,
    ...over,
  });

const input: CreatePaymentInput = {
  amount: 4599,
  currency: 'GBP',
  purpose: 'wallet',
  reference: 'TOPUP-0042',
  customerId: 'cus_42',
  email: 'ann@example.com',
  idempotencyKey: 'attempt-7f3c9a1e-0001',
  description: 'wallet',
};

const intent = (over: Record<string, unknown> = {}) => ({
  id: 'pi_3Abc',
  object: 'payment_intent',
  amount: 4599,
  amount_received: 0,
  amount_capturable: 0,
  currency: 'gbp',
  status: 'requires_payment_method',
  client_secret: 'pi_3Abc_secret_xyz',
  last_payment_error: null,
  ...over,
});

describe('StripeProvider API calls (local fake Stripe)', () => {
  it('creates a PaymentIntent in pence, lower-case currency, automatic methods, with the idempotency key', async () => {
    respond = () => ({ status: 200, body: intent() });
    const created = await provider().createPayment(input);

    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(`${req.method} ${req.path}`).toBe('POST /v1/payment_intents');
    expect(Object.fromEntries(req.form)).toEqual({
      amount: '4599',
      currency: 'gbp',
      'automatic_payment_methods[enabled]': 'true',
      capture_method: 'automatic',
      description: 'wallet',
      'metadata[purpose]': 'wallet',
      'metadata[reference]': 'TOPUP-0042',
      'metadata[customer]': 'cus_42',
      receipt_email: 'ann@example.com',
    });
    expect(req.headers['idempotency-key']).toBe('attempt-7f3c9a1e-0001');
    expect(req.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);

    expect(created).toMatchObject({ providerRef: 'pi_3Abc', status: 'pending', amount: 4599, currency: 'GBP' });
    expect(created.clientData).toEqual({ client_secret: 'pi_3Abc_secret_xyz', publishable_key: PUBLISHABLE_KEY });
    const shown = JSON.stringify(created.clientData);
    expect(shown).not.toContain(SECRET_KEY);
    expect(shown).not.toContain(WEBHOOK_SECRET);
  });

  it('asks for manual capture when the payment is only to be authorised now (captureLater)', async () => {
    respond = () => ({ status: 200, body: intent({ capture_method: 'manual' }) });
    const p = provider();
    expect(p.partialCapture).toBe(true);
    const created = await p.createPayment({ ...input, captureLater: true });
    expect(seen[0]!.form.get('capture_method')).toBe('manual');
    expect(created).toMatchObject({ providerRef: 'pi_3Abc', status: 'pending', amount: 4599 });
  });

  it.each([
    ['requires_payment_method', 'pending'],
    ['requires_confirmation', 'pending'],
    ['requires_action', 'requires_action'],
    ['requires_capture', 'authorized'],
    ['processing', 'pending'],
    ['succeeded', 'succeeded'],
    ['canceled', 'canceled'],
  ] as const)('maps %s to %s', async (stripeStatus, status) => {
    respond = () => ({ status: 200, body: intent({ status: stripeStatus, amount_received: stripeStatus === 'succeeded' ? 4599 : 0 }) });
    const payment = await provider().getPayment('pi_3Abc');
    expect(`${seen[0]!.method} ${seen[0]!.path}`).toBe('GET /v1/payment_intents/pi_3Abc');
    expect(payment).toEqual({ providerRef: 'pi_3Abc', status, amount: 4599, currency: 'GBP' });
  });

  it('reports a failed 3-D Secure challenge as failed with authenticationFailed', async () => {
    respond = () => ({
      status: 200,
      body: intent({
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication.',
        },
      }),
    });
    expect(await provider().getPayment('pi_3Abc')).toEqual({
      providerRef: 'pi_3Abc',
      status: 'failed',
      amount: 4599,
      currency: 'GBP',
      failureMessage: 'The provided PaymentMethod has failed authentication.',
      authenticationFailed: true,
    });
  });

  it('reports a declined card as failed without authenticationFailed', async () => {
    respond = () => ({
      status: 200,
      body: intent({
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      }),
    });
    const payment = await provider().getPayment('pi_3Abc');
    expect(payment).toMatchObject({ status: 'failed', failureMessage: 'Your card has insufficient funds.' });
    expect(payment.authenticationFailed).toBeUndefined();
  });

  it('captures an intent waiting for capture with amount_to_capture', async () => {
    respond = (req) =>
      req.method === 'GET'
        ? { status: 200, body: intent({ status: 'requires_capture', amount_capturable: 4599 }) }
        : { status: 200, body: intent({ status: 'succeeded', amount_received: 4500 }) };
    const payment = await provider().capture('pi_3Abc', 4500);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/payment_intents/pi_3Abc',
      'POST /v1/payment_intents/pi_3Abc/capture',
    ]);
    expect(seen[1]!.form.get('amount_to_capture')).toBe('4500');
    expect(seen[1]!.headers['idempotency-key']).toBe('capture:pi_3Abc:4500');
    expect(payment).toMatchObject({ status: 'succeeded', amount: 4500 });
  });

  it('does not capture an intent that already succeeded', async () => {
    respond = () => ({ status: 200, body: intent({ status: 'succeeded', amount_received: 4599 }) });
    expect((await provider().capture('pi_3Abc', 4599)).status).toBe('succeeded');
    expect(seen.map((r) => r.method)).toEqual(['GET']);
  });

  it('refunds against the PaymentIntent with the amount and the idempotency key', async () => {
    respond = () => ({
      status: 200,
      body: { id: 're_1', object: 'refund', amount: 1000, currency: 'gbp', status: 'succeeded', payment_intent: 'pi_3Abc' },
    });
    const refund = await provider().refund('pi_3Abc', 1000, 'refund-TOPUP-0042-1');
    const req = seen[0]!;
    expect(`${req.method} ${req.path}`).toBe('POST /v1/refunds');
    expect(Object.fromEntries(req.form)).toEqual({ payment_intent: 'pi_3Abc', amount: '1000' });
    expect(req.headers['idempotency-key']).toBe('refund-TOPUP-0042-1');
    expect(refund).toEqual({ refundRef: 're_1', status: 'succeeded' });
  });

  it('passes Stripe’s errors on', async () => {
    respond = () => ({
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
    });
    // By name: the provider loads the SDK's CommonJS build when first used, this test its ES module build.
    await expect(provider().getPayment('pi_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
    });
  });

  it('charges a card token now (server-side confirm): confirm, use_stripe_sdk, no redirects, the token as payment_method_data', async () => {
    respond = () => ({ status: 200, body: intent({ status: 'succeeded', amount_received: 4599 }) });
    const created = await provider().createPayment({ ...input, sourceToken: 'tok_visa', confirm: true });
    const form = Object.fromEntries(seen[0]!.form);
    expect(form).toMatchObject({
      amount: '4599',
      confirm: 'true',
      use_stripe_sdk: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][token]': 'tok_visa',
    });
    expect(form.payment_method).toBeUndefined();
    expect(seen[0]!.headers['idempotency-key']).toBe('attempt-7f3c9a1e-0001');
    expect(created).toMatchObject({ status: 'succeeded', amount: 4599 });
  });

  it('confirms a PaymentMethod id as payment_method, and hands back the next action when 3-D Secure is needed', async () => {
    const next = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
    respond = () => ({ status: 200, body: intent({ status: 'requires_action', next_action: next }) });
    const created = await provider().createPayment({ ...input, sourceToken: 'pm_card_visa', confirm: true });
    expect(seen[0]!.form.get('payment_method')).toBe('pm_card_visa');
    expect(created.status).toBe('requires_action');
    expect(created.clientData).toEqual({ client_secret: 'pi_3Abc_secret_xyz', publishable_key: PUBLISHABLE_KEY, next_action: next });
  });

  it('reports a card declined at confirmation (402 with the intent) as a failed payment with the card’s message', async () => {
    const declined = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    respond = () => ({ status: 402, body: { error: { ...declined, payment_intent: intent({ last_payment_error: declined }) } } });
    const created = await provider().createPayment({ ...input, sourceToken: 'tok_chargeDeclined', confirm: true });
    expect(created).toMatchObject({ providerRef: 'pi_3Abc', status: 'failed', failureMessage: 'Your card was declined.' });
  });

  it('turns a refused token and a key reused with another card into PaymentRefusedError', async () => {
    respond = () => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such token: 'tok_nope'" } },
    });
    const refused = provider().createPayment({ ...input, sourceToken: 'tok_nope', confirm: true });
    await expect(refused).rejects.toBeInstanceOf(PaymentRefusedError);
    await expect(refused).rejects.toMatchObject({ keyReused: false });
    respond = () => ({
      status: 400,
      body: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters' } },
    });
    await expect(provider().createPayment({ ...input, sourceToken: 'tok_visa', confirm: true })).rejects.toMatchObject({
      name: 'PaymentRefusedError',
      keyReused: true,
    });
  });
});

// A stateful stand-in for one PaymentIntent and its refunds, following Stripe's rules: cancel is
// allowed from requires_payment_method, requires_capture, requires_confirmation, requires_action
// (and, in some cases, processing); anything else is a 400 payment_intent_unexpected_state, as is a
// second cancel. Capture is allowed once, from requires_capture, for at most amount_capturable: it
// takes amount_to_capture (all when absent) and releases the rest. A refund or capture request with
// a key already seen gets the first answer again.
const WAITING_STATUSES = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'];
function statefulStripe(
  start: Record<string, unknown>,
  opts: { cancelsProcessing?: boolean; beforeCancel?: () => void; beforeCapture?: () => void } = {},
) {
  const state = { intent: intent(start), refunds: new Map<string, Reply>(), refundCount: 0, captures: new Map<string, Reply>() };
  const unexpectedState = (action: string): Reply => ({
    status: 400,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot ${action} this PaymentIntent because it has a status of ${state.intent.status}.`,
        payment_intent: state.intent,
      },
    },
  });
  respond = (req) => {
    if (req.method === 'GET' && req.path === '/v1/payment_intents/pi_3Abc') return { status: 200, body: state.intent };
    if (req.method === 'POST' && req.path === '/v1/payment_intents/pi_3Abc/capture') {
      const key = String(req.headers['idempotency-key']);
      const replay = state.captures.get(key);
      if (replay) return replay;
      opts.beforeCapture?.();
      if (state.intent.status !== 'requires_capture') return unexpectedState('capture');
      const amount = Number(req.form.get('amount_to_capture') ?? state.intent.amount_capturable);
      if (amount > state.intent.amount_capturable)
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'too much' } } };
      state.intent = { ...state.intent, status: 'succeeded', amount_received: amount, amount_capturable: 0 };
      const reply = { status: 200, body: state.intent };
      state.captures.set(key, reply);
      return reply;
    }
    if (req.method === 'POST' && req.path === '/v1/payment_intents/pi_3Abc/cancel') {
      opts.beforeCancel?.();
      const status = state.intent.status;
      if (WAITING_STATUSES.includes(status) || (status === 'processing' && opts.cancelsProcessing)) {
        // A held authorisation is released: nothing is capturable any more.
        state.intent = { ...state.intent, status: 'canceled', amount_capturable: 0, canceled_at: 1795000500 } as typeof state.intent;
        return { status: 200, body: state.intent };
      }
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
            payment_intent: state.intent,
          },
        },
      };
    }
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      const key = String(req.headers['idempotency-key']);
      const replay = state.refunds.get(key);
      if (replay) return replay;
      state.refundCount += 1;
      const reply = {
        status: 200,
        body: {
          id: `re_${state.refundCount}`,
          object: 'refund',
          amount: Number(req.form.get('amount')),
          currency: 'gbp',
          status: 'succeeded',
          payment_intent: req.form.get('payment_intent'),
        },
      };
      state.refunds.set(key, reply);
      return reply;
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'not faked' } } };
  };
  return state;
}
const calls = () => seen.map((r) => `${r.method} ${r.path}`);
const GET = 'GET /v1/payment_intents/pi_3Abc';
const CANCEL = 'POST /v1/payment_intents/pi_3Abc/cancel';

describe('StripeProvider cancel (void) against a stateful fake Stripe', () => {
  it.each([
    ['requires_payment_method', {}],
    ['requires_confirmation', {}],
    ['requires_action', {}],
    [
      'requires_payment_method after a declined card (reported failed, still payable)',
      { last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
    ],
  ] as const)('cancels an intent in %s, and a second cancel reports it cancelled without asking Stripe again', async (label, extra) => {
    const state = statefulStripe({ status: label.split(' ')[0], ...extra });
    const p = provider();

    expect(await p.cancel('pi_3Abc')).toEqual({ providerRef: 'pi_3Abc', status: 'canceled', amount: 4599, currency: 'GBP' });
    expect(calls()).toEqual([GET, CANCEL]);
    expect(Object.fromEntries(seen[1]!.form)).toEqual({});
    // The SDK's own key, so a retried HTTP call is not a second cancel; not a fixed key that Stripe
    // would answer with its first (possibly failed) answer for 24 hours.
    expect(seen[1]!.headers['idempotency-key']).toMatch(/^stripe-node-retry-/);
    expect(state.intent.status).toBe('canceled');

    seen.length = 0;
    expect(await p.cancel('pi_3Abc')).toMatchObject({ status: 'canceled' });
    expect(calls()).toEqual([GET]);
  });

  it('releases a held authorisation (requires_capture) by cancelling it', async () => {
    const state = statefulStripe({ status: 'requires_capture', amount_capturable: 4599 });
    expect(await provider().cancel('pi_3Abc')).toEqual({ providerRef: 'pi_3Abc', status: 'canceled', amount: 4599, currency: 'GBP' });
    expect(calls()).toEqual([GET, CANCEL]);
    expect(state.intent.amount_capturable).toBe(0);
  });

  it('reports a succeeded intent as succeeded (the caller refunds it) and never asks Stripe to cancel it', async () => {
    statefulStripe({ status: 'succeeded', amount_received: 4599 });
    expect(await provider().cancel('pi_3Abc')).toEqual({ providerRef: 'pi_3Abc', status: 'succeeded', amount: 4599, currency: 'GBP' });
    expect(calls()).toEqual([GET]);
  });

  it('reports the intent as succeeded when the shopper paid between the read and the cancel', async () => {
    const state = statefulStripe(
      { status: 'requires_action' },
      {
        beforeCancel: () => {
          if (state.intent.status === 'requires_action') state.intent = { ...state.intent, status: 'succeeded', amount_received: 4599 };
        },
      },
    );
    expect(await provider().cancel('pi_3Abc')).toEqual({ providerRef: 'pi_3Abc', status: 'succeeded', amount: 4599, currency: 'GBP' });
    expect(calls()).toEqual([GET, CANCEL, GET]);
  });

  it('reports an intent another caller cancelled meanwhile as cancelled, without throwing', async () => {
    const state = statefulStripe(
      { status: 'requires_payment_method' },
      { beforeCancel: () => void (state.intent = { ...state.intent, status: 'canceled' }) },
    );
    expect(await provider().cancel('pi_3Abc')).toMatchObject({ status: 'canceled' });
    expect(calls()).toEqual([GET, CANCEL, GET]);
  });

  it('asks Stripe to cancel a processing intent: cancelled when Stripe can, still pending when it refuses', async () => {
    statefulStripe({ status: 'processing' }, { cancelsProcessing: true });
    expect(await provider().cancel('pi_3Abc')).toMatchObject({ status: 'canceled' });
    expect(calls()).toEqual([GET, CANCEL]);

    seen.length = 0;
    statefulStripe({ status: 'processing' });
    expect(await provider().cancel('pi_3Abc')).toEqual({ providerRef: 'pi_3Abc', status: 'pending', amount: 4599, currency: 'GBP' });
    expect(calls()).toEqual([GET, CANCEL, GET]);
  });

  it('throws any other Stripe error from the cancel, so the caller tries again later', async () => {
    respond = (req) =>
      req.method === 'GET'
        ? { status: 200, body: intent({ status: 'requires_payment_method' }) }
        : { status: 429, body: { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' } } };
    await expect(provider().cancel('pi_3Abc')).rejects.toMatchObject({ type: 'StripeRateLimitError' });
    expect(calls()).toEqual([GET, CANCEL]);
  });

  it('throws a state refusal when the intent still reads as cancellable (Stripe and the read disagree)', async () => {
    respond = (req) =>
      req.method === 'GET'
        ? { status: 200, body: intent({ status: 'requires_action' }) }
        : { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'odd' } } };
    await expect(provider().cancel('pi_3Abc')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
    });
    expect(calls()).toEqual([GET, CANCEL, GET]);
  });

  it('throws when the intent cannot be read', async () => {
    respond = () => ({
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
    });
    await expect(provider().cancel('pi_3Abc')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'resource_missing' });
    expect(calls()).toEqual([GET]);
  });
});

describe('StripeProvider authorise now, capture less later (catch-weight) against a stateful fake Stripe', () => {
  const CAPTURE = 'POST /v1/payment_intents/pi_3Abc/capture';

  it('captures less than was authorised, reports what was captured, and a second capture changes nothing', async () => {
    const state = statefulStripe({ status: 'requires_capture', capture_method: 'manual', amount_capturable: 4599 });
    const p = provider();

    expect(await p.capture('pi_3Abc', 4200)).toEqual({ providerRef: 'pi_3Abc', status: 'succeeded', amount: 4200, currency: 'GBP' });
    expect(calls()).toEqual([GET, CAPTURE]);
    expect(Object.fromEntries(seen[1]!.form)).toEqual({ amount_to_capture: '4200' });
    expect(state.intent).toMatchObject({ status: 'succeeded', amount_received: 4200, amount_capturable: 0 });

    seen.length = 0;
    expect(await p.capture('pi_3Abc', 4200)).toEqual({ providerRef: 'pi_3Abc', status: 'succeeded', amount: 4200, currency: 'GBP' });
    expect(await p.capture('pi_3Abc', 3000)).toMatchObject({ status: 'succeeded', amount: 4200 });
    expect(calls()).toEqual([GET, GET]);
    expect(state.intent.amount_received).toBe(4200);
  });

  it('refuses to capture more than was authorised, or nothing, without asking Stripe', async () => {
    statefulStripe({ status: 'requires_capture', capture_method: 'manual', amount_capturable: 4599 });
    await expect(provider().capture('pi_3Abc', 4600)).rejects.toThrow(/cannot capture 4600/);
    await expect(provider().capture('pi_3Abc', 0)).rejects.toThrow(/cannot capture 0/);
    expect(calls()).toEqual([GET, GET]);
  });

  it('reports the new state when another capture got there first (Stripe refuses the second)', async () => {
    const state = statefulStripe(
      { status: 'requires_capture', capture_method: 'manual', amount_capturable: 4599 },
      {
        beforeCapture: () => void (state.intent = { ...state.intent, status: 'succeeded', amount_received: 3900, amount_capturable: 0 }),
      },
    );
    expect(await provider().capture('pi_3Abc', 4200)).toMatchObject({ status: 'succeeded', amount: 3900 });
    expect(calls()).toEqual([GET, CAPTURE, GET]);
  });

  it('releases an authorisation by cancelling it; a capture afterwards takes nothing', async () => {
    const state = statefulStripe({ status: 'requires_capture', capture_method: 'manual', amount_capturable: 4599 });
    const p = provider();
    expect(await p.cancel('pi_3Abc')).toMatchObject({ status: 'canceled' });
    expect(state.intent.amount_capturable).toBe(0);

    seen.length = 0;
    expect(await p.capture('pi_3Abc', 4200)).toMatchObject({ status: 'canceled' });
    expect(calls()).toEqual([GET]);
    expect(state.intent.amount_received).toBe(0);
  });
});

describe('StripeProvider getPayment as reconciliation reads it', () => {
  it('reports what was taken after a partial capture, not what was asked', async () => {
    respond = () => ({ status: 200, body: intent({ status: 'succeeded', amount: 4599, amount_received: 4200, amount_capturable: 0 }) });
    expect(await provider().getPayment('pi_3Abc')).toEqual({ providerRef: 'pi_3Abc', status: 'succeeded', amount: 4200, currency: 'GBP' });
  });

  it('reports a held authorisation as authorized for the amount asked', async () => {
    respond = () => ({ status: 200, body: intent({ status: 'requires_capture', amount_capturable: 4599 }) });
    expect(await provider().getPayment('pi_3Abc')).toEqual({ providerRef: 'pi_3Abc', status: 'authorized', amount: 4599, currency: 'GBP' });
  });

  it('still reports a refunded intent as succeeded with what was taken: Stripe keeps refunds on the charge', async () => {
    // A refund leaves the PaymentIntent succeeded and amount_received unchanged (the refund is on
    // latest_charge.amount_refunded, which ProviderPayment has no field for).
    respond = () => ({ status: 200, body: intent({ status: 'succeeded', amount_received: 4599, latest_charge: 'ch_1' }) });
    expect(await provider().getPayment('pi_3Abc')).toEqual({ providerRef: 'pi_3Abc', status: 'succeeded', amount: 4599, currency: 'GBP' });
  });
});

describe('StripeProvider refund against a stateful fake Stripe', () => {
  it('sends a partial refund in pence with the caller’s key, and the same key twice gives the same refund', async () => {
    const state = statefulStripe({ status: 'succeeded', amount_received: 4599 });
    const p = provider();
    const first = await p.refund('pi_3Abc', 1250, 'refund:PAY-0001:change-1');
    const again = await p.refund('pi_3Abc', 1250, 'refund:PAY-0001:change-1');

    expect(calls()).toEqual(['POST /v1/refunds', 'POST /v1/refunds']);
    for (const req of seen) {
      expect(Object.fromEntries(req.form)).toEqual({ payment_intent: 'pi_3Abc', amount: '1250' });
      expect(req.headers['idempotency-key']).toBe('refund:PAY-0001:change-1');
    }
    expect(first).toEqual({ refundRef: 're_1', status: 'succeeded' });
    expect(again).toEqual(first);
    expect(state.refundCount).toBe(1);

    // Another key is another refund.
    expect(await p.refund('pi_3Abc', 3349, 'refund:PAY-0001')).toEqual({ refundRef: 're_2', status: 'succeeded' });
    expect(state.refundCount).toBe(2);
  });

  it.each([
    ['succeeded', 'succeeded'],
    ['pending', 'pending'],
    ['requires_action', 'pending'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
  ] as const)('maps a refund %s to %s', async (stripeStatus, status) => {
    respond = () => ({
      status: 200,
      body: { id: 're_9', object: 'refund', amount: 4599, currency: 'gbp', status: stripeStatus, payment_intent: 'pi_3Abc' },
    });
    expect(await provider().refund('pi_3Abc', 4599, 'refund:PAY-0009')).toEqual({ refundRef: 're_9', status });
  });

  it('throws Stripe’s refusal (more than is left to refund)', async () => {
    respond = () => ({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge ch_1 has already been refunded.',
        },
      },
    });
    await expect(provider().refund('pi_3Abc', 4599, 'refund:PAY-0010')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    });
  });
});

describe('StripeProvider webhooks', () => {
  const stripe = new Stripe('sk_test_unused');
  const event = (type: string, object: Record<string, unknown>, id = 'evt_1Q') =>
    JSON.stringify({ id, object: 'event', api_version: '2026-10-28.endive', created: 1795000000, type, data: { object } }, null, 2);
  const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  const succeeded = event('payment_intent.succeeded', intent({ status: 'succeeded', amount_received: 4599 }));

  it('accepts a correctly signed event and reads it', async () => {
    expect(await provider().parseWebhook(succeeded, { 'stripe-signature': sign(succeeded) })).toEqual({
      eventId: 'evt_1Q',
      type: 'payment.succeeded',
      providerRef: 'pi_3Abc',
      amount: 4599,
      currency: 'GBP',
    });
  });

  it('rejects a tampered body', async () => {
    const tampered = succeeded.replace('"amount_received": 4599', '"amount_received": 1');
    expect(tampered).not.toBe(succeeded);
    await expect(provider().parseWebhook(tampered, { 'stripe-signature': sign(succeeded) })).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('rejects a body signed with another secret, and one with no signature', async () => {
    await expect(provider().parseWebhook(succeeded, { 'stripe-signature': sign(succeeded, 'whsec_someone_else') })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(provider().parseWebhook(succeeded, {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('gives a replayed event the same id, and refuses a replay older than Stripe’s 5 minute tolerance', async () => {
    const p = provider();
    const header = sign(succeeded);
    const first = await p.parseWebhook(succeeded, { 'stripe-signature': header });
    const again = await p.parseWebhook(succeeded, { 'Stripe-Signature': header });
    expect(again.eventId).toBe(first.eventId);
    const stale = sign(succeeded, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600);
    await expect(p.parseWebhook(succeeded, { 'stripe-signature': stale })).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('reads the SCA-era payment events', async () => {
    const p = provider();
    const authorized = event(
      'payment_intent.amount_capturable_updated',
      intent({ status: 'requires_capture', amount_capturable: 4599 }),
      'evt_a',
    );
    expect(await p.parseWebhook(authorized, { 'stripe-signature': sign(authorized) })).toEqual({
      eventId: 'evt_a',
      type: 'payment.authorized',
      providerRef: 'pi_3Abc',
      amount: 4599,
      currency: 'GBP',
    });
    const failed = event(
      'payment_intent.payment_failed',
      intent({ last_payment_error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' } }),
      'evt_f',
    );
    expect(await p.parseWebhook(failed, { 'stripe-signature': sign(failed) })).toMatchObject({
      type: 'payment.failed',
      providerRef: 'pi_3Abc',
    });
    const action = event('payment_intent.requires_action', intent({ status: 'requires_action' }), 'evt_r');
    expect(await p.parseWebhook(action, { 'stripe-signature': sign(action) })).toEqual({
      eventId: 'evt_r',
      type: 'other',
      providerRef: null,
      amount: null,
      currency: null,
    });
  });

  it('reads charge.refunded as a refund of the PaymentIntent', async () => {
    const refunded = event(
      'charge.refunded',
      { id: 'ch_1', object: 'charge', amount: 4599, amount_refunded: 1000, currency: 'gbp', payment_intent: 'pi_3Abc', refunded: false },
      'evt_rf',
    );
    expect(await provider().parseWebhook(refunded, { 'stripe-signature': sign(refunded) })).toEqual({
      eventId: 'evt_rf',
      type: 'refund.succeeded',
      providerRef: 'pi_3Abc',
      amount: 1000,
      currency: 'GBP',
    });
  });
});

describe('StripeProvider settings', () => {
  it('shows the browser the publishable key only, and knows test keys', () => {
    const p = provider();
    expect(p.publicSettings()).toEqual({ publishable_key: PUBLISHABLE_KEY });
    const shown = JSON.stringify(p.publicSettings());
    expect(shown).not.toContain(SECRET_KEY);
    expect(shown).not.toContain(WEBHOOK_SECRET);
    expect(p.testMode).toBe(true);
    expect(provider({ secretKey: 'sk_live_51Fake', publishableKey: 'pk_live_51Fake' }).testMode).toBe(false);
    expect(p.verifyClientSignature()).toBe(true);
  });
});
