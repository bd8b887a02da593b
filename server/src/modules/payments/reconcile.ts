import { type Ctx, inTransaction } from '../../ctx';
import { getStoreSettings } from '../settings/settings.service';
import { captureHeld, recordFailure, settle, voidAtProviders, voidLive, type Purpose } from './lifecycle';
import { paymentPurpose } from './purposes';
import type { PaymentRow } from './payments.table';
import { executeRefunds } from './refunds';
import { providers } from './registry';

/**
 * Reconciliation, the safety net under webhooks (decision 008): attempts that stayed open are
 * looked up at their provider and settled the same way a webhook would settle them; voids and
 * refunds that could not reach their provider are tried again.
 */

/** Asks the provider about one attempt and settles what it says. */
async function reconcileAttempt(ctx: Ctx, row: PaymentRow, voidIfPendingBefore: string | null): Promise<void> {
  const provider = providers(ctx.app).get(row.provider);
  const ref = row.provider_ref ?? row.provider_order_ref;
  const now = ctx.clock.now().toISOString();
  await ctx.db.updateTable('payment').set({ checked_at: now }).where('id', '=', row.id).execute();
  if (!provider) return;
  if (!ref) {
    // The provider never answered the create: nothing can have been paid through it.
    await recordFailure(ctx, row, 'The payment never started at the provider');
    return;
  }
  let outcome;
  try {
    outcome = await settle(ctx, row, await provider.getPayment(ref));
  } catch (err) {
    ctx.log.warn({ err, payment: row.id }, 'reconciliation could not reach the provider');
    return;
  }
  if (outcome.kind === 'pending' && voidIfPendingBefore && row.created_at <= voidIfPendingBefore) {
    // Left half-done far too long (an abandoned 3-D Secure page): void it so it can never complete.
    const voided = await inTransaction(ctx, (tx) => voidLive(tx, row.purpose, row.reference, 'Abandoned'));
    await voidAtProviders(
      ctx,
      voided.filter((v) => v.id === row.id),
    );
  }
}

/** Settles the open attempts of one order or bill now (before it expires, say). */
export async function reconcileReference(ctx: Ctx, purpose: Purpose, reference: string): Promise<void> {
  const open = await ctx.db
    .selectFrom('payment')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('reference', '=', reference)
    .where('status', '=', 'created')
    .execute();
  for (const row of open) await reconcileAttempt(ctx, row, null);
}

/**
 * The job: attempts open longer than the store's reconcile time, voids not yet confirmed by their
 * provider, refunds still pending. Bounded per run; the next run picks up the rest.
 */
export async function reconcilePayments(ctx: Ctx, limit = 50): Promise<{ checked: number; voids: number; refunds: number }> {
  const s = await getStoreSettings(ctx);
  const now = ctx.clock.now().getTime();
  const staleBefore = new Date(now - s.payment_reconcile_minutes * 60_000).toISOString();
  const abandonedBefore = new Date(now - s.unpaid_order_minutes * 60_000).toISOString();
  const recheckBefore = new Date(now - 60_000).toISOString();
  const stale = await ctx.db
    .selectFrom('payment')
    .selectAll()
    .where('status', '=', 'created')
    .where('created_at', '<=', staleBefore)
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<=', recheckBefore)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  for (const row of stale) await reconcileAttempt(ctx, row, abandonedBefore);
  // Voided here but not (yet) at the provider: asked again every ten minutes for four days — past
  // the longest a provider keeps an authorisation (Razorpay: 3 days) — so a late success is refunded.
  const unvoided = await ctx.db
    .selectFrom('payment')
    .selectAll()
    .where('status', '=', 'canceled')
    .where('voided_at', 'is', null)
    .where('created_at', '>=', new Date(now - 4 * 24 * 60 * 60_000).toISOString())
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<=', new Date(now - 10 * 60_000).toISOString())]))
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  await voidAtProviders(ctx, unvoided);
  // Authorisations whose final amount is known but whose capture did not go through (the provider
  // was down when picking finished): captured now.
  const held = await ctx.db
    .selectFrom('payment')
    .selectAll()
    .where('status', '=', 'authorized')
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<=', recheckBefore)]))
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  for (const row of held) {
    await ctx.db.updateTable('payment').set({ checked_at: ctx.clock.now().toISOString() }).where('id', '=', row.id).execute();
    const due = await paymentPurpose(ctx.app, row.purpose).dueFromHold?.(ctx, row.reference);
    if (due === null || due === undefined) continue;
    try {
      await captureHeld(ctx, row.purpose, row.reference, due);
    } catch (err) {
      ctx.log.warn({ err, payment: row.id }, 'capture of a held payment failed; retried on the next run');
    }
  }
  const refunds = await executeRefunds(ctx, { limit });
  return { checked: stale.length, voids: unvoided.length, refunds: refunds.succeeded };
}
