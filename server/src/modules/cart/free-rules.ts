import { type RawBuilder, sql } from 'kysely';
import type { Ctx } from '../../ctx';
import type { DiscountRow } from '../promotions/promotions.table';
import { prepared } from '../../db/prepared';

/** Every column of a discount (the compiler checks the list against DiscountRow). */
const COLUMNS = Object.keys({
  id: true,
  name: true,
  kind: true,
  coupon_code: true,
  percent_bp: true,
  amount: true,
  max_discount: true,
  min_subtotal: true,
  start_date: true,
  end_date: true,
  first_order_only: true,
  usage_limit_total: true,
  usage_limit_per_customer: true,
  used_count: true,
  priority: true,
  shipping_method_id: true,
  buy_product_id: true,
  buy_qty: true,
  free_product_id: true,
  free_qty: true,
  label: true,
  description: true,
  is_active: true,
} satisfies Record<keyof DiscountRow, true>);

/**
 * The active free-item rules (coupon-coded ones included: a cart's coupon may be one) as one JSON
 * array of rows, as a scalar subquery: the only rules keeping free lines in sync needs, read as
 * part of another query (the add's snapshot) instead of a query of their own.
 */
export function freeItemRulesJson(ctx: Ctx): RawBuilder<unknown> {
  const fields = sql.join(COLUMNS.map((c) => sql`${sql.lit(c)}, d.${sql.ref(c)}`));
  return ctx.dialect === 'postgres'
    ? sql`(select json_agg(json_build_object(${fields})) from discount as d where d.is_active = 1 and d.kind = 'free_item')`
    : sql`(select json_group_array(json_object(${fields})) from discount as d where d.is_active = 1 and d.kind = 'free_item')`;
}

const byPriority = (rules: DiscountRow[]) => rules.sort((a, b) => b.priority - a.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * SQLite's last rules text and its rules: every add reads the rules, which change rarely, and
 * comparing the text costs a fraction of parsing and sorting it again. Frozen, as they are shared.
 */
let lastText: string | null = null;
let lastRules: DiscountRow[] = [];

/** The rules from freeItemRulesJson, in priority order (highest first, then by id) as activeDiscounts gives them. */
export function parseFreeItemRules(value: unknown): DiscountRow[] {
  // SQLite returns the JSON text; pg decodes json itself, and json_agg of no rows is null.
  if (typeof value !== 'string') return byPriority((value ?? []) as DiscountRow[]);
  if (value !== lastText) {
    const rules = byPriority(JSON.parse(value) as DiscountRow[]);
    for (const r of rules) Object.freeze(r);
    lastRules = Object.freeze(rules) as DiscountRow[];
    lastText = value;
  }
  return lastRules;
}

const rulesQuery = prepared((ctx: Ctx) => ctx.db.selectNoFrom(freeItemRulesJson(ctx).as('rules')));

/** The active free-item rules on their own (when no snapshot brought them). */
export async function activeFreeItemRules(ctx: Ctx): Promise<DiscountRow[]> {
  const [row] = await rulesQuery(ctx);
  return parseFreeItemRules(row?.rules);
}
