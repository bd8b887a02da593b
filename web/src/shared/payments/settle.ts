import { ApiError, call } from '../../api/client';
import { getSession } from '../../lib/session';
import { AUTHENTICATION_FAILED, CANCELLED_OUTCOME, PAYMENT_FAILED, type PayInput, type PayOutcome, WIDGET_CLOSED_FAILED } from './pay';

/** How a provider's sheet or widget ended, before the server is told. */
export type ProviderResult =
  /** The provider took the money: capture it with the server. */
  | { kind: 'paid'; transactionId: string; razorpay?: { orderId: string; signature: string } }
  /** The card failed and the retries are used up. */
  | { kind: 'failed'; authenticationFailed: boolean }
  /** The shopper closed the sheet; `afterFailure` when an attempt had failed first. */
  | { kind: 'closed'; afterFailure: boolean }
  /** The provider's script or form could not be opened. */
  | { kind: 'unavailable' }
  /** The provider flow already confirmed with the server (Square's process_payment). */
  | { kind: 'outcome'; outcome: PayOutcome };

/** How many times a failed attempt may be tried again in the sheet (the widget's retry count). */
export const MAX_RETRIES = 3;

export function failureMessage(authenticationFailed: boolean): string {
  return authenticationFailed ? AUTHENTICATION_FAILED : PAYMENT_FAILED;
}

const transient = (err: unknown) => !(err instanceof ApiError) || err.status === 0 || err.status >= 500;

/** Capture calls are retried once when the network or the server hiccups (the webhook completes it anyway). */
async function withOneRetry<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!transient(err)) throw err;
    await new Promise((r) => setTimeout(r, 800));
    return fn();
  }
}

/** An order's attempt that ended without money: the order stays placed and payable (only logged on error). */
function releaseOrder(input: PayInput, reference: string | undefined): Promise<void> {
  if (input.purpose !== 'order' || !reference) return Promise.resolve();
  return call('update_order_status', { order_id: reference })
    .then(() => undefined)
    .catch((err: unknown) => console.error('update_order_status (no transaction) failed', err));
}

/**
 * Tells the server how the provider's part ended and turns it into the outcome: capture by mode
 * (order or subscription bill → update_order_status with capture=1; wallet → insert_wallet_order).
 * `amountMinor` is what the provider charged (minor units), used for the wallet record.
 */
export async function settle(
  input: PayInput,
  started: { reference?: string; amountMinor: number } | null,
  result: ProviderResult,
): Promise<PayOutcome> {
  const reference = started?.reference ?? input.reference;
  switch (result.kind) {
    case 'outcome':
      return result.outcome;
    case 'closed':
      await releaseOrder(input, reference);
      return result.afterFailure ? { status: 'failed', message: WIDGET_CLOSED_FAILED } : CANCELLED_OUTCOME;
    case 'unavailable':
      await releaseOrder(input, reference);
      return { status: 'failed', message: WIDGET_CLOSED_FAILED };
    case 'failed':
      await releaseOrder(input, reference);
      return { status: 'failed', message: failureMessage(result.authenticationFailed), authenticationFailed: result.authenticationFailed };
    case 'paid':
      break;
  }
  try {
    if (input.purpose === 'wallet') {
      const session = getSession();
      const r = await withOneRetry(() =>
        call('insert_wallet_order', {
          customer_id: session?.customer_id,
          payment_method: 'Razor Pay',
          transaction_id: result.transactionId,
          amount: (started?.amountMinor ?? Math.round((input.amount ?? 0) * 100)) / 100,
          order_from: 'Website',
        }),
      );
      return r.status === 'success'
        ? { status: 'success', message: r.message }
        : { status: 'failed', message: r.message || PAYMENT_FAILED };
    }
    if (!reference) return { status: 'failed', message: PAYMENT_FAILED };
    const r = await withOneRetry(() =>
      call('update_order_status', {
        order_id: reference,
        transaction_id: result.transactionId,
        capture: 1,
        ...(result.razorpay ? { razorpay_order_id: result.razorpay.orderId, razorpay_signature: result.razorpay.signature } : {}),
      }),
    );
    return r.status === 1
      ? { status: 'success', message: r.message }
      : { status: 'failed', message: r.message || PAYMENT_FAILED, authenticationFailed: r.authentication_failed };
  } catch (err) {
    // The spec only logs capture errors; the provider's webhook still completes a real payment.
    console.error('payment capture failed', err);
    return {
      status: 'failed',
      message: 'We could not confirm your payment. If money was taken, it will show against your account shortly.',
    };
  }
}
