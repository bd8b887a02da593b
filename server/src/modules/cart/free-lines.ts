import type { CompiledQuery } from 'kysely';
import type { Ctx } from '../../ctx';
import { cachedProductDefinition, loadProductDefinition } from '../catalog/product-definition';
import type { PromoFacts } from '../promotions/promotions';
import { couponRule, customerFacts, desiredFreeLines, type FreeLine } from '../promotions/promotions.service';
import type { DiscountRow } from '../promotions/promotions.table';
import { type CartSnapshot, cartSnapshot, type LineFacts, lineWrites } from './cart-store';
import { paidTotals, paidTotalsNow } from './cart-view';
import { activeFreeItemRules } from './free-rules';

/** Does a rule look at the customer's history or the date (the facts that cost queries to know)? */
function needsCustomerFacts(r: DiscountRow): boolean {
  return r.usage_limit_per_customer !== null || Boolean(r.first_order_only) || Boolean(r.start_date) || Boolean(r.end_date);
}

/** The automatic free-item rules and the cart's coupon when it is one: the rules that may give FREE lines. */
function freeItemCandidates(rules: DiscountRow[], coupon: DiscountRow | null): DiscountRow[] {
  return [...rules.filter((r) => r.kind === 'free_item' && r.coupon_code === null), ...(coupon?.kind === 'free_item' ? [coupon] : [])];
}

const NO_CUSTOMER_FACTS = { customerUses: new Map<string, number>(), firstOrder: true, today: '' };

/**
 * The writes that make a cart's FREE lines what the rules give: resized, added (only for a
 * product still sold) and removed lines.
 */
function freeLineWrites(
  ctx: Ctx,
  cartId: string,
  existing: LineFacts[],
  want: FreeLine[],
  isSold: (productId: string) => boolean,
): CompiledQuery[] {
  const writes: CompiledQuery[] = [];
  for (const w of want) {
    const have = existing.find((e) => e.discount_rule === w.ruleId && e.product_id === w.productId);
    if (have && have.quantity !== w.quantity) writes.push(lineWrites.quantity(ctx, have.id, w.quantity));
    if (!have && isSold(w.productId)) writes.push(lineWrites.free(ctx, cartId, w.productId, w.ruleId, w.quantity));
  }
  for (const e of existing)
    if (!want.some((w) => w.ruleId === e.discount_rule && w.productId === e.product_id)) writes.push(lineWrites.remove(ctx, e.id));
  return writes;
}

/**
 * Keeps the cart's FREE lines equal to what the rules give now (added, resized, removed).
 * `known` is the cart as the caller has just read or written it in the same transaction, with the
 * active free-item rules if it read them too (saves reading them again).
 */
export async function syncFreeLines(
  ctx: Ctx,
  customerId: string,
  methodId: string | null,
  known?: CartSnapshot & { freeRules?: DiscountRow[] },
): Promise<void> {
  const cart = known ?? (await cartSnapshot(ctx, customerId, 'Shopping Cart'));
  if (!cart) return;
  const existing = cart.lines.filter((r) => r.is_free_item);
  const rules = known?.freeRules ?? (await activeFreeItemRules(ctx));
  // Most carts have no free-item offer to keep up: nothing to price then.
  if (!rules.length && !existing.length) return;
  const coupon = cart.couponCode ? await couponRule(ctx, cart.couponCode) : null;
  const candidates = freeItemCandidates(rules, coupon);
  const { subtotal, quantities } = candidates.length
    ? await paidTotals(ctx, cart.lines)
    : { subtotal: 0, quantities: new Map<string, number>() };
  // The customer's past uses, first-order status and the store's date cost queries: they are read
  // only when a candidate rule looks at them (eligibility reads nothing else of the customer).
  const facts: PromoFacts = {
    ...(candidates.some(needsCustomerFacts) ? await customerFacts(ctx, customerId) : NO_CUSTOMER_FACTS),
    subtotal,
    shippingMethodId: methodId,
    quantities,
  };
  const want = desiredFreeLines(rules, coupon, facts);
  const sold = new Map<string, boolean>();
  for (const w of want) sold.set(w.productId, Boolean((await loadProductDefinition(ctx, w.productId))?.product.is_active));
  for (const write of freeLineWrites(ctx, cart.cartId, existing, want, (id) => sold.get(id) ?? false)) await ctx.db.executeQuery(write);
}

/**
 * The writes syncFreeLines would make, worked out without a query, for a cart just read with the
 * active rules and no shipping method chosen (so an add can send them with its own write, in one
 * synchronous SQLite transaction or in PostgreSQL's commit message). Null when they need a read:
 * the cart has a coupon, a rule looks at the customer's history or the date, or a product's
 * definition is not cached. The caller then syncs the usual way.
 */
export function freeLineWritesFromCache(ctx: Ctx, cart: CartSnapshot, rules: DiscountRow[]): CompiledQuery[] | null {
  const existing = cart.lines.filter((r) => r.is_free_item);
  if (!rules.length && !existing.length) return [];
  if (cart.couponCode) return null;
  const candidates = freeItemCandidates(rules, null);
  if (candidates.some(needsCustomerFacts)) return null;
  const totals = candidates.length ? paidTotalsNow(ctx, cart.lines) : { subtotal: 0, quantities: new Map<string, number>() };
  if (!totals) return null;
  const want = desiredFreeLines(rules, null, { ...NO_CUSTOMER_FACTS, ...totals, shippingMethodId: null });
  if (want.some((w) => cachedProductDefinition(ctx, w.productId) === undefined)) return null;
  const isSold = (id: string) => Boolean(cachedProductDefinition(ctx, id)?.product.is_active);
  return freeLineWrites(ctx, cart.cartId, existing, want, isSold);
}
