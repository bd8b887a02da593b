import { createHash } from 'node:crypto';
import type * as SquareSdk from 'square';
import type { Square } from 'square';
import { lazyModule } from '../../../lib/lazy-module';
import {
  WebhookSignatureError,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderStatus,
  type WebhookEvent,
} from '../provider';

export interface SquareConfig {
  accessToken: string;
  applicationId: string;
  locationId: string;
  webhookSignatureKey: string;
  /** The notification URL exactly as registered for the webhook subscription: it is part of the signed text. */
  webhookUrl: string;
  environment: 'sandbox' | 'production';
  /** Overrides the environment's base URL (tests point it at a local fake). */
  baseUrl?: string;
}

/** A card payment from the Web Payments SDK: `sourceToken` is the card nonce, `verificationToken` from verifyBuyer(). */
export type SquareCreatePaymentInput = CreatePaymentInput;

const squareSdk = lazyModule<typeof SquareSdk>('square');

const STATUS: Record<string, ProviderStatus> = {
  COMPLETED: 'succeeded',
  APPROVED: 'authorized',
  PENDING: 'pending',
  FAILED: 'failed',
  // Voided (CancelPayment, or Square applying delay_action CANCEL to an approval left too long).
  CANCELED: 'canceled',
};

const WEBHOOK_PAYMENT_TYPE: Record<string, WebhookEvent['type']> = {
  COMPLETED: 'payment.succeeded',
  APPROVED: 'payment.authorized',
  FAILED: 'payment.failed',
  CANCELED: 'payment.failed',
};

/**
 * The issuer asked for Strong Customer Authentication and the payment carried none (or it failed):
 * Square's answer to a missing or failed 3-D Secure. CVV and AVS failures are card-data checks,
 * not cardholder authentication, so they are plain declines.
 */
const AUTHENTICATION_FAILURES = new Set<string>(['CARD_DECLINED_VERIFICATION_REQUIRED']);

/** Square limits idempotency keys to 45 characters. */
const IDEMPOTENCY_KEY_MAX = 45;

interface SquareWebhookBody {
  event_id?: string;
  type?: string;
  data?: {
    object?: {
      payment?: { id?: string; status?: string; amount_money?: { amount?: number; currency?: string } };
      refund?: { id?: string; status?: string; payment_id?: string; amount_money?: { amount?: number; currency?: string } };
    };
  };
}

/** Square Web Payments: the browser tokenizes the card (running 3-D Secure where needed), the server takes the payment. */
export class SquareProvider implements PaymentProvider {
  readonly name = 'square' as const;
  readonly testMode: boolean;
  readonly partialCapture = true;
  private readonly client: SquareSdk.SquareClient;

  constructor(private readonly config: SquareConfig) {
    this.testMode = config.environment === 'sandbox';
    const { SquareClient, SquareEnvironment } = squareSdk();
    this.client = new SquareClient({
      token: config.accessToken,
      environment: config.baseUrl ?? (config.environment === 'sandbox' ? SquareEnvironment.Sandbox : SquareEnvironment.Production),
    });
  }

  publicSettings(): Record<string, unknown> {
    return { application_id: this.config.applicationId, location_id: this.config.locationId, environment: this.config.environment };
  }

  /**
   * Charges the nonce at once (autocomplete), or with captureLater only approves it (delayed
   * capture: APPROVED until completed or cancelled). A decline is an answer, not an error: it comes
   * back as a failed payment (authenticationFailed when the issuer wanted SCA), never thrown.
   */
  async createPayment(input: SquareCreatePaymentInput): Promise<CreatedPayment> {
    if (!input.sourceToken) throw new Error('square: createPayment needs the card nonce from the Web Payments SDK (sourceToken)');
    const clientData = { application_id: this.config.applicationId, location_id: this.config.locationId };
    const request: Square.CreatePaymentRequest = {
      sourceId: input.sourceToken,
      idempotencyKey: squareIdempotencyKey(input.idempotencyKey),
      amountMoney: { amount: BigInt(input.amount), currency: input.currency.toUpperCase() as Square.Currency },
      locationId: this.config.locationId,
      referenceId: input.reference,
      note: input.description,
      autocomplete: !input.captureLater,
    };
    if (input.email) request.buyerEmailAddress = input.email;
    if (input.verificationToken) request.verificationToken = input.verificationToken;
    try {
      const { payment } = await this.client.payments.create(request);
      return { ...toProviderPayment(required(payment, 'create payment')), clientData };
    } catch (err) {
      const declined = declinedPayment(err, input);
      if (declined) return { ...declined, clientData };
      throw err;
    }
  }

  async getPayment(providerRef: string): Promise<ProviderPayment> {
    const { payment } = await this.client.payments.get({ paymentId: providerRef });
    return toProviderPayment(required(payment, 'get payment'));
  }

  /**
   * Voids an APPROVED payment (a delayed-capture authorisation): the only status Square's
   * CancelPayment accepts. A COMPLETED payment has taken the money and cannot be voided (it is
   * reported as succeeded: the caller refunds it); CANCELED, FAILED and PENDING ones are reported
   * as they are, so repeating a cancel is harmless. Payments made without captureLater are
   * COMPLETED at once (autocomplete), so for them this only reports. A refusal because the payment
   * moved on meanwhile (completed or voided by someone else) is answered with its new state; any
   * other error is thrown.
   */
  async cancel(providerRef: string): Promise<ProviderPayment> {
    const current = await this.getPayment(providerRef);
    if (current.status !== 'authorized') return current;
    try {
      const { payment } = await this.client.payments.cancel({ paymentId: providerRef });
      return toProviderPayment(required(payment, 'cancel payment'));
    } catch (err) {
      if (!(err instanceof squareSdk().SquareError)) throw err;
      const now = await this.getPayment(providerRef);
      if (now.status === 'authorized') throw err;
      return now;
    }
  }

  /**
   * Completes an APPROVED payment; for less than was approved, its amount is first lowered
   * (UpdatePayment), which releases the rest. Both calls carry the version read, so a payment
   * changed meanwhile is refused rather than captured for another amount. A payment that is not
   * APPROVED is reported as it is; a refusal because it moved on meanwhile (completed or voided by
   * another caller) is answered with its new state.
   */
  async capture(providerRef: string, amount: number): Promise<ProviderPayment> {
    const { payment: read } = await this.client.payments.get({ paymentId: providerRef });
    let current = required(read, 'get payment');
    const approved = toProviderPayment(current);
    if (approved.status !== 'authorized') return approved;
    if (!Number.isInteger(amount) || amount < 1 || amount > approved.amount)
      throw new Error(`square: cannot capture ${amount} of an authorisation of ${approved.amount}`);
    try {
      if (amount < approved.amount) {
        const { payment } = await this.client.payments.update({
          paymentId: providerRef,
          // One update per version read: a retry after another caller's change is a new request.
          idempotencyKey: squareIdempotencyKey(`capture:${providerRef}:${amount}:${current.versionToken ?? ''}`),
          payment: {
            amountMoney: { amount: BigInt(amount), currency: approved.currency as Square.Currency },
            ...(current.versionToken ? { versionToken: current.versionToken } : {}),
          },
        });
        current = required(payment, 'update payment');
      }
      const { payment } = await this.client.payments.complete({
        paymentId: providerRef,
        ...(current.versionToken ? { versionToken: current.versionToken } : {}),
      });
      return toProviderPayment(required(payment, 'complete payment'));
    } catch (err) {
      if (!(err instanceof squareSdk().SquareError)) throw err;
      const now = await this.getPayment(providerRef);
      if (now.status === 'authorized') throw err;
      return now;
    }
  }

  async refund(
    providerRef: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<{ refundRef: string; status: 'succeeded' | 'pending' | 'failed' }> {
    const current = await this.getPayment(providerRef);
    const { refund } = await this.client.refunds.refundPayment({
      idempotencyKey: squareIdempotencyKey(idempotencyKey),
      amountMoney: { amount: BigInt(amount), currency: current.currency as Square.Currency },
      paymentId: providerRef,
    });
    const done = required(refund, 'refund payment');
    const status =
      done.status === 'COMPLETED' ? 'succeeded' : done.status === 'REJECTED' || done.status === 'FAILED' ? 'failed' : 'pending';
    return { refundRef: done.id, status };
  }

  async parseWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<WebhookEvent> {
    const signatureHeader = header(headers, 'x-square-hmacsha256-signature');
    if (!signatureHeader || !this.config.webhookSignatureKey) throw new WebhookSignatureError();
    const valid = await squareSdk().WebhooksHelper.verifySignature({
      requestBody: rawBody,
      signatureHeader,
      signatureKey: this.config.webhookSignatureKey,
      notificationUrl: this.config.webhookUrl,
    });
    if (!valid) throw new WebhookSignatureError();
    let body: SquareWebhookBody;
    try {
      body = JSON.parse(rawBody) as SquareWebhookBody;
    } catch {
      throw new WebhookSignatureError('Webhook body is not JSON');
    }
    // Square signs no timestamp; a replay carries the same event_id, which the caller has seen.
    const eventId = body.event_id ?? `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
    const payment = body.data?.object?.payment;
    const refund = body.data?.object?.refund;
    if ((body.type === 'payment.created' || body.type === 'payment.updated') && payment) {
      return {
        eventId,
        type: WEBHOOK_PAYMENT_TYPE[payment.status ?? ''] ?? 'other',
        providerRef: payment.id ?? null,
        ...webhookMoney(payment.amount_money),
      };
    }
    if (body.type === 'refund.updated' && refund) {
      return {
        eventId,
        type: refund.status === 'COMPLETED' ? 'refund.succeeded' : 'other',
        providerRef: refund.payment_id ?? null,
        ...webhookMoney(refund.amount_money),
      };
    }
    return { eventId, type: 'other', providerRef: null, amount: null, currency: null };
  }

  /** Square has no client-side signature: the payment is taken server-side. */
  verifyClientSignature(): boolean {
    return true;
  }
}

function toProviderPayment(payment: Square.Payment): ProviderPayment {
  const money = payment.amountMoney ?? payment.totalMoney;
  return {
    providerRef: required(payment.id, 'payment id'),
    status: STATUS[payment.status ?? ''] ?? 'pending',
    amount: Number(money?.amount ?? 0),
    currency: String(money?.currency ?? '').toUpperCase(),
  };
}

/** A card decline (PAYMENT_METHOD_ERROR) as a failed payment; anything else is not a decline. */
function declinedPayment(err: unknown, input: CreatePaymentInput): ProviderPayment | null {
  if (!(err instanceof squareSdk().SquareError)) return null;
  const declines = err.errors.filter((e) => e.category === 'PAYMENT_METHOD_ERROR');
  const first = declines[0];
  if (!first) return null;
  // Square usually includes the FAILED payment in the error body; without it there is no id to keep.
  const body = (err.body ?? {}) as { payment?: { id?: string } };
  const result: ProviderPayment = {
    providerRef: body.payment?.id ?? '',
    status: 'failed',
    amount: input.amount,
    currency: input.currency.toUpperCase(),
    failureMessage: declines.map((e) => (e.detail ? `${e.code}: ${e.detail}` : e.code)).join('; '),
  };
  if (declines.some((e) => AUTHENTICATION_FAILURES.has(e.code))) result.authenticationFailed = true;
  return result;
}

function webhookMoney(money: { amount?: number; currency?: string } | undefined): { amount: number | null; currency: string | null } {
  return {
    amount: typeof money?.amount === 'number' ? money.amount : null,
    currency: money?.currency ? money.currency.toUpperCase() : null,
  };
}

/** Keys up to 45 characters go as they are; longer ones are hashed to a stable 45-character key. */
function squareIdempotencyKey(key: string): string {
  return key.length <= IDEMPOTENCY_KEY_MAX ? key : createHash('sha256').update(key).digest('hex').slice(0, IDEMPOTENCY_KEY_MAX);
}

function required<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`square: ${what} missing from the response`);
  return value;
}

function header(headers: Record<string, string | undefined>, name: string): string | undefined {
  const direct = headers[name];
  if (direct !== undefined) return direct || undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key ? headers[key] || undefined : undefined;
}
