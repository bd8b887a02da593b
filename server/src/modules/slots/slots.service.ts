import { formatTimeRange } from '@larder/contract/slot-time';
import type { TSlotGroup } from '@larder/contract/checkout';
import { sql } from 'kysely';
import { type Ctx, inTransaction } from '../../ctx';
import { notFound } from '../../lib/errors';
import { randomId } from '../../lib/ids';
import { getStoreSettings } from '../settings/settings.service';
import { beforeCutoff, formatSlotDate, offeredDates, type SlotRules, WEEKDAYS, weekdayOf } from './slot-dates';
import type { SlotHoldRow, SlotTemplateRow } from './slots.table';

async function rules(ctx: Ctx): Promise<SlotRules> {
  const s = await getStoreSettings(ctx);
  const blocked = await ctx.db.selectFrom('blocked_date').select('date').execute();
  return {
    now: ctx.clock.now(),
    timeZone: s.time_zone,
    daysAhead: s.slot_days_ahead,
    cutoffMinutes: s.slot_cutoff_minutes,
    blockedWeekdays: s.blocked_weekdays,
    blockedDates: new Set(blocked.map((b) => b.date)),
  };
}

export async function templatesFor(ctx: Ctx, methodId: string): Promise<SlotTemplateRow[]> {
  return ctx.db
    .selectFrom('slot_template')
    .selectAll()
    .where('shipping_method_id', '=', methodId)
    .where('is_active', '=', 1)
    .orderBy('from_time')
    .orderBy('id')
    .execute();
}

/** Gives back the places of holds that have run out. Each hold is released exactly once. */
export async function releaseExpiredHolds(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now().toISOString();
  const expired = await ctx.db.selectFrom('slot_hold').select(['id']).where('expires_at', '<=', now).limit(500).execute();
  let released = 0;
  for (const h of expired) if (await dropHold(ctx, h.id, now)) released++;
  return released;
}

/** Deletes a hold (only if it is still there, and expired when `expiredBefore` is given) and frees its place. */
async function dropHold(ctx: Ctx, holdId: string, expiredBefore?: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const hold = await tx.db.selectFrom('slot_hold').selectAll().where('id', '=', holdId).executeTakeFirst();
    if (!hold) return false;
    let del = tx.db.deleteFrom('slot_hold').where('id', '=', holdId);
    if (expiredBefore) del = del.where('expires_at', '<=', expiredBefore);
    const res = await del.executeTakeFirst();
    if (!Number(res.numDeletedRows)) return false;
    await freePlace(tx, hold.template_id, hold.date);
    return true;
  });
}

async function usedPlaces(ctx: Ctx, templateIds: string[], dates: string[]): Promise<Map<string, number>> {
  const used = new Map<string, number>();
  if (!templateIds.length || !dates.length) return used;
  const rows = await ctx.db
    .selectFrom('slot_usage')
    .selectAll()
    .where('template_id', 'in', templateIds)
    .where('date', 'in', dates)
    .execute();
  for (const r of rows) used.set(`${r.template_id}|${r.date}`, r.used);
  return used;
}

/**
 * Takes one place in a slot on a date if one is left: a conditional increment, so capacity is
 * never exceeded however many buyers race (on SQLite and PostgreSQL alike).
 */
export async function takePlace(tx: Ctx, templateId: string, date: string, capacity: number): Promise<boolean> {
  await tx.db
    .insertInto('slot_usage')
    .values({ template_id: templateId, date, used: 0 })
    .onConflict((oc) => oc.columns(['template_id', 'date']).doNothing())
    .execute();
  const res = await tx.db
    .updateTable('slot_usage')
    .set({ used: sql<number>`used + 1` })
    .where('template_id', '=', templateId)
    .where('date', '=', date)
    .where('used', '<', capacity)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * PostgreSQL: locks the place counters a transaction is about to move, in one order (template,
 * date), so two customers swapping holds between the same two slots cannot deadlock. SQLite runs
 * one transaction at a time.
 */
async function lockPlaces(tx: Ctx, places: { templateId: string; date: string }[]): Promise<void> {
  if (tx.dialect !== 'postgres') return;
  const sorted = [...places].sort((a, b) => (a.templateId + a.date).localeCompare(b.templateId + b.date));
  for (const p of sorted) {
    await tx.db
      .insertInto('slot_usage')
      .values({ template_id: p.templateId, date: p.date, used: 0 })
      .onConflict((oc) => oc.columns(['template_id', 'date']).doNothing())
      .execute();
    await tx.db
      .selectFrom('slot_usage')
      .select('used')
      .where('template_id', '=', p.templateId)
      .where('date', '=', p.date)
      .forUpdate()
      .execute();
  }
}

export async function freePlace(tx: Ctx, templateId: string, date: string): Promise<void> {
  await tx.db
    .updateTable('slot_usage')
    .set({ used: sql<number>`used - 1` })
    .where('template_id', '=', templateId)
    .where('date', '=', date)
    .where('used', '>', 0)
    .execute();
}

const PAST_CUTOFF = 'Past the cut-off';
const FULLY_BOOKED = 'Fully booked';

/**
 * Why an open day has no slot to choose, from its slots' reasons: every slot past its cut-off,
 * or (some still in time) those all full. A day that has passed its cut-off is not "fully booked".
 */
function dayReason(slotReasons: string[]): string {
  if (!slotReasons.length) return 'No slots';
  return slotReasons.every((r) => r === PAST_CUTOFF) ? PAST_CUTOFF : FULLY_BOOKED;
}

/**
 * get_cart_delivery_slots: one group for the method with the next days, each date allowed or
 * not with the reason ('Closed', 'Past the cut-off', 'Fully booked'), each slot with what remains
 * and, when it cannot be chosen, why. A place the caller holds counts as theirs. No templates →
 * no groups (only the method is needed).
 */
export async function slotGroups(ctx: Ctx, methodId: string, customerId: string | null): Promise<TSlotGroup[]> {
  await releaseExpiredHolds(ctx);
  const templates = await templatesFor(ctx, methodId);
  if (!templates.length) return [];
  const r = await rules(ctx);
  const dates = offeredDates(r);
  const used = await usedPlaces(
    ctx,
    templates.map((t) => t.id),
    dates.map((d) => d.date),
  );
  const hold = customerId
    ? await ctx.db.selectFrom('slot_hold').selectAll().where('customer_id', '=', customerId).executeTakeFirst()
    : undefined;
  const dates_lists = dates.map(({ date, closed }) => {
    const slots = templates
      .filter((t) => t.weekday === null || t.weekday === weekdayOf(date))
      .map((t) => {
        const mine = hold && hold.template_id === t.id && hold.date === date ? 1 : 0;
        const remaining = Math.max(0, t.capacity - (used.get(`${t.id}|${date}`) ?? 0)) + mine;
        const inTime = beforeCutoff(date, t.from_time, r);
        const open = !closed && inTime && remaining > 0;
        const label = formatTimeRange(t.from_time, t.to_time);
        return {
          name: t.id,
          slot_label: label,
          from_time: `${t.from_time}:00`,
          to_time: `${t.to_time}:00`,
          time_format: label,
          remaining,
          capacity: t.capacity,
          allowed: open ? (1 as const) : (0 as const),
          reason: open ? '' : closed ? 'Closed' : !inTime ? PAST_CUTOFF : FULLY_BOOKED,
        };
      });
    const allowed = slots.some((s) => s.allowed);
    const reason = closed || (allowed ? '' : dayReason(slots.map((s) => s.reason)));
    return {
      date,
      format_date: formatSlotDate(date),
      weekday: WEEKDAYS[weekdayOf(date)]!,
      allowed: allowed ? (1 as const) : (0 as const),
      reason,
      slots,
    };
  });
  return [
    {
      name: methodId,
      category: '',
      shipping_method: methodId,
      dates_lists,
      slots: templates.map((t) => {
        const label = formatTimeRange(t.from_time, t.to_time);
        return { name: t.id, slot_label: label, from_time: `${t.from_time}:00`, to_time: `${t.to_time}:00`, time_format: label };
      }),
      blocked_day_list: dates.filter((d) => d.closed).map((d) => d.date),
    },
  ];
}

/** Is this slot offered on this date for the method (ignoring capacity)? Returns the template. */
export async function offeredSlot(
  ctx: Ctx,
  methodId: string,
  date: string,
  slot: { id?: string; from?: string },
): Promise<{ template: SlotTemplateRow | null; problem: string | null }> {
  const templates = await templatesFor(ctx, methodId);
  const t = templates.find((x) => (slot.id ? x.id === slot.id : slot.from ? x.from_time === slot.from.slice(0, 5) : false));
  if (!t) return { template: null, problem: 'That delivery slot does not exist.' };
  const r = await rules(ctx);
  const d = offeredDates(r).find((x) => x.date === date);
  if (!d) return { template: t, problem: 'That date is not open for booking.' };
  if (d.closed) return { template: t, problem: d.closed };
  if (t.weekday !== null && t.weekday !== weekdayOf(date)) return { template: t, problem: 'That slot is not offered on that day.' };
  if (!beforeCutoff(date, t.from_time, r)) return { template: t, problem: 'That slot has passed its cut-off time.' };
  return { template: t, problem: null };
}

function holdDto(h: SlotHoldRow, t: SlotTemplateRow, now: Date) {
  return {
    name: h.id,
    date: h.date,
    slot: h.template_id,
    shipping_method: t.shipping_method_id,
    slot_label: formatTimeRange(t.from_time, t.to_time),
    format_date: formatSlotDate(h.date),
    expires_at: h.expires_at,
    seconds_left: Math.max(0, Math.round((new Date(h.expires_at).getTime() - now.getTime()) / 1000)),
    extended: h.extended === 1,
  };
}

async function currentHold(ctx: Ctx, customerId: string) {
  await releaseExpiredHolds(ctx);
  const h = await ctx.db.selectFrom('slot_hold').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  if (!h) return null;
  const t = await ctx.db.selectFrom('slot_template').selectAll().where('id', '=', h.template_id).executeTakeFirst();
  return t ? { h, t } : null;
}

export async function getHold(ctx: Ctx, customerId: string) {
  const cur = await currentHold(ctx, customerId);
  return cur
    ? { status: 'success' as const, message: '', hold: holdDto(cur.h, cur.t, ctx.clock.now()) }
    : { status: 'failed' as const, message: 'No slot is held.', hold: null };
}

/** Another hold of this customer was written between our read and our insert: run the hold again. */
class HoldRaced extends Error {}

/**
 * Holds a slot for the customer (default 60 minutes) so nobody else takes it while they check
 * out. A new hold replaces their previous one. In one transaction: the place is taken by a
 * conditional update, the previous hold (locked on PostgreSQL) gives its place back only if this
 * transaction deleted it, and the hold is inserted only if the customer has none — two holds by
 * one customer at once (two tabs) end as one hold and one place, never a duplicate-key 500.
 */
export async function holdSlot(ctx: Ctx, customerId: string, methodId: string, date: string, slotId: string) {
  await releaseExpiredHolds(ctx);
  const { template, problem } = await offeredSlot(ctx, methodId, date, { id: slotId });
  if (!template) throw notFound(problem ?? 'That delivery slot does not exist.');
  if (problem) return { status: 'failed' as const, message: problem, hold: null };
  const minutes = (await getStoreSettings(ctx)).slot_hold_minutes;
  for (let attempt = 1; ; attempt++) {
    try {
      const ok = await inTransaction(ctx, async (tx) => {
        const now = tx.clock.now();
        // One customer's holds follow each other (two tabs); then the counters, in one order.
        if (tx.dialect === 'postgres') await tx.db.selectFrom('customer').select('id').where('id', '=', customerId).forUpdate().execute();
        const existing = await tx.db
          .selectFrom('slot_hold')
          .selectAll()
          .where('customer_id', '=', customerId)
          .$if(tx.dialect === 'postgres', (q) => q.forUpdate())
          .executeTakeFirst();
        if (existing && existing.template_id === template.id && existing.date === date) return true;
        await lockPlaces(tx, [
          { templateId: template.id, date },
          ...(existing ? [{ templateId: existing.template_id, date: existing.date }] : []),
        ]);
        if (!(await takePlace(tx, template.id, date, template.capacity))) return false;
        if (existing) {
          // Only if it is still there: an order may have just turned it into its booking.
          const res = await tx.db.deleteFrom('slot_hold').where('id', '=', existing.id).executeTakeFirst();
          if (Number(res.numDeletedRows) === 1) await freePlace(tx, existing.template_id, existing.date);
        }
        const inserted = await tx.db
          .insertInto('slot_hold')
          .values({
            id: `HOLD-${randomId(9)}`,
            customer_id: customerId,
            template_id: template.id,
            date,
            shipping_method_id: methodId,
            expires_at: new Date(now.getTime() + minutes * 60000).toISOString(),
            extended: 0,
            created_at: now.toISOString(),
          })
          .onConflict((oc) => oc.column('customer_id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new HoldRaced();
        return true;
      });
      if (!ok) return { status: 'failed' as const, message: 'Sorry, that slot has just been taken. Please choose another.', hold: null };
      return getHold(ctx, customerId);
    } catch (err) {
      if (err instanceof HoldRaced && attempt < 5) continue;
      throw err;
    }
  }
}

/** Extends the hold once, to the full hold time from now. */
export async function extendHold(ctx: Ctx, customerId: string) {
  const cur = await currentHold(ctx, customerId);
  if (!cur) return { status: 'failed' as const, message: 'No slot is held.', hold: null };
  if (cur.h.extended)
    return { status: 'failed' as const, message: 'Your slot can only be extended once.', hold: holdDto(cur.h, cur.t, ctx.clock.now()) };
  const minutes = (await getStoreSettings(ctx)).slot_hold_minutes;
  await ctx.db
    .updateTable('slot_hold')
    .set({ extended: 1, expires_at: new Date(ctx.clock.now().getTime() + minutes * 60000).toISOString() })
    .where('id', '=', cur.h.id)
    .where('extended', '=', 0)
    .execute();
  return getHold(ctx, customerId);
}

export async function releaseHold(ctx: Ctx, customerId: string) {
  const cur = await currentHold(ctx, customerId);
  if (cur) await dropHold(ctx, cur.h.id);
  return { status: 'success' as const, message: 'Slot released', hold: null };
}

/** The next date and slot with a place left (the one-tap fix when a chosen slot is gone). */
export async function nextFreeSlot(ctx: Ctx, methodId: string, customerId: string) {
  const groups = await slotGroups(ctx, methodId, customerId);
  for (const d of groups[0]?.dates_lists ?? []) {
    const s = d.slots.find((x) => x.allowed);
    if (d.allowed && s) return { date: d.date, slot: s.name, slot_label: s.slot_label, format_date: d.format_date };
  }
  return null;
}

/**
 * Books the slot inside the order's transaction: the customer's live hold on it becomes the
 * booking; otherwise a place is taken now if one is left. False when the slot is full.
 */
export async function bookSlot(tx: Ctx, customerId: string, template: SlotTemplateRow, date: string): Promise<boolean> {
  const now = tx.clock.now().toISOString();
  const hold = await tx.db
    .selectFrom('slot_hold')
    .selectAll()
    .where('customer_id', '=', customerId)
    .$if(tx.dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
  await lockPlaces(tx, [{ templateId: template.id, date }, ...(hold ? [{ templateId: hold.template_id, date: hold.date }] : [])]);
  if (hold && hold.template_id === template.id && hold.date === date && hold.expires_at > now) {
    const res = await tx.db.deleteFrom('slot_hold').where('id', '=', hold.id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 1) return true;
  }
  if (!(await takePlace(tx, template.id, date, template.capacity))) return false;
  if (hold) {
    // Their hold was for another slot (or ran out): give that place back.
    const res = await tx.db.deleteFrom('slot_hold').where('id', '=', hold.id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 1) await freePlace(tx, hold.template_id, hold.date);
  }
  return true;
}
