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
    ['CANCELED', 'failed'],
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
