/**
 * Paying for something (an order, a wallet top-up, a subscription) through the shop's card
 * provider. `payFor` opens the provider's sheet (rendered by PaymentSheetHost, mounted once in
 * App), waits for the shopper, confirms with the server and resolves with the outcome. It never
 * rejects: every ending is a PayOutcome. Only one payment is open at a time.
 *
 * Outcomes:
 * - success: the server captured the payment (order paid, wallet credited, subscription active).
 * - failed: the card failed after the sheet's retries ('Payment Failed!', or the server's message
 *   such as "Payment failed because cardholder couldn't be authenticated"), the sheet was closed
 *   after a failed attempt or the provider's widget could not open ('Payment Failed'), or the
 *   server refused to start the payment (its message, e.g. the wallet's amount bounds).
 * - cancelled (code 2): the shopper closed the sheet without trying to pay.
 * For an order (and a subscription bill), a sheet closed without success also tells the server
 * (update_order_status without a transaction id): the order stays placed and payable again.
 */
export type PayOutcome =
  | { status: 'success'; message: string }
  | { status: 'failed'; message: string; authenticationFailed?: boolean }
  | { status: 'cancelled'; code: 2; message: 'Payment Canceled by User' };

export interface PayInput {
  purpose: 'order' | 'wallet' | 'subscription';
  /** Order id (ORD-… or SUB-ORD-…); none for a wallet top-up. */
  reference?: string;
  /** Wallet top-up amount in pounds. */
  amount?: number;
  /** A provider name from get_payment_method (default: the first card provider). */
  provider?: string;
}

/** The spec's texts. */
export const PAYMENT_FAILED = 'Payment Failed!';
export const WIDGET_CLOSED_FAILED = 'Payment Failed';
export const PAYMENT_CANCELED = 'Payment Canceled by User' as const;
export const AUTHENTICATION_FAILED = "Payment failed because cardholder couldn't be authenticated";
export const SUBSCRIPTION_COMPLETED = 'Subscription is sucessfully completed.';

export const CANCELLED_OUTCOME: PayOutcome = { status: 'cancelled', code: 2, message: PAYMENT_CANCELED };

export interface OpenPayment {
  id: number;
  input: PayInput;
}

interface Pending extends OpenPayment {
  resolve: (outcome: PayOutcome) => void;
}

let current: Pending | null = null;
let snapshot: OpenPayment | null = null;
let seq = 0;
let hosts = 0;
const listeners = new Set<() => void>();

function emit(): void {
  snapshot = current ? { id: current.id, input: current.input } : null;
  for (const l of listeners) l();
}

export function payFor(input: PayInput): Promise<PayOutcome> {
  // No sheet host mounted (should not happen in the app): nothing can open.
  if (hosts === 0) return Promise.resolve({ status: 'failed', message: WIDGET_CLOSED_FAILED });
  if (current) return Promise.resolve({ status: 'failed', message: 'A payment is already open. Finish or close it first.' });
  return new Promise<PayOutcome>((resolve) => {
    current = { id: ++seq, input, resolve };
    emit();
  });
}

// ----- for PaymentSheetHost -----

export function subscribeOpenPayment(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getOpenPayment(): OpenPayment | null {
  return snapshot;
}

/** Ends the open payment `id` with its outcome (a later call for the same id does nothing). */
export function finishPayment(id: number, outcome: PayOutcome): void {
  if (!current || current.id !== id) return;
  const { resolve } = current;
  current = null;
  emit();
  resolve(outcome);
}

export function registerPaymentHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
  };
}
