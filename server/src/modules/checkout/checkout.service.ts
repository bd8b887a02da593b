import { cashWords, type TShippingQuote } from '@larder/contract/checkout';
import { toMajor, vatIncluded } from '@larder/contract/money';
import type { Ctx } from '../../ctx';
import { unauthorized } from '../../lib/errors';
import { imageSizes } from '../catalog/product-cards';
import { findCartId, setCartCoupon } from '../cart/cart-store';
import { deliversTo } from '../location/location.service';
import { getStoreSettings } from '../settings/settings.service';
import { getMethod } from '../shipping/shipping.service';
import { syncFreeLines } from '../cart/free-lines';
import { type CheckoutPricing, priceCheckout, shippingVatRate, totalsDto, weighedDto } from './pricing';
import { enforceLimits } from '../../lib/rate-limit';
import { normaliseCoupon } from '../promotions/promotions.service';
import { providers } from '../payments/registry';
import { paidWith } from './paid-with';

export function customerOf(ctx: Ctx): string {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  return ctx.caller.customerId;
}

/** calculate_vendor_based_shipping_charges: the delivery quote for the caller's cart (never the client's subtotal). */
/**
 * Why this delivery cannot go to the chosen address (null when it can): the shop's delivery area
 * rules first, then the method's rates. Collection and a quote without an address have none.
 */
export async function deliveryProblem(ctx: Ctx, p: CheckoutPricing): Promise<string | null> {
  if (!p.method || p.method.is_pickup) return null;
  const a = p.address;
  if (a && !(await deliversTo(ctx, a))) return `Shipping is not available to your location! ${a.zipcode}`;
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
  await setCartCoupon(ctx, cartId, code);
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
    await setCartCoupon(ctx, cartId, '');
    await syncFreeLines(ctx, customerId, null);
  }
  return { status: 'success' as const, message: 'Coupon removed' };
}

export interface PaymentMethod {
  name: string;
  payment_method: string;
  display_name: string;
  payment_type: 'Cash' | 'Online Payment' | 'Wallet';
  description: string;
  provider: string | null;
  test_mode: boolean;
}

/** get_payment_method: the ways to pay this shop accepts now (cards through each enabled provider, wallet, cash). */
export async function paymentMethods(ctx: Ctx): Promise<PaymentMethod[]> {
  const s = await getStoreSettings(ctx);
  const out: PaymentMethod[] = [];
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
      // The checkout words it for a collection (cashWords(true)): this call does not know the method.
      display_name: cashWords(false).name,
      payment_type: 'Cash',
      description: cashWords(false).description,
      provider: null,
      test_mode: false,
    });
  return out;
}

/**
 * get_checkout_summary: the totals insert_order would charge now, and how they would be paid:
 * points and wallet first (split by the same function insert_order uses), then what the card
 * (or cash) is charged.
 */
export async function checkoutSummary(
  ctx: Ctx,
  input: {
    ship_addr?: string;
    shipping_method: string;
    coupon_code?: string;
    use_wallet?: boolean;
    use_points?: number;
    payment_method?: string;
  },
) {
  const customerId = customerOf(ctx);
  await syncFreeLines(ctx, customerId, (await getMethod(ctx, input.shipping_method)).id);
  const p = await priceCheckout(ctx, {
    customerId,
    methodRef: input.shipping_method,
    addressId: input.ship_addr,
    couponCode: input.coupon_code,
  });
  const money = await paidWith(ctx, customerId, p.total, {
    usePoints: input.use_points,
    useWallet: input.use_wallet,
    walletPays: input.payment_method === 'Wallet',
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
    points_redeemed: money.points,
    points_amount: toMajor(money.pointsAmount),
    wallet_amount: toMajor(money.walletAmount),
    to_pay: toMajor(money.rest),
    weighed: weighedDto(p, (await getStoreSettings(ctx)).weight_margin_bp),
  };
}
