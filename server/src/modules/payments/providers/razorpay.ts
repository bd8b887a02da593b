import { createHash } from 'node:crypto';
import type Razorpay from 'razorpay';
import { lazyModule } from '../../../lib/lazy-module';
import type { Orders } from 'razorpay/dist/types/orders';
import type { Payments } from 'razorpay/dist/types/payments';
import type { Refunds } from 'razorpay/dist/types/refunds';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import {
  WebhookSignatureError,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderStatus,
  type WebhookEvent,
} from '../provider';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Overrides https://api.razorpay.com (tests point it at a local fake). */
  hostUrl?: string;
}

/** A Razorpay API failure, in place of the plain object the SDK throws. */
export class RazorpayApiError extends Error {
  constructor(
    message: string,
    public readonly statusCode: number | undefined,
    public readonly code: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RazorpayApiError';
  }
}

/** The SDK keeps its axios instance here; refunds need a header its resource methods cannot send. */
interface HttpClient {
  defaults: { baseURL?: string };
  post(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<{ data: unknown }>;
}

const SHOP_NAME = 'Larder';
/** Razorpay limits an order receipt to 40 characters; the full reference is also in the notes. */
const RECEIPT_MAX = 40;

const PAYMENT_STATUS: Record<Payments.RazorpayPayment['status'], ProviderStatus> = {
  created: 'pending',
  authorized: 'authorized',
  captured: 'succeeded',
  failed: 'failed',
  // Money that came back is not money received: never let a refunded payment pass an amount check.
  refunded: 'canceled',
};

const WEBHOOK_TYPE: Record<string, WebhookEvent['type']> = {
  'payment.captured': 'payment.succeeded',
  'payment.authorized': 'payment.authorized',
  'payment.failed': 'payment.failed',
  'refund.processed': 'refund.succeeded',
};

interface RazorpayWebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; amount?: number; currency?: string } };
    refund?: { entity?: { id?: string; payment_id?: string; amount?: number; currency?: string } };
  };
}

/**
 * Razorpay Checkout: createPayment makes a Razorpay Order for the browser's checkout.js; the
 * browser returns razorpay_payment_id + signature, checked with verifyClientSignature, and the
 * payment itself is fetched (getPayment) so the amount is read from Razorpay, not the browser.
 */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly testMode: boolean;
  /** Razorpay captures an authorised payment in full only. */
  readonly partialCapture = false;
  private readonly client: Razorpay;
  private readonly http: HttpClient;

  constructor(private readonly config: RazorpayConfig) {
    this.testMode = config.keyId.startsWith('rzp_test_');
    const RazorpaySdk = lazyModule<typeof Razorpay>('razorpay')();
    this.client = new RazorpaySdk({ key_id: config.keyId, key_secret: config.keySecret });
    const http = (this.client.api as unknown as { rq?: HttpClient }).rq;
    if (!http || typeof http.post !== 'function') {
      throw new Error('razorpay: the SDK no longer exposes its HTTP client at api.rq (check the razorpay package version)');
    }
    this.http = http;
    if (config.hostUrl) http.defaults.baseURL = config.hostUrl;
  }

  publicSettings(): Record<string, unknown> {
    return { key: this.config.keyId, name: SHOP_NAME };
  }

  /**
   * Razorpay orders take no idempotency key: calling this twice makes two orders, so the caller
   * keeps the order id of an attempt and reuses it rather than calling again. With captureLater
   * the order asks for manual capture, so its payment stays `authorized` until capture().
   */
  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const currency = input.currency.toUpperCase();
    const params: Orders.RazorpayOrderCreateRequestBody = {
      amount: input.amount,
      currency,
      receipt: input.reference.slice(0, RECEIPT_MAX),
      notes: { purpose: input.purpose, reference: input.reference, customer: input.customerId },
    };
    // Overrides the account's auto-capture setting for this order's payments.
    if (input.captureLater) params.payment = { capture: 'manual' };
    const order = await call('create order', () => this.client.orders.create(params));
    const amount = Number(order.amount);
    return {
      providerRef: order.id,
      providerOrderRef: order.id,
      status: 'pending',
      amount,
      currency: order.currency.toUpperCase(),
      clientData: {
        key: this.config.keyId,
        order_id: order.id,
        amount,
        currency: order.currency.toUpperCase(),
        name: SHOP_NAME,
        description: input.description,
      },
    };
  }

  /**
   * Takes a payment id (pay_…). Given an order id (order_…) instead, it reports the order's best
   * payment (captured, else authorized, else the latest), or the order as pending when none exists.
   */
  async getPayment(providerRef: string): Promise<ProviderPayment> {
    if (providerRef.startsWith('order_')) return this.getOrderPayment(providerRef);
    const payment = await call('fetch payment', () => this.client.payments.fetch(providerRef));
    return toProviderPayment(payment);
  }

  /**
   * Razorpay has no void: an order cannot be cancelled, and an authorised payment cannot be
   * released by the merchant (Razorpay refunds it to the shopper itself once the capture timeout
   * passes, 3 days by default; with automatic capture it is captured instead). So this changes
   * nothing and reports where the attempt stands, as getPayment does: an order without a payment
   * stays `pending` (the shopper can still pay it), `authorized` is money held that Razorpay will
   * capture or give back, `succeeded` is the caller's to refund. Only a refunded payment reads as
   * `canceled`.
   */
  async cancel(providerRef: string): Promise<ProviderPayment> {
    return this.getPayment(providerRef);
  }

  /**
   * Captures once, and always the whole authorisation: Razorpay refuses any amount but the
   * authorised one, so `amount` (which may not exceed it) is not what is taken, and the caller
   * refunds what was not owed. A payment not waiting for capture is reported as it is; given the
   * attempt's order id (order_…) it captures the order's authorised payment. A refusal because
   * another capture got there first is answered with the payment's new state.
   */
  async capture(providerRef: string, amount: number): Promise<ProviderPayment> {
    const current = providerRef.startsWith('order_')
      ? await this.bestPaymentOf(providerRef)
      : await call('fetch payment', () => this.client.payments.fetch(providerRef));
    if (!current) return this.getOrderPayment(providerRef);
    if (current.status !== 'authorized') return toProviderPayment(current);
    const authorized = Number(current.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > authorized)
      throw new Error(`razorpay: cannot capture ${amount} of an authorisation of ${authorized}`);
    try {
      return toProviderPayment(await call('capture payment', () => this.client.payments.capture(current.id, authorized, current.currency)));
    } catch (err) {
      const now = await call('fetch payment', () => this.client.payments.fetch(current.id)).catch(() => null);
      if (!now || now.status === 'authorized') throw err;
      return toProviderPayment(now);
    }
  }

  /**
   * Refunds a captured payment (Razorpay refunds nothing else). Given the attempt's order id
   * (order_…) it refunds the order's captured payment; an order with none has nothing to refund
   * and throws.
   */
  async refund(
    providerRef: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<{ refundRef: string; status: 'succeeded' | 'pending' | 'failed' }> {
    const paymentId = providerRef.startsWith('order_') ? await this.capturedPaymentOf(providerRef) : providerRef;
    const body: Refunds.RazorpayRefundCreateRequestBody = { amount, speed: 'normal', notes: { idempotency_key: idempotencyKey } };
    // Same as payments.refund(id, body), plus Razorpay's refund idempotency header so a retried
    // refund never pays out twice (a retry must send the same body, which this does).
    const refund = await call('refund payment', async () => {
      const res = await this.http.post(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, body, {
        headers: { 'X-Refund-Idempotency': refundIdempotencyKey(idempotencyKey) },
      });
      return res.data as Refunds.RazorpayRefund;
    });
    const status = refund.status === 'processed' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending';
    return { refundRef: refund.id, status };
  }

  parseWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<WebhookEvent> {
    try {
      return Promise.resolve(this.readWebhook(rawBody, headers));
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** Razorpay's checkout signature: HMAC-SHA256 of "order_id|payment_id" with the key secret. */
  verifyClientSignature(data: { providerRef: string; providerOrderId?: string; signature?: string }): boolean {
    if (!data.signature || !data.providerOrderId || !data.providerRef) return false;
    return validatePaymentVerification(
      { order_id: data.providerOrderId, payment_id: data.providerRef },
      data.signature,
      this.config.keySecret,
    );
  }

  private readWebhook(rawBody: string, headers: Record<string, string | undefined>): WebhookEvent {
    const signature = header(headers, 'x-razorpay-signature');
    if (!signature || !this.config.webhookSecret || !validateWebhookSignature(rawBody, signature, this.config.webhookSecret)) {
      throw new WebhookSignatureError();
    }
    const body = parseJson(rawBody) as RazorpayWebhookBody;
    const payment = body.payload?.payment?.entity;
    const refund = body.payload?.refund?.entity;
    const type = WEBHOOK_TYPE[body.event ?? ''] ?? 'other';
    const money = type === 'refund.succeeded' ? refund : payment;
    return {
      // Razorpay sends the same x-razorpay-event-id on every retry of one event.
      eventId: header(headers, 'x-razorpay-event-id') ?? `sha256:${createHash('sha256').update(rawBody).digest('hex')}`,
      type,
      providerRef: payment?.id ?? refund?.payment_id ?? null,
      amount: typeof money?.amount === 'number' ? money.amount : null,
      currency: money?.currency ? money.currency.toUpperCase() : null,
    };
  }

  /** The order's captured payment: Razorpay captures at most one per order (it refunds a second at once). */
  private async capturedPaymentOf(orderId: string): Promise<string> {
    const list = await call('fetch order payments', () => this.client.orders.fetchPayments(orderId));
    const captured = list.items.find((p) => p.status === 'captured');
    if (!captured) throw new RazorpayApiError(`razorpay: order ${orderId} has no captured payment to refund`, undefined, undefined);
    return captured.id;
  }

  /** The order's captured payment, else its authorized one, else the latest; undefined when it has none. */
  private async bestPaymentOf(orderId: string): Promise<Payments.RazorpayPayment | undefined> {
    const list = await call('fetch order payments', () => this.client.orders.fetchPayments(orderId));
    const payments = [...list.items].sort((a, b) => b.created_at - a.created_at);
    return payments.find((p) => p.status === 'captured') ?? payments.find((p) => p.status === 'authorized') ?? payments[0];
  }

  private async getOrderPayment(orderId: string): Promise<ProviderPayment> {
    const best = await this.bestPaymentOf(orderId);
    if (best) return toProviderPayment(best);
    const order: Orders.RazorpayOrder = await call('fetch order', () => this.client.orders.fetch(orderId));
    return {
      providerRef: order.id,
      providerOrderRef: order.id,
      status: 'pending',
      amount: Number(order.amount),
      currency: order.currency.toUpperCase(),
    };
  }
}

function toProviderPayment(payment: Payments.RazorpayPayment): ProviderPayment {
  const result: ProviderPayment = {
    providerRef: payment.id,
    status: PAYMENT_STATUS[payment.status] ?? 'pending',
    amount: Number(payment.amount),
    currency: String(payment.currency).toUpperCase(),
  };
  const orderId = (payment as { order_id?: string | null }).order_id;
  if (orderId) result.providerOrderRef = orderId;
  if (payment.error_description) result.failureMessage = payment.error_description;
  return result;
}

/** Razorpay wants 10+ characters of [A-Za-z0-9_-]; anything else is hashed to a stable key. */
function refundIdempotencyKey(key: string): string {
  return /^[A-Za-z0-9_-]{10,64}$/.test(key) ? key : createHash('sha256').update(key).digest('hex');
}

async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toRazorpayError(what, err);
  }
}

/**
 * The SDK rejects with `{ statusCode, error }` (not an Error), and with a TypeError when there was
 * no response at all; axios rejects with `response.data.error`. All become a RazorpayApiError.
 */
function toRazorpayError(what: string, err: unknown): RazorpayApiError {
  const e = (err ?? {}) as {
    statusCode?: number;
    error?: { code?: string; description?: string };
    response?: { status?: number; data?: { error?: { code?: string; description?: string } } };
    message?: string;
  };
  const statusCode = e.statusCode ?? e.response?.status;
  const detail = e.error ?? e.response?.data?.error;
  const reason = detail?.description ?? (err instanceof Error ? err.message : 'no response');
  return new RazorpayApiError(`razorpay: ${what} failed${statusCode ? ` (${statusCode})` : ''}: ${reason}`, statusCode, detail?.code, {
    cause: err,
  });
}

function header(headers: Record<string, string | undefined>, name: string): string | undefined {
  const direct = headers[name];
  if (direct !== undefined) return direct || undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key ? headers[key] || undefined : undefined;
}

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    // Signed but not JSON: nothing Razorpay sends; treat it as not from Razorpay.
    throw new WebhookSignatureError('Webhook body is not JSON');
  }
}
