/**
 * The console's shipping methods and their charge rules. Bands are stored in pence, grams and
 * metres and shown in pounds, kg and km; bands of one kind never overlap, so the checkout's
 * first-match rule (rates.ts) gives one answer. Changes bump the 'delivery' cache scope.
 */
import type { TAdminShippingMethod, TAdminShippingRate, TSaveShippingRate } from '@larder/contract/admin-delivery';
import { fromMajor, toMajor } from '@larder/contract/money';
import { type Ctx, inTransaction } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { nextName } from '../../lib/ids';
import type { ShippingMethodRow, ShippingRateRow } from './shipping.table';
import { audit, staffOf } from '../audit/audit';

// ----- methods -----

async function methodDtos(ctx: Ctx, rows: ShippingMethodRow[]): Promise<TAdminShippingMethod[]> {
  const ids = rows.map((r) => r.id);
  const [rates, slots] = ids.length
    ? await Promise.all([
        ctx.db
          .selectFrom('shipping_rate')
          .select(['shipping_method_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('shipping_method_id', 'in', ids)
          .groupBy('shipping_method_id')
          .execute(),
        ctx.db
          .selectFrom('slot_template')
          .select(['shipping_method_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('shipping_method_id', 'in', ids)
          .where('is_active', '=', 1)
          .groupBy('shipping_method_id')
          .execute(),
      ])
    : [[], []];
  const rateCount = new Map(rates.map((r) => [r.shipping_method_id, Number(r.n)]));
  const slotCount = new Map(slots.map((r) => [r.shipping_method_id, Number(r.n)]));
  return rows.map((m) => ({
    name: m.id,
    shipping_method_name: m.name,
    is_pickup: m.is_pickup ? 1 : 0,
    description: m.description,
    display_order: m.display_order,
    is_active: m.is_active ? 1 : 0,
    rate_count: rateCount.get(m.id) ?? 0,
    slot_count: slotCount.get(m.id) ?? 0,
  }));
}

/** admin_shipping_methods: every method (switched-off ones too) with how many rules and slots it has. */
export async function listShippingMethods(ctx: Ctx): Promise<TAdminShippingMethod[]> {
  staffOf(ctx);
  const rows = await ctx.db.selectFrom('shipping_method').selectAll().orderBy('display_order').orderBy('id').execute();
  return methodDtos(ctx, rows);
}

/** admin_save_shipping_method: names are unique whatever the case (checkout finds a method by name); one method stays on. */
export async function saveShippingMethod(
  ctx: Ctx,
  input: {
    name?: string;
    shipping_method_name: string;
    is_pickup: boolean;
    description: string;
    display_order: number;
    is_active: boolean;
  },
): Promise<TAdminShippingMethod> {
  staffOf(ctx);
  const id = await inTransaction(ctx, async (tx) => {
    const all = await tx.db.selectFrom('shipping_method').selectAll().execute();
    const before = input.name ? all.find((m) => m.id === input.name) : undefined;
    if (input.name && !before) throw notFound('Shipping method not found.');
    const dup = all.find((m) => m.id !== before?.id && m.name.toLowerCase() === input.shipping_method_name.toLowerCase());
    if (dup)
      throw invalid(`There is already a method called ${dup.name}.`, [{ field: 'shipping_method_name', message: 'That name is taken' }]);
    if (!input.is_active && !all.some((m) => m.id !== before?.id && m.is_active))
      throw invalid('At least one shipping method must stay on, or nobody can check out.', [
        { field: 'is_active', message: 'This is the only active method' },
      ]);
    const values = {
      name: input.shipping_method_name,
      is_pickup: input.is_pickup ? 1 : 0,
      description: input.description,
      display_order: input.display_order,
      is_active: input.is_active ? 1 : 0,
    };
    let methodId: string;
    if (before) {
      methodId = before.id;
      await tx.db.updateTable('shipping_method').set(values).where('id', '=', methodId).execute();
    } else {
      methodId = await nextName(tx.db, 'SM-', 3);
      await tx.db
        .insertInto('shipping_method')
        .values({ id: methodId, ...values })
        .execute();
    }
    await audit(tx, before ? 'update' : 'create', 'shipping_method', methodId, before ?? null, { id: methodId, ...values });
    await tx.app.cache.bump(tx.db, 'delivery');
    return methodId;
  });
  const row = await ctx.db.selectFrom('shipping_method').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return (await methodDtos(ctx, [row]))[0]!;
}

// ----- rates -----

type RuleType = ShippingRateRow['rule_type'];

/** Stored band value (pence, grams, metres) → wire value (pounds, kg, km). */
function bandOut(type: RuleType, v: number): number {
  return type === 'total_band' ? toMajor(v) : v / 1000;
}

function bandIn(type: RuleType, v: number): number {
  return type === 'total_band' ? fromMajor(v) : Math.round(v * 1000);
}

function bandText(type: RuleType, v: number): string {
  if (type === 'total_band') return `£${toMajor(v).toFixed(2)}`;
  const n = String(Number((v / 1000).toFixed(3)));
  return `${n} ${type === 'weight_band' ? 'kg' : 'km'}`;
}

/** "£25.00 to £40.00: £3.49", "5 kg and over: 3% of the basket", "Every order: £3.99". */
export function rateSummary(r: ShippingRateRow): string {
  const what = r.rule_type === 'total_band' ? 'Order total' : r.rule_type === 'weight_band' ? 'Weight' : 'Distance';
  const range =
    r.rule_type === 'fixed'
      ? 'Every order'
      : r.band_to === null
        ? `${what} ${bandText(r.rule_type, r.band_from)} and over`
        : `${what} ${bandText(r.rule_type, r.band_from)} to under ${bandText(r.rule_type, r.band_to)}`;
  const charge =
    r.percentage_bp > 0 ? `${r.percentage_bp / 100}% of the basket` : r.charge === 0 ? 'free' : `£${toMajor(r.charge).toFixed(2)}`;
  return `${range}: ${charge}`;
}

function rateDto(r: ShippingRateRow): TAdminShippingRate {
  return {
    name: r.id,
    shipping_method: r.shipping_method_id,
    rule_type: r.rule_type,
    band_from: r.rule_type === 'fixed' ? 0 : bandOut(r.rule_type, r.band_from),
    band_to: r.rule_type === 'fixed' || r.band_to === null ? null : bandOut(r.rule_type, r.band_to),
    charge: toMajor(r.charge),
    percentage: r.percentage_bp / 100,
    display_order: r.display_order,
    summary: rateSummary(r),
  };
}

/** admin_shipping_rates: a method's charge rules in the order the checkout tries them. */
export async function listShippingRates(ctx: Ctx, methodId: string): Promise<TAdminShippingRate[]> {
  staffOf(ctx);
  const rows = await ctx.db
    .selectFrom('shipping_rate')
    .selectAll()
    .where('shipping_method_id', '=', methodId)
    .orderBy('display_order')
    .orderBy('band_from')
    .orderBy('id')
    .execute();
  return rows.map(rateDto);
}

/**
 * admin_save_shipping_rate: one fixed rule per method at most; bands of the same kind must not
 * overlap (from included, to excluded). Collection methods are free, so they take no rules.
 */
export async function saveShippingRate(ctx: Ctx, input: TSaveShippingRate): Promise<TAdminShippingRate> {
  staffOf(ctx);
  const id = await inTransaction(ctx, async (tx) => {
    const method = await tx.db.selectFrom('shipping_method').selectAll().where('id', '=', input.shipping_method).executeTakeFirst();
    if (!method) throw invalid('shipping_method not found', [{ field: 'shipping_method', message: 'Choose one of the shop’s methods' }]);
    if (method.is_pickup)
      throw invalid(`${method.name} is a collection method: collection is always free, so it has no charges.`, [
        { field: 'shipping_method', message: 'Collection is always free' },
      ]);
    const before = input.name
      ? await tx.db.selectFrom('shipping_rate').selectAll().where('id', '=', input.name).executeTakeFirst()
      : undefined;
    if (input.name && !before) throw notFound('Charge rule not found.');
    const isFixed = input.rule_type === 'fixed';
    const from = isFixed ? 0 : bandIn(input.rule_type, input.band_from);
    const to = isFixed || input.band_to === null || input.band_to === undefined ? null : bandIn(input.rule_type, input.band_to);
    const siblings = (
      await tx.db
        .selectFrom('shipping_rate')
        .selectAll()
        .where('shipping_method_id', '=', method.id)
        .where('rule_type', '=', input.rule_type)
        .execute()
    ).filter((r) => r.id !== before?.id);
    if (isFixed && siblings.length)
      throw invalid(`${method.name} already has a fixed charge (${siblings[0]!.id}): change that one instead.`, [
        { field: 'rule_type', message: 'There is already a fixed charge' },
      ]);
    const clash = siblings.find((r) => from < (r.band_to ?? Infinity) && r.band_from < (to ?? Infinity));
    if (clash) {
      const message = `This band overlaps ${rateSummary(clash).split(':')[0]!.toLowerCase()} (${clash.id}). Bands include their lower end and stop just before their upper end.`;
      throw invalid(message, [{ field: 'band_from', message }]);
    }
    let order = input.display_order ?? before?.display_order;
    if (order === undefined || order === null) {
      const max = await tx.db
        .selectFrom('shipping_rate')
        .select((eb) => eb.fn.max<number>('display_order').as('m'))
        .where('shipping_method_id', '=', method.id)
        .executeTakeFirst();
      order = Number(max?.m ?? 0) + 1;
    }
    const values = {
      shipping_method_id: method.id,
      rule_type: input.rule_type,
      band_from: from,
      band_to: to,
      charge: input.percentage > 0 ? 0 : fromMajor(input.charge),
      percentage_bp: Math.round(input.percentage * 100),
      display_order: order,
    };
    let rateId: string;
    if (before) {
      rateId = before.id;
      await tx.db.updateTable('shipping_rate').set(values).where('id', '=', rateId).execute();
    } else {
      rateId = await nextName(tx.db, 'RATE-', 4);
      await tx.db
        .insertInto('shipping_rate')
        .values({ id: rateId, ...values })
        .execute();
    }
    await audit(tx, before ? 'update' : 'create', 'shipping_rate', rateId, before ?? null, { id: rateId, ...values });
    await tx.app.cache.bump(tx.db, 'delivery');
    return rateId;
  });
  return rateDto(await ctx.db.selectFrom('shipping_rate').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

/** admin_delete_shipping_rate: removes a charge rule (orders keep the charge they were quoted). */
export async function deleteShippingRate(ctx: Ctx, id: string) {
  staffOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const before = await tx.db.selectFrom('shipping_rate').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('Charge rule not found.');
    await tx.db.deleteFrom('shipping_rate').where('id', '=', id).execute();
    await audit(tx, 'delete', 'shipping_rate', id, before, null);
    await tx.app.cache.bump(tx.db, 'delivery');
    return { status: 'success' as const, message: `${rateSummary(before)} was removed.` };
  });
}
