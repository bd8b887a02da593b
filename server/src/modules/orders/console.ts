import { formatTimeRange } from '@larder/contract/slot-time';
import type { TAdminOrder, TAdminOrderRow } from '@larder/contract/admin-orders';
import { toMajor } from '@larder/contract/money';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Ctx } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { editOrderLines, type LineChange } from './order-edits';
import { isResolved } from './picking';
import { advanceOrder, cancelOrder, EDITABLE, nextStatuses, SHOP_CANCELLABLE } from './order-lifecycle';
import { awaitsCardPayment } from './order-money';
import { loadOrder } from './orders.service';
import type { OrderRow, OrderStatus } from './orders.table';

import { phoneSearchDigits } from '../customers/phone';
import { audit, staffOf } from '../audit/audit';

/**
 * The console's orders: lists and details read here; every change goes through the orders
 * module's lifecycle (advance, cancel, edit lines), the same functions the shopper's calls use.
 */

function rowDto(o: OrderRow, itemCount: number): TAdminOrderRow {
  return {
    name: o.id,
    customer: o.customer_id,
    customer_name: o.customer_name,
    customer_email: o.customer_email,
    customer_phone: o.customer_phone,
    status: o.status,
    payment_status: o.payment_status,
    payment_method_name: o.payment_method_name,
    shipping_method_name: o.shipping_method_name,
    delivery_date: o.delivery_date,
    delivery_slot: o.slot_from && o.slot_to ? formatTimeRange(o.slot_from, o.slot_to) : null,
    zipcode: o.ship_zipcode,
    total_amount: toMajor(o.total),
    outstanding_amount: toMajor(o.status === 'Cancelled' ? 0 : Math.max(0, o.total - o.paid_amount)),
    awaiting_payment: awaitsCardPayment(o),
    item_count: itemCount,
    created: o.created_at,
  };
}

export interface OrderFilters {
  search?: string;
  status?: OrderStatus;
  payment_status?: string;
  shipping_method?: string;
  postcode?: string;
  date_from?: string;
  date_to?: string;
  delivery_date?: string;
  slot?: string;
  queue?: 'to_confirm' | 'awaiting_payment';
  page_no: number;
  page_len: number;
}

/** Orders not waiting for a card payment (as awaitsCardPayment says, in SQL). */
export const notAwaitingCard = (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb.or([eb('payment_method_name', '!=', 'Card'), eb('paid_amount', '>=', eb.ref('total')), eb('payment_status', '=', 'Authorized')]);

/** admin_order_list: newest first, filtered; search by order id, customer name, e-mail or phone. */
export async function adminOrderList(ctx: Ctx, f: OrderFilters) {
  staffOf(ctx);
  let q = ctx.db.selectFrom('orders');
  if (f.status) q = q.where('status', '=', f.status);
  if (f.payment_status) q = q.where('payment_status', '=', f.payment_status as OrderRow['payment_status']);
  if (f.shipping_method)
    q = q.where((eb) => eb.or([eb('shipping_method_id', '=', f.shipping_method!), eb('shipping_method_name', '=', f.shipping_method!)]));
  if (f.postcode)
    q = q.where(sql<boolean>`upper(replace(ship_zipcode, ' ', '')) like ${`${f.postcode.toUpperCase().replace(/\s+/g, '')}%`}`);
  if (f.date_from) q = q.where('created_at', '>=', `${f.date_from}T00:00:00.000Z`);
  if (f.date_to) q = q.where('created_at', '<=', `${f.date_to}T23:59:59.999Z`);
  if (f.delivery_date) q = q.where('delivery_date', '=', f.delivery_date);
  if (f.slot) q = q.where('slot_template_id', '=', f.slot);
  if (f.queue === 'to_confirm') q = q.where('status', '=', 'Placed').where(notAwaitingCard);
  if (f.queue === 'awaiting_payment') q = q.where('status', '=', 'Placed').where((eb) => eb.not(notAwaitingCard(eb)));
  if (f.search) {
    const term = `%${f.search.toLowerCase().replace(/[%_]/g, '')}%`;
    // Orders keep the phone as it was stored when they were placed (national before, E.164 since).
    const digits = phoneSearchDigits(f.search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(id)`, 'like', term),
        eb(sql`lower(customer_name)`, 'like', term),
        eb(sql`lower(customer_email)`, 'like', term),
        ...(digits.length >= 4 ? [eb(sql`replace(customer_phone, ' ', '')`, 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(f.page_len)
      .offset((f.page_no - 1) * f.page_len)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const counts = rows.length
    ? await ctx.db
        .selectFrom('order_item')
        .select(['order_id', (eb) => eb.fn.sum<number>('quantity').as('n')])
        .where(
          'order_id',
          'in',
          rows.map((r) => r.id),
        )
        .groupBy('order_id')
        .execute()
    : [];
  const itemCount = new Map(counts.map((c) => [c.order_id, Number(c.n)]));
  return { orders: rows.map((o) => rowDto(o, itemCount.get(o.id) ?? 0)), total: Number(count.n) };
}

/** admin_order_detail: the customer's view of the order plus what the shop needs (payments, history with notes, next steps). */
export async function adminOrderDetail(ctx: Ctx, orderId: string): Promise<TAdminOrder> {
  staffOf(ctx);
  const o = await ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!o) throw notFound('Order not found.');
  const [base, payments, history, method, lines] = await Promise.all([
    loadOrder(ctx, o.customer_id, o.id),
    ctx.db.selectFrom('payment').selectAll().where('reference', '=', o.id).orderBy('created_at').execute(),
    ctx.db.selectFrom('order_status_history').selectAll().where('order_id', '=', o.id).orderBy('at').orderBy('id').execute(),
    ctx.db.selectFrom('shipping_method').select('is_pickup').where('id', '=', o.shipping_method_id).executeTakeFirst(),
    ctx.db.selectFrom('order_item').select(['price_per_kg', 'weighed_grams', 'pick_state']).where('order_id', '=', o.id).execute(),
  ]);
  // Who moved it: staff by name, the customer as "Customer".
  const staffIds = [...new Set(history.map((h) => h.by).filter((b) => b.startsWith('STAFF-')))];
  const actors = new Map(
    staffIds.length
      ? (await ctx.db.selectFrom('staff').select(['id', 'name']).where('id', 'in', staffIds).execute()).map((st) => [st.id, st.name])
      : [],
  );
  return {
    ...base,
    status: o.status,
    customer: o.customer_id,
    customer_name: o.customer_name,
    customer_email: o.customer_email,
    customer_phone: o.customer_phone,
    ship_latitude: o.ship_latitude,
    ship_longitude: o.ship_longitude,
    cancel_reason: o.cancel_reason,
    payments: payments.map((p) => ({
      name: p.id,
      provider: p.provider,
      purpose: p.purpose,
      amount: toMajor(p.amount),
      refunded_amount: toMajor(p.refunded_amount),
      status: p.status,
      failure_message: p.failure_message,
      created: p.created_at,
    })),
    next_statuses: nextStatuses(o, Boolean(method?.is_pickup)),
    can_edit_lines: EDITABLE.includes(o.status),
    picked_at: o.picked_at,
    to_pick: o.picked_at ? 0 : lines.filter((i) => !isResolved(i)).length,
    status_history: history.map((h) => ({
      status: h.status,
      at: h.at,
      note: h.note,
      by: actors.get(h.by) ?? (h.by === o.customer_id ? 'Customer' : h.by),
    })),
  };
}

/** admin_update_order_status: one step along the way; the customer gets an e-mail and a push. */
export async function adminUpdateOrderStatus(ctx: Ctx, orderId: string, status: OrderStatus, note = '') {
  const { staffId } = staffOf(ctx);
  if (status === 'Cancelled') throw invalid('Use Cancel order to cancel (it refunds the customer).');
  const before = await ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
  const o = await advanceOrder(ctx, orderId, status, staffId, note);
  await audit(ctx, 'status', 'order', o.id, { status: before?.status }, { status, note });
  return adminOrderDetail(ctx, o.id);
}

/** admin_cancel_order: stock and slot back, wallet and points back, card money to the card or (by choice) the wallet. */
export async function adminCancelOrder(ctx: Ctx, orderId: string, reason: string, refundTo: 'original' | 'wallet') {
  const { staffId } = staffOf(ctx);
  const r = await cancelOrder(ctx, orderId, { by: staffId, reason, allowed: SHOP_CANCELLABLE, refundTo });
  if (r.kind === 'already') throw invalid(`Order ${orderId} is already cancelled.`);
  if (r.kind === 'not-allowed') throw invalid(`Order ${orderId} is ${r.status} and can no longer be cancelled.`);
  if (r.kind !== 'cancelled') throw invalid(`Order ${orderId} cannot be cancelled now.`);
  const refund = { card: toMajor(r.refund.card), wallet: toMajor(r.refund.wallet), points: r.refund.points };
  await audit(ctx, 'cancel', 'order', orderId, { status: r.order.status }, { status: 'Cancelled', reason, refund_to: refundTo, refund });
  return { order: await adminOrderDetail(ctx, orderId), refund };
}

/**
 * admin_edit_order_lines: before packing, the shop lowers quantities, removes lines or
 * substitutes; whatever was paid above the new total goes back (orders/order-edits.ts).
 */
export async function adminEditOrderLines(
  ctx: Ctx,
  orderId: string,
  changes: LineChange[],
  reason: string,
  refundTo: 'original' | 'wallet',
) {
  const { staffId } = staffOf(ctx);
  const r = await editOrderLines(ctx, orderId, changes, refundTo, staffId, reason);
  const lines = (items: typeof r.after) => items.map((i) => ({ line: i.id, product: i.product_id, quantity: i.quantity, total: i.total }));
  await audit(
    ctx,
    'edit_lines',
    'order',
    orderId,
    { lines: lines(r.beforeItems), total: toMajor(r.before.total) },
    { lines: lines(r.after), total: toMajor(r.total), reason },
  );
  return { order: await adminOrderDetail(ctx, orderId), refunded: toMajor(r.refunded) };
}
