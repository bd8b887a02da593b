import type { TOrderChanges, TShippingQuote } from '@larder/contract/checkout';
import { toMajor, vatIncluded } from '@larder/contract/money';
import { sql } from 'kysely';
import { type Ctx, inTransaction } from '../../ctx';
import { unauthorized } from '../../lib/errors';
import { imageSizes } from '../catalog/product-cards';
import { findCartId } from '../cart/cart-store';
import { checkLocation } from '../location/location.service';
import { loadOrder } from '../orders/orders.service';
import { getStoreSettings } from '../settings/settings.service';
import { getMethod } from '../shipping/shipping.service';
import { bookSlot, nextFreeSlot, offeredSlot, templatesFor } from '../slots/slots.service';
import { type CheckoutPricing, priceCheckout, requireMethod, shippingVatRate, syncFreeLines, totalsDto } from './pricing';
import { nextName, randomId, sortableId } from '../../lib/ids';
import { enforceLimits } from '../../lib/rate-limit';
import { normaliseCoupon } from '../promotions/promotions.service';
import { earnForOrder, redeemForOrder, redeemQuote } from '../loyalty/loyalty.service';
import { providers } from '../payments/registry';
import { debitWallet, walletBalance } from '../wallet/wallet.service';

export function customerOf(ctx: Ctx): string {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  return ctx.caller.customerId;
}

/** calculate_vendor_based_shipping_charges: the delivery quote for the caller's cart (never the client's subtotal). */
/**
 * Why this delivery cannot go to the chosen address (null when it can): the shop's delivery area
 * rules first, then the method's rates. Collection and a quote without an address have none.
 */
async function deliveryProblem(ctx: Ctx, p: CheckoutPricing): Promise<string | null> {
  if (!p.method || p.method.is_pickup) return null;
  const a = p.address;
  if (a) {
    const where = await checkLocation(ctx, {
      zipcode: a.zipcode,
      ...(a.latitude != null && a.longitude != null ? { lat: a.latitude, lng: a.longitude } : {}),
    });
    if (!where.allow) return `Shipping is not available to your location! ${a.zipcode}`;
  }
  return p.quote?.problem ?? null;
}

export async function shippingCharges(ctx: Ctx, input: { shipping_addr?: string; shipping_method: string }): Promise<TShippingQuote> {
  const customerId = customerOf(ctx);
  const p = await priceCheckout(ctx, { customerId, methodRef: input.shipping_method, addressId: input.shipping_addr });
  const settings = await getStoreSettings(ctx);
  const problem = await deliveryProblem(ctx, p);
  return {
    status: problem ? 'failed' : 'success',
    message:
      problem ??
      (p.basketCharge
        ? `Orders under £${(settings.min_basket / 100).toFixed(2)} have a £${(settings.basket_charge / 100).toFixed(2)} basket charge.`
        : ''),
    shipping_charges: toMajor(p.shippingBase),
    tax_rate: shippingVatRate(settings),
    shipping_tax: toMajor(vatIncluded(p.shippingBase, shippingVatRate(settings) * 100)),
    basket_charge: toMajor(p.basketCharge),
    minimum_basket: toMajor(settings.min_basket),
    free_delivery_over: p.quote?.freeDeliveryOver != null ? toMajor(p.quote.freeDeliveryOver) : null,
    free_delivery_label: p.quote?.freeByThreshold ? 'Free Delivery' : null,
    order_subtotal: toMajor(p.subtotal),
  };
}

function freeProductsList(p: CheckoutPricing) {
  return p.lines
    .filter((l) => l.row.is_free_item)
    .map((l) => ({
      product: l.def.product.id,
      product_name: l.def.product.name,
      quantity: l.row.quantity,
      price: toMajor(l.def.product.price),
      route: l.def.product.route,
      image: imageSizes(l.def.images[0]?.url).small,
      type: 'Product' as const,
    }));
}

function discountResponse(p: CheckoutPricing) {
  const free = freeProductsList(p);
  return {
    shipping_discount: p.shippingDiscount > 0 ? (1 as const) : (0 as const),
    shipping_charges: toMajor(p.shipping),
    shipping_label: p.shippingLabel,
    shipping_discount_id: p.shippingRule?.id ?? '',
    free_item: free.length ? (1 as const) : (0 as const),
    products_list: free,
  };
}

/** get_order_discount: the automatic discounts for the caller's cart and chosen method. */
export async function orderDiscountFor(ctx: Ctx, input: { shipping_method?: string }) {
  const customerId = customerOf(ctx);
  await syncFreeLines(ctx, customerId, input.shipping_method ? (await getMethod(ctx, input.shipping_method)).id : null);
  const p = await priceCheckout(ctx, { customerId, methodRef: input.shipping_method, couponCode: '' });
  if (!p.paid.length)
    return { status: 'failed' as const, discount_amount: 0, discount: null, discount_label: '', discount_response: discountResponse(p) };
  return {
    status: 'Success' as const,
    discount_amount: toMajor(p.autoDiscount?.amount ?? 0),
    discount: p.autoDiscount?.rule.id ?? null,
    discount_label: p.autoDiscount?.rule.label || p.autoDiscount?.rule.name || '',
    discount_response: discountResponse(p),
  };
}

/** validate_coupon: checks the code on the caller's cart; on success it stays on the cart (and may add FREE items). */
export async function applyCoupon(ctx: Ctx, input: { coupon_code: string; shipping_method?: string }) {
  const customerId = customerOf(ctx);
  await enforceLimits(ctx.app.limits, [{ key: `coupon:${customerId}`, max: 30, windowSec: 600 }]);
  const code = normaliseCoupon(input.coupon_code);
  const cartId = await findCartId(ctx, customerId, 'Shopping Cart');
  const fail = async (message: string) => ({
    status: 'failed' as const,
    message,
    coupon_code: code,
    discount_amount: 0,
    discount: null,
    discount_response: discountResponse(await priceCheckout(ctx, { customerId, couponCode: '' })),
  });
  if (!code) return fail('Please Enter Coupon Code');
  if (!cartId) return fail('Shopping Cart missing!');
  const methodId = input.shipping_method ? (await getMethod(ctx, input.shipping_method)).id : null;
  const p = await priceCheckout(ctx, { customerId, methodRef: methodId, couponCode: code });
  if (!p.paid.length) return fail('Shopping Cart missing!');
  if (!p.coupon?.rule) return fail('Invalid Coupon Code');
  if (!p.coupon.verdict.ok) return fail(p.coupon.verdict.message);
  await ctx.db.updateTable('cart').set({ coupon_code: code }).where('id', '=', cartId).execute();
  await syncFreeLines(ctx, customerId, methodId);
  const after = await priceCheckout(ctx, { customerId, methodRef: methodId, couponCode: code });
  const rule = p.coupon.rule;
  const amount = rule.kind === 'order' ? p.coupon.amount : rule.kind === 'shipping' ? after.shippingDiscount : 0;
  return {
    status: 'success' as const,
    message: rule.description || `${rule.name} applied`,
    coupon_code: code,
    discount_amount: toMajor(amount),
    discount: rule.id,
    discount_response: discountResponse(after),
  };
}

/** remove_coupon: takes the coupon off the cart; its FREE items go too. */
export async function removeCoupon(ctx: Ctx) {
  const customerId = customerOf(ctx);
  const cartId = await findCartId(ctx, customerId, 'Shopping Cart');
  if (cartId) {
    await ctx.db.updateTable('cart').set({ coupon_code: '' }).where('id', '=', cartId).execute();
    await syncFreeLines(ctx, customerId, null);
  }
  return { status: 'success' as const, message: 'Coupon removed' };
}

/** get_payment_method: the ways to pay this shop accepts now (cards through each enabled provider, wallet, cash). */
export async function paymentMethods(ctx: Ctx) {
  const s = await getStoreSettings(ctx);
  type Method = {
    name: string;
    payment_method: string;
    display_name: string;
    payment_type: 'Cash' | 'Online Payment' | 'Wallet';
    description: string;
    provider: string | null;
    test_mode: boolean;
  };
  const out: Method[] = [];
  for (const p of providers(ctx.app).enabled) {
    out.push({
      name: p.name,
      payment_method: 'Card',
      display_name: p.testMode ? 'Card (TEST MODE)' : 'Card',
      payment_type: 'Online Payment',
      description: p.testMode ? 'Test payments only: no real money is taken.' : 'Pay securely by debit or credit card.',
      provider: p.name,
      test_mode: p.testMode,
    });
  }
  if (s.enable_wallet)
    out.push({
      name: 'Wallet',
      payment_method: 'Wallet',
      display_name: 'Larder Wallet',
      payment_type: 'Wallet',
      description: 'Pay from your wallet balance.',
      provider: null,
      test_mode: false,
    });
  if (s.enable_cod)
    out.push({
      name: 'COD',
      payment_method: 'Cash on Delivery',
      display_name: 'Cash on Delivery',
      payment_type: 'Cash',
      description: 'Pay by cash or card when your order arrives.',
      provider: null,
      test_mode: false,
    });
  return out;
}

/** get_checkout_summary: the totals insert_order would charge now. */
export async function checkoutSummary(ctx: Ctx, input: { ship_addr?: string; shipping_method: string; coupon_code?: string }) {
  const customerId = customerOf(ctx);
  await syncFreeLines(ctx, customerId, (await getMethod(ctx, input.shipping_method)).id);
  const p = await priceCheckout(ctx, {
    customerId,
    methodRef: input.shipping_method,
    addressId: input.ship_addr,
    couponCode: input.coupon_code,
  });
  return {
    ...totalsDto(p),
    shipping_label: p.shippingLabel,
    discount_label: [p.autoDiscount?.rule.label || p.autoDiscount?.rule.name, p.coupon?.rule && p.coupon.verdict.ok ? p.coupon.code : '']
      .filter(Boolean)
      .join(' + '),
    coupon_code: p.coupon?.rule && p.coupon.verdict.ok ? p.coupon.code : '',
    coupon_message: p.coupon && !p.coupon.verdict.ok ? p.coupon.verdict.message : '',
    lines: p.lines.length,
  };
}

/** Thrown inside the order transaction to undo everything and answer with what changed. */
class OrderChanged extends Error {
  constructor(
    public readonly reason: string,
    public readonly changes: TOrderChanges,
  ) {
    super(reason);
  }
}

const noChanges = (): TOrderChanges => ({ new_total: null, quantities: [], slot: null, coupon: null });

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

/**
 * insert_order: recomputes everything from the database, re-checks stock, serviceability, the
 * slot and the coupon, then — in one transaction — takes the stock exactly once, books the slot,
 * counts the coupon's use and creates the order. If anything changed since the shopper looked,
 * it places nothing and answers with what changed and how to fix it.
 */
export async function placeOrder(ctx: Ctx, input: PlaceOrderInput) {
  const customerId = customerOf(ctx);
  await enforceLimits(ctx.app.limits, [{ key: `order:${customerId}`, max: 20, windowSec: 600 }]);
  const fail = (message: string, changes: TOrderChanges | null = null) => ({
    status: false,
    message,
    order: null,
    changes,
    is_redirect: false,
    redirect_url: '',
  });
  const customer = await ctx.db
    .selectFrom('customer')
    .select(['first_name', 'last_name', 'email', 'phone', 'status', 'is_guest'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  if (customer.status !== 'Approved') return fail('You account not yet verified. You will get notified once verfied.');
  const methods = await paymentMethods(ctx);
  const payment = input.payment_method
    ? methods.find((m) => m.name === input.payment_method || m.payment_method === input.payment_method)
    : methods[0];
  if (!payment) return fail('Please choose a way to pay.');
  const method = await getMethod(ctx, input.shipping_method);
  if (!method.is_pickup && !input.ship_addr) return fail('Please choose a delivery address.');

  try {
    const orderId = await inTransaction(ctx, async (tx) => {
      await syncFreeLines(tx, customerId, method.id);
      const p = await priceCheckout(tx, {
        customerId,
        methodRef: method.id,
        addressId: method.is_pickup ? null : input.ship_addr,
        couponCode: input.coupon_code,
      });
      requireMethod(p);
      if (!p.paid.length) throw new OrderChanged('Your cart is empty. Please add items to your cart.', noChanges());
      if (p.coupon && !p.coupon.verdict.ok)
        throw new OrderChanged(p.coupon.verdict.message, { ...noChanges(), coupon: p.coupon.verdict.message });
      const notDeliverable = await deliveryProblem(tx, p);
      if (notDeliverable) throw new OrderChanged(notDeliverable, noChanges());
      const lineProblem = p.lines.find((l) => l.problem && !l.def.product.is_active);
      if (lineProblem) throw new OrderChanged(lineProblem.problem!, noChanges());

      // The slot: required when the method has slots; booked atomically (a live hold becomes the booking).
      let slot: { templateId: string; date: string; from: string; to: string } | null = null;
      if ((await templatesFor(tx, method.id)).length) {
        const want = input.delivery_slots?.[0];
        if (!want)
          throw new OrderChanged('please choose Delivery Date slot', {
            ...noChanges(),
            slot: { message: 'please choose Delivery Date slot', next_free: await nextFreeSlot(tx, method.id, customerId) },
          });
        const { template, problem } = await offeredSlot(tx, method.id, want.date, { id: want.slot, from: want.from_time });
        if (!template || problem || !(await bookSlot(tx, customerId, template, want.date))) {
          const message = problem ?? (template ? 'Sorry, your delivery slot is now full.' : 'That delivery slot does not exist.');
          throw new OrderChanged(message, { ...noChanges(), slot: { message, next_free: await nextFreeSlot(tx, method.id, customerId) } });
        }
        slot = { templateId: template.id, date: want.date, from: template.from_time, to: template.to_time };
      }

      if (input.expected_total !== undefined && Math.round(input.expected_total * 100) !== p.total) {
        throw new OrderChanged('Your total has changed since you looked. Please check the new total.', {
          ...noChanges(),
          new_total: toMajor(p.total),
        });
      }

      // Stock, exactly once: a conditional decrement per product (or combination); short lines stop the order.
      const need = new Map<string, { line: (typeof p.lines)[number]; qty: number }>();
      for (const l of p.lines) {
        if (l.def.product.inventory_method === 'Dont Track Inventory') continue;
        const key = `${l.def.product.id}|${l.def.product.inventory_method === 'Track Inventory By Product Attributes' ? l.row.attribute_key : ''}`;
        const cur = need.get(key);
        need.set(key, { line: cur?.line ?? l, qty: (cur?.qty ?? 0) + l.row.quantity });
      }
      const short: TOrderChanges['quantities'] = [];
      for (const [key, { line, qty }] of need) {
        const [productId, attrKey] = key.split('|') as [string, string];
        const res = attrKey
          ? await tx.db
              .updateTable('product_variant')
              .set({ stock: sql<number>`stock - ${qty}` })
              .where('product_id', '=', productId)
              .where('attribute_key', '=', attrKey)
              .where('stock', '>=', qty)
              .executeTakeFirst()
          : await tx.db
              .updateTable('product')
              .set({ stock: sql<number>`stock - ${qty}` })
              .where('id', '=', productId)
              .where('stock', '>=', qty)
              .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) {
          short.push({ line: line.row.id, product_name: line.def.product.name, wanted: qty, available: Math.max(0, line.stock) });
        }
      }
      for (const l of p.lines) {
        if (l.problem && !short.some((s) => s.line === l.row.id) && l.def.product.inventory_method === 'Dont Track Inventory') {
          short.push({ line: l.row.id, product_name: l.def.product.name, wanted: l.row.quantity, available: 0 });
        }
      }
      if (short.length) {
        const names = short
          .map((s) => (s.available ? `${s.product_name}: only ${s.available} left` : `${s.product_name}: out of stock`))
          .join('; ');
        throw new OrderChanged(`Some items are no longer available as ordered. ${names}`, { ...noChanges(), quantities: short });
      }
      if (need.size) await tx.app.cache.bump(tx.db, 'stock');

      // Discount uses: conditional increments, so a limit of 3 means 3 orders however many race.
      for (const { rule } of p.appliedRules) {
        const res = await tx.db
          .updateTable('discount')
          .set({ used_count: sql<number>`used_count + 1` })
          .where('id', '=', rule.id)
          .where((eb) => eb.or([eb('usage_limit_total', 'is', null), eb('used_count', '<', eb.ref('usage_limit_total'))]))
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1)
          throw new OrderChanged('Coupon code has been expired', { ...noChanges(), coupon: 'Coupon code has been expired' });
        await tx.db
          .insertInto('discount_customer_usage')
          .values({ discount_id: rule.id, customer_id: customerId, used: 0 })
          .onConflict((oc) => oc.columns(['discount_id', 'customer_id']).doNothing())
          .execute();
        let per = tx.db
          .updateTable('discount_customer_usage')
          .set({ used: sql<number>`used + 1` })
          .where('discount_id', '=', rule.id)
          .where('customer_id', '=', customerId);
        if (rule.usage_limit_per_customer !== null) per = per.where('used', '<', rule.usage_limit_per_customer);
        const perRes = await per.executeTakeFirst();
        if (Number(perRes.numUpdatedRows) !== 1)
          throw new OrderChanged('You have tried this coupon for maximum times', {
            ...noChanges(),
            coupon: 'You have tried this coupon for maximum times',
          });
      }

      const id = await nextName(tx.db, 'ORD-');
      const now = tx.clock.now().toISOString();
      const a = p.address;
      // Points and wallet pay part (or all) of the order now; the rest by card or cash.
      let pointsRedeemed = 0;
      let pointsAmount = 0;
      if (input.use_points && input.use_points > 0) {
        const q = await redeemQuote(tx, customerId, p.total, input.use_points);
        if (q.points > 0) {
          if (!(await redeemForOrder(tx, customerId, id, q.points)))
            throw new OrderChanged('Your points balance has changed. Please try again.', noChanges());
          pointsRedeemed = q.points;
          pointsAmount = q.deduction;
        }
      }
      let walletAmount = 0;
      if (input.use_wallet || payment.name === 'Wallet') {
        const want = Math.min(await walletBalance(tx, customerId), p.total - pointsAmount);
        if (want > 0) {
          const r = await debitWallet(tx, {
            customerId,
            amount: want,
            reference: id,
            key: `checkout:${id}`,
            notes: `Paid for order ${id}`,
          });
          if (r !== 'ok') throw new OrderChanged('Your wallet balance has changed. Please try again.', noChanges());
          walletAmount = want;
        }
      }
      const paidAtCheckout = walletAmount + pointsAmount;
      if (payment.name === 'Wallet' && paidAtCheckout < p.total) {
        throw new OrderChanged(
          'Your wallet does not cover this order. Please choose a card or cash on delivery for the rest.',
          noChanges(),
        );
      }
      const paymentStatus = paidAtCheckout >= p.total ? 'Paid' : paidAtCheckout > 0 ? 'Partially Paid' : 'Pending';
      await tx.db
        .insertInto('orders')
        .values({
          id,
          customer_id: customerId,
          customer_name: [customer.first_name, customer.last_name].filter(Boolean).join(' '),
          customer_email: customer.email ?? '',
          customer_phone: customer.phone ?? '',
          status: 'Placed',
          payment_status: paymentStatus,
          payment_method: payment.name,
          payment_method_name: payment.payment_method,
          shipping_method_id: method.id,
          shipping_method_name: method.name,
          ship_name: a ? [a.first_name, a.last_name].filter(Boolean).join(' ') : '',
          ship_address: a?.address ?? '',
          ship_landmark: a?.landmark ?? '',
          ship_city: a?.city ?? '',
          ship_zipcode: a?.zipcode ?? '',
          ship_phone: a?.phone ?? '',
          ship_latitude: a?.latitude ?? null,
          ship_longitude: a?.longitude ?? null,
          delivery_date: slot?.date ?? null,
          slot_template_id: slot?.templateId ?? null,
          slot_from: slot?.from ?? null,
          slot_to: slot?.to ?? null,
          subtotal: p.subtotal,
          discount: p.orderDiscount,
          shipping_charge: p.shipping,
          basket_charge: p.basketCharge,
          tax: p.vat,
          total: p.total,
          paid_amount: paidAtCheckout,
          wallet_amount: walletAmount,
          points_redeemed: pointsRedeemed,
          points_amount: pointsAmount,
          coupon_code: p.coupon?.verdict.ok ? p.coupon.code : '',
          discount_ids: p.appliedRules.map((r) => r.rule.id).join(','),
          customer_comments: input.customer_comments ?? '',
          order_from: input.order_from,
          stock_released: 0,
          cancel_reason: '',
          created_at: now,
          updated_at: now,
        })
        .execute();
      let paidIndex = 0;
      for (const l of p.lines) {
        const share = l.row.is_free_item ? 0 : (p.lineDiscounts[paidIndex++] ?? 0);
        await tx.db
          .insertInto('order_item')
          .values({
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
          })
          .execute();
      }
      for (const { rule, amount } of p.appliedRules) {
        await tx.db
          .insertInto('discount_usage')
          .values({ discount_id: rule.id, order_id: id, customer_id: customerId, amount, created_at: now })
          .execute();
      }
      await tx.db
        .insertInto('order_status_history')
        .values({ id: sortableId('OSH-', tx.clock.now()), order_id: id, status: 'Placed', note: '', by: customerId, at: now })
        .execute();
      if (p.cartId) {
        await tx.db.deleteFrom('cart_item').where('cart_id', '=', p.cartId).execute();
        await tx.db.updateTable('cart').set({ coupon_code: '', updated_at: now }).where('id', '=', p.cartId).execute();
      }
      if (paymentStatus === 'Paid') {
        const placed = await tx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        await earnForOrder(tx, placed);
      }
      return id;
    });
    const order = await loadOrder(ctx, customerId, orderId);
    // A card payment follows: the client starts it with create_payment for the outstanding amount.
    const online = payment.payment_type === 'Online Payment' && order.outstanding_amount > 0;
    return {
      status: true,
      message: 'Your order has been placed.',
      order,
      changes: null,
      is_redirect: online,
      redirect_url: online ? `/order-detail/${orderId}` : '',
    };
  } catch (err) {
    if (err instanceof OrderChanged) return fail(err.reason, err.changes);
    throw err;
  }
}
