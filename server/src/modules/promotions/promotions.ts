/**
 * The discount rules, as pure functions. How they combine (one place for the rule):
 * - order discounts: the best automatic one, plus the coupon's; together never more than the basket;
 * - delivery: the largest single delivery discount (automatic, coupon or plan benefit);
 * - free items: every free-item rule that applies adds its FREE lines.
 */
import type { DiscountRow } from './promotions.table';

export interface PromoFacts {
  /** The store's local date, yyyy-mm-dd. */
  today: string;
  /** Basket value in pence (paid lines). */
  subtotal: number;
  shippingMethodId: string | null;
  /** Uses of each discount by this customer so far. */
  customerUses: Map<string, number>;
  /** The customer has no earlier order (not counting cancelled ones). */
  firstOrder: boolean;
  /** Paid quantity in the cart by product. */
  quantities: Map<string, number>;
  methodName?: string;
}

export type Verdict = { ok: true } | { ok: false; message: string };

function pounds(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** Does a rule apply to this basket and customer? The first reason it does not, in the shop's words. */
export function eligibility(d: DiscountRow, f: PromoFacts): Verdict {
  if (!d.is_active) return { ok: false, message: 'Invalid Coupon Code' };
  if (d.start_date && f.today < d.start_date) return { ok: false, message: 'Invalid Coupon Code' };
  if (d.end_date && f.today > d.end_date) return { ok: false, message: 'Coupon code has been expired' };
  if (d.usage_limit_total !== null && d.used_count >= d.usage_limit_total) return { ok: false, message: 'Coupon code has been expired' };
  if (d.usage_limit_per_customer !== null && (f.customerUses.get(d.id) ?? 0) >= d.usage_limit_per_customer)
    return { ok: false, message: 'You have tried this coupon for maximum times' };
  if (d.first_order_only && !f.firstOrder) return { ok: false, message: 'This coupon is for your first order only.' };
  if (d.min_subtotal > 0 && f.subtotal < d.min_subtotal)
    return { ok: false, message: `The minimum order value must be ${pounds(d.min_subtotal)} to apply this coupon` };
  if (d.shipping_method_id) {
    if (!f.shippingMethodId) return { ok: false, message: 'Please select shipping method and try this coupon again' };
    if (f.shippingMethodId !== d.shipping_method_id)
      return { ok: false, message: `This coupon is not applicable for "${f.methodName ?? f.shippingMethodId}"` };
  }
  if (d.kind === 'free_item' && d.buy_product_id && (f.quantities.get(d.buy_product_id) ?? 0) < Math.max(1, d.buy_qty)) {
    return { ok: false, message: `Add ${Math.max(1, d.buy_qty)} of the qualifying product to get this offer.` };
  }
  return { ok: true };
}

/** Money off the basket for an order rule: a percentage (capped) or a fixed amount, never more than the basket. */
export function orderDiscount(d: DiscountRow, subtotal: number): number {
  if (d.kind !== 'order') return 0;
  let off = d.percent_bp > 0 ? Math.round((subtotal * d.percent_bp) / 10000) : d.amount;
  if (d.percent_bp > 0 && d.max_discount > 0) off = Math.min(off, d.max_discount);
  return Math.max(0, Math.min(off, subtotal));
}

/** Money off the delivery charge for a delivery rule (10000 bp = free delivery). */
export function shippingDiscount(d: DiscountRow, shipping: number): number {
  if (d.kind !== 'shipping' || shipping <= 0) return 0;
  const off = d.percent_bp > 0 ? Math.round((shipping * d.percent_bp) / 10000) : d.amount;
  return Math.max(0, Math.min(off, shipping));
}

/** How many of the free product a free-item rule gives: per qualifying set bought, or once. */
export function freeQuantity(d: DiscountRow, f: PromoFacts): number {
  if (d.kind !== 'free_item' || !d.free_product_id || d.free_qty < 1) return 0;
  if (d.buy_product_id) return d.free_qty * Math.floor((f.quantities.get(d.buy_product_id) ?? 0) / Math.max(1, d.buy_qty));
  return d.free_qty;
}

/** Splits an order discount over the lines in proportion to their totals, exactly (largest remainders). */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left--;
  }
  return out;
}
