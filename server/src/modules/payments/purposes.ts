import type { AppState, Ctx } from '../../ctx';
import type { PaymentRefundRow, PaymentRow } from './payments.table';

/**
 * What an attempt pays for decides what its money does: an order and a subscription bill count
 * it towards what they owe, a top-up credits the wallet. The modules that own those tables say
 * how (registered once, in buildApp), so the payments module needs none of them (decision 007).
 */
export interface PaymentPurpose {
  /**
   * Locks the reference's row (an order, a bill) before the payment row is touched, so a capture
   * and a cancellation take their locks in the same order and cannot deadlock on PostgreSQL.
   */
  lock?(tx: Ctx, reference: string): Promise<unknown>;
  /**
   * Counts up to `amount` pence of captured money towards what the reference owes, inside the
   * capture's transaction, and returns what it counted: never more than is still owed, nothing
   * once cancelled. `refused` says why some or all of it was not counted.
   */
  apply(tx: Ctx, payment: PaymentRow, amount: number): Promise<{ applied: number; refused?: 'cancelled' | 'paid' }>;
  /**
   * An authorisation now holds `payment.held_amount` for the reference (an attempt that captures
   * later): true when the reference still wants it (nothing is captured yet), false to release it.
   */
  hold?(tx: Ctx, payment: PaymentRow): Promise<boolean>;
  /** What a held authorisation should now capture (the final amount is known), or null while it must wait. */
  dueFromHold?(ctx: Ctx, reference: string): Promise<number | null>;
  /** After the capture committed and counted (receipts, e-mails). Never throws. */
  afterApplied?(ctx: Ctx, payment: PaymentRow, applied: number): Promise<void>;
  /** After money went back to the shopper (a refund receipt), and why. Never throws. */
  afterRefunded?(ctx: Ctx, payment: PaymentRow, amount: number, reason: PaymentRefundRow['reason']): Promise<void>;
}

const KEY = 'payments.purposes';

export function registerPaymentPurposes(app: AppState, purposes: Record<PaymentRow['purpose'], PaymentPurpose>): void {
  app.memos.set(KEY, purposes);
}

export function paymentPurpose(app: AppState, purpose: PaymentRow['purpose']): PaymentPurpose {
  const all = app.memos.get(KEY) as Record<PaymentRow['purpose'], PaymentPurpose> | undefined;
  if (!all) throw new Error('payment purposes are not registered (buildApp registers them)');
  return all[purpose];
}
