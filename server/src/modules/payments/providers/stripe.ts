import type Stripe from 'stripe';
import { lazyModule } from '../../../lib/lazy-module';
import {
  PaymentRefusedError,
  WebhookSignatureError,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderStatus,
  type WebhookEvent,
} from '../provider';

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Overrides api.stripe.com (tests point it at a local fake). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Retries of failed requests (each with the same idempotency key); the SDK's default is 2. */
  maxNetworkRetries?: number;
}

const STATUS: Record<string, ProviderStatus> = {
  requires_payment_method: 'pending',
  requires_confirmation: 'pending',
  requires_action: 'requires_action',
  requires_capture: 'authorized',
  processing: 'pending',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

const AUTHENTICATION_FAILURE = 'payment_intent_authentication_failure';

/** Intents that have taken no money and that Stripe cancels (the API's list). */
const WAITING = new Set<string>(['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture']);
/** Worth asking Stripe to cancel: the above, and `processing`, which Stripe cancels in some cases. */
const CANCELABLE = new Set<string>([...WAITING, 'processing']);

const stripeSdk = lazyModule<typeof Stripe>('stripe');
/**
 * Stripe PaymentIntents: the browser confirms the intent with Stripe.js (Payment Element), which
 * runs 3-D Secure when the issuer asks for it (SCA for UK cards); the server creates, reads,
 * captures and refunds, and learns outcomes from signed webhooks. The spec's make_payment sends a
 * card token instead, and the server confirms (charges) it itself (`confirm`).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;
  readonly partialCapture = true;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.testMode = /^(sk|rk)_test_/.test(config.secretKey);
    const StripeSdk = stripeSdk();
    this.stripe = new StripeSdk(config.secretKey, {
      maxNetworkRetries: config.maxNetworkRetries ?? 2,
      appInfo: { name: 'Larder' },
      ...(config.api ?? {}),
    });
  }

  publicSettings(): Record<string, unknown> {
    return { publishable_key: this.config.publishableKey };
  }

  /**
   * The idempotency key makes a retried create return the same PaymentIntent (Stripe keeps keys for
   * 24 hours). With `confirm` the card is charged now (server-side confirmation): a declined card
   * comes back as the failed intent, a card that needs 3-D Secure as `requires_action` with the
   * next action for Stripe.js (`use_stripe_sdk`), and no redirect-based method is offered.
   */
  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      automatic_payment_methods: input.confirm ? { enabled: true, allow_redirects: 'never' } : { enabled: true },
      capture_method: input.captureLater ? 'manual' : 'automatic',
      description: input.description,
      metadata: { purpose: input.purpose, reference: input.reference, customer: input.customerId },
    };
    if (input.email) params.receipt_email = input.email;
    if (input.sourceToken?.startsWith('tok_')) {
      // A card token (Stripe.js createToken, older mobile SDKs) becomes the intent's PaymentMethod.
      params.payment_method_data = {
        type: 'card',
        card: { token: input.sourceToken },
      } as Stripe.PaymentIntentCreateParams.PaymentMethodData;
    } else if (input.sourceToken) {
      params.payment_method = input.sourceToken;
    }
    if (input.confirm) {
      params.confirm = true;
      params.use_stripe_sdk = true;
    }
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey });
    } catch (err) {
      const errors = stripeSdk().errors;
      // Declined: Stripe answers 402 with the intent, its reason in last_payment_error.
      if (input.confirm && err instanceof errors.StripeCardError && err.payment_intent) intent = err.payment_intent;
      else if (err instanceof errors.StripeIdempotencyError) throw new PaymentRefusedError(err.message, true);
      else if (input.confirm && (err instanceof errors.StripeCardError || err instanceof errors.StripeInvalidRequestError))
        throw new PaymentRefusedError(err.message);
      else throw err;
    }
    return {
      ...toProviderPayment(intent),
      clientData: {
        client_secret: intent.client_secret,
        publishable_key: this.config.publishableKey,
        ...(intent.status === 'requires_action' && intent.next_action ? { next_action: intent.next_action } : {}),
      },
    };
  }

  async getPayment(providerRef: string): Promise<ProviderPayment> {
    return toProviderPayment(await this.stripe.paymentIntents.retrieve(providerRef));
  }

  /**
   * Cancels an intent that has not taken money: one waiting for a payment method, confirmation or
   * 3-D Secure (a declined card leaves an intent in requires_payment_method, where the shopper
   * could still pay it with another card), or a held authorisation (requires_capture: Stripe
   * releases what was capturable). Stripe refuses to cancel a succeeded or already cancelled
   * intent (payment_intent_unexpected_state): those are reported as they are, so repeating a
   * cancel is harmless and a succeeded one is left to the caller to refund. A `processing` intent
   * is asked too (Stripe can cancel some); when refused it stays pending until it settles.
   * Any other error is thrown.
   */
  async cancel(providerRef: string): Promise<ProviderPayment> {
    const current = await this.stripe.paymentIntents.retrieve(providerRef);
    if (!CANCELABLE.has(current.status)) return toProviderPayment(current);
    try {
      // No fixed idempotency key: Stripe replays a key's first answer (errors included) for 24
      // hours, which would turn a later retry into the same failure. The SDK keys each call itself.
      return toProviderPayment(await this.stripe.paymentIntents.cancel(providerRef));
    } catch (err) {
      if (!isUnexpectedState(err)) throw err;
      // It moved on between the read and the cancel (paid in another tab, cancelled by a second
      // caller): report where it is now.
      const now = await this.stripe.paymentIntents.retrieve(providerRef);
      if (WAITING.has(now.status)) throw err;
      return toProviderPayment(now);
    }
  }

  /**
   * Captures once: an intent that is not waiting for capture is reported as it is. Capturing less
   * than amount_capturable releases the rest (Stripe allows one capture per intent). A refusal
   * because another capture or a cancel got there first is answered with the intent's new state.
   */
  async capture(providerRef: string, amount: number): Promise<ProviderPayment> {
    const current = await this.stripe.paymentIntents.retrieve(providerRef);
    if (current.status !== 'requires_capture') return toProviderPayment(current);
    checkCaptureAmount(amount, current.amount_capturable);
    try {
      const captured = await this.stripe.paymentIntents.capture(
        providerRef,
        { amount_to_capture: amount },
        { idempotencyKey: `capture:${providerRef}:${amount}` },
      );
      return toProviderPayment(captured);
    } catch (err) {
      if (!isUnexpectedState(err)) throw err;
      const now = await this.stripe.paymentIntents.retrieve(providerRef);
      if (now.status === 'requires_capture') throw err;
      return toProviderPayment(now);
    }
  }

  async refund(
    providerRef: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<{ refundRef: string; status: 'succeeded' | 'pending' | 'failed' }> {
    const refund = await this.stripe.refunds.create({ payment_intent: providerRef, amount }, { idempotencyKey });
    const status =
      refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
    return { refundRef: refund.id, status };
  }

  parseWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<WebhookEvent> {
    try {
      return Promise.resolve(this.readWebhook(rawBody, headers));
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** Stripe has no client-side signature: the intent's state is read from Stripe instead. */
  verifyClientSignature(): boolean {
    return true;
  }

  private readWebhook(rawBody: string, headers: Record<string, string | undefined>): WebhookEvent {
    const signature = header(headers, 'stripe-signature');
    if (!signature || !this.config.webhookSecret) throw new WebhookSignatureError();
    let event: Stripe.Event;
    try {
      // Also rejects a signature timestamp older than 5 minutes, so an old capture cannot be replayed.
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch (err) {
      if (err instanceof stripeSdk().errors.StripeSignatureVerificationError) throw new WebhookSignatureError(err.message);
      throw err;
    }
    const base = { eventId: event.id };
    switch (event.type) {
      case 'payment_intent.succeeded':
        return {
          ...base,
          type: 'payment.succeeded',
          ...intentMoney(event.data.object, event.data.object.amount_received || event.data.object.amount),
        };
      case 'payment_intent.amount_capturable_updated':
        return { ...base, type: 'payment.authorized', ...intentMoney(event.data.object, event.data.object.amount_capturable) };
      case 'payment_intent.payment_failed':
        return { ...base, type: 'payment.failed', ...intentMoney(event.data.object, event.data.object.amount) };
      case 'charge.refunded': {
        const charge = event.data.object;
        const intent = charge.payment_intent;
        return {
          ...base,
          type: 'refund.succeeded',
          providerRef: typeof intent === 'string' ? intent : (intent?.id ?? null),
          // The total refunded on this charge so far, not just this refund.
          amount: charge.amount_refunded,
          currency: charge.currency.toUpperCase(),
        };
      }
      default:
        return { ...base, type: 'other', providerRef: null, amount: null, currency: null };
    }
  }
}

function intentMoney(intent: Stripe.PaymentIntent, amount: number) {
  return { providerRef: intent.id, amount, currency: intent.currency.toUpperCase() };
}

function toProviderPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  const result: ProviderPayment = {
    providerRef: intent.id,
    status: STATUS[intent.status] ?? 'pending',
    // What was actually taken once it succeeded (less than asked after a partial capture).
    amount: intent.status === 'succeeded' ? intent.amount_received : intent.amount,
    currency: intent.currency.toUpperCase(),
  };
  const error = intent.last_payment_error;
  // After a declined card or a failed 3-D Secure challenge the intent goes back to
  // requires_payment_method with the reason in last_payment_error: that attempt failed.
  if (error && intent.status === 'requires_payment_method') {
    result.status = 'failed';
    result.failureMessage = error.message ?? error.decline_code ?? error.code ?? 'payment failed';
    if (error.code === AUTHENTICATION_FAILURE) result.authenticationFailed = true;
  }
  return result;
}

function checkCaptureAmount(amount: number, authorized: number): void {
  if (!Number.isInteger(amount) || amount < 1 || amount > authorized)
    throw new Error(`stripe: cannot capture ${amount} of an authorisation of ${authorized}`);
}

/** Stripe's answer to an action the intent's status does not allow (cancel after success, or twice). */
function isUnexpectedState(err: unknown): boolean {
  return err instanceof stripeSdk().errors.StripeInvalidRequestError && err.code === 'payment_intent_unexpected_state';
}

function header(headers: Record<string, string | undefined>, name: string): string | undefined {
  const direct = headers[name];
  if (direct !== undefined) return direct || undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key ? headers[key] || undefined : undefined;
}
