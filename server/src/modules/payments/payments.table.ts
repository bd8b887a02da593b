import type { Selectable } from 'kysely';
import type { ProviderName } from './provider';

/** One attempt to take money for an order, a wallet top-up or a subscription. */
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
  amount: number;
  currency: string;
  /** created → succeeded (claimed exactly once) | failed; refunded when fully refunded. */
  status: 'created' | 'succeeded' | 'failed' | 'refunded';
  refunded_amount: number;
  idempotency_key: string;
  failure_message: string;
  created_at: string;
  updated_at: string;
}
export type PaymentRow = Selectable<PaymentTable>;

export interface PaymentEventTable {
  provider: string;
  event_id: string;
  received_at: string;
}

export interface TestPaymentTable {
  id: string;
  amount: number;
  currency: string;
  status: 'requires_payment' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  description: string;
  card_last4: string;
  failure: string;
  authentication_failed: number;
  refunded_amount: number;
  idempotency_key: string;
  created_at: string;
  updated_at: string;
}
export type TestPaymentRow = Selectable<TestPaymentTable>;
