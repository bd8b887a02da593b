import { toMajor, vatIncluded } from '@larder/contract/money';
import { capFor, weightPromise } from '@larder/contract/weighed';
import type { Ctx } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import type { CartType } from '../cart/cart.table';
import { cartLines, findCartId } from '../cart/cart-store';
import { type PricedLine, priceLines } from '../cart/cart-view';
import type { AddressRow } from '../location/location.table';
import { apportion, eligibility, orderDiscount, type PromoFacts, shippingDiscount, type Verdict } from '../promotions/promotions';
import { activeDiscounts, couponRule, customerFacts, normaliseCoupon } from '../promotions/promotions.service';
import type { DiscountRow } from '../promotions/promotions.table';
import { getStoreSettings } from '../settings/settings.service';
import { getMethod, quoteShipping, type ShippingQuote, smallBasketCharge } from '../shipping/shipping.service';
import type { ShippingMethodRow } from '../shipping/shipping.table';
import { orderMoneyWith } from '../orders/weighed-totals';
import { planBenefits } from './plan-benefits';

const TAX_RATES: Record<string, number> = { zero: 0, reduced: 500, standard: 2000 };

export interface CheckoutPricing {
  cartId: string | null;
  couponCode: string;
  lines: PricedLine[];
  paid: PricedLine[];
  subtotal: number;
  weightGrams: number;
  method: ShippingMethodRow | null;
  address: AddressRow | null;
  quote: ShippingQuote | null;
  autoDiscount: { rule: DiscountRow; amount: number } | null;
  coupon: { code: string; rule: DiscountRow | null; verdict: Verdict; amount: number } | null;
  orderDiscount: number;
  shippingBase: number;
  shippingDiscount: number;
  shippingRule: DiscountRow | null;
  shipping: number;
  shippingLabel: string;
  basketCharge: number;
  lineDiscounts: number[];
  vat: number;
  total: number;
  /** Discounts the order uses (usage counted at placement). */
  appliedRules: { rule: DiscountRow; amount: number }[];
  facts: PromoFacts;
}

export async function ownAddressOf(ctx: Ctx, customerId: string, id: string): Promise<AddressRow> {
  const a = await ctx.db.selectFrom('address').selectAll().where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  if (!a) throw notFound('Shipping Address not found.');
  return a;
}

function quantitiesOf(paid: PricedLine[]): Map<string, number> {
  const q = new Map<string, number>();
  for (const l of paid) q.set(l.row.product_id, (q.get(l.row.product_id) ?? 0) + l.row.quantity);
  return q;
}

/**
 * Everything an order would cost now, computed from the database and nothing else: line prices,
 * discounts, free items, delivery (the one shipping function), basket charge, VAT, total. The
 * checkout summary, the discount and coupon calls and insert_order all use this.
 */
export async function priceCheckout(
  ctx: Ctx,
  input: { customerId: string; methodRef?: string | null; addressId?: string | null; couponCode?: string | null },
): Promise<CheckoutPricing> {
  const cartId = await findCartId(ctx, input.customerId, 'Shopping Cart');
  const cartType: CartType = 'Shopping Cart';
  const lines = cartId ? await priceLines(ctx, await cartLines(ctx, cartId), cartType) : [];
  // A line that cannot be bought as it is ('No stock available.!') is not charged for; placing
  // the order refuses it (place-order.ts) rather than leave it out silently.
  const buyable = lines.filter((l) => !l.problem);
  const paid = buyable.filter((l) => !l.row.is_free_item);
  const subtotal = paid.reduce((s, l) => s + l.total, 0);
  const weightGrams = buyable.reduce((s, l) => s + (l.def.product.weight_grams || 0) * l.row.quantity, 0);
  const method = input.methodRef ? await getMethod(ctx, input.methodRef) : null;
  const address = input.addressId ? await ownAddressOf(ctx, input.customerId, input.addressId) : null;
  const storedCoupon = cartId
    ? ((await ctx.db.selectFrom('cart').select('coupon_code').where('id', '=', cartId).executeTakeFirst())?.coupon_code ?? '')
    : '';
  const couponCode = normaliseCoupon(input.couponCode ?? storedCoupon);
  const facts: PromoFacts = {
    ...(await customerFacts(ctx, input.customerId)),
    subtotal,
    shippingMethodId: method?.id ?? null,
    methodName: method?.name,
    quantities: quantitiesOf(paid),
  };
  const rules = await activeDiscounts(ctx);

  let autoDiscount: CheckoutPricing['autoDiscount'] = null;
  for (const r of rules.filter((x) => x.kind === 'order' && x.coupon_code === null)) {
    if (!eligibility(r, facts).ok) continue;
    const amount = orderDiscount(r, subtotal);
    if (amount > 0 && (!autoDiscount || amount > autoDiscount.amount)) autoDiscount = { rule: r, amount };
  }

  let coupon: CheckoutPricing['coupon'] = null;
  if (couponCode) {
    const rule = await couponRule(ctx, couponCode);
    const verdict: Verdict = rule ? eligibility(rule, facts) : { ok: false, message: 'Invalid Coupon Code' };
    coupon = { code: couponCode, rule, verdict, amount: rule && verdict.ok ? orderDiscount(rule, subtotal) : 0 };
  }
  const orderOff = Math.min(subtotal, (autoDiscount?.amount ?? 0) + (coupon?.amount ?? 0));

  const benefits = await planBenefits(ctx, input.customerId);
  const quote = method
    ? await quoteShipping(ctx, { method, address, subtotal, weightGrams, freeDeliveryOverride: benefits.freeDeliveryOver })
    : null;
  const shippingBase = quote?.charge ?? 0;
  let shippingRule: DiscountRow | null = null;
  let shipOff = 0;
  const shipCandidates = [
    ...rules.filter((r) => r.kind === 'shipping' && r.coupon_code === null),
    ...(coupon?.rule?.kind === 'shipping' && coupon.verdict.ok ? [coupon.rule] : []),
  ];
  for (const r of shipCandidates) {
    if (!eligibility(r, facts).ok) continue;
    const off = shippingDiscount(r, shippingBase);
    if (off > shipOff) {
      shipOff = off;
      shippingRule = r;
    }
  }
  const shipping = shippingBase - shipOff;
  const shippingLabel = method?.is_pickup
    ? 'Free collection'
    : quote?.freeByThreshold || (shippingBase > 0 && shipping === 0)
      ? 'Free Delivery'
      : '';
  const basketCharge = quote?.basketCharge ?? smallBasketCharge(await getStoreSettings(ctx), subtotal).charge;

  const lineDiscounts = apportion(
    orderOff,
    paid.map((l) => l.total),
  );
  const settings = await getStoreSettings(ctx);
  const lineVat = paid.reduce((s, l, i) => s + vatIncluded(l.total - lineDiscounts[i]!, l.def.vatRateBp), 0);
  const shippingVat = vatIncluded(shipping + basketCharge, TAX_RATES[settings.shipping_tax_class] ?? 0);
  const appliedRules: CheckoutPricing['appliedRules'] = [];
  if (autoDiscount) appliedRules.push(autoDiscount);
  if (coupon?.rule && coupon.verdict.ok)
    appliedRules.push({ rule: coupon.rule, amount: coupon.amount || (coupon.rule.id === shippingRule?.id ? shipOff : 0) });
  if (shippingRule && !appliedRules.some((a) => a.rule.id === shippingRule.id)) appliedRules.push({ rule: shippingRule, amount: shipOff });
  for (const l of lines)
    if (l.row.is_free_item && l.row.discount_rule && !appliedRules.some((a) => a.rule.id === l.row.discount_rule)) {
      const r = rules.find((x) => x.id === l.row.discount_rule);
      if (r) appliedRules.push({ rule: r, amount: 0 });
    }
  return {
    cartId,
    couponCode,
    lines,
    paid,
    subtotal,
    weightGrams,
    method,
    address,
    quote,
    autoDiscount,
    coupon,
    orderDiscount: orderOff,
    shippingBase,
    shippingDiscount: shipOff,
    shippingRule,
    shipping,
    shippingLabel,
    basketCharge,
    lineDiscounts,
    vat: lineVat + shippingVat,
    total: subtotal - orderOff + shipping + basketCharge,
    appliedRules,
    facts,
  };
}

/**
 * With weighed lines: the most the order may cost — every weighed line at its estimate plus the
 * margin, through the order's own weighed pricing (insert_order's hold is the same sum). Null
 * when nothing is sold by weight.
 */
export function maxTotalOf(p: CheckoutPricing, marginBp: number): number | null {
  if (!p.paid.some((l) => l.def.product.price_per_kg)) return null;
  const items = p.paid.map((l, i) => {
    const share = p.lineDiscounts[i] ?? 0;
    const perKg = l.def.product.price_per_kg ?? 0;
    return {
      id: String(i),
      total: l.total,
      discount_share: share,
      vat: vatIncluded(l.total - share, l.def.vatRateBp),
      vat_rate_bp: l.def.vatRateBp,
      price_per_kg: perKg,
      estimated_total: l.total,
      cap_total: capFor(l.total, marginBp),
      weighed_grams: null,
    };
  });
  return orderMoneyWith({ tax: p.vat, shipping_charge: p.shipping, basket_charge: p.basketCharge }, items, (i) => i.cap_total).total;
}

export function shippingVatRate(settings: { shipping_tax_class: string }): number {
  return (TAX_RATES[settings.shipping_tax_class] ?? 0) / 100;
}

export function totalsDto(p: CheckoutPricing) {
  return {
    subtotal: toMajor(p.subtotal),
    discount: toMajor(p.orderDiscount),
    shipping_charges: toMajor(p.shipping),
    basket_charge: toMajor(p.basketCharge),
    tax: toMajor(p.vat),
    total: toMajor(p.total),
  };
}

/** What the checkout tells the shopper before paying for weighed items: the most it may cost, and the promise. */
export function weighedDto(p: CheckoutPricing, marginBp: number) {
  const most = maxTotalOf(p, marginBp);
  return most === null ? null : { max_total: toMajor(most), promise: weightPromise(marginBp) };
}

export function requireMethod(p: CheckoutPricing): ShippingMethodRow {
  if (!p.method) throw invalid('please choose Shipping Method', [{ field: 'shipping_method', message: 'please choose Shipping Method' }]);
  return p.method;
}
