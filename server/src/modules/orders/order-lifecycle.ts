import { type Ctx, inTransaction } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { sortableId } from '../../lib/ids';
import { returnLinesToCart } from '../cart/order-cart';
import { notifyOrderStatus } from '../notifications/notify.service';
import { voidAtProviders, voidLive } from '../payments/lifecycle';
import type { PaymentRow } from '../payments/payments.table';
import { reconcileReference } from '../payments/reconcile';
import { executeRefunds, takeBack } from '../payments/refunds';
import { awaitsCardPayment, lockOrder } from './order-money';
import { type OrderEmailKind, sendOrderEmail } from '../notifications/email/send';
import type { OrderItemRow, OrderRow, OrderStatus } from './orders.table';
import { releaseAll } from './reservations';

/**
 * The order's state machine (decision 007). Statuses move one way:
 *
 *   Placed ─► Confirmed ─► Packed ─► Out for delivery ─► Delivered   (collection: Packed ─► Delivered)
 *     └──────────┴───────────┴─────────────┴──► Cancelled
 *
 * An order is packed only once picked (picking.ts: "Finish picking" sets picked_at).
 *
 * Staff move an order forward (a card order only once it is paid); the customer may cancel while
 * it is Placed or Confirmed, staff until it is delivered, the expiry job an unpaid card order
 * while it is Placed. Every transition is a conditional update on the status it was read in.
 */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  Placed: ['Confirmed'],
  Confirmed: ['Packed'],
  Packed: ['Out for delivery', 'Delivered'],
  'Out for delivery': ['Delivered'],
  Delivered: [],
  Cancelled: [],
};
export const CUSTOMER_CANCELLABLE: OrderStatus[] = ['Placed', 'Confirmed'];
export const SHOP_CANCELLABLE: OrderStatus[] = ['Placed', 'Confirmed', 'Packed', 'Out for delivery'];
/** Lines can change until the order is packed. */
export const EDITABLE: OrderStatus[] = ['Placed', 'Confirmed'];

export function nextStatuses(o: Pick<OrderRow, 'status'>, isPickup: boolean): OrderStatus[] {
  return NEXT[o.status].filter(
    (s) => !(isPickup && s === 'Out for delivery') && !(!isPickup && o.status === 'Packed' && s === 'Delivered'),
  );
}

export async function addHistory(tx: Ctx, orderId: string, status: string, by: string, note = ''): Promise<void> {
  await tx.db
    .insertInto('order_status_history')
    .values({ id: sortableId('OSH-', tx.clock.now()), order_id: orderId, status, note, by, at: tx.clock.now().toISOString() })
    .execute();
}

/** Writes a placed order, its lines and its first history entry (inside the placement's transaction). */
export async function insertOrder(tx: Ctx, order: OrderRow, items: OrderItemRow[]): Promise<void> {
  await tx.db.insertInto('orders').values(order).execute();
  for (const item of items) await tx.db.insertInto('order_item').values(item).execute();
  await addHistory(tx, order.id, 'Placed', order.customer_id);
}

const STATUS_MAIL: Partial<Record<OrderStatus, OrderEmailKind>> = {
  Confirmed: 'confirmed',
  'Out for delivery': 'out_for_delivery',
  Delivered: 'delivered',
};

/**
 * The e-mail a step sends. A collection never goes out for delivery: once packed it is ready at
 * the counter, which the 'out for delivery' e-mail words as "ready to collect" for a collection.
 */
function statusMail(to: OrderStatus, isPickup: boolean): OrderEmailKind | undefined {
  return isPickup && to === 'Packed' ? 'out_for_delivery' : STATUS_MAIL[to];
}

/** Staff move an order one step along; the customer gets an e-mail and a push. */
export async function advanceOrder(ctx: Ctx, orderId: string, to: OrderStatus, by: string, note = ''): Promise<OrderRow> {
  const step = await inTransaction(ctx, (tx) => stepOrder(tx, orderId, to, by, note));
  await announceStep(ctx, step);
  return step.order;
}

export interface OrderStep {
  order: OrderRow;
  isPickup: boolean;
}

/**
 * The step itself, in the caller's transaction: checked against the order as it is read (locked),
 * written as a conditional update on that status with its history entry. Whoever commits it then
 * calls announceStep.
 */
export async function stepOrder(tx: Ctx, orderId: string, to: OrderStatus, by: string, note = ''): Promise<OrderStep> {
  const before = await lockOrder(tx, orderId);
  if (!before) throw notFound('Order not found.');
  const method = await tx.db
    .selectFrom('shipping_method')
    .select('is_pickup')
    .where('id', '=', before.shipping_method_id)
    .executeTakeFirst();
  const isPickup = Boolean(method?.is_pickup);
  const allowed = nextStatuses(before, isPickup);
  if (!allowed.includes(to))
    throw invalid(
      allowed.length
        ? `Order ${before.id} is ${before.status}: it can move to ${allowed.join(' or ')}, not ${to}.`
        : `Order ${before.id} is ${before.status} and cannot change any more.`,
    );
  if (awaitsCardPayment(before)) throw invalid(`Order ${before.id} is waiting for its card payment: it can be confirmed once it is paid.`);
  if (to === 'Packed' && !before.picked_at)
    throw invalid(
      before.hold_amount > 0
        ? `Order ${before.id} has items sold by weight: weigh them and finish picking before it is packed.`
        : `Order ${before.id} is not picked yet: pick every line and finish picking before it is packed.`,
    );
  let update = tx.db
    .updateTable('orders')
    .set({ status: to, updated_at: tx.clock.now().toISOString() })
    .where('id', '=', before.id)
    .where('status', '=', before.status);
  // Packing needs the Picked step, in the same conditional update as the status it was read in.
  if (to === 'Packed') update = update.where('picked_at', 'is not', null);
  const res = await update.executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw invalid('Someone else has just changed this order. Reload it and try again.');
  await addHistory(tx, before.id, to, by, note);
  return { order: { ...before, status: to }, isPickup };
}

/** After the step is committed: the customer's e-mail and push. */
export async function announceStep(ctx: Ctx, { order, isPickup }: OrderStep): Promise<void> {
  const mail = statusMail(order.status, isPickup);
  if (mail) await sendOrderEmail(ctx, mail, order.id);
  await notifyOrderStatus(ctx, order.id, order.status, isPickup);
}

export interface CancelRequest {
  by: string;
  reason: string;
  /** The statuses this canceller may cancel from. */
  allowed: OrderStatus[];
  /** Card money back to the card (through the provider) or to the wallet. */
  refundTo: 'original' | 'wallet';
  /** The expiry: only while no card money has been counted. */
  onlyIfUnpaid?: boolean;
  /** The customer: not once the shop has picked it (weighed and charged). */
  notPicked?: boolean;
  /** Put the lines back into the customer's cart (back to the basket; an unpaid order expired). */
  returnToCart?: boolean;
}

export type CancelOutcome =
  | { kind: 'cancelled'; order: OrderRow; refund: { card: number; wallet: number; points: number } }
  | { kind: 'already' }
  | { kind: 'not-allowed'; status: OrderStatus }
  | { kind: 'paid' };

/**
 * Cancels an order: one transaction voids its live payment attempts, takes back every penny it
 * kept (card to the card or the wallet, wallet to the wallet, points to the points), gives back
 * its slot place, stock and discount uses, and marks it Cancelled and not paid. After the commit
 * the attempts are voided and the refunds made at the providers; a success that still arrives
 * later is refunded by the payment lifecycle, since a cancelled order counts no money.
 */
export async function cancelOrder(ctx: Ctx, orderId: string, req: CancelRequest): Promise<CancelOutcome> {
  let voided: PaymentRow[] = [];
  const out = await inTransaction(ctx, async (tx): Promise<CancelOutcome> => {
    const o = await lockOrder(tx, orderId);
    if (!o) throw notFound('Order not found.');
    if (o.status === 'Cancelled') return { kind: 'already' };
    if (!req.allowed.includes(o.status) || (req.notPicked && o.picked_at)) return { kind: 'not-allowed', status: o.status };
    const cardKept = o.paid_amount - o.wallet_amount - o.points_amount;
    if (req.onlyIfUnpaid && cardKept > 0) return { kind: 'paid' };
    voided = await voidLive(tx, 'order', o.id, 'The order was cancelled', { held: true });
    const card = await takeBack(
      tx,
      { purpose: 'order', reference: o.id },
      null,
      'cancelled',
      req.refundTo === 'wallet' ? 'wallet' : 'provider',
    );
    const now = tx.clock.now().toISOString();
    const refunded = card + o.wallet_amount + o.points_amount;
    const res = await tx.db
      .updateTable('orders')
      .set({
        status: 'Cancelled',
        payment_status: refunded > 0 ? 'Refunded' : 'Cancelled',
        paid_amount: 0,
        refunded_amount: o.refunded_amount + refunded,
        cancel_reason: req.reason,
        expires_at: null,
        updated_at: now,
      })
      .where('id', '=', o.id)
      .where('status', '=', o.status)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new Error(`order ${o.id} changed while locked`);
    await releaseAll(tx, o);
    if (req.returnToCart) {
      const items = await tx.db.selectFrom('order_item').selectAll().where('order_id', '=', o.id).where('is_free_item', '=', 0).execute();
      await returnLinesToCart(tx, o.customer_id, items);
    }
    await addHistory(tx, o.id, 'Cancelled', req.by, req.reason);
    return {
      kind: 'cancelled',
      order: { ...o, status: 'Cancelled' },
      refund: {
        card: req.refundTo === 'wallet' ? 0 : card,
        wallet: o.wallet_amount + (req.refundTo === 'wallet' ? card : 0),
        points: o.points_redeemed,
      },
    };
  });
  if (out.kind !== 'cancelled') return out;
  await voidAtProviders(ctx, voided);
  await executeRefunds(ctx, { purpose: 'order', reference: orderId });
  await sendOrderEmail(ctx, 'cancelled', orderId, { reason: req.reason, refund: out.refund });
  return out;
}

/**
 * The expiry job: card orders still unpaid at their expiry time are cancelled and their lines go
 * back to the customer's cart. Each one's open attempts are asked about first, so a payment made
 * at the last minute counts rather than being refunded.
 */
export async function expireUnpaidOrders(ctx: Ctx, limit = 50): Promise<number> {
  const due = await ctx.db
    .selectFrom('orders')
    .select('id')
    .where('expires_at', '<=', ctx.clock.now().toISOString())
    .where('status', '=', 'Placed')
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  let expired = 0;
  for (const { id } of due) {
    await reconcileReference(ctx, 'order', id);
    const r = await cancelOrder(ctx, id, {
      by: 'system',
      reason: 'Not paid in time',
      allowed: ['Placed'],
      refundTo: 'original',
      onlyIfUnpaid: true,
      returnToCart: true,
    });
    if (r.kind === 'cancelled') expired++;
    else if (r.kind === 'paid')
      await ctx.db.updateTable('orders').set({ expires_at: null }).where('id', '=', id).where('status', '=', 'Placed').execute();
  }
  return expired;
}
