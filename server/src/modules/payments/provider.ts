/**
 * One interface for every card payment provider. Amounts are minor units (pence); the currency
 * comes from the store settings (GBP). Adapters never decide business outcomes: they report what
 * the provider says, and the payment service decides (verify, capture once, record).
 */
export type ProviderName = 'test' | 'razorpay' | 'stripe' | 'square';

export type ProviderStatus = 'pending' | 'requires_action' | 'authorized' | 'succeeded' | 'failed' | 'canceled';

export interface ProviderPayment {
  /** The provider's id for this payment (Razorpay payment id, Stripe PaymentIntent id, Square payment id, test id). */
  providerRef: string;
  /**
   * Where the provider creates an order first and the payment later (Razorpay), the order id: the
   * payment found by its id is matched to our attempt through this.
   */
  providerOrderRef?: string;
  status: ProviderStatus;
  amount: number;
  currency: string;
  /** Why it failed, in the provider's words (shown to no one as is; logged). */
  failureMessage?: string;
  /** The failure was the cardholder failing authentication (3-D Secure). */
  authenticationFailed?: boolean;
}

export interface CreatePaymentInput {
  amount: number;
  currency: string;
  /** What the money is for (the spec's description marker): an order, a wallet top-up or a subscription. */
  purpose: 'order' | 'wallet' | 'subscription';
  /** Our reference: order id, subscription order id, or wallet top-up id. */
  reference: string;
  customerId: string;
  email?: string;
  /** Same key, same provider payment: retries never charge twice. */
  idempotencyKey: string;
  description: string;
  /** A card token from the client where the provider works that way (Square nonce, Stripe payment method). */
  sourceToken?: string;
  /** Square's SCA verification token (payments.verifyBuyer()); other providers ignore it. */
  verificationToken?: string;
  /**
   * Authorise only: once the shopper has paid, the payment is `authorized` (not `succeeded`) and
   * takes no money until capture() (catch-weight orders: authorise the estimate plus a margin,
   * capture the weighed amount after picking).
   */
  captureLater?: boolean;
  /**
   * Charge `sourceToken` now (a server-side confirm): the payment comes back paid, declined, or
   * waiting for the cardholder (`requires_action`, with `next_action` in clientData), instead of
   * waiting for the browser to pay it.
   */
  confirm?: boolean;
}

export interface CreatedPayment extends ProviderPayment {
  /** What the browser needs to finish the payment (public values only: never a secret key). */
  clientData: Record<string, unknown>;
}

export interface WebhookEvent {
  /** The provider's event id (replays carry the same id). */
  eventId: string;
  type: 'payment.succeeded' | 'payment.authorized' | 'payment.failed' | 'refund.succeeded' | 'other';
  providerRef: string | null;
  amount: number | null;
  currency: string | null;
}

/**
 * The provider turned the request down before taking anything (an unknown or used card token), or
 * refused it because its idempotency key was first used with other details (`keyReused`).
 */
export class PaymentRefusedError extends Error {
  constructor(
    message: string,
    readonly keyReused = false,
  ) {
    super(message);
    this.name = 'PaymentRefusedError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Webhook signature does not verify') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** A sandbox or the built-in test provider: the UI says TEST MODE. */
  readonly testMode: boolean;
  /**
   * capture() can take less than was authorised and release the rest. When false it captures the
   * whole authorisation, and the caller refunds what was not owed.
   */
  readonly partialCapture: boolean;
  /** Settings the browser may see (publishable keys, application ids). */
  publicSettings(): Record<string, unknown>;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Retrieves the payment as the provider has it now (reconciliation asks this of attempts left open). */
  getPayment(providerRef: string): Promise<ProviderPayment>;
  /**
   * Voids an attempt that has not taken money (cancels the intent, releases an authorisation), and
   * reports the payment as it now stands. One that has already succeeded cannot be voided: it is
   * reported as succeeded, and the caller refunds it. Safe to repeat.
   */
  cancel(providerRef: string): Promise<ProviderPayment>;
  /**
   * Captures `amount` (1 up to what was authorised; anything else throws) of an `authorized`
   * payment and releases the rest, and reports the payment as it then stands: `succeeded`, with
   * `amount` what was actually captured (the whole authorisation where partialCapture is false).
   * A payment not waiting for capture (already captured, voided, never paid) is reported as it is,
   * so repeating a capture is harmless and never takes money twice.
   */
  capture(providerRef: string, amount: number): Promise<ProviderPayment>;
  refund(
    providerRef: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<{ refundRef: string; status: 'succeeded' | 'pending' | 'failed' }>;
  /** Verifies the signature over the raw body and reads the event; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<WebhookEvent>;
  /**
   * Checks a client-side confirmation signature where the provider gives one (Razorpay's
   * HMAC of "order_id|payment_id"); providers without one answer true.
   */
  verifyClientSignature(data: { providerRef: string; providerOrderId?: string; signature?: string }): boolean;
}
