import type { Ctx } from '../../ctx';
import { localDate } from '../slots/slot-dates';
import { getStoreSettings } from '../settings/settings.service';
import { eligibility, freeQuantity, type PromoFacts } from './promotions';
import type { DiscountRow } from './promotions.table';

export function normaliseCoupon(code: string): string {
  return code.trim().toUpperCase();
}

export async function activeDiscounts(ctx: Ctx): Promise<DiscountRow[]> {
  return ctx.db.selectFrom('discount').selectAll().where('is_active', '=', 1).orderBy('priority', 'desc').orderBy('id').execute();
}

export async function couponRule(ctx: Ctx, code: string): Promise<DiscountRow | null> {
  const c = normaliseCoupon(code);
  if (!c) return null;
  return (await ctx.db.selectFrom('discount').selectAll().where('coupon_code', '=', c).executeTakeFirst()) ?? null;
}

/** What the rules need to know about the customer: earlier orders and past uses of each discount. */
export async function customerFacts(ctx: Ctx, customerId: string): Promise<Pick<PromoFacts, 'customerUses' | 'firstOrder' | 'today'>> {
  const [uses, orders, settings] = await Promise.all([
    ctx.db.selectFrom('discount_customer_usage').select(['discount_id', 'used']).where('customer_id', '=', customerId).execute(),
    ctx.db.selectFrom('orders').select('id').where('customer_id', '=', customerId).where('status', '!=', 'Cancelled').limit(1).execute(),
    getStoreSettings(ctx),
  ]);
  return {
    customerUses: new Map(uses.map((u) => [u.discount_id, u.used])),
    firstOrder: orders.length === 0,
    today: localDate(ctx.clock.now(), settings.time_zone),
  };
}

export interface FreeLine {
  ruleId: string;
  productId: string;
  quantity: number;
}

/** The FREE lines the rules give for this basket (automatic free-item rules and the cart's coupon). */
export function desiredFreeLines(rules: DiscountRow[], coupon: DiscountRow | null, facts: PromoFacts): FreeLine[] {
  const out: FreeLine[] = [];
  const candidates = [
    ...rules.filter((r) => r.kind === 'free_item' && r.coupon_code === null),
    ...(coupon && coupon.kind === 'free_item' ? [coupon] : []),
  ];
  for (const r of candidates) {
    if (!eligibility(r, facts).ok) continue;
    const q = freeQuantity(r, facts);
    if (q > 0 && r.free_product_id) out.push({ ruleId: r.id, productId: r.free_product_id, quantity: q });
  }
  return out;
}
