import type { TOrder, TOrderChanges } from '@larder/contract/checkout';
import { toMajor } from '@larder/contract/money';
import { capFor } from '@larder/contract/weighed';
import { type Ctx, inTransaction } from '../../ctx';
import { nextName, randomId } from '../../lib/ids';
import { enforceLimits } from '../../lib/rate-limit';
import type { PricedLine } from '../cart/cart-view';
import { emptyCartForOrder, lockShoppingCart } from '../cart/order-cart';
import { imageSizes } from '../catalog/product-cards';
import { packOfSelection } from '../catalog/product-definition';
import { earnForOrder } from '../loyalty/loyalty.service';
import { insertOrder } from '../orders/order-lifecycle';
import { sendOrderEmail } from '../notifications/email/send';
import { paymentStatusOf } from '../orders/order-money';
import type { OrderItemRow, OrderRow } from '../orders/orders.table';
import { loadOrder } from '../orders/orders.service';
import { orderMoneyWith } from '../orders/weighed-totals';
import { ReservationRefused, reserveAll, type ReservationRequest } from '../orders/reservations';
import { getStoreSettings } from '../settings/settings.service';
import { getMethod } from '../shipping/shipping.service';
import type { ShippingMethodRow } from '../shipping/shipping.table';
import { nextFreeSlot, offeredSlot, templatesFor } from '../slots/slots.service';
import { customerOf, deliveryProblem, paymentMethods, type PaymentMethod } from './checkout.service';
import { paidWith, type PaidWith } from './paid-with';
import { syncFreeLines } from '../cart/free-lines';
import { type CheckoutPricing, priceCheckout, requireMethod } from './pricing';

/**
 * insert_order as a short sequence of named steps (the shape Medusa's workflows give a checkout):
 * check what can be checked before anything is written; then, in one transaction on the locked
 * cart, price the basket from the database, validate it, write the order, reserve what it holds
 * (each reservation beside its release, orders/reservations.ts) and empty the cart;
 * then the effects after the commit. Any refusal rolls everything back and answers with what
 * changed and how to fix it. Simultaneous submits of one cart place one order: the others
 * answer with it.
 */

export interface PlaceOrderInput {
  ship_addr?: string;
  shipping_method: string;
  payment_method?: string;
  delivery_slots?: { date: string; slot?: string; from_time?: string; to_time?: string }[];
  coupon_code?: string;
  customer_comments?: string;
  order_from: string;
  expected_total?: number;
  use_wallet?: boolean;
  use_points?: number;
}

/** Thrown inside the order transaction to undo everything and answer with what changed. */
class OrderChanged extends Error {
  constructor(
    public readonly reason: string,
    public readonly changes: TOrderChanges = noChanges(),
  ) {
    super(reason);
  }
}

const noChanges = (): TOrderChanges => ({ new_total: null, quantities: [], slot: null, coupon: null });

const refusal = (message: string, changes: TOrderChanges | null = null) => ({
  status: false,
  message,
  order: null,
  changes,
  is_redirect: false,
  redirect_url: '',
});

interface Preflight {
  customer: { first_name: string; last_name: string; email: string | null; phone: string | null };
  payment: PaymentMethod;
  method: ShippingMethodRow;
}

/** Step 1: what needs no transaction — the customer may buy, the way to pay is offered, an address is given. */
async function preflight(ctx: Ctx, customerId: string, input: PlaceOrderInput): Promise<Preflight | string> {
  const customer = await ctx.db
    .selectFrom('customer')
    .select(['first_name', 'last_name', 'email', 'phone', 'status'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  if (customer.status !== 'Approved') return 'You account not yet verified. You will get notified once verfied.';
  const methods = await paymentMethods(ctx);
  const payment = input.payment_method
    ? methods.find((m) => m.name === input.payment_method || m.payment_method === input.payment_method)
    : methods[0];
  if (!payment) return 'Please choose a way to pay.';
  const method = await getMethod(ctx, input.shipping_method);
  if (!method.is_pickup && !input.ship_addr) return 'Please choose a delivery address.';
  return { customer, payment, method };
}

/** Step 2: the basket priced from the database (FREE lines brought up to date first). */
async function priceBasket(tx: Ctx, customerId: string, pre: Preflight, input: PlaceOrderInput): Promise<CheckoutPricing> {
  await syncFreeLines(tx, customerId, pre.method.id);
  const p = await priceCheckout(tx, {
    customerId,
    methodRef: pre.method.id,
    addressId: pre.method.is_pickup ? null : input.ship_addr,
    couponCode: input.coupon_code,
  });
  requireMethod(p);
  return p;
}

/** Step 3: the basket can still be ordered as the shopper saw it. */
async function validateBasket(tx: Ctx, p: CheckoutPricing, input: PlaceOrderInput): Promise<void> {
  if (p.coupon && !p.coupon.verdict.ok)
    throw new OrderChanged(p.coupon.verdict.message, { ...noChanges(), coupon: p.coupon.verdict.message });
  const notDeliverable = await deliveryProblem(tx, p);
  if (notDeliverable) throw new OrderChanged(notDeliverable);
  const gone = p.lines.find((l) => l.problem && !l.def.product.is_active);
  if (gone) throw new OrderChanged(gone.problem!);
  // A line that cannot be bought as it is is left out of the totals (pricing.ts), so the order is
  // refused here rather than charged without it or reserved with it.
  const short = p.lines.filter((l) => l.problem);
  if (short.length) {
    const available = (l: PricedLine) => (l.def.product.inventory_method === 'Dont Track Inventory' ? 0 : Math.max(0, l.stock));
    const names = short.map((l) =>
      available(l) ? `${l.def.product.name}: only ${available(l)} left` : `${l.def.product.name}: out of stock`,
    );
    throw new OrderChanged(`Some items are no longer available as ordered. ${names.join('; ')}`, {
      ...noChanges(),
      quantities: short.map((l) => ({ line: l.row.id, product_name: l.def.product.name, wanted: l.row.quantity, available: available(l) })),
    });
  }
  if (input.expected_total !== undefined && Math.round(input.expected_total * 100) !== p.total)
    throw new OrderChanged('Your total has changed since you looked. Please check the new total.', {
      ...noChanges(),
      new_total: toMajor(p.total),
    });
}

/** Step 4: the chosen slot, when the method has slots: offered on that date and before its cut-off. */
async function chosenSlot(
  tx: Ctx,
  customerId: string,
  method: ShippingMethodRow,
  input: PlaceOrderInput,
): Promise<ReservationRequest['slot']> {
  if (!(await templatesFor(tx, method.id)).length) return null;
  const slotChanged = async (message: string) =>
    new OrderChanged(message, { ...noChanges(), slot: { message, next_free: await nextFreeSlot(tx, method.id, customerId) } });
  const want = input.delivery_slots?.[0];
  if (!want) throw await slotChanged('please choose Delivery Date slot');
  const { template, problem } = await offeredSlot(tx, method.id, want.date, { id: want.slot, from: want.from_time });
  if (!template || problem) throw await slotChanged(problem ?? 'That delivery slot does not exist.');
  return { template, date: want.date };
}

/** Step 6: everything the order holds, taken (orders/reservations.ts); a refusal becomes the change to show. */
async function reserve(tx: Ctx, r: ReservationRequest, method: ShippingMethodRow): Promise<void> {
  try {
    await reserveAll(tx, r);
  } catch (err) {
    if (!(err instanceof ReservationRefused)) throw err;
    if (err.kind === 'slot')
      throw new OrderChanged(err.message, {
        ...noChanges(),
        slot: { message: err.message, next_free: await nextFreeSlot(tx, method.id, r.customerId) },
      });
    if (err.kind === 'stock') throw new OrderChanged(err.message, { ...noChanges(), quantities: err.short });
    if (err.kind === 'discount') throw new OrderChanged(err.message, { ...noChanges(), coupon: err.message });
    throw new OrderChanged(err.message);
  }
}

/** Step 5: the order and its lines as they are written. */
function orderRows(
  id: string,
  customerId: string,
  pre: Preflight,
  p: CheckoutPricing,
  slot: ReservationRequest['slot'],
  money: PaidWith,
  input: PlaceOrderInput,
  now: Date,
  settings: { unpaidMinutes: number; weightMarginBp: number },
): { order: OrderRow; items: OrderItemRow[] } {
  const a = p.address;
  const paid = money.walletAmount + money.pointsAmount;
  const awaitsCard = pre.payment.payment_type === 'Online Payment' && paid < p.total;
  const order: OrderRow = {
    id,
    customer_id: customerId,
    customer_name: [pre.customer.first_name, pre.customer.last_name].filter(Boolean).join(' '),
    customer_email: pre.customer.email ?? '',
    customer_phone: pre.customer.phone ?? '',
    status: 'Placed',
    payment_status: paymentStatusOf({ total: p.total, paid_amount: paid, refunded_amount: 0 }),
    payment_method: pre.payment.name,
    payment_method_name: pre.payment.payment_method,
    shipping_method_id: pre.method.id,
    shipping_method_name: pre.method.name,
    ship_name: a ? [a.first_name, a.last_name].filter(Boolean).join(' ') : '',
    ship_address: a?.address ?? '',
    ship_landmark: a?.landmark ?? '',
    ship_city: a?.city ?? '',
    ship_zipcode: a?.zipcode ?? '',
    ship_phone: a?.phone ?? '',
    ship_latitude: a?.latitude ?? null,
    ship_longitude: a?.longitude ?? null,
    delivery_date: slot?.date ?? null,
    slot_template_id: slot?.template.id ?? null,
    slot_from: slot?.template.from_time ?? null,
    slot_to: slot?.template.to_time ?? null,
    subtotal: p.subtotal,
    discount: p.orderDiscount,
    shipping_charge: p.shipping,
    basket_charge: p.basketCharge,
    tax: p.vat,
    total: p.total,
    paid_amount: paid,
    refunded_amount: 0,
    wallet_amount: money.walletAmount,
    points_redeemed: money.points,
    points_amount: money.pointsAmount,
    coupon_code: p.coupon?.verdict.ok ? p.coupon.code : '',
    discount_ids: p.appliedRules.map((r) => r.rule.id).join(','),
    customer_comments: input.customer_comments ?? '',
    order_from: input.order_from,
    stock_released: 0,
    cancel_reason: '',
    hold_amount: 0,
    picked_at: null,
    // An unpaid card order waits this long for its payment, then gives back what it holds.
    expires_at: awaitsCard ? new Date(now.getTime() + settings.unpaidMinutes * 60_000).toISOString() : null,
    cart_id: p.cartId,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  let paidIndex = 0;
  const items = p.lines.map((l): OrderItemRow => {
    const share = l.row.is_free_item ? 0 : (p.lineDiscounts[paidIndex++] ?? 0);
    const { price_per_kg: perKg, typical_weight_g: typical } = l.def.product;
    const weighed = Boolean(perKg && typical && !l.row.is_free_item);
    return {
      id: `OI-${randomId(12)}`,
      order_id: id,
      product_id: l.def.product.id,
      product_name: l.def.product.name,
      route: l.def.product.route,
      image: imageSizes(l.def.images[0]?.url).small,
      attribute_key: l.row.attribute_key,
      attribute_description: l.row.attribute_description,
      inventory_method: l.def.product.inventory_method,
      quantity: l.row.quantity,
      price: l.unit,
      total: l.total,
      discount_share: share,
      vat_rate_bp: l.def.vatRateBp,
      vat: Math.round(((l.total - share) * l.def.vatRateBp) / (10000 + l.def.vatRateBp)),
      is_free_item: l.row.is_free_item,
      discount_rule: l.row.discount_rule,
      note: l.row.note,
      substitution: l.row.substitution,
      substitute_product_id: l.row.substitute_product_id,
      pack_size: packOfSelection(l.def, l.row.attribute_key ? l.row.attribute_key.split('\n') : []).label,
      // Sold by weight: charged by the weight picked, never more than the estimate plus the margin.
      price_per_kg: weighed ? perKg! : 0,
      estimated_grams: weighed ? typical! * l.row.quantity : 0,
      estimated_total: weighed ? l.total : 0,
      cap_total: weighed ? capFor(l.total, settings.weightMarginBp) : 0,
      weighed_grams: null,
      pick_state: null,
      picked_quantity: null,
      pick_substitute: '',
    };
  });
  // With weighed lines, the most the order may cost: what the card authorises until picking.
  if (items.some((i) => i.price_per_kg > 0)) order.hold_amount = orderMoneyWith(order, items, (i) => i.cap_total).total;
  return { order, items };
}

async function placementSettings(tx: Ctx) {
  const s = await getStoreSettings(tx);
  return { unpaidMinutes: s.unpaid_order_minutes, weightMarginBp: s.weight_margin_bp };
}

/** A second submit of a cart finds it empty: the order its first submit placed, if that was just now. */
async function orderJustPlacedFrom(tx: Ctx, cartId: string): Promise<string | null> {
  const since = new Date(tx.clock.now().getTime() - 10 * 60_000).toISOString();
  const row = await tx.db
    .selectFrom('orders')
    .select('id')
    .where('cart_id', '=', cartId)
    .where('created_at', '>=', since)
    .where('status', '!=', 'Cancelled')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The steps in one transaction on the locked cart; the order id, and whether an earlier submit placed it. */
async function placeInTransaction(
  tx: Ctx,
  customerId: string,
  pre: Preflight,
  input: PlaceOrderInput,
): Promise<{ id: string; again: boolean }> {
  const cartId = await lockShoppingCart(tx, customerId);
  const p = await priceBasket(tx, customerId, pre, input);
  // Lines out of stock are not in p.paid, but they are not an empty cart: validateBasket names them.
  if (!p.lines.some((l) => !l.row.is_free_item)) {
    const placed = cartId ? await orderJustPlacedFrom(tx, cartId) : null;
    if (placed) return { id: placed, again: true };
    throw new OrderChanged('Your cart is empty. Please add items to your cart.');
  }
  await validateBasket(tx, p, input);
  const slot = await chosenSlot(tx, customerId, pre.method, input);
  const money = await paidWith(tx, customerId, p.total, {
    usePoints: input.use_points,
    useWallet: input.use_wallet,
    walletPays: pre.payment.name === 'Wallet',
  });
  if (pre.payment.name === 'Wallet' && money.rest > 0)
    throw new OrderChanged('Your wallet does not cover this order. Please choose a card or cash on delivery for the rest.');
  const id = await nextName(tx.db, 'ORD-');
  // The order is written first (its reservations refer to it); a refused reservation rolls it back with them.
  const { order, items } = orderRows(id, customerId, pre, p, slot, money, input, tx.clock.now(), await placementSettings(tx));
  await insertOrder(tx, order, items);
  await reserve(
    tx,
    {
      orderId: id,
      customerId,
      slot,
      lines: p.lines.map((l) => ({
        product_id: l.def.product.id,
        attribute_key: l.row.attribute_key,
        inventory_method: l.def.product.inventory_method,
        quantity: l.row.quantity,
        cartLine: l.row.id,
        productName: l.def.product.name,
        stock: l.stock,
      })),
      discounts: p.appliedRules,
      points: { points: money.points, value: money.pointsAmount },
      wallet: money.walletAmount,
    },
    pre.method,
  );
  if (p.cartId) await emptyCartForOrder(tx, p.cartId);
  // A weighed order earns its points on its final total, once picked.
  if (order.paid_amount >= order.total && !order.hold_amount) await earnForOrder(tx, order);
  return { id, again: false };
}

/** insert_order. */
export async function placeOrder(ctx: Ctx, input: PlaceOrderInput) {
  const customerId = customerOf(ctx);
  await enforceLimits(ctx.app.limits, [{ key: `order:${customerId}`, max: 20, windowSec: 600 }]);
  const pre = await preflight(ctx, customerId, input);
  if (typeof pre === 'string') return refusal(pre);
  let placed: { id: string; again: boolean };
  try {
    placed = await inTransaction(ctx, (tx) => placeInTransaction(tx, customerId, pre, input));
  } catch (err) {
    if (err instanceof OrderChanged) return refusal(err.reason, err.changes);
    throw err;
  }
  const order: TOrder = await loadOrder(ctx, customerId, placed.id);
  if (!placed.again) {
    const minutes = order.expires_at ? Math.round((Date.parse(order.expires_at) - ctx.clock.now().getTime()) / 60_000) : undefined;
    await sendOrderEmail(ctx, 'received', placed.id, minutes ? { expiresInMinutes: minutes } : {});
  }
  // A card payment follows: the client starts it with create_payment for the outstanding amount.
  const online = order.payment_method_name === 'Card' && order.outstanding_amount > 0;
  return {
    status: true,
    message: placed.again ? 'This order has already been placed.' : 'Your order has been placed.',
    order,
    changes: null,
    is_redirect: online,
    redirect_url: online ? `/order-detail/${placed.id}` : '',
  };
}
