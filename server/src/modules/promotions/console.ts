/**
 * The console's promotions: discounts and coupons of every kind the checkout applies (see
 * promotions/promotions.ts), with their use counts. The console's rule types map onto the
 * `discount` row exactly as the checkout reads it (the console words the rule for people). Discounts are read uncached by the checkout,
 * so a change applies at once in every process.
 */
import type { TAdminDiscount, TAdminDiscountDetail, TDiscountRuleType, TSaveDiscount } from '@larder/contract/admin-delivery';
import { fromMajor, toMajor } from '@larder/contract/money';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/db-errors';
import { type Ctx, inTransaction } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { nextName } from '../../lib/ids';
import type { DiscountRow, DiscountTable } from './promotions.table';
import { audit, staffOf } from '../audit/audit';
import { storeToday } from '../slots/console';

/** How the console names a stored rule. */
export function ruleTypeOf(d: Pick<DiscountRow, 'kind' | 'percent_bp' | 'buy_product_id'>): TDiscountRuleType {
  if (d.kind === 'order') return d.percent_bp > 0 ? 'percent_off' : 'amount_off';
  if (d.kind === 'shipping')
    return d.percent_bp >= 10000 ? 'free_delivery' : d.percent_bp > 0 ? 'delivery_percent_off' : 'delivery_amount_off';
  return d.buy_product_id ? 'buy_x_get_y' : 'free_item';
}

export function statusOf(d: DiscountRow, today: string): TAdminDiscount['status'] {
  if (!d.is_active) return 'Inactive';
  if (d.end_date && today > d.end_date) return 'Expired';
  if (d.start_date && today < d.start_date) return 'Scheduled';
  if (d.usage_limit_total !== null && d.used_count >= d.usage_limit_total) return 'Used up';
  return 'Active';
}

interface Names {
  methods: Map<string, string>;
  products: Map<string, string>;
}

async function namesFor(ctx: Ctx, rows: DiscountRow[]): Promise<Names> {
  const productIds = [...new Set(rows.flatMap((r) => [r.buy_product_id, r.free_product_id]).filter((x): x is string => !!x))];
  const [methods, products] = await Promise.all([
    ctx.db.selectFrom('shipping_method').select(['id', 'name']).execute(),
    productIds.length ? ctx.db.selectFrom('product').select(['id', 'name']).where('id', 'in', productIds).execute() : [],
  ]);
  return { methods: new Map(methods.map((m) => [m.id, m.name])), products: new Map(products.map((p) => [p.id, p.name])) };
}

function discountDto(d: DiscountRow, names: Names, today: string): TAdminDiscount {
  const rule_type = ruleTypeOf(d);
  return {
    name: d.id,
    discount_name: d.name,
    rule_type,
    coupon_code: d.coupon_code ?? '',
    percent: rule_type === 'free_delivery' ? 100 : d.percent_bp / 100,
    amount: toMajor(d.amount),
    max_discount: toMajor(d.max_discount),
    min_subtotal: toMajor(d.min_subtotal),
    start_date: d.start_date,
    end_date: d.end_date,
    first_order_only: d.first_order_only ? (1 as const) : (0 as const),
    usage_limit_total: d.usage_limit_total,
    usage_limit_per_customer: d.usage_limit_per_customer,
    used_count: d.used_count,
    remaining_uses: d.usage_limit_total === null ? null : Math.max(0, d.usage_limit_total - d.used_count),
    shipping_method: d.shipping_method_id,
    shipping_method_name: d.shipping_method_id ? (names.methods.get(d.shipping_method_id) ?? d.shipping_method_id) : '',
    buy_product: d.buy_product_id,
    buy_product_name: d.buy_product_id ? (names.products.get(d.buy_product_id) ?? d.buy_product_id) : '',
    buy_qty: d.buy_qty,
    free_product: d.free_product_id,
    free_product_name: d.free_product_id ? (names.products.get(d.free_product_id) ?? d.free_product_id) : '',
    free_qty: d.free_qty,
    priority: d.priority,
    label: d.label,
    description: d.description,
    is_active: d.is_active ? (1 as const) : (0 as const),
    status: statusOf(d, today),
  };
}

/** admin_discount_list: newest first, with use counts and what is left; search by name, code or label. */
export async function listDiscounts(
  ctx: Ctx,
  input: { search?: string; status: TAdminDiscount['status'] | 'all' },
): Promise<TAdminDiscount[]> {
  staffOf(ctx);
  const today = await storeToday(ctx);
  let q = ctx.db.selectFrom('discount').selectAll();
  if (input.search) {
    const term = `%${input.search.toLowerCase().replace(/[%_]/g, '')}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', term),
        eb(sql`lower(coalesce(coupon_code, ''))`, 'like', term),
        eb(sql`lower(label)`, 'like', term),
      ]),
    );
  }
  const rows = await q.orderBy('id', 'desc').execute();
  const names = await namesFor(ctx, rows);
  const list = rows.map((r) => discountDto(r, names, today));
  return input.status === 'all' ? list : list.filter((d) => d.status === input.status);
}

/** admin_discount_detail: the rule, and what it has done (orders, customers, money off, latest uses). */
export async function discountDetail(ctx: Ctx, id: string): Promise<TAdminDiscountDetail> {
  staffOf(ctx);
  const d = await ctx.db.selectFrom('discount').selectAll().where('id', '=', id).executeTakeFirst();
  if (!d) throw notFound('Discount not found.');
  const [names, today, totals, recent] = await Promise.all([
    namesFor(ctx, [d]),
    storeToday(ctx),
    ctx.db
      .selectFrom('discount_usage')
      .select([
        (eb) => eb.fn.countAll<number>().as('orders'),
        (eb) => eb.fn.count<number>('customer_id').distinct().as('customers'),
        (eb) => eb.fn.sum<number>('amount').as('amount'),
      ])
      .where('discount_id', '=', id)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('discount_usage as u')
      .innerJoin('orders as o', 'o.id', 'u.order_id')
      .select(['u.order_id', 'o.customer_name', 'u.amount', 'u.created_at'])
      .where('u.discount_id', '=', id)
      .orderBy('u.created_at', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    ...discountDto(d, names, today),
    usage: {
      orders: Number(totals?.orders ?? 0),
      customers: Number(totals?.customers ?? 0),
      discounted_total: toMajor(Number(totals?.amount ?? 0)),
      recent: recent.map((r) => ({ order: r.order_id, customer_name: r.customer_name, amount: toMajor(r.amount), created: r.created_at })),
    },
  };
}

/** The stored row for a console rule: only the fields the rule type uses are set; the rest are neutral. */
function rowValues(input: TSaveDiscount): Omit<DiscountTable, 'id' | 'used_count'> {
  const t = input.rule_type;
  const kind: DiscountRow['kind'] =
    t === 'percent_off' || t === 'amount_off' ? 'order' : t === 'free_item' || t === 'buy_x_get_y' ? 'free_item' : 'shipping';
  const percentBp =
    t === 'free_delivery' ? 10000 : t === 'percent_off' || t === 'delivery_percent_off' ? Math.round((input.percent ?? 0) * 100) : 0;
  const amount = t === 'amount_off' || t === 'delivery_amount_off' ? fromMajor(input.amount ?? 0) : 0;
  return {
    name: input.discount_name,
    kind,
    coupon_code: input.coupon_code || null,
    percent_bp: percentBp,
    amount,
    max_discount: t === 'percent_off' ? fromMajor(input.max_discount) : 0,
    min_subtotal: fromMajor(input.min_subtotal),
    start_date: input.start_date ?? null,
    end_date: input.end_date ?? null,
    first_order_only: input.first_order_only ? 1 : 0,
    usage_limit_total: input.usage_limit_total ?? null,
    usage_limit_per_customer: input.usage_limit_per_customer ?? null,
    priority: input.priority,
    shipping_method_id: input.shipping_method ?? null,
    buy_product_id: t === 'buy_x_get_y' ? (input.buy_product ?? null) : null,
    buy_qty: t === 'buy_x_get_y' ? (input.buy_qty ?? 1) : 0,
    free_product_id: kind === 'free_item' ? (input.free_product ?? null) : null,
    free_qty: kind === 'free_item' ? (input.free_qty ?? 1) : 0,
    label: input.label,
    description: input.description,
    is_active: input.is_active ? 1 : 0,
  };
}

const codeTaken = (code: string, by: string) =>
  invalid(`Coupon code ${code} is already used by “${by}”.`, [{ field: 'coupon_code', message: `${code} is already used by “${by}”` }]);

/**
 * admin_save_discount: creates or updates a discount. Coupon codes are stored upper-case and are
 * unique whatever the case; the method and products it names must exist (a free product must be
 * on sale, or the checkout could not add it).
 */
export async function saveDiscount(ctx: Ctx, input: TSaveDiscount): Promise<TAdminDiscountDetail> {
  staffOf(ctx);
  const values = rowValues(input);
  let id: string;
  try {
    id = await inTransaction(ctx, async (tx) => {
      const before = input.name
        ? await tx.db.selectFrom('discount').selectAll().where('id', '=', input.name).executeTakeFirst()
        : undefined;
      if (input.name && !before) throw notFound('Discount not found.');
      if (values.coupon_code) {
        const same = await tx.db
          .selectFrom('discount')
          .select(['id', 'name'])
          .where(sql<string>`upper(coupon_code)`, '=', values.coupon_code)
          .executeTakeFirst();
        if (same && same.id !== before?.id) throw codeTaken(values.coupon_code, same.name);
      }
      if (values.shipping_method_id) {
        const m = await tx.db.selectFrom('shipping_method').select('id').where('id', '=', values.shipping_method_id).executeTakeFirst();
        if (!m) throw invalid('shipping_method not found', [{ field: 'shipping_method', message: 'Choose one of the shop’s methods' }]);
      }
      for (const [field, pid] of [
        ['buy_product', values.buy_product_id],
        ['free_product', values.free_product_id],
      ] as const) {
        if (!pid) continue;
        const p = await tx.db.selectFrom('product').select(['id', 'name', 'is_active']).where('id', '=', pid).executeTakeFirst();
        if (!p) throw invalid(`${field} not found`, [{ field, message: 'Choose a product from the catalogue' }]);
        if (field === 'free_product' && !p.is_active)
          throw invalid(`free_product ${p.name} is not on sale, so it cannot be given away`, [
            { field, message: `${p.name} is not on sale` },
          ]);
      }
      let discountId: string;
      if (before) {
        discountId = before.id;
        await tx.db.updateTable('discount').set(values).where('id', '=', discountId).execute();
      } else {
        discountId = await nextName(tx.db, 'DISC-', 4);
        await tx.db
          .insertInto('discount')
          .values({ id: discountId, used_count: 0, ...values })
          .execute();
      }
      await audit(tx, before ? 'update' : 'create', 'discount', discountId, before ?? null, { id: discountId, ...values });
      return discountId;
    });
  } catch (err) {
    // Two people saving the same new code at once: the unique index decides.
    if (values.coupon_code && isUniqueViolation(err)) throw codeTaken(values.coupon_code, 'another discount');
    throw err;
  }
  return discountDetail(ctx, id);
}

/** admin_delete_discount: deletes a rule never used; a used one is switched off so its history stays. */
export async function deleteDiscount(ctx: Ctx, id: string) {
  staffOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const before = await tx.db.selectFrom('discount').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('Discount not found.');
    const used = await tx.db.selectFrom('discount_usage').select('order_id').where('discount_id', '=', id).limit(1).execute();
    if (before.used_count > 0 || used.length) {
      await tx.db.updateTable('discount').set({ is_active: 0 }).where('id', '=', id).execute();
      await audit(tx, 'deactivate', 'discount', id, before, { ...before, is_active: 0 });
      return { status: 'deactivated' as const, message: `${before.name} has been used, so it was switched off rather than deleted.` };
    }
    await tx.db.deleteFrom('discount').where('id', '=', id).execute();
    await audit(tx, 'delete', 'discount', id, before, null);
    return { status: 'deleted' as const, message: `${before.name} was deleted.` };
  });
}

/** admin_discount_products: products to pick for free-item rules, by name (or the ones asked for by id). */
export async function discountProducts(ctx: Ctx, search: string, ids?: string[]) {
  staffOf(ctx);
  let q = ctx.db.selectFrom('product').select(['id', 'name', 'price', 'is_active']);
  if (ids?.length) q = q.where('id', 'in', ids);
  else if (search) {
    const term = `%${search.toLowerCase().replace(/[%_]/g, '')}%`;
    q = q.where((eb) => eb.or([eb(sql`lower(name)`, 'like', term), eb(sql`lower(id)`, 'like', term)]));
  }
  const rows = await q.orderBy('is_active', 'desc').orderBy('name').limit(20).execute();
  return rows.map((p) => ({
    name: p.id,
    product_name: p.name,
    price: toMajor(p.price),
    is_active: p.is_active ? (1 as const) : (0 as const),
  }));
}
