/**
 * The console's slot set-up: slot templates per method and weekday, blocked dates and the slot
 * rules (days ahead, cut-off, hold time, weekdays without delivery). Every change is audited and
 * bumps the 'delivery' cache scope in its own transaction.
 */
import { formatTimeRange } from '@larder/contract/slot-time';
import type { TAdminBlockedDate, TAdminSlotTemplate, TDeliveryRules, TSaveSlotTemplate } from '@larder/contract/admin-delivery';
import { type Ctx, inTransaction } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { nextName } from '../../lib/ids';
import { getStoreSettings, updateStoreSettings } from '../settings/settings.service';
import { formatSlotDate, localDate, WEEKDAYS, weekdayOf } from './slot-dates';
import type { SlotTemplateRow } from './slots.table';
import { audit, staffOf } from '../audit/audit';

/** The store's local date today. */
export async function storeToday(ctx: Ctx): Promise<string> {
  return localDate(ctx.clock.now(), (await getStoreSettings(ctx)).time_zone);
}

function dayName(weekday: number | null): string {
  return weekday === null ? 'every day' : `${WEEKDAYS[weekday]}s`;
}

async function bookingCounts(ctx: Ctx, templateIds: string[], today: string) {
  const counts = new Map<string, { total: number; upcoming: number }>();
  if (!templateIds.length) return counts;
  const rows = await ctx.db
    .selectFrom('orders')
    .select(['slot_template_id', 'delivery_date', 'status'])
    .where('slot_template_id', 'in', templateIds)
    .execute();
  for (const r of rows) {
    const c = counts.get(r.slot_template_id!) ?? { total: 0, upcoming: 0 };
    c.total++;
    if (r.status !== 'Cancelled' && r.delivery_date !== null && r.delivery_date >= today) c.upcoming++;
    counts.set(r.slot_template_id!, c);
  }
  return counts;
}

function templateDto(t: SlotTemplateRow, methodName: string, c?: { total: number; upcoming: number }): TAdminSlotTemplate {
  return {
    name: t.id,
    shipping_method: t.shipping_method_id,
    shipping_method_name: methodName,
    weekday: t.weekday,
    from_time: t.from_time,
    to_time: t.to_time,
    slot_label: formatTimeRange(t.from_time, t.to_time),
    capacity: t.capacity,
    is_active: t.is_active ? 1 : 0,
    upcoming_bookings: c?.upcoming ?? 0,
    total_bookings: c?.total ?? 0,
  };
}

/** admin_slot_templates: a method's slots (or every method's), switched-off ones included, with their bookings. */
export async function listSlotTemplates(ctx: Ctx, methodId?: string): Promise<TAdminSlotTemplate[]> {
  staffOf(ctx);
  let q = ctx.db
    .selectFrom('slot_template as t')
    .innerJoin('shipping_method as m', 'm.id', 't.shipping_method_id')
    .selectAll('t')
    .select(['m.name as method_name', 'm.display_order as method_order']);
  if (methodId) q = q.where('t.shipping_method_id', '=', methodId);
  const rows = await q.orderBy('m.display_order').orderBy('t.shipping_method_id').orderBy('t.from_time').orderBy('t.id').execute();
  const counts = await bookingCounts(
    ctx,
    rows.map((r) => r.id),
    await storeToday(ctx),
  );
  return rows.map((r) => templateDto(r, r.method_name, counts.get(r.id)));
}

async function templateById(ctx: Ctx, id: string): Promise<TAdminSlotTemplate> {
  const t = await ctx.db.selectFrom('slot_template').selectAll().where('id', '=', id).executeTakeFirst();
  if (!t) throw notFound('Slot not found.');
  const m = await ctx.db.selectFrom('shipping_method').select('name').where('id', '=', t.shipping_method_id).executeTakeFirst();
  const counts = await bookingCounts(ctx, [t.id], await storeToday(ctx));
  return templateDto(t, m?.name ?? t.shipping_method_id, counts.get(t.id));
}

/**
 * admin_save_slot_template: creates or updates a slot. An active slot may not overlap another
 * active slot of the same method on a day they share (an every-day slot shares every day).
 */
export async function saveSlotTemplate(ctx: Ctx, input: TSaveSlotTemplate): Promise<TAdminSlotTemplate> {
  staffOf(ctx);
  const id = await inTransaction(ctx, async (tx) => {
    const method = await tx.db
      .selectFrom('shipping_method')
      .select(['id', 'name'])
      .where('id', '=', input.shipping_method)
      .executeTakeFirst();
    if (!method)
      throw invalid('shipping_method not found', [{ field: 'shipping_method', message: 'Choose one of the shop’s shipping methods' }]);
    const before = input.name
      ? await tx.db.selectFrom('slot_template').selectAll().where('id', '=', input.name).executeTakeFirst()
      : undefined;
    if (input.name && !before) throw notFound('Slot not found.');
    if (before && before.shipping_method_id !== input.shipping_method) {
      const booked = await tx.db.selectFrom('orders').select('id').where('slot_template_id', '=', before.id).limit(1).execute();
      if (booked.length)
        throw invalid('A slot with bookings cannot move to another method: switch it off and add a new slot instead.', [
          { field: 'shipping_method', message: 'This slot has bookings under its current method' },
        ]);
    }
    if (input.is_active) {
      let others = tx.db
        .selectFrom('slot_template')
        .selectAll()
        .where('shipping_method_id', '=', input.shipping_method)
        .where('is_active', '=', 1);
      if (before) others = others.where('id', '!=', before.id);
      const clash = (await others.orderBy('from_time').execute()).find(
        (o) =>
          (o.weekday === null || input.weekday === null || o.weekday === input.weekday) &&
          o.from_time < input.to_time &&
          input.from_time < o.to_time,
      );
      if (clash) {
        const message = `This slot overlaps ${formatTimeRange(clash.from_time, clash.to_time)} ${dayName(clash.weekday)} (${clash.id}) for ${method.name}. Change the times, or switch that slot off first.`;
        throw invalid(message, [{ field: 'from_time', message }]);
      }
    }
    const values = {
      shipping_method_id: input.shipping_method,
      weekday: input.weekday,
      from_time: input.from_time,
      to_time: input.to_time,
      capacity: input.capacity,
      is_active: input.is_active ? 1 : 0,
    };
    let slotId: string;
    if (before) {
      slotId = before.id;
      await tx.db.updateTable('slot_template').set(values).where('id', '=', slotId).execute();
    } else {
      slotId = await nextName(tx.db, 'SLOT-', 4);
      await tx.db
        .insertInto('slot_template')
        .values({ id: slotId, category: '', ...values })
        .execute();
    }
    await audit(tx, before ? 'update' : 'create', 'slot_template', slotId, before ?? null, { id: slotId, ...values });
    await tx.app.cache.bump(tx.db, 'delivery');
    return slotId;
  });
  return templateById(ctx, id);
}

/**
 * admin_delete_slot_template: deletes a slot nobody has booked or holds; one with bookings or a
 * live hold is switched off instead, so its orders keep their slot.
 */
export async function deleteSlotTemplate(ctx: Ctx, id: string) {
  staffOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const before = await tx.db.selectFrom('slot_template').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('Slot not found.');
    const [booked, held] = await Promise.all([
      tx.db.selectFrom('orders').select('id').where('slot_template_id', '=', id).limit(1).execute(),
      tx.db.selectFrom('slot_hold').select('id').where('template_id', '=', id).limit(1).execute(),
    ]);
    await tx.app.cache.bump(tx.db, 'delivery');
    if (booked.length || held.length) {
      await tx.db.updateTable('slot_template').set({ is_active: 0 }).where('id', '=', id).execute();
      await audit(tx, 'deactivate', 'slot_template', id, before, { ...before, is_active: 0 });
      return {
        status: 'deactivated' as const,
        message: `${formatTimeRange(before.from_time, before.to_time)} has ${booked.length ? 'bookings' : 'a shopper holding it'}, so it was switched off rather than deleted.`,
      };
    }
    await tx.db.deleteFrom('slot_template').where('id', '=', id).execute();
    await audit(tx, 'delete', 'slot_template', id, before, null);
    return {
      status: 'deleted' as const,
      message: `${formatTimeRange(before.from_time, before.to_time)} ${dayName(before.weekday)} was deleted.`,
    };
  });
}

// ----- blocked dates -----

async function blockedDto(ctx: Ctx, rows: { date: string; reason: string }[], today: string): Promise<TAdminBlockedDate[]> {
  const dates = rows.map((r) => r.date);
  const booked = dates.length
    ? await ctx.db
        .selectFrom('orders')
        .select(['delivery_date', (eb) => eb.fn.countAll<number>().as('n')])
        .where('delivery_date', 'in', dates)
        .where('status', '!=', 'Cancelled')
        .groupBy('delivery_date')
        .execute()
    : [];
  const byDate = new Map(booked.map((b) => [b.delivery_date, Number(b.n)]));
  return rows.map((r) => ({
    date: r.date,
    reason: r.reason,
    weekday: WEEKDAYS[weekdayOf(r.date)]!,
    format_date: formatSlotDate(r.date),
    booked_orders: byDate.get(r.date) ?? 0,
    past: r.date < today,
  }));
}

/** admin_blocked_dates: closed dates from today on (or all), with the orders already booked on each. */
export async function listBlockedDates(ctx: Ctx, includePast: boolean): Promise<TAdminBlockedDate[]> {
  staffOf(ctx);
  const today = await storeToday(ctx);
  let q = ctx.db.selectFrom('blocked_date').select(['date', 'reason']);
  if (!includePast) q = q.where('date', '>=', today);
  return blockedDto(ctx, await q.orderBy('date').execute(), today);
}

/** admin_save_blocked_date: closes a date from today on (or changes its reason). */
export async function saveBlockedDate(ctx: Ctx, date: string, reason: string): Promise<TAdminBlockedDate> {
  staffOf(ctx);
  const today = await storeToday(ctx);
  if (date < today)
    throw invalid('date is in the past: choose today or a later date', [{ field: 'date', message: 'Choose today or a later date' }]);
  await inTransaction(ctx, async (tx) => {
    const before = await tx.db.selectFrom('blocked_date').selectAll().where('date', '=', date).executeTakeFirst();
    await tx.db
      .insertInto('blocked_date')
      .values({ date, reason })
      .onConflict((oc) => oc.column('date').doUpdateSet({ reason }))
      .execute();
    await audit(tx, before ? 'update' : 'create', 'blocked_date', date, before ?? null, { date, reason });
    await tx.app.cache.bump(tx.db, 'delivery');
  });
  return (await blockedDto(ctx, [{ date, reason }], today))[0]!;
}

/** admin_delete_blocked_date: opens a closed date again. */
export async function deleteBlockedDate(ctx: Ctx, date: string) {
  staffOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const before = await tx.db.selectFrom('blocked_date').selectAll().where('date', '=', date).executeTakeFirst();
    if (!before) throw notFound(`${date} is not a blocked date.`);
    await tx.db.deleteFrom('blocked_date').where('date', '=', date).execute();
    await audit(tx, 'delete', 'blocked_date', date, before, null);
    await tx.app.cache.bump(tx.db, 'delivery');
    return { status: 'success' as const, message: `${formatSlotDate(date)} is open for delivery again.` };
  });
}

// ----- rules (store settings) -----

function rulesOf(s: TDeliveryRules): TDeliveryRules {
  return {
    slot_days_ahead: s.slot_days_ahead,
    slot_cutoff_minutes: s.slot_cutoff_minutes,
    slot_hold_minutes: s.slot_hold_minutes,
    blocked_weekdays: [...s.blocked_weekdays].sort((a, b) => a - b),
  };
}

/** admin_delivery_rules: days ahead, cut-off, hold time and weekdays without delivery. */
export async function deliveryRules(ctx: Ctx): Promise<TDeliveryRules> {
  staffOf(ctx);
  return rulesOf(await getStoreSettings(ctx));
}

/** admin_save_delivery_rules: writes the slot rules through the store settings (every process reloads them). */
export async function saveDeliveryRules(ctx: Ctx, input: TDeliveryRules): Promise<TDeliveryRules> {
  staffOf(ctx);
  const next = rulesOf(input);
  return inTransaction(ctx, async (tx) => {
    const before = rulesOf(await getStoreSettings(tx));
    const saved = rulesOf(await updateStoreSettings(tx, next));
    await audit(tx, 'update', 'delivery_rules', 'settings', before, saved);
    return saved;
  });
}
