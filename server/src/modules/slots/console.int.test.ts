import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper, type World } from '../../../test/world';
import { seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';

// Monday 23 November 2026, 08:00 in London.
const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;
let owner: string;
let manager: string;
let picker: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
  owner = (await seedStaff(t.db.db, { role: 'owner' })).token;
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
  picker = (await seedStaff(t.db.db, { role: 'picker' })).token;
});
afterAll(() => t.close());

const audits = (entity: string, id?: string) => {
  let q = t.db.db.selectFrom('audit_log').selectAll().where('entity', '=', entity);
  if (id) q = q.where('entity_id', '=', id);
  return q.orderBy('at').orderBy('id').execute();
};
const version = async (scope: string) =>
  (await t.db.db.selectFrom('cache_version').select('version').where('scope', '=', scope).executeTakeFirst())?.version ?? 0;
const templateCount = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('slot_template')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const save = (p: object, token = manager) => t.call('admin_save_slot_template', p, { token });

async function placeOrder(c: { token: string; address: string }, slot: string, date: string) {
  await addToCart(t, c.token, 'mince', 1);
  const res = await t.call(
    'insert_order',
    { data: { ship_addr: c.address, shipping_method: 'Delivery', payment_method: 'COD', delivery_slots: [{ date, slot }] } },
    { token: c.token },
  );
  expect(res.body.message.status).toBe(true);
  return res.body.message.order.name as string;
}

describe('slot templates', () => {
  it('lists a method’s slots with their bookings; pickers may not', async () => {
    const list = (await t.call('admin_slot_templates', { shipping_method: w.delivery }, { token: manager })).body.message;
    expect(list.map((s: { name: string }) => s.name)).toEqual(w.slots);
    expect(list[0]).toMatchObject({
      shipping_method: w.delivery,
      shipping_method_name: 'Delivery',
      weekday: null,
      from_time: '09:00',
      to_time: '12:00',
      slot_label: '9am–12pm',
      capacity: 5,
      is_active: 1,
      upcoming_bookings: 0,
    });
    expect((await t.call('admin_slot_templates', {}, { token: picker })).status).toBe(403);
  });

  it('adds a Saturday slot (audited, delivery cache bumped) and the storefront offers it on Saturday only', async () => {
    const v = await version('delivery');
    const res = await save({ shipping_method: w.delivery, weekday: 6, from_time: '15:00', to_time: '17:00', capacity: 3 });
    expect(res.status).toBe(200);
    const slot = res.body.message;
    expect(slot).toMatchObject({ weekday: 6, from_time: '15:00', to_time: '17:00', capacity: 3, is_active: 1, total_bookings: 0 });
    expect(await version('delivery')).toBeGreaterThan(v);
    const [entry] = await audits('slot_template', slot.name);
    expect(entry).toMatchObject({ action: 'create', before: null });
    expect(JSON.parse(entry!.after!)).toMatchObject({ weekday: 6, from_time: '15:00', capacity: 3 });

    const c = await shopper(t);
    const dates = (await t.call('get_cart_delivery_slots', { shipping_method: 'Delivery' }, { token: c.token })).body.message[0]
      .dates_lists;
    const sat = dates.find((d: { date: string }) => d.date === '2026-11-28');
    const tue = dates.find((d: { date: string }) => d.date === '2026-11-24');
    expect(sat.slots.map((s: { name: string }) => s.name)).toContain(slot.name);
    expect(tue.slots.map((s: { name: string }) => s.name)).not.toContain(slot.name);
  });

  it('refuses overlapping slots of a method on a shared day, and from ≥ to; nothing is written', async () => {
    const before = await templateCount();
    const auditsBefore = (await audits('slot_template')).length;
    // 11:00–13:00 overlaps the every-day 09:00–12:00 on any weekday.
    const overlap = await save({ shipping_method: w.delivery, weekday: 2, from_time: '11:00', to_time: '13:00', capacity: 5 });
    expect(overlap.status).toBe(417);
    expect(errorMessage(overlap.body)).toMatch(/overlaps 9am–12pm every day/);
    // An every-day slot overlapping the Saturday 15:00–17:00 slot.
    const everyDay = await save({ shipping_method: w.delivery, weekday: null, from_time: '16:00', to_time: '18:00', capacity: 5 });
    expect(errorMessage(everyDay.body)).toMatch(/overlaps 3pm–5pm Saturdays/);
    const backwards = await save({ shipping_method: w.delivery, weekday: 1, from_time: '14:00', to_time: '14:00', capacity: 5 });
    expect(backwards.status).toBe(417);
    expect(errorMessage(backwards.body)).toBe('to_time must be after from_time');
    expect((await save({ shipping_method: w.delivery, weekday: 1, from_time: '9:00', to_time: '10:00', capacity: 5 })).status).toBe(417);
    expect((await save({ shipping_method: w.delivery, weekday: 7, from_time: '15:00', to_time: '16:00', capacity: 5 })).status).toBe(417);
    expect((await save({ shipping_method: w.delivery, weekday: 1, from_time: '15:00', to_time: '16:00', capacity: -1 })).status).toBe(417);
    expect((await save({ shipping_method: 'SM-999', weekday: 1, from_time: '15:00', to_time: '16:00', capacity: 1 })).status).toBe(417);
    expect(await templateCount()).toBe(before);
    expect((await audits('slot_template')).length).toBe(auditsBefore);

    // Touching ends do not overlap; another method's slots do not count; a switched-off slot may overlap.
    expect((await save({ shipping_method: w.delivery, weekday: 6, from_time: '21:00', to_time: '22:00', capacity: 2 })).status).toBe(200);
    expect((await save({ shipping_method: w.collect, weekday: null, from_time: '09:00', to_time: '12:00', capacity: 2 })).status).toBe(200);
    expect(
      (await save({ shipping_method: w.delivery, weekday: 2, from_time: '10:00', to_time: '11:00', capacity: 2, is_active: 0 })).status,
    ).toBe(200);
  });

  it('edits capacity and times of a slot, and the storefront shows the new capacity', async () => {
    const slot = (await save({ shipping_method: w.delivery, weekday: 0, from_time: '15:00', to_time: '16:00', capacity: 2 })).body.message;
    const edited = await save({
      name: slot.name,
      shipping_method: w.delivery,
      weekday: 0,
      from_time: '15:00',
      to_time: '16:30',
      capacity: 9,
    });
    expect(edited.body.message).toMatchObject({ name: slot.name, to_time: '16:30', capacity: 9 });
    const [, update] = await audits('slot_template', slot.name);
    expect(update).toMatchObject({ action: 'update' });
    expect(JSON.parse(update!.before!)).toMatchObject({ capacity: 2, to_time: '16:00' });
    const c = await shopper(t);
    const sunday = (
      await t.call('get_cart_delivery_slots', { shipping_method: 'Delivery' }, { token: c.token })
    ).body.message[0].dates_lists.find((d: { date: string }) => d.date === '2026-11-29');
    expect(sunday.slots.find((s: { name: string }) => s.name === slot.name)).toMatchObject({
      capacity: 9,
      slot_label: '3pm–4:30pm',
    });
    expect(
      (await save({ name: 'SLOT-9999', shipping_method: w.delivery, weekday: 0, from_time: '15:00', to_time: '16:00', capacity: 2 }))
        .status,
    ).toBe(404);
  });

  it('deletes an unbooked slot; switches a booked one off (its order keeps it); counts bookings', async () => {
    const spare = (await save({ shipping_method: w.delivery, weekday: 3, from_time: '15:00', to_time: '16:00', capacity: 2 })).body.message;
    const gone = await t.call('admin_delete_slot_template', { name: spare.name }, { token: manager });
    expect(gone.body.message.status).toBe('deleted');
    expect(await t.db.db.selectFrom('slot_template').select('id').where('id', '=', spare.name).executeTakeFirst()).toBeUndefined();

    const booked = (await save({ shipping_method: w.delivery, weekday: 3, from_time: '15:00', to_time: '16:00', capacity: 2 })).body
      .message;
    const order = await placeOrder(await shopper(t), booked.name, '2026-11-25');
    const listed = (await t.call('admin_slot_templates', { shipping_method: w.delivery }, { token: manager })).body.message.find(
      (s: { name: string }) => s.name === booked.name,
    );
    expect(listed).toMatchObject({ upcoming_bookings: 1, total_bookings: 1 });
    const off = await t.call('admin_delete_slot_template', { name: booked.name }, { token: manager });
    expect(off.body.message.status).toBe('deactivated');
    const row = await t.db.db.selectFrom('slot_template').select('is_active').where('id', '=', booked.name).executeTakeFirstOrThrow();
    expect(row.is_active).toBe(0);
    expect(
      (await t.db.db.selectFrom('orders').select('slot_template_id').where('id', '=', order).executeTakeFirstOrThrow()).slot_template_id,
    ).toBe(booked.name);
    expect((await audits('slot_template', booked.name)).map((a) => a.action)).toEqual(['create', 'deactivate']);
    expect((await t.call('admin_delete_slot_template', { name: 'SLOT-9999' }, { token: manager })).status).toBe(404);
  });
});

describe('blocked dates', () => {
  it('blocks a date with its reason: the storefront shows it not allowed, holds are refused, bookings listed', async () => {
    const c = await shopper(t);
    await placeOrder(c, w.slots[2]!, '2026-11-27');
    const v = await version('delivery');
    const res = await t.call('admin_save_blocked_date', { date: '2026-11-27', reason: 'Van in for repair' }, { token: manager });
    expect(res.body.message).toMatchObject({
      date: '2026-11-27',
      reason: 'Van in for repair',
      weekday: 'Friday',
      format_date: 'Nov 27, 2026',
      booked_orders: 1,
      past: false,
    });
    expect(await version('delivery')).toBeGreaterThan(v);
    const shopperView = (await t.call('get_cart_delivery_slots', { shipping_method: 'Delivery' }, { token: c.token })).body.message[0];
    const day = shopperView.dates_lists.find((d: { date: string }) => d.date === '2026-11-27');
    expect(day.allowed).toBe(0);
    expect(day.reason).not.toBe('');
    expect(day.slots.every((s: { allowed: number }) => s.allowed === 0)).toBe(true);
    expect(shopperView.blocked_day_list).toContain('2026-11-27');
    const hold = await t.call(
      'hold_delivery_slot',
      { shipping_method: 'Delivery', date: '2026-11-27', slot: w.slots[1] },
      { token: c.token },
    );
    expect(hold.body.message.status).toBe('failed');

    // The reason can change; the list shows upcoming dates only unless asked.
    await t.call('admin_save_blocked_date', { date: '2026-11-27', reason: 'Staff training' }, { token: manager });
    const list = (await t.call('admin_blocked_dates', {}, { token: manager })).body.message;
    expect(list.find((d: { date: string }) => d.date === '2026-11-27').reason).toBe('Staff training');
    expect((await audits('blocked_date', '2026-11-27')).map((a) => a.action)).toEqual(['create', 'update']);

    // Open again: the storefront offers it.
    expect((await t.call('admin_delete_blocked_date', { date: '2026-11-27' }, { token: manager })).body.message.status).toBe('success');
    const after = (await t.call('get_cart_delivery_slots', { shipping_method: 'Delivery' }, { token: c.token })).body.message[0]
      .dates_lists;
    expect(after.find((d: { date: string }) => d.date === '2026-11-27').allowed).toBe(1);
    expect((await t.call('admin_delete_blocked_date', { date: '2026-11-27' }, { token: manager })).status).toBe(404);
  });

  it('refuses past dates, impossible dates and empty reasons', async () => {
    await t.db.db.insertInto('blocked_date').values({ date: '2026-11-01', reason: 'Old' }).execute();
    const past = await t.call('admin_save_blocked_date', { date: '2026-11-22', reason: 'Too late' }, { token: manager });
    expect(past.status).toBe(417);
    expect(errorMessage(past.body)).toMatch(/in the past/);
    expect((await t.call('admin_save_blocked_date', { date: '2026-02-30', reason: 'Nope' }, { token: manager })).status).toBe(417);
    expect((await t.call('admin_save_blocked_date', { date: '2026-12-01', reason: ' ' }, { token: manager })).status).toBe(417);
    expect(await t.db.db.selectFrom('blocked_date').select('date').where('date', '=', '2026-11-22').executeTakeFirst()).toBeUndefined();
    const upcoming = (await t.call('admin_blocked_dates', {}, { token: manager })).body.message;
    expect(upcoming.some((d: { date: string }) => d.date === '2026-11-01')).toBe(false);
    const all = (await t.call('admin_blocked_dates', { include_past: 1 }, { token: manager })).body.message;
    expect(all.find((d: { date: string }) => d.date === '2026-11-01')).toMatchObject({ past: true });
  });
});

describe('delivery rules', () => {
  it('reads and saves days ahead, cut-off, hold time and blocked weekdays through the store settings', async () => {
    expect((await t.call('admin_delivery_rules', {}, { token: manager })).body.message).toEqual({
      slot_days_ahead: 7,
      slot_cutoff_minutes: 120,
      slot_hold_minutes: 60,
      blocked_weekdays: [],
    });
    const v = await version('settings');
    const saved = await t.call(
      'admin_save_delivery_rules',
      { slot_days_ahead: 10, slot_cutoff_minutes: 30, slot_hold_minutes: 20, blocked_weekdays: [3, 0] },
      { token: manager },
    );
    expect(saved.body.message).toEqual({ slot_days_ahead: 10, slot_cutoff_minutes: 30, slot_hold_minutes: 20, blocked_weekdays: [0, 3] });
    expect(await version('settings')).toBeGreaterThan(v);
    const [entry] = await audits('delivery_rules');
    expect(JSON.parse(entry!.before!)).toMatchObject({ slot_days_ahead: 7 });
    expect(JSON.parse(entry!.after!)).toMatchObject({ slot_days_ahead: 10, blocked_weekdays: [0, 3] });

    const c = await shopper(t);
    const dates = (await t.call('get_cart_delivery_slots', { shipping_method: 'Delivery' }, { token: c.token })).body.message[0]
      .dates_lists;
    expect(dates).toHaveLength(10);
    expect(dates.find((d: { date: string }) => d.date === '2026-11-25')).toMatchObject({
      allowed: 0,
      reason: 'No deliveries on Wednesdays',
    });
    // 08:00 now, 30-minute cut-off: the 09:00 slot is still open today.
    expect(dates[0].slots[0]).toMatchObject({ from_time: '09:00:00', allowed: 1 });

    for (const bad of [
      { slot_days_ahead: 31, slot_cutoff_minutes: 30, slot_hold_minutes: 20, blocked_weekdays: [] },
      { slot_days_ahead: 7, slot_cutoff_minutes: -5, slot_hold_minutes: 20, blocked_weekdays: [] },
      { slot_days_ahead: 7, slot_cutoff_minutes: 30, slot_hold_minutes: 2, blocked_weekdays: [] },
      { slot_days_ahead: 7, slot_cutoff_minutes: 30, slot_hold_minutes: 20, blocked_weekdays: [8] },
      { slot_days_ahead: 7, slot_cutoff_minutes: 30, slot_hold_minutes: 20, blocked_weekdays: [1, 1] },
    ])
      expect((await t.call('admin_save_delivery_rules', bad, { token: manager })).status, JSON.stringify(bad)).toBe(417);
    expect((await t.call('admin_delivery_rules', {}, { token: owner })).body.message.slot_days_ahead).toBe(10);
    await t.call(
      'admin_save_delivery_rules',
      { slot_days_ahead: 7, slot_cutoff_minutes: 120, slot_hold_minutes: 60, blocked_weekdays: '[]' },
      { token: owner },
    );
    expect((await t.call('admin_delivery_rules', {}, { token: owner })).body.message.blocked_weekdays).toEqual([]);
  });
});
