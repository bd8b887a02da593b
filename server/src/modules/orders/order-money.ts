import { formatMoney } from '@larder/contract/money';
import type { Ctx } from '../../ctx';
import { sortableId } from '../../lib/ids';
import { earnForOrder } from '../loyalty/loyalty.service';
import type { PaymentRefundRow } from '../payments/payments.table';
import type { PaymentPurpose } from '../payments/purposes';
import { sendOrderEmail } from '../notifications/email/send';
import type { OrderRow } from './orders.table';

/** The order row, locked for the rest of the transaction on PostgreSQL (SQLite runs one transaction at a time). */
export async function lockOrder(tx: Ctx, orderId: string): Promise<OrderRow | undefined> {
  return tx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .$if(tx.dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

/** An order's payment state, from what it is owed and what it has kept. */
export function paymentStatusOf(o: Pick<OrderRow, 'total' | 'paid_amount' | 'refunded_amount'>): OrderRow['payment_status'] {
  if (o.paid_amount >= o.total) return o.refunded_amount > 0 ? 'Partially Refunded' : 'Paid';
  return o.paid_amount > 0 ? 'Partially Paid' : 'Pending';
}

/** The payment state after the total changed (an edit, picking): a card authorised and not yet captured stays authorised. */
export function paymentStatusAfterChange(
  before: Pick<OrderRow, 'payment_status'>,
  now: Pick<OrderRow, 'total' | 'paid_amount' | 'refunded_amount'>,
): OrderRow['payment_status'] {
  return before.payment_status === 'Authorized' && now.paid_amount < now.total ? 'Authorized' : paymentStatusOf(now);
}

/** The card part an order still waits for: a card order placed and neither covered nor authorised. */
export function awaitsCardPayment(
  o: Pick<OrderRow, 'status' | 'payment_method_name' | 'paid_amount' | 'total' | 'payment_status'>,
): boolean {
  return o.status !== 'Cancelled' && o.payment_method_name === 'Card' && o.paid_amount < o.total && o.payment_status !== 'Authorized';
}

/** Why card money went back, in the shopper's words. */
const REFUND_REASON: Record<PaymentRefundRow['reason'], string> = {
  excess: 'Your order was already paid, so we refunded the second payment.',
  cancelled: 'Your order was cancelled, so we refunded your payment.',
  changed: 'We changed your order, so we refunded the difference.',
  weighed: 'Your weighed items cost less than your card held, so we refunded the difference.',
};

/**
 * Card money for orders (decision 007). A capture counts towards an order only as far as it is
 * still owed and never towards a cancelled one: a conditional update on the paid amount it read,
 * so two captures racing cannot both count. Once paid, the order stops expiring and earns its
 * points; the receipt goes after the commit.
 */
export const orderPayments: PaymentPurpose = {
  lock: lockOrder,
  async apply(tx, payment, amount) {
    for (let tries = 0; tries < 5; tries++) {
      const o = await lockOrder(tx, payment.reference);
      if (!o || o.status === 'Cancelled') return { applied: 0, refused: 'cancelled' };
      const owed = o.total - o.paid_amount;
      if (owed <= 0) return { applied: 0, refused: 'paid' };
      const applied = Math.min(owed, amount);
      const paid = o.paid_amount + applied;
      const now = tx.clock.now().toISOString();
      const res = await tx.db
        .updateTable('orders')
        .set({
          paid_amount: paid,
          payment_status: paymentStatusOf({ ...o, paid_amount: paid }),
          expires_at: paid >= o.total ? null : o.expires_at,
          updated_at: now,
        })
        .where('id', '=', o.id)
        .where('paid_amount', '=', o.paid_amount)
        .where('status', '!=', 'Cancelled')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) continue;
      await tx.db
        .insertInto('order_status_history')
        .values({
          id: sortableId('OSH-', tx.clock.now()),
          order_id: o.id,
          status: o.status,
          note: `Payment received (${payment.provider})`,
          by: payment.customer_id,
          at: now,
        })
        .execute();
      if (paid >= o.total) await earnForOrder(tx, o);
      return applied < amount ? { applied, refused: 'paid' } : { applied };
    }
    throw new Error(`order ${payment.reference}: its paid amount kept changing`);
  },
  /** A card authorised for an order with weighed lines: the order is secured (no expiry) until picking captures it. */
  async hold(tx, payment) {
    const o = await lockOrder(tx, payment.reference);
    if (!o || o.status === 'Cancelled' || o.picked_at || o.payment_status === 'Authorized') return false;
    if (payment.held_amount !== o.hold_amount - o.paid_amount) return false;
    await tx.db
      .updateTable('orders')
      .set({ payment_status: 'Authorized', expires_at: null, updated_at: tx.clock.now().toISOString() })
      .where('id', '=', o.id)
      .where('status', '!=', 'Cancelled')
      .execute();
    await tx.db
      .insertInto('order_status_history')
      .values({
        id: sortableId('OSH-', tx.clock.now()),
        order_id: o.id,
        status: o.status,
        note: `Card authorised for up to ${formatMoney(payment.held_amount)} (${payment.provider}); charged after weighing`,
        by: payment.customer_id,
        at: tx.clock.now().toISOString(),
      })
      .execute();
    return true;
  },
  async dueFromHold(ctx, reference) {
    const o = await ctx.db
      .selectFrom('orders')
      .select(['picked_at', 'total', 'paid_amount', 'status'])
      .where('id', '=', reference)
      .executeTakeFirst();
    if (!o?.picked_at || o.status === 'Cancelled') return null;
    return o.total - o.paid_amount;
  },
  async afterApplied(ctx, payment) {
    const o = await ctx.db.selectFrom('orders').select(['payment_status']).where('id', '=', payment.reference).executeTakeFirst();
    if (o?.payment_status === 'Paid') await sendOrderEmail(ctx, 'paid', payment.reference);
  },
  async afterRefunded(ctx, payment, amount, reason) {
    await sendOrderEmail(ctx, 'refunded', payment.reference, {
      refund: { card: amount, wallet: 0, points: 0 },
      reason: REFUND_REASON[reason],
    });
  },
};
