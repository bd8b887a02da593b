import type { TOrder } from '@larder/contract/checkout';
import { toMajor } from '@larder/contract/money';
import { sql } from 'kysely';
import { type Ctx, inTransaction } from '../../ctx';
import { notFound } from '../../lib/errors';
import { sortableId } from '../../lib/ids';
import { addItem } from '../cart/cart.service';
import { reverseForOrder } from '../loyalty/loyalty.service';
import { refundOrderPayments } from '../payments/payment.service';
import { creditWallet } from '../wallet/wallet.service';
import { formatSlotDate, slotLabel } from '../slots/slot-dates';
import { freePlace } from '../slots/slots.service';
import type { OrderItemRow, OrderRow, OrderStatus } from './orders.table';

/** Statuses in which the customer may still cancel (before the order is packed). */
const CANCELLABLE: OrderStatus[] = ['Placed', 'Confirmed'];

function orderHead(o: OrderRow, itemCount: number) {
  return {
    name: o.id,
    status: o.status,
    payment_status: o.payment_status,
    payment_method: o.payment_method,
    payment_method_name: o.payment_method_name,
    shipping_method: o.shipping_method_id,
    shipping_method_name: o.shipping_method_name,
    order_date: o.created_at.slice(0, 10),
    created: o.created_at,
    delivery_date: o.delivery_date,
    delivery_slot: o.slot_from && o.slot_to ? slotLabel(o.slot_from, o.slot_to) : null,
    format_delivery_date: o.delivery_date ? formatSlotDate(o.delivery_date) : null,
    shipping_address: [o.ship_name, o.ship_address, o.ship_landmark, o.ship_city, o.ship_zipcode].filter(Boolean).join(', '),
    zipcode: o.ship_zipcode,
    customer_comments: o.customer_comments,
    coupon_code: o.coupon_code,
    order_subtotal: toMajor(o.subtotal),
    discount: toMajor(o.discount),
    shipping_charges: toMajor(o.shipping_charge),
    basket_charge: toMajor(o.basket_charge),
    total_tax_amount: toMajor(o.tax),
    total_amount: toMajor(o.total),
    paid_amount: toMajor(o.paid_amount),
    wallet_amount: toMajor(o.wallet_amount),
    points_redeemed: o.points_redeemed,
    points_amount: toMajor(o.points_amount),
    outstanding_amount: toMajor(Math.max(0, o.total - o.paid_amount)),
    item_count: itemCount,
    can_cancel: CANCELLABLE.includes(o.status),
  };
}

function lineDto(i: OrderItemRow, names: Map<string, string>) {
  return {
    name: i.id,
    product: i.product_id,
    product_name: i.product_name,
    route: i.route,
    image: i.image,
    quantity: i.quantity,
    price: toMajor(i.price),
    total: toMajor(i.total),
    attribute_description: i.attribute_description,
    attribute_ids: i.attribute_key,
    is_free_item: i.is_free_item ? (1 as const) : (0 as const),
    note: i.note,
    substitution: i.substitution,
    substitute_product_name: i.substitute_product_id ? (names.get(i.substitute_product_id) ?? null) : null,
  };
}

/** One of the customer's orders, whole; someone else's order is not found. */
export async function loadOrder(ctx: Ctx, customerId: string, orderId: string): Promise<TOrder> {
  const o = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!o) throw notFound('Order not found.');
  const [items, history, points] = await Promise.all([
    ctx.db.selectFrom('order_item').selectAll().where('order_id', '=', o.id).orderBy('is_free_item').orderBy('product_name').execute(),
    ctx.db.selectFrom('order_status_history').select(['status', 'at']).where('order_id', '=', o.id).orderBy('at').orderBy('id').execute(),
    ctx.db
      .selectFrom('points_entry')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.val(0)).as('n'))
      .where('reference', '=', o.id)
      .where('kind', 'in', ['earn', 'reverse'])
      .executeTakeFirst(),
  ]);
  const subIds = items.map((i) => i.substitute_product_id).filter((x): x is string => Boolean(x));
  const names = new Map<string, string>();
  if (subIds.length)
    for (const r of await ctx.db.selectFrom('product').select(['id', 'name']).where('id', 'in', subIds).execute()) names.set(r.id, r.name);
  return {
    ...orderHead(
      o,
      items.reduce((s, i) => s + i.quantity, 0),
    ),
    items: items.map((i) => lineDto(i, names)),
    status_history: history,
    points_earned: Math.max(0, Number(points?.n ?? 0)),
  };
}

/** order_list: the caller's orders, newest first. */
export async function listOrders(ctx: Ctx, customerId: string, pageNo: number, pageLen: number) {
  const orders = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageLen)
    .offset((pageNo - 1) * pageLen)
    .execute();
  if (!orders.length) return [];
  const items = await ctx.db
    .selectFrom('order_item')
    .select(['order_id', 'product_name', 'quantity'])
    .where(
      'order_id',
      'in',
      orders.map((o) => o.id),
    )
    .execute();
  return orders.map((o) => {
    const mine = items.filter((i) => i.order_id === o.id);
    return {
      ...orderHead(
        o,
        mine.reduce((s, i) => s + i.quantity, 0),
      ),
      items_preview: mine.slice(0, 4).map((i) => `${i.quantity} × ${i.product_name}`),
    };
  });
}

/**
 * Gives back an order's stock and slot place, exactly once (the stock_released flag is claimed by
 * a conditional update; a second call changes nothing).
 */
export async function releaseOrderHoldings(tx: Ctx, o: OrderRow): Promise<boolean> {
  const claim = await tx.db
    .updateTable('orders')
    .set({ stock_released: 1 })
    .where('id', '=', o.id)
    .where('stock_released', '=', 0)
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1) return false;
  const items = await tx.db.selectFrom('order_item').selectAll().where('order_id', '=', o.id).execute();
  for (const i of items) {
    if (i.inventory_method === 'Dont Track Inventory') continue;
    if (i.inventory_method === 'Track Inventory By Product Attributes') {
      await tx.db
        .updateTable('product_variant')
        .set({ stock: sql<number>`stock + ${i.quantity}` })
        .where('product_id', '=', i.product_id)
        .where('attribute_key', '=', i.attribute_key)
        .execute();
    } else {
      await tx.db
        .updateTable('product')
        .set({ stock: sql<number>`stock + ${i.quantity}` })
        .where('id', '=', i.product_id)
        .execute();
    }
  }
  if (items.some((i) => i.inventory_method !== 'Dont Track Inventory')) await tx.app.cache.bump(tx.db, 'stock');
  if (o.slot_template_id && o.delivery_date) await freePlace(tx, o.slot_template_id, o.delivery_date);
  // The coupon's use is given back with the order.
  for (const id of o.discount_ids ? o.discount_ids.split(',') : []) {
    await tx.db
      .updateTable('discount')
      .set({ used_count: sql<number>`used_count - 1` })
      .where('id', '=', id)
      .where('used_count', '>', 0)
      .execute();
    await tx.db
      .updateTable('discount_customer_usage')
      .set({ used: sql<number>`used - 1` })
      .where('discount_id', '=', id)
      .where('customer_id', '=', o.customer_id)
      .where('used', '>', 0)
      .execute();
  }
  return true;
}

/** Moves an order to Cancelled (from a status that allows it) and gives back what it held. */
export async function cancelOrderRow(
  ctx: Ctx,
  orderId: string,
  by: string,
  reason: string,
  allowed: OrderStatus[],
): Promise<'cancelled' | 'already' | 'not-allowed'> {
  return inTransaction(ctx, async (tx) => {
    const o = await tx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    if (o.status === 'Cancelled') return 'already';
    const now = tx.clock.now().toISOString();
    const res = await tx.db
      .updateTable('orders')
      .set({ status: 'Cancelled', payment_status: o.paid_amount > 0 ? 'Refunded' : 'Cancelled', cancel_reason: reason, updated_at: now })
      .where('id', '=', o.id)
      .where('status', 'in', allowed)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return 'not-allowed';
    if (await releaseOrderHoldings(tx, o)) {
      // Money and points paid at checkout go back exactly once (the release is claimed once).
      if (o.wallet_amount > 0)
        await creditWallet(tx, {
          customerId: o.customer_id,
          amount: o.wallet_amount,
          kind: 'refund',
          reference: o.id,
          key: `refund-wallet:${o.id}`,
          notes: `Refund for cancelled order ${o.id}`,
        });
      await reverseForOrder(tx, o);
    }
    await tx.db
      .insertInto('order_status_history')
      .values({ id: sortableId('OSH-', tx.clock.now()), order_id: o.id, status: 'Cancelled', note: reason, by, at: now })
      .execute();
    return 'cancelled';
  });
}

/** cancel_order: the customer cancels their own order before it is packed. */
export async function customerCancel(ctx: Ctx, customerId: string, orderId: string, reason: string) {
  const o = await ctx.db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!o) throw notFound('Order not found.');
  const r = await cancelOrderRow(ctx, orderId, customerId, reason, CANCELLABLE);
  if (r === 'already') return { status: 'Failed' as const, message: 'Already Order cancelled', refund: null };
  if (r === 'not-allowed')
    return {
      status: 'Failed' as const,
      message: 'This order is already being prepared and can no longer be cancelled. Please contact us.',
      refund: null,
    };
  const card = await refundOrderPayments(ctx, orderId);
  const back = await ctx.db
    .selectFrom('orders')
    .select(['wallet_amount', 'points_redeemed'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return {
    status: 'Success' as const,
    message: 'Order Cancel Successfully',
    refund: { card: toMajor(card), wallet: toMajor(back.wallet_amount), points: back.points_redeemed },
  };
}

/** reoder_checking: the order's lines back into the cart at today's prices and stock; what cannot go is reported. */
export async function reorder(ctx: Ctx, customerId: string, orderId: string) {
  const o = await ctx.db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!o) throw notFound('Order not found.');
  const items = await ctx.db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).where('is_free_item', '=', 0).execute();
  let added = 0;
  const skipped: string[] = [];
  for (const i of items) {
    const r = await addItem(ctx, {
      item_code: i.product_id,
      qty: i.quantity,
      qty_type: 'add',
      cartType: 'Shopping Cart',
      attribute_id: i.attribute_key ? i.attribute_key.split('\n') : [],
    });
    if (r.status === 'success') added++;
    else skipped.push(`${i.product_name}: ${r.message}`);
  }
  if (!added) return { status: 'Failed' as const, message: 'Some of the items in the previous order is out of stock.', added, skipped };
  return {
    status: 'Success' as const,
    message: skipped.length ? 'Successfully added into your Cart. Some items could not be added.' : 'Successfully added into your Cart',
    added,
    skipped,
  };
}
