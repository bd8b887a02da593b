import { sql } from 'kysely';
import { type Ctx, inTransaction } from '../../ctx';
import { randomId } from '../../lib/ids';
import { creditWallet } from '../wallet/wallet.service';
import type { PaymentRefundRow, PaymentRow } from './payments.table';
import { paymentPurpose } from './purposes';
import { providers } from './registry';

/**
 * Money going back. A refund is first a row, written in the same transaction that decides it
 * (the excess of a capture, a cancellation, a smaller order), then carried out at the provider
 * after the commit; one that could not be carried out stays pending and the reconciliation job
 * tries it again with the same idempotency key, so it is paid out once.
 */

/** Writes a pending refund of `amount` of a payment (inside the caller's transaction). */
export async function insertRefund(
  tx: Ctx,
  r: { paymentId: string; amount: number; reason: PaymentRefundRow['reason']; destination?: PaymentRefundRow['destination'] },
): Promise<PaymentRefundRow> {
  const now = tx.clock.now().toISOString();
  const id = `RF-${randomId(10)}`;
  const row: PaymentRefundRow = {
    id,
    payment_id: r.paymentId,
    amount: r.amount,
    destination: r.destination ?? 'provider',
    reason: r.reason,
    status: 'pending',
    provider_refund_ref: null,
    idempotency_key: `refund:${r.paymentId}:${id}`,
    tries: 0,
    last_error: '',
    created_at: now,
    updated_at: now,
  };
  await tx.db.insertInto('payment_refund').values(row).execute();
  return row;
}

/** Marks a refund paid out and adds it to its payment's refunded amount, exactly once. */
async function completeRefund(tx: Ctx, refund: PaymentRefundRow, providerRefundRef: string | null): Promise<boolean> {
  const now = tx.clock.now().toISOString();
  const res = await tx.db
    .updateTable('payment_refund')
    .set({ status: 'succeeded', provider_refund_ref: providerRefundRef, updated_at: now })
    .where('id', '=', refund.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await tx.db
    .updateTable('payment')
    .set({
      refunded_amount: sql<number>`refunded_amount + ${refund.amount}`,
      status: sql<PaymentRow['status']>`case when refunded_amount + ${refund.amount} >= captured_amount then 'refunded' else status end`,
      updated_at: now,
    })
    .where('id', '=', refund.payment_id)
    .execute();
  return true;
}

/**
 * Takes back up to `amount` pence (all when null) of what a reference's successful payments
 * counted, newest first, to go back to the card or to the wallet (inside the caller's
 * transaction; a wallet refund is paid at once). Returns the pence taken back. A conditional
 * update per payment: money is never taken back twice, nor more than was counted.
 */
export async function takeBack(
  tx: Ctx,
  ref: { purpose: PaymentRow['purpose']; reference: string },
  amount: number | null,
  reason: PaymentRefundRow['reason'],
  destination: PaymentRefundRow['destination'],
): Promise<number> {
  const paid = await tx.db
    .selectFrom('payment')
    .selectAll()
    .where('purpose', '=', ref.purpose)
    .where('reference', '=', ref.reference)
    .where('status', '=', 'succeeded')
    .where('applied_amount', '>', 0)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  let left = amount ?? Number.POSITIVE_INFINITY;
  let taken = 0;
  for (const p of paid) {
    const take = Math.min(p.applied_amount, left);
    if (take <= 0) break;
    const res = await tx.db
      .updateTable('payment')
      .set({
        applied_amount: sql<number>`applied_amount - ${take}`,
        refund_due: sql<number>`refund_due + ${take}`,
        updated_at: tx.clock.now().toISOString(),
      })
      .where('id', '=', p.id)
      .where('applied_amount', '>=', take)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) continue;
    const refund = await insertRefund(tx, { paymentId: p.id, amount: take, reason, destination });
    if (destination === 'wallet') {
      await creditWallet(tx, {
        customerId: p.customer_id,
        amount: take,
        kind: 'refund',
        reference: p.reference,
        key: refund.idempotency_key,
        notes: `Refund for ${p.reference} (card payment returned to the wallet)`,
      });
      await completeRefund(tx, refund, null);
    }
    taken += take;
    left -= take;
  }
  return taken;
}

/**
 * Carries out pending card refunds at their providers: those of one payment, one reference, or
 * (the reconciliation job) all. Provider errors leave the refund pending for the next try.
 */
export async function executeRefunds(
  ctx: Ctx,
  filter: { paymentId?: string; purpose?: PaymentRow['purpose']; reference?: string; limit?: number },
): Promise<{ succeeded: number; pending: number; failed: number }> {
  let q = ctx.db
    .selectFrom('payment_refund as r')
    .innerJoin('payment as p', 'p.id', 'r.payment_id')
    .selectAll('r')
    .select(['p.provider', 'p.provider_ref', 'p.purpose', 'p.reference'])
    .where('r.status', '=', 'pending')
    .where('r.destination', '=', 'provider');
  if (filter.paymentId) q = q.where('r.payment_id', '=', filter.paymentId);
  if (filter.purpose) q = q.where('p.purpose', '=', filter.purpose);
  if (filter.reference) q = q.where('p.reference', '=', filter.reference);
  const pending = await q
    .orderBy('r.created_at')
    .limit(filter.limit ?? 100)
    .execute();
  const tally = { succeeded: 0, pending: 0, failed: 0 };
  for (const r of pending) {
    const provider = providers(ctx.app).get(r.provider);
    const now = ctx.clock.now().toISOString();
    if (!provider || !r.provider_ref) {
      ctx.log.error({ refund: r.id, provider: r.provider }, 'refund cannot be made: the provider is not configured');
      await ctx.db
        .updateTable('payment_refund')
        .set({ tries: r.tries + 1, last_error: 'The provider is not configured', updated_at: now })
        .where('id', '=', r.id)
        .execute();
      tally.pending++;
      continue;
    }
    let out: Awaited<ReturnType<typeof provider.refund>>;
    try {
      out = await provider.refund(r.provider_ref, r.amount, r.idempotency_key);
    } catch (err) {
      ctx.log.warn({ err, refund: r.id }, 'refund at the provider failed; it will be tried again');
      await ctx.db
        .updateTable('payment_refund')
        .set({ tries: r.tries + 1, last_error: String((err as Error).message ?? err).slice(0, 500), updated_at: now })
        .where('id', '=', r.id)
        .execute();
      tally.pending++;
      continue;
    }
    if (out.status === 'succeeded') {
      const row: PaymentRefundRow = r;
      if (await inTransaction(ctx, (tx) => completeRefund(tx, row, out.refundRef || null))) {
        tally.succeeded++;
        const payment = await ctx.db.selectFrom('payment').selectAll().where('id', '=', r.payment_id).executeTakeFirstOrThrow();
        await paymentPurpose(ctx.app, payment.purpose)
          .afterRefunded?.(ctx, payment, r.amount, r.reason)
          .catch((err: unknown) => ctx.log.error({ err, refund: r.id }, 'after-refund effects failed'));
      }
    } else if (out.status === 'failed') {
      ctx.log.error({ refund: r.id, payment: r.payment_id }, 'the provider refused a refund: staff must return this money');
      await ctx.db
        .updateTable('payment_refund')
        .set({ status: 'failed', tries: r.tries + 1, last_error: 'Refused by the provider', updated_at: now })
        .where('id', '=', r.id)
        .where('status', '=', 'pending')
        .execute();
      tally.failed++;
    } else {
      await ctx.db
        .updateTable('payment_refund')
        .set({ tries: r.tries + 1, provider_refund_ref: out.refundRef || null, updated_at: now })
        .where('id', '=', r.id)
        .execute();
      tally.pending++;
    }
  }
  return tally;
}
