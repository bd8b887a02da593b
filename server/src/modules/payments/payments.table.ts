import type { Selectable } from 'kysely';
import type { ProviderName } from './provider';

/**
 * One attempt to take money for an order, a wallet top-up or a subscription bill. Its life
 * (decision 007): created (live: at most one per reference) → succeeded | failed | canceled
 * (voided by Larder); a success may still arrive for a failed or voided attempt. Of what a success
 * captured, `applied_amount` counted towards what was owed and `refund_due` must go back (the
 * excess at once, the rest after a cancellation or a change); `refunded_amount` has gone back.
 * refunded once everything captured has gone back.
 */
export interface PaymentTable {
  id: string;
  purpose: 'order' | 'wallet' | 'subscription';
  /** Order id, subscription order id, or the wallet top-up id. */
  reference: string;
  customer_id: string;
  provider: ProviderName;
  /** The provider's payment id once known (unique per provider: a payment is used once). */
  provider_ref: string | null;
  /** The provider's order id, where it creates one first (Razorpay). */
  provider_order_ref: string | null;
  /** What was asked for when the attempt started. */
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'succeeded' | 'failed' | 'canceled' | 'refunded';
  /** Authorise only (an order with weighed lines): captured after picking, for the final amount. */
  capture_later: number;
  /** What the provider holds for an authorised attempt until it is captured or released. */
  held_amount: number;
  captured_amount: number;
  applied_amount: number;
  refund_due: number;
  refunded_amount: number;
  idempotency_key: string;
  failure_message: string;
  /** When the provider confirmed a void (null: not asked yet, or the ask failed and is retried). */
  voided_at: string | null;
  /** When reconciliation last asked the provider about this attempt. */
  checked_at: string | null;
  created_at: string;
  updated_at: string;
}
export type PaymentRow = Selectable<PaymentTable>;

/** Money going back: to the card through the provider, or to the wallet. Pending until the provider says. */
export interface PaymentRefundTable {
  id: string;
  payment_id: string;
  amount: number;
  destination: 'provider' | 'wallet';
  /**
   * excess: more arrived than was owed; cancelled: the order or bill was cancelled; changed: the
   * order was made smaller; weighed: a provider captured a whole authorisation and the weighed
   * order cost less (Razorpay).
   */
  reason: 'excess' | 'cancelled' | 'changed' | 'weighed';
  status: 'pending' | 'succeeded' | 'failed';
  provider_refund_ref: string | null;
  idempotency_key: string;
  tries: number;
  last_error: string;
  created_at: string;
  updated_at: string;
}
export type PaymentRefundRow = Selectable<PaymentRefundTable>;

export interface PaymentEventTable {
  provider: string;
  event_id: string;
  received_at: string;
}

export interface TestPaymentTable {
  id: string;
  amount: number;
  currency: string;
  status: 'requires_payment' | 'requires_action' | 'authorized' | 'succeeded' | 'failed' | 'canceled';
  description: string;
  card_last4: string;
  failure: string;
  authentication_failed: number;
  refunded_amount: number;
  idempotency_key: string;
  /** manual: paying only authorises (status authorized) and capture() takes the money. */
  capture_method: 'automatic' | 'manual';
  /** What was authorised (manual capture), the most a capture can take; `amount` is then what was captured. */
  authorized_amount: number;
  created_at: string;
  updated_at: string;
}
export type TestPaymentRow = Selectable<TestPaymentTable>;

export interface TestRefundTable {
  id: string;
  payment_ref: string;
  amount: number;
  idempotency_key: string;
  created_at: string;
}
