import { formatTimeRange } from '@larder/contract/slot-time';
import type { TOrder } from '@larder/contract/checkout';
import { toMajor } from '@larder/contract/money';
import { unitPriceOf } from '@larder/contract/unit-price';
import { perKgUnitPrice } from '@larder/contract/weighed';
import type { Ctx } from '../../ctx';
import { notFound } from '../../lib/errors';
import { addItem } from '../cart/cart.service';
import { collectionPoint } from '../settings/settings.service';
import { formatSlotDate } from '../slots/slot-dates';
import { cancelOrder, CUSTOMER_CANCELLABLE } from './order-lifecycle';
import { awaitsCardPayment } from './order-money';
import type { OrderItemRow, OrderRow } from './orders.table';

/** `collectFrom`: for a Click & Collect order, where it is collected; null for a delivery. */
function orderHead(o: OrderRow, itemCount: number, collectFrom: string | null) {
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
    delivery_slot: o.slot_from && o.slot_to ? formatTimeRange(o.slot_from, o.slot_to) : null,
    format_delivery_date: o.delivery_date ? formatSlotDate(o.delivery_date) : null,
    shipping_address: [o.ship_name, o.ship_address, o.ship_landmark, o.ship_city, o.ship_zipcode].filter(Boolean).join(', '),
    collect_from: collectFrom,
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
    outstanding_amount: toMajor(o.status === 'Cancelled' ? 0 : Math.max(0, o.total - o.paid_amount)),
    refunded_amount: toMajor(o.refunded_amount),
    expires_at: o.expires_at,
    awaiting_payment: awaitsCardPayment(o),
    estimated: o.hold_amount > 0 && !o.picked_at && o.status !== 'Cancelled',
    max_total: o.hold_amount > 0 && !o.picked_at ? toMajor(o.hold_amount) : null,
    item_count: itemCount,
    can_cancel: CUSTOMER_CANCELLABLE.includes(o.status) && !o.picked_at,
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
    pack_size: i.pack_size,
    unit_price: i.is_free_item ? null : i.price_per_kg ? perKgUnitPrice(i.price_per_kg) : unitPriceOf(i.price, i.pack_size),
    weighed: i.price_per_kg
      ? {
          price_per_kg: toMajor(i.price_per_kg),
          estimated_weight_g: i.estimated_grams,
          estimated_total: toMajor(i.estimated_total),
          max_total: toMajor(i.cap_total),
          weighed_weight_g: i.weighed_grams,
        }
      : null,
  };
}

/**
 * Which of these orders are Click & Collect, by their shipping method; an order whose method has
 * since been deleted was a collection when it has no delivery address (as the e-mails decide).
 */
async function collections(ctx: Ctx, orders: Pick<OrderRow, 'id' | 'shipping_method_id' | 'ship_address'>[]): Promise<Set<string>> {
  const ids = [...new Set(orders.map((o) => o.shipping_method_id))];
  const methods = ids.length ? await ctx.db.selectFrom('shipping_method').select(['id', 'is_pickup']).where('id', 'in', ids).execute() : [];
  const pickup = new Map(methods.map((m) => [m.id, m.is_pickup === 1]));
  return new Set(orders.filter((o) => pickup.get(o.shipping_method_id) ?? !o.ship_address).map((o) => o.id));
}

/** For each order, where to collect it (null: a delivery). */
async function collectFromOf(ctx: Ctx, orders: Pick<OrderRow, 'id' | 'shipping_method_id' | 'ship_address'>[]) {
  const collected = await collections(ctx, orders);
  const where = collected.size ? await collectionPoint(ctx) : '';
  return (id: string) => (collected.has(id) ? where : null);
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
  const [items, history, points, collectFrom] = await Promise.all([
    ctx.db.selectFrom('order_item').selectAll().where('order_id', '=', o.id).orderBy('is_free_item').orderBy('product_name').execute(),
    ctx.db.selectFrom('order_status_history').select(['status', 'at']).where('order_id', '=', o.id).orderBy('at').orderBy('id').execute(),
    ctx.db
      .selectFrom('points_entry')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.val(0)).as('n'))
      .where('reference', '=', o.id)
      .where('kind', 'in', ['earn', 'reverse'])
      .executeTakeFirst(),
    collectFromOf(ctx, [o]),
  ]);
  const subIds = items.map((i) => i.substitute_product_id).filter((x): x is string => Boolean(x));
  const names = new Map<string, string>();
  if (subIds.length)
    for (const r of await ctx.db.selectFrom('product').select(['id', 'name']).where('id', 'in', subIds).execute()) names.set(r.id, r.name);
  return {
    ...orderHead(
      o,
      items.reduce((s, i) => s + i.quantity, 0),
      collectFrom(o.id),
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
  const collectFrom = await collectFromOf(ctx, orders);
  return orders.map((o) => {
    const mine = items.filter((i) => i.order_id === o.id);
    return {
      ...orderHead(
        o,
        mine.reduce((s, i) => s + i.quantity, 0),
        collectFrom(o.id),
      ),
      items_preview: mine.slice(0, 4).map((i) => `${i.quantity} × ${i.product_name}`),
    };
  });
}

/**
 * cancel_order: the customer cancels their own order before it is packed (decision 007: one
 * cancellation for everyone, orders/order-lifecycle.ts). With `backToCart` an unpaid order's
 * lines go back into the cart, to change the basket and check out again.
 */
export async function customerCancel(ctx: Ctx, customerId: string, orderId: string, reason: string, backToCart = false) {
  const o = await ctx.db
    .selectFrom('orders')
    .select(['id', 'total', 'paid_amount', 'wallet_amount', 'points_amount'])
    .where('id', '=', orderId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!o) throw notFound('Order not found.');
  if (backToCart && o.paid_amount - o.wallet_amount - o.points_amount > 0)
    return { status: 'Failed' as const, message: 'This order is paid: it can be cancelled, but not changed in the cart.', refund: null };
  const r = await cancelOrder(ctx, orderId, {
    by: customerId,
    reason: reason || (backToCart ? 'Changed the basket' : 'Cancelled by the customer'),
    allowed: CUSTOMER_CANCELLABLE,
    notPicked: true,
    refundTo: 'original',
    returnToCart: backToCart,
  });
  if (r.kind === 'already') return { status: 'Failed' as const, message: 'Already Order cancelled', refund: null };
  if (r.kind !== 'cancelled')
    return {
      status: 'Failed' as const,
      message: 'This order is already being prepared and can no longer be cancelled. Please contact us.',
      refund: null,
    };
  return {
    status: 'Success' as const,
    message: backToCart ? 'Your basket is back in the cart' : 'Order Cancel Successfully',
    refund: { card: toMajor(r.refund.card), wallet: toMajor(r.refund.wallet), points: r.refund.points },
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
    message: skipped.length ? 'Added to your basket. Some items could not be added.' : 'Added to your basket',
    added,
    skipped,
  };
}
