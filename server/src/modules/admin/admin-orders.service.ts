import type { TAdminOrder, TAdminOrderRow } from '@larder/contract/admin-orders';
import { lineTotal, toMajor, vatIncluded } from '@larder/contract/money';
import { sql } from 'kysely';
import { type Ctx, inTransaction } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { randomId, sortableId } from '../../lib/ids';
import { phoneSearchDigits } from '../customers/phone';
import { notifyOrderStatus } from '../notifications/notify.service';
import { cancelOrderRow, loadOrder } from '../orders/orders.service';
import type { OrderItemRow, OrderRow, OrderStatus } from '../orders/orders.table';
import { refundOrderPayments } from '../payments/payment.service';
import { formatSlotDate, slotLabel } from '../slots/slot-dates';
import { creditWallet } from '../wallet/wallet.service';
import { audit, staffOf } from './audit';

/** The way an order goes to the door; collection skips "Out for delivery". */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  Placed: ['Confirmed'],
  Confirmed: ['Packed'],
  Packed: ['Out for delivery', 'Delivered'],
  'Out for delivery': ['Delivered'],
  Delivered: [],
  Cancelled: [],
};
/** Lines can change until the order is packed. */
const EDITABLE: OrderStatus[] = ['Placed', 'Confirmed'];
/** The shop may cancel anything not yet delivered. */
const SHOP_CANCELLABLE: OrderStatus[] = ['Placed', 'Confirmed', 'Packed', 'Out for delivery'];

function nextStatuses(o: OrderRow, isPickup: boolean): OrderStatus[] {
  return NEXT[o.status].filter(
    (s) => !(isPickup && s === 'Out for delivery') && !(!isPickup && o.status === 'Packed' && s === 'Delivered'),
  );
}

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
    delivery_slot: o.slot_from && o.slot_to ? slotLabel(o.slot_from, o.slot_to) : null,
    zipcode: o.ship_zipcode,
    total_amount: toMajor(o.total),
    outstanding_amount: toMajor(Math.max(0, o.total - o.paid_amount)),
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
  page_no: number;
  page_len: number;
}

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
  const [base, payments, history, method] = await Promise.all([
    loadOrder(ctx, o.customer_id, o.id),
    ctx.db.selectFrom('payment').selectAll().where('reference', '=', o.id).orderBy('created_at').execute(),
    ctx.db.selectFrom('order_status_history').selectAll().where('order_id', '=', o.id).orderBy('at').orderBy('id').execute(),
    ctx.db.selectFrom('shipping_method').select('is_pickup').where('id', '=', o.shipping_method_id).executeTakeFirst(),
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
    status_history: history.map((h) => ({
      status: h.status,
      at: h.at,
      note: h.note,
      by: actors.get(h.by) ?? (h.by === o.customer_id ? 'Customer' : h.by),
    })),
  };
}

const STATUS_MAIL: Partial<Record<OrderStatus, (o: OrderRow) => { subject: string; text: string }>> = {
  Confirmed: (o) => ({
    subject: `Your Larder order ${o.id} is confirmed`,
    text: `We've confirmed your order ${o.id}${o.delivery_date ? ` for ${formatSlotDate(o.delivery_date)}${o.slot_from && o.slot_to ? `, ${slotLabel(o.slot_from, o.slot_to)}` : ''}` : ''}. We'll let you know when it's on its way.`,
  }),
  'Out for delivery': (o) => ({
    subject: `Your Larder order ${o.id} is on its way`,
    text: `Your order ${o.id} is out for delivery today.`,
  }),
  Delivered: (o) => ({
    subject: `Your Larder order ${o.id} has been delivered`,
    text: `Your order ${o.id} has been delivered. Enjoy your food!`,
  }),
};

/** admin_update_order_status: one step along the way; the customer gets an e-mail and a push. */
export async function adminUpdateOrderStatus(ctx: Ctx, orderId: string, status: OrderStatus, note = '') {
  const { staffId } = staffOf(ctx);
  if (status === 'Cancelled') throw invalid('Use Cancel order to cancel (it refunds the customer).');
  const o = await inTransaction(ctx, async (tx) => {
    const before = await tx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (!before) throw notFound('Order not found.');
    const method = await tx.db
      .selectFrom('shipping_method')
      .select('is_pickup')
      .where('id', '=', before.shipping_method_id)
      .executeTakeFirst();
    const allowed = nextStatuses(before, Boolean(method?.is_pickup));
    if (!allowed.includes(status))
      throw invalid(
        allowed.length
          ? `Order ${before.id} is ${before.status}: it can move to ${allowed.join(' or ')}, not ${status}.`
          : `Order ${before.id} is ${before.status} and cannot change any more.`,
      );
    const now = tx.clock.now().toISOString();
    const res = await tx.db
      .updateTable('orders')
      .set({ status, updated_at: now })
      .where('id', '=', before.id)
      .where('status', '=', before.status)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw invalid('Someone else has just changed this order. Reload it and try again.');
    await tx.db
      .insertInto('order_status_history')
      .values({ id: sortableId('OSH-', tx.clock.now()), order_id: before.id, status, note, by: staffId, at: now })
      .execute();
    await audit(tx, 'status', 'order', before.id, { status: before.status }, { status, note });
    return { ...before, status };
  });
  const mail = STATUS_MAIL[status]?.(o);
  if (mail && o.customer_email)
    await ctx.app.mailer
      .send({ to: o.customer_email, ...mail })
      .catch((err: unknown) => ctx.log.error({ err, order: o.id }, 'status e-mail failed'));
  await notifyOrderStatus(ctx, o.id, status);
  return adminOrderDetail(ctx, o.id);
}

/** admin_cancel_order: stock and slot back, wallet and points back, card money to the card or (by choice) the wallet. */
export async function adminCancelOrder(ctx: Ctx, orderId: string, reason: string, refundTo: 'original' | 'wallet') {
  const { staffId } = staffOf(ctx);
  const o = await ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!o) throw notFound('Order not found.');
  const r = await cancelOrderRow(ctx, o.id, staffId, reason, SHOP_CANCELLABLE);
  if (r === 'already') throw invalid(`Order ${o.id} is already cancelled.`);
  if (r === 'not-allowed') throw invalid(`Order ${o.id} is ${o.status} and can no longer be cancelled.`);
  const cardPaid = o.paid_amount - o.wallet_amount - o.points_amount;
  let card = 0;
  let wallet = o.wallet_amount;
  if (refundTo === 'wallet' && cardPaid > 0) {
    await creditWallet(ctx, {
      customerId: o.customer_id,
      amount: cardPaid,
      kind: 'refund',
      reference: o.id,
      key: `refund-card-to-wallet:${o.id}`,
      notes: `Refund for cancelled order ${o.id}`,
    });
    wallet += cardPaid;
  } else {
    card = await refundOrderPayments(ctx, o.id);
  }
  const refund = { card: toMajor(card), wallet: toMajor(wallet), points: o.points_redeemed };
  await audit(ctx, 'cancel', 'order', o.id, { status: o.status }, { status: 'Cancelled', reason, refund_to: refundTo, refund });
  await ctx.app.mailer
    .send({
      to: o.customer_email,
      subject: `Your Larder order ${o.id} has been cancelled`,
      text: `We're sorry: we had to cancel your order ${o.id} (${reason}). Any money paid is on its way back to you.`,
    })
    .catch((err: unknown) => ctx.log.error({ err, order: o.id }, 'cancel e-mail failed'));
  return { order: await adminOrderDetail(ctx, o.id), refund };
}

interface LineChange {
  line: string;
  quantity?: number;
  substitute_product?: string;
}

/** Gives stock back to (positive) or takes it from (negative) a product or its combination; false when not enough. */
async function moveStock(
  tx: Ctx,
  item: Pick<OrderItemRow, 'product_id' | 'attribute_key' | 'inventory_method'>,
  delta: number,
): Promise<boolean> {
  if (delta === 0 || item.inventory_method === 'Dont Track Inventory') return true;
  const res =
    item.inventory_method === 'Track Inventory By Product Attributes'
      ? await tx.db
          .updateTable('product_variant')
          .set({ stock: sql<number>`stock + ${delta}` })
          .where('product_id', '=', item.product_id)
          .where('attribute_key', '=', item.attribute_key)
          .$if(delta < 0, (q) => q.where('stock', '>=', -delta))
          .executeTakeFirst()
      : await tx.db
          .updateTable('product')
          .set({ stock: sql<number>`stock + ${delta}` })
          .where('id', '=', item.product_id)
          .$if(delta < 0, (q) => q.where('stock', '>=', -delta))
          .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await tx.app.cache.bump(tx.db, 'stock');
  return true;
}

/**
 * admin_edit_order_lines: before packing, the shop lowers quantities, removes lines or substitutes
 * (charged at the lower of the two prices). Each line keeps its share of the discount in
 * proportion; delivery and basket charges stay; VAT is recomputed. Whatever was paid above the
 * new total goes back (card first, or all to the wallet).
 */
export async function adminEditOrderLines(
  ctx: Ctx,
  orderId: string,
  changes: LineChange[],
  reason: string,
  refundTo: 'original' | 'wallet',
) {
  staffOf(ctx);
  const editId = randomId(6);
  const result = await inTransaction(ctx, async (tx) => {
    const o = await tx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (!o) throw notFound('Order not found.');
    if (!EDITABLE.includes(o.status)) throw invalid(`Order ${o.id} is ${o.status}: its lines can no longer be changed.`);
    const items = await tx.db.selectFrom('order_item').selectAll().where('order_id', '=', o.id).execute();
    const before = items.map((i) => ({ line: i.id, product: i.product_id, quantity: i.quantity, total: i.total }));
    const seen = new Set<string>();
    for (const c of changes) {
      const i = items.find((x) => x.id === c.line);
      if (!i) throw invalid(`Line ${c.line} is not part of order ${o.id}.`, [{ field: 'changes', message: `Unknown line ${c.line}` }]);
      if (seen.has(c.line)) throw invalid(`Line ${c.line} is listed twice.`);
      seen.add(c.line);
      if (c.quantity === undefined && !c.substitute_product)
        throw invalid(`Say what changes for ${i.product_name}: a lower quantity or a substitute.`);
      const qty = c.quantity ?? i.quantity;
      if (qty > i.quantity) throw invalid(`${i.product_name}: the quantity can only go down (from ${i.quantity}).`);
      if (c.substitute_product) {
        if (qty === 0) throw invalid(`${i.product_name}: a removed line cannot be substituted.`);
        const sub = await tx.db
          .selectFrom('product')
          .select(['id', 'name', 'route', 'price', 'inventory_method', 'is_active', 'tax_class_id'])
          .where((eb) => eb.or([eb('id', '=', c.substitute_product!), eb('route', '=', c.substitute_product!)]))
          .executeTakeFirst();
        if (!sub?.is_active) throw invalid(`The substitute ${c.substitute_product} is not an active product.`);
        if (sub.inventory_method === 'Track Inventory By Product Attributes')
          throw invalid(`${sub.name} has options: substitute with a product without options.`);
        const subLine = { product_id: sub.id, attribute_key: '', inventory_method: sub.inventory_method };
        if (!(await moveStock(tx, subLine, -qty))) throw invalid(`Not enough ${sub.name} in stock for ${qty}.`);
        await moveStock(tx, i, i.quantity);
        const price = Math.min(i.price, sub.price);
        const total = lineTotal(price, qty);
        const share = i.total > 0 ? Math.round((i.discount_share * total) / i.total) : 0;
        await tx.db
          .updateTable('order_item')
          .set({
            product_id: sub.id,
            product_name: sub.name,
            route: sub.route,
            attribute_key: '',
            attribute_description: '',
            inventory_method: sub.inventory_method,
            quantity: qty,
            price,
            total,
            discount_share: share,
            vat: vatIncluded(total - share, i.vat_rate_bp),
            note: `${i.note ? `${i.note} ` : ''}(substituted for ${i.product_name})`.trim(),
            substitute_product_id: i.product_id,
          })
          .where('id', '=', i.id)
          .execute();
      } else if (qty === 0) {
        await moveStock(tx, i, i.quantity);
        await tx.db.deleteFrom('order_item').where('id', '=', i.id).execute();
      } else {
        await moveStock(tx, i, i.quantity - qty);
        const total = lineTotal(i.price, qty);
        const share = i.total > 0 ? Math.round((i.discount_share * total) / i.total) : 0;
        await tx.db
          .updateTable('order_item')
          .set({ quantity: qty, total, discount_share: share, vat: vatIncluded(total - share, i.vat_rate_bp) })
          .where('id', '=', i.id)
          .execute();
      }
    }
    const after = await tx.db.selectFrom('order_item').selectAll().where('order_id', '=', o.id).execute();
    if (!after.some((i) => !i.is_free_item)) throw invalid('That would leave the order empty: cancel the order instead.');
    const subtotal = after.reduce((s, i) => s + i.total, 0);
    const discount = after.reduce((s, i) => s + i.discount_share, 0);
    const oldLineVat = items.reduce((s, i) => s + i.vat, 0);
    const tax = o.tax - oldLineVat + after.reduce((s, i) => s + i.vat, 0);
    const total = subtotal - discount + o.shipping_charge + o.basket_charge;
    const excess = Math.max(0, o.paid_amount - total);
    await tx.db
      .updateTable('orders')
      .set({ subtotal, discount, tax, total, updated_at: tx.clock.now().toISOString() })
      .where('id', '=', o.id)
      .execute();
    await audit(
      tx,
      'edit_lines',
      'order',
      o.id,
      { lines: before, total: toMajor(o.total) },
      {
        lines: after.map((i) => ({ line: i.id, product: i.product_id, quantity: i.quantity, total: i.total })),
        total: toMajor(total),
        reason,
      },
    );
    return { o, excess, total };
  });
  // The money goes back after the change is saved (a provider call is not part of a transaction).
  const { o, excess } = result;
  let refunded = 0;
  if (excess > 0) {
    if (refundTo === 'original') refunded = await refundOrderPayments(ctx, o.id, { upTo: excess, key: editId });
    const toWallet = excess - refunded;
    if (toWallet > 0) {
      await creditWallet(ctx, {
        customerId: o.customer_id,
        amount: toWallet,
        kind: 'refund',
        reference: o.id,
        key: `edit-refund:${o.id}:${editId}`,
        notes: `Refund for changes to order ${o.id}`,
      });
      refunded += toWallet;
    }
    await ctx.db
      .updateTable('orders')
      .set({ paid_amount: sql<number>`paid_amount - ${refunded}`, payment_status: 'Partially Refunded' })
      .where('id', '=', o.id)
      .execute();
  }
  return { order: await adminOrderDetail(ctx, o.id), refunded: toMajor(refunded) };
}
