import { type Ctx, inTransaction } from '../../ctx';
import { AppError } from '../../lib/errors';
import { getStoreSettings } from '../settings/settings.service';
import { openAttempt, recordFailure, recordProviderRefs, settle, voidAtProviders, voidLive } from './lifecycle';
import { answerForOutcome, customerOf, dueFor } from './payment.service';
import type { PaymentRow } from './payments.table';
import { type CreatedPayment, PaymentRefusedError, type PaymentProvider, type ProviderPayment } from './provider';

/**
 * The server charges a card token itself (decision 022): the spec's make_payment (a Stripe token or
 * payment method), and process_payment on the built-in test provider. The amount is what the order
 * or bill owes now, from the database; the attempt lives through the same lifecycle as any other
 * (decision 007), and its idempotency key is the attempt's, so repeating a charge (a double click,
 * a retry after a lost answer) is the same charge at the provider.
 */
export type ChargeResult =
  | { kind: 'done'; ok: boolean; message: string; authenticationFailed: boolean; paymentRef: string | null }
  /** The card needs the cardholder (3-D Secure): the client completes `nextAction`, then confirms with update_order_status. */
  | { kind: 'action'; paymentRef: string; clientSecret: string | null; nextAction: Record<string, unknown> };

const done = (ok: boolean, message: string, paymentRef: string | null = null, authenticationFailed = false): ChargeResult => ({
  kind: 'done',
  ok,
  message,
  authenticationFailed,
  paymentRef,
});

const AUTHENTICATION_FAILED = "Payment failed because cardholder couldn't be authenticated";

/** Nothing is owed any more: the order (or bill) was paid, by this charge repeated or by another attempt. */
async function alreadyPaid(ctx: Ctx, customerId: string, purpose: 'order' | 'subscription', reference: string): Promise<string | null> {
  if (purpose === 'order') {
    const o = await ctx.db
      .selectFrom('orders')
      .select(['status', 'total', 'paid_amount', 'payment_status'])
      .where('id', '=', reference)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    const paid = o && o.status !== 'Cancelled' && (o.payment_status === 'Authorized' || o.paid_amount >= o.total);
    return paid ? 'This order is already paid.' : null;
  }
  const b = await ctx.db
    .selectFrom('subscription_order')
    .select('payment_status')
    .where('id', '=', reference)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return b?.payment_status === 'Paid' ? 'This subscription is already paid.' : null;
}

async function voidCharge(ctx: Ctx, row: PaymentRow, why: string): Promise<void> {
  const voided = await inTransaction(ctx, (tx) => voidLive(tx, row.purpose, row.reference, why));
  await voidAtProviders(ctx, voided);
}

export async function chargeNow(
  ctx: Ctx,
  input: {
    purpose: 'order' | 'subscription';
    reference: string;
    provider: PaymentProvider;
    token: string;
    verificationToken?: string;
    /** The client can complete a next action (3-D Secure); when not, a card that needs one fails. */
    canAuthenticate: boolean;
  },
  retried = false,
): Promise<ChargeResult> {
  const customerId = customerOf(ctx);
  const paidBefore = await alreadyPaid(ctx, customerId, input.purpose, input.reference);
  if (paidBefore) return done(true, paidBefore);
  const owed = await dueFor(ctx, customerId, input.purpose, input.reference, undefined);
  const { row, superseded, joined } = await openAttempt(ctx, {
    purpose: owed.purpose,
    reference: owed.reference,
    customerId,
    provider: input.provider.name,
    amount: owed.amount,
    currency: (await getStoreSettings(ctx)).currency,
    captureLater: owed.captureLater,
    charge: true,
  });
  if (superseded.length) await voidAtProviders(ctx, superseded);
  // Asked again: an attempt voided just now may have been paid after all, or this charge, joined, may be done.
  let due;
  try {
    due = await dueFor(ctx, customerId, input.purpose, input.reference, undefined, row.id);
  } catch (err) {
    const paid = err instanceof AppError ? await alreadyPaid(ctx, customerId, input.purpose, input.reference) : null;
    if (!paid) throw err;
    if (!joined) await voidCharge(ctx, row, 'Nothing left to pay');
    return done(true, paid);
  }

  let created: CreatedPayment;
  try {
    created = await input.provider.createPayment({
      // The attempt's own amount and key, so that a joined charge is the very same request.
      amount: row.amount,
      currency: row.currency,
      purpose: row.purpose,
      reference: row.reference,
      customerId,
      email: due.email,
      idempotencyKey: row.idempotency_key,
      description: due.description,
      ...(row.capture_later ? { captureLater: true } : {}),
      sourceToken: input.token,
      ...(input.verificationToken ? { verificationToken: input.verificationToken } : {}),
      confirm: true,
    });
  } catch (err) {
    if (err instanceof PaymentRefusedError && err.keyReused) {
      // The live charge is for another card. While it is still with the provider it is left alone;
      // once the provider has answered it, it is voided (or, paid after all, settled) and this card charged.
      const now = await ctx.db.selectFrom('payment').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      if (!now.provider_ref || retried) return done(false, 'A payment for this order is already being made. Please wait a moment.');
      await voidCharge(ctx, now, 'Replaced by a charge with another card');
      return chargeNow(ctx, input, true);
    }
    if (err instanceof PaymentRefusedError) {
      ctx.log.info({ err, payment: row.id }, 'the provider refused the card token');
      await recordFailure(ctx, row, err.message);
      return done(false, 'This card could not be charged. Please check it or use another card.');
    }
    // Unknown whether the card was charged: the attempt stays live, and trying again repeats this
    // same charge (same key). Reconciliation closes it if nobody does.
    ctx.log.warn({ err, payment: row.id }, 'charging the card failed');
    return done(false, 'We could not reach the card provider. Please try again.');
  }

  const ref = created.providerRef;
  if (!row.provider_ref) await recordProviderRefs(ctx, row.id, { providerRef: ref });
  // A repeated request is answered as it was first answered: ask for the payment as it is now.
  const p: ProviderPayment = joined ? await input.provider.getPayment(ref) : created;
  const now = await ctx.db.selectFrom('payment').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  if (p.status === 'requires_action' || p.status === 'pending') {
    // Voided meanwhile (the shopper opened another attempt): void it at the provider too.
    if (now.status === 'canceled') {
      await voidAtProviders(ctx, [now]);
      return done(false, 'Payment Failed', ref);
    }
    if (p.status === 'requires_action') {
      if (!input.canAuthenticate) {
        await voidCharge(ctx, now, 'The card needs authentication');
        return done(false, AUTHENTICATION_FAILED, ref, true);
      }
      const secret = created.clientData.client_secret;
      const next = created.clientData.next_action;
      return {
        kind: 'action',
        paymentRef: ref,
        clientSecret: typeof secret === 'string' ? secret : null,
        nextAction: next && typeof next === 'object' ? (next as Record<string, unknown>) : {},
      };
    }
  }
  const out = await settle(ctx, now, p);
  // A declined card: the card's own words (its issuer's reason, meant for the cardholder).
  if (out.kind === 'failed') return done(false, p.failureMessage || out.message, ref, out.authenticationFailed);
  const answer = await answerForOutcome(ctx, row.id, out);
  return done(answer.ok, answer.message, ref, answer.authenticationFailed);
}
