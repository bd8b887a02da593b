import { type Ctx, inTransaction } from '../../ctx';
import { isUniqueViolation } from '../../db/db-errors';
import { randomId } from '../../lib/ids';
import type { PaymentRow } from './payments.table';
import type { ProviderName, ProviderPayment } from './provider';
import { paymentPurpose } from './purposes';
import { executeRefunds, insertRefund } from './refunds';
import { providers } from './registry';

/**
 * The payment attempt's state machine (decision 007), the only code that moves `payment.status`:
 *
 *   created ──► succeeded ──► refunded          created ──► failed ──► succeeded
 *      │                                          created ──► canceled ──► succeeded
 *
 * At most one attempt per reference is live (`created`: a partial unique index); opening a new one
 * voids the one before. Whatever the provider reports comes in through `settle`, from the
 * shopper's confirmation, a webhook or the reconciliation job alike. A success is claimed once,
 * and counts towards what is owed only as far as it is still owed: the rest is refunded at once.
 */
export type Purpose = PaymentRow['purpose'];

/**
 * Opens the live attempt for a reference, voiding the live one before it in the same transaction
 * (two tabs, a double click, a retry after closing the sheet). The voided attempts are returned:
 * void them at their provider after the commit (`voidAtProviders`).
 *
 * A `charge` (the server charges a card token now: make_payment) joins instead a charge already
 * live for the same reference, provider and amount (`joined`): the caller repeats that charge with
 * its idempotency key, so a double click is one charge at the provider.
 */
export async function openAttempt(
  ctx: Ctx,
  a: {
    purpose: Purpose;
    reference: string;
    customerId: string;
    provider: ProviderName;
    amount: number;
    currency: string;
    /** Authorise only: captured later for what is then owed (an order with weighed lines). */
    captureLater?: boolean;
    charge?: boolean;
  },
): Promise<{ row: PaymentRow; superseded: PaymentRow[]; joined: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(ctx, async (tx) => {
        if (a.charge) {
          // Two charges for one order queue here (PostgreSQL); the second finds the first.
          await paymentPurpose(tx.app, a.purpose).lock?.(tx, a.reference);
          const live = await tx.db
            .selectFrom('payment')
            .selectAll()
            .where('purpose', '=', a.purpose)
            .where('reference', '=', a.reference)
            .where('status', '=', 'created')
            .executeTakeFirst();
          if (
            live &&
            isCharge(live) &&
            live.provider === a.provider &&
            live.amount === a.amount &&
            live.capture_later === (a.captureLater ? 1 : 0)
          )
            return { row: live, superseded: [], joined: true };
        }
        const superseded = await voidLive(tx, a.purpose, a.reference, 'Replaced by a new payment attempt');
        const now = tx.clock.now().toISOString();
        const id = `PAY-${randomId(10)}`;
        const row: PaymentRow = {
          id,
          purpose: a.purpose,
          reference: a.reference,
          customer_id: a.customerId,
          provider: a.provider,
          provider_ref: null,
          provider_order_ref: null,
          amount: a.amount,
          currency: a.currency,
          status: 'created',
          capture_later: a.captureLater ? 1 : 0,
          held_amount: 0,
          captured_amount: 0,
          applied_amount: 0,
          refund_due: 0,
          refunded_amount: 0,
          // Same key, same provider payment: a retried create never charges twice.
          idempotency_key: `${a.purpose}:${a.reference}:${id}${a.charge ? CHARGE_SUFFIX : ''}`,
          failure_message: '',
          voided_at: null,
          checked_at: null,
          created_at: now,
          updated_at: now,
        };
        await tx.db.insertInto('payment').values(row).execute();
        return { row, superseded, joined: false };
      });
    } catch (err) {
      // Another process opened one at the same moment: go again, voiding (or joining) that one.
      if (attempt < 4 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

const CHARGE_SUFFIX = ':charge';

/** An attempt the server charges itself with a card token (make_payment), not one paid in the browser. */
export const isCharge = (row: Pick<PaymentRow, 'idempotency_key'>) => row.idempotency_key.endsWith(CHARGE_SUFFIX);

/** Records the provider's ids for a new attempt. */
export async function recordProviderRefs(ctx: Ctx, id: string, refs: { providerRef?: string | null; providerOrderRef?: string | null }) {
  await ctx.db
    .updateTable('payment')
    .set({
      ...(refs.providerRef ? { provider_ref: refs.providerRef } : {}),
      ...(refs.providerOrderRef ? { provider_order_ref: refs.providerOrderRef } : {}),
      updated_at: ctx.clock.now().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Voids the live attempts of a reference inside the caller's transaction — and, with `held`, the
 * authorisations it holds (a cancellation releases them); returns them (void at their provider
 * after the commit).
 */
export async function voidLive(
  tx: Ctx,
  purpose: Purpose,
  reference: string,
  why: string,
  opts: { held?: boolean } = {},
): Promise<PaymentRow[]> {
  const statuses: PaymentRow['status'][] = opts.held ? ['created', 'authorized'] : ['created'];
  const live = await tx.db
    .selectFrom('payment')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('reference', '=', reference)
    .where('status', 'in', statuses)
    .execute();
  if (!live.length) return [];
  await tx.db
    .updateTable('payment')
    .set({ status: 'canceled', failure_message: why, updated_at: tx.clock.now().toISOString() })
    .where(
      'id',
      'in',
      live.map((r) => r.id),
    )
    .where('status', 'in', statuses)
    .execute();
  return live.map((r) => ({ ...r, status: 'canceled' as const, failure_message: why }));
}

async function markVoided(ctx: Ctx, id: string) {
  await ctx.db
    .updateTable('payment')
    .set({ voided_at: ctx.clock.now().toISOString() })
    .where('id', '=', id)
    .where('voided_at', 'is', null)
    .execute();
}

/**
 * Voids attempts at their providers (after the commit that voided them here). One that the
 * provider reports as already paid is settled like any success: counted if still owed, else
 * refunded. Only the provider's "cancelled" is final: a payment that cannot be voided (Razorpay
 * has no void; a Stripe intent mid-processing) may still take money, so the reconciliation job
 * keeps asking about it — as it does when the provider could not be reached.
 */
export async function voidAtProviders(ctx: Ctx, rows: PaymentRow[]): Promise<void> {
  for (const row of rows) {
    const provider = providers(ctx.app).get(row.provider);
    const ref = row.provider_ref ?? row.provider_order_ref;
    if (!provider || !ref) {
      await markVoided(ctx, row.id);
      continue;
    }
    try {
      const p = await provider.cancel(ref);
      if (p.status === 'succeeded') await recordSuccess(ctx, row, p);
      else if (p.status === 'canceled') await markVoided(ctx, row.id);
      else await ctx.db.updateTable('payment').set({ checked_at: ctx.clock.now().toISOString() }).where('id', '=', row.id).execute();
    } catch (err) {
      ctx.log.warn({ err, payment: row.id }, 'void at the provider failed; reconciliation will retry');
    }
  }
}

/** A provider said the attempt failed. A voided or settled attempt stays as it is. */
export async function recordFailure(ctx: Ctx, row: PaymentRow, message: string): Promise<void> {
  await ctx.db
    .updateTable('payment')
    .set({ status: 'failed', failure_message: message.slice(0, 500), updated_at: ctx.clock.now().toISOString() })
    .where('id', '=', row.id)
    .where('status', '=', 'created')
    .execute();
}

export type SuccessOutcome =
  /** Counted towards what was owed (all of it, or `refunded` of it went straight back). */
  | { kind: 'applied'; applied: number; refunded: number }
  /** Nothing was owed any more (paid by another attempt, or cancelled): all of it goes back. */
  | { kind: 'refunded'; refunded: number; reason: 'paid' | 'cancelled' | 'mismatch' }
  /** This success was recorded before (a replay, the webhook and the shopper both reporting it). */
  | { kind: 'already' }
  /** The provider's payment is already recorded for another attempt. */
  | { kind: 'used' };

/**
 * Records a provider's success exactly once (the claim is a conditional update), counts it
 * towards what the reference owes through its owner, and sends the rest back at once. In the
 * database, at every commit: applied + refund_due = captured, and applied never exceeds what was owed.
 */
export async function recordSuccess(ctx: Ctx, row: PaymentRow, p: ProviderPayment): Promise<SuccessOutcome> {
  let done: { payment: PaymentRow; applied: number; due: number; refused?: 'paid' | 'cancelled' | 'mismatch' } | null;
  try {
    done = await inTransaction(ctx, async (tx) => {
      const purpose = paymentPurpose(tx.app, row.purpose);
      await purpose.lock?.(tx, row.reference);
      const now = tx.clock.now().toISOString();
      const claim = await tx.db
        .updateTable('payment')
        .set({ status: 'succeeded', provider_ref: p.providerRef, captured_amount: p.amount, failure_message: '', updated_at: now })
        .where('id', '=', row.id)
        .where('status', 'in', ['created', 'authorized', 'canceled', 'failed'])
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return null;
      const claimed: PaymentRow = { ...row, status: 'succeeded', provider_ref: p.providerRef, captured_amount: p.amount };
      // Money other than what this attempt asked for (another amount or currency) is not counted: all of it goes back.
      // An authorisation is captured for what is owed then: any amount up to what it asked for.
      const asked =
        (row.capture_later ? p.amount > 0 && p.amount <= row.amount : p.amount === row.amount) &&
        p.currency.toUpperCase() === row.currency.toUpperCase();
      if (!asked)
        tx.log.warn({ payment: row.id, provider: p.amount, expected: row.amount }, 'payment amount or currency mismatch: refunded');
      const r = asked
        ? await paymentPurpose(tx.app, row.purpose).apply(tx, claimed, p.amount)
        : { applied: 0, refused: 'mismatch' as const };
      const due = p.amount - r.applied;
      await tx.db.updateTable('payment').set({ applied_amount: r.applied, refund_due: due }).where('id', '=', row.id).execute();
      if (due > 0) {
        const reason = r.refused === 'cancelled' ? 'cancelled' : row.capture_later && asked && r.applied > 0 ? 'weighed' : 'excess';
        await insertRefund(tx, { paymentId: row.id, amount: due, reason });
      }
      return {
        payment: { ...claimed, applied_amount: r.applied, refund_due: due },
        applied: r.applied,
        due,
        ...(r.refused ? { refused: r.refused } : {}),
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) return { kind: 'used' };
    throw err;
  }
  if (!done) return { kind: 'already' };
  if (done.due > 0) await executeRefunds(ctx, { paymentId: row.id });
  if (done.applied > 0) {
    await paymentPurpose(ctx.app, row.purpose)
      .afterApplied?.(ctx, done.payment, done.applied)
      .catch((err: unknown) => ctx.log.error({ err, payment: row.id }, 'after-payment effects failed'));
    return { kind: 'applied', applied: done.applied, refunded: done.due };
  }
  return { kind: 'refunded', refunded: done.due, reason: done.refused ?? 'paid' };
}

export type SettleOutcome =
  | SuccessOutcome
  | { kind: 'held'; amount: number }
  | { kind: 'failed'; message: string; authenticationFailed: boolean }
  | { kind: 'voided' }
  | { kind: 'pending' };

/**
 * Records an authorisation for an attempt that captures later (once: a conditional update from
 * created). Held money for a reference that no longer owes it (cancelled) or of another amount is
 * released at once.
 */
async function recordHold(ctx: Ctx, row: PaymentRow, p: ProviderPayment): Promise<SettleOutcome> {
  const asked = p.amount === row.amount && p.currency.toUpperCase() === row.currency.toUpperCase();
  const held = await inTransaction(ctx, async (tx) => {
    const purpose = paymentPurpose(tx.app, row.purpose);
    await purpose.lock?.(tx, row.reference);
    const claim = await tx.db
      .updateTable('payment')
      .set({ status: 'authorized', provider_ref: p.providerRef, held_amount: p.amount, updated_at: tx.clock.now().toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'created')
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return 'gone' as const;
    if (asked && (await purpose.hold?.(tx, { ...row, status: 'authorized', held_amount: p.amount }))) return 'held' as const;
    await tx.db
      .updateTable('payment')
      .set({ status: 'canceled', failure_message: asked ? 'Nothing is owed any more' : 'Authorised amount does not match' })
      .where('id', '=', row.id)
      .execute();
    return 'release' as const;
  });
  if (held === 'held') return { kind: 'held', amount: p.amount };
  if (held === 'gone') {
    const now = await ctx.db.selectFrom('payment').select('status').where('id', '=', row.id).executeTakeFirst();
    if (now?.status === 'authorized') return { kind: 'already' };
  }
  await releaseAtProvider(ctx, row, p.providerRef);
  return { kind: 'voided' };
}

async function releaseAtProvider(ctx: Ctx, row: PaymentRow, providerRef: string): Promise<void> {
  const provider = providers(ctx.app).get(row.provider);
  if (!provider) return;
  try {
    const p = await provider.cancel(providerRef);
    if (p.status === 'canceled') await markVoided(ctx, row.id);
    else if (p.status === 'succeeded') await recordSuccess(ctx, row, p);
  } catch (err) {
    // Left unvoided: reconciliation asks again (as for any void the provider did not confirm).
    ctx.log.warn({ err, payment: row.id }, 'release at the provider failed; reconciliation will retry');
  }
}

/**
 * Captures what a reference owes from the authorisation it holds, once (the order's final amount
 * after picking); the provider releases the rest. Where a provider captures only the whole
 * authorisation, what was not owed is refunded at once by recordSuccess. Nothing owed: the hold
 * is released. 'none' when no authorisation is held.
 */
export async function captureHeld(ctx: Ctx, purpose: Purpose, reference: string, owed: number): Promise<SettleOutcome | { kind: 'none' }> {
  const row = await ctx.db
    .selectFrom('payment')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('reference', '=', reference)
    .where('status', '=', 'authorized')
    .executeTakeFirst();
  if (!row?.provider_ref) return { kind: 'none' };
  const provider = providers(ctx.app).get(row.provider);
  if (!provider) return { kind: 'none' };
  if (owed <= 0) {
    const voided = await inTransaction(ctx, (tx) => voidLive(tx, purpose, reference, 'Nothing left to pay', { held: true }));
    await voidAtProviders(ctx, voided);
    return { kind: 'voided' };
  }
  const p = await provider.capture(row.provider_ref, Math.min(owed, row.held_amount));
  if (p.status === 'succeeded') return recordSuccess(ctx, row, p);
  return { kind: 'pending' };
}

/**
 * What the provider reports about an attempt, applied: the one way in for the shopper's
 * confirmation, webhooks and reconciliation. A live attempt that is only authorised is captured;
 * an authorisation on a voided attempt is released instead.
 */
export async function settle(
  ctx: Ctx,
  row: PaymentRow,
  reported: ProviderPayment,
  opts: { capture?: boolean } = {},
): Promise<SettleOutcome> {
  const provider = providers(ctx.app).get(row.provider);
  let p = reported;
  if (p.status === 'authorized' && provider) {
    if (row.status === 'authorized') return { kind: 'already' };
    if (row.status === 'created' && row.capture_later) return recordHold(ctx, row, p);
    if (row.status !== 'created') {
      await provider.cancel(p.providerRef);
      await markVoided(ctx, row.id);
      return { kind: 'voided' };
    }
    if (opts.capture === false) return { kind: 'pending' };
    p = await provider.capture(p.providerRef, row.amount);
  }
  if (p.status === 'succeeded') return recordSuccess(ctx, row, p);
  if (p.status === 'failed') {
    const message = p.authenticationFailed ? "Payment failed because cardholder couldn't be authenticated" : 'Payment Failed!';
    await recordFailure(ctx, row, p.failureMessage ?? message);
    return { kind: 'failed', message, authenticationFailed: Boolean(p.authenticationFailed) };
  }
  if (p.status === 'canceled') {
    await ctx.db
      .updateTable('payment')
      .set({ status: 'canceled', failure_message: 'Cancelled at the provider', updated_at: ctx.clock.now().toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'created')
      .execute();
    await markVoided(ctx, row.id);
    return { kind: 'voided' };
  }
  return { kind: 'pending' };
}

/** The attempts of a reference, newest first. */
export function attemptsOf(ctx: Ctx, purpose: Purpose, reference: string): Promise<PaymentRow[]> {
  return ctx.db
    .selectFrom('payment')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('reference', '=', reference)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
