import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper, type World } from '../../../test/world';
import { seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';

const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;
let manager: string;
let picker: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
  picker = (await seedStaff(t.db.db, { role: 'picker' })).token;
});
afterAll(() => t.close());

const rates = async (method: string) =>
  (await t.call('admin_shipping_rates', { shipping_method: method }, { token: manager })).body.message;
const saveRate = (p: object) => t.call('admin_save_shipping_rate', p, { token: manager });
const rateRows = async () => t.db.db.selectFrom('shipping_rate').selectAll().orderBy('id').execute();
const version = async (scope: string) =>
  (await t.db.db.selectFrom('cache_version').select('version').where('scope', '=', scope).executeTakeFirst())?.version ?? 0;

describe('shipping methods', () => {
  it('lists methods with their rules and slots; adds and renames one; names are unique whatever the case', async () => {
    const list = (await t.call('admin_shipping_methods', {}, { token: manager })).body.message;
    expect(list).toEqual([
      expect.objectContaining({
        name: w.delivery,
        shipping_method_name: 'Delivery',
        is_pickup: 0,
        rate_count: 3,
        slot_count: 3,
        is_active: 1,
      }),
      expect.objectContaining({ name: w.collect, shipping_method_name: 'Click & Collect', is_pickup: 1, rate_count: 0, slot_count: 0 }),
    ]);
    expect((await t.call('admin_shipping_methods', {}, { token: picker })).status).toBe(403);

    const v = await version('delivery');
    const created = await t.call(
      'admin_save_shipping_method',
      { shipping_method_name: 'Express', description: 'Within the hour', display_order: 3 },
      { token: manager },
    );
    expect(created.body.message).toMatchObject({ shipping_method_name: 'Express', is_pickup: 0, is_active: 1, rate_count: 0 });
    expect(await version('delivery')).toBeGreaterThan(v);
    // The storefront lists it at once.
    const c = await shopper(t);
    const methods = (await t.call('get_shipping_method', {}, { token: c.token })).body.message;
    expect(JSON.stringify(methods)).toContain('Express');

    const dup = await t.call('admin_save_shipping_method', { shipping_method_name: 'delivery' }, { token: manager });
    expect(dup.status).toBe(417);
    expect(errorMessage(dup.body)).toBe('There is already a method called Delivery.');
    const renamed = await t.call(
      'admin_save_shipping_method',
      { name: created.body.message.name, shipping_method_name: 'Express delivery', is_active: 0 },
      { token: manager },
    );
    expect(renamed.body.message).toMatchObject({ shipping_method_name: 'Express delivery', is_active: 0 });
    const audit = await t.db.db.selectFrom('audit_log').select('action').where('entity', '=', 'shipping_method').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('keeps at least one method on', async () => {
    await t.call(
      'admin_save_shipping_method',
      { name: w.collect, shipping_method_name: 'Click & Collect', is_pickup: 1, is_active: 0 },
      { token: manager },
    );
    const last = await t.call(
      'admin_save_shipping_method',
      { name: w.delivery, shipping_method_name: 'Delivery', is_active: 0 },
      { token: manager },
    );
    expect(last.status).toBe(417);
    expect(errorMessage(last.body)).toMatch(/At least one shipping method must stay on/);
    await t.call(
      'admin_save_shipping_method',
      { name: w.collect, shipping_method_name: 'Click & Collect', is_pickup: 1, display_order: 2 },
      { token: manager },
    );
  });
});

describe('shipping rates', () => {
  it('lists the charge bands in pounds, in the order the checkout tries them', async () => {
    const list = await rates(w.delivery);
    expect(list.map((r: { band_from: number; band_to: number | null; charge: number }) => [r.band_from, r.band_to, r.charge])).toEqual([
      [0, 25, 4.99],
      [25, 40, 3.49],
      [40, null, 1.99],
    ]);
    expect(list[1].summary).toBe('Order total £25.00 to under £40.00: £3.49');
    expect(list[2].summary).toBe('Order total £40.00 and over: £1.99');
  });

  it('changes a band and the storefront’s shipping quote follows at once', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 2); // £25.98
    const quote = async () =>
      (
        await t.call(
          'calculate_vendor_based_shipping_charges',
          { shipping_addr: c.address, shipping_method: 'Delivery' },
          { token: c.token },
        )
      ).body.message.shipping_charges as number;
    expect(await quote()).toBe(3.49);
    const band = (await rates(w.delivery))[1];
    const v = await version('delivery');
    const res = await saveRate({
      name: band.name,
      shipping_method: w.delivery,
      rule_type: 'total_band',
      band_from: 25,
      band_to: 40,
      charge: 2.75,
    });
    expect(res.body.message).toMatchObject({ name: band.name, charge: 2.75, band_from: 25, band_to: 40 });
    expect(await version('delivery')).toBeGreaterThan(v);
    expect(await quote()).toBe(2.75);
    const [entry] = await t.db.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'shipping_rate')
      .where('entity_id', '=', band.name)
      .execute();
    expect(JSON.parse(entry!.before!)).toMatchObject({ charge: 349 });
    expect(JSON.parse(entry!.after!)).toMatchObject({ charge: 275, band_from: 2500, band_to: 4000 });

    // A percentage of the basket instead.
    await saveRate({ name: band.name, shipping_method: w.delivery, rule_type: 'total_band', band_from: 25, band_to: 40, percentage: 10 });
    expect(await quote()).toBe(2.6);
  });

  it('refuses overlapping bands, three-decimal money, back-to-front bands and collection charges; nothing is written', async () => {
    const before = await rateRows();
    const overlap = await saveRate({ shipping_method: w.delivery, rule_type: 'total_band', band_from: 30, band_to: 50, charge: 1 });
    expect(overlap.status).toBe(417);
    expect(errorMessage(overlap.body)).toMatch(/overlaps order total £25\.00 to under £40\.00/);
    const open = await saveRate({ shipping_method: w.delivery, rule_type: 'total_band', band_from: 100, charge: 0 });
    expect(errorMessage(open.body)).toMatch(/overlaps order total £40\.00 and over/);
    const pence = await saveRate({ shipping_method: w.delivery, rule_type: 'weight_band', band_from: 0, band_to: 5, charge: 4.999 });
    expect(pence.status).toBe(417);
    expect(errorMessage(pence.body)).toBe('charge can have at most two decimals');
    const bandPence = await saveRate({ shipping_method: w.delivery, rule_type: 'total_band', band_from: 0.005, band_to: 5, charge: 1 });
    expect(errorMessage(bandPence.body)).toMatch(/band_from can have at most two decimals/);
    const backwards = await saveRate({ shipping_method: w.delivery, rule_type: 'distance_band', band_from: 5, band_to: 3, charge: 1 });
    expect(errorMessage(backwards.body)).toBe('band_to must be more than band_from');
    const both = await saveRate({ shipping_method: w.delivery, rule_type: 'fixed', charge: 3, percentage: 5 });
    expect(both.status).toBe(417);
    const collect = await saveRate({ shipping_method: w.collect, rule_type: 'fixed', charge: 1 });
    expect(errorMessage(collect.body)).toMatch(/collection method/);
    expect((await saveRate({ shipping_method: w.delivery, rule_type: 'by_mood', charge: 1 })).status).toBe(417);
    expect((await saveRate({ shipping_method: w.delivery, rule_type: 'fixed', charge: -1 })).status).toBe(417);
    expect(await rateRows()).toEqual(before);
  });

  it('weight and distance bands in kg and km; one fixed charge per method; touching bands are fine', async () => {
    const a = await saveRate({ shipping_method: w.delivery, rule_type: 'weight_band', band_from: 0, band_to: 2.5, charge: 1.5 });
    expect(a.body.message).toMatchObject({ band_from: 0, band_to: 2.5, summary: 'Weight 0 kg to under 2.5 kg: £1.50' });
    expect(
      (await t.db.db.selectFrom('shipping_rate').select('band_to').where('id', '=', a.body.message.name).executeTakeFirstOrThrow()).band_to,
    ).toBe(2500);
    expect((await saveRate({ shipping_method: w.delivery, rule_type: 'weight_band', band_from: 2.5, band_to: 10, charge: 3 })).status).toBe(
      200,
    );
    const d = await saveRate({ shipping_method: w.delivery, rule_type: 'distance_band', band_from: 0, band_to: 3.25, charge: 0 });
    expect(d.body.message.summary).toBe('Distance 0 km to under 3.25 km: free');
    const fixed = await saveRate({ shipping_method: w.delivery, rule_type: 'fixed', charge: 5.99, display_order: 99 });
    expect(fixed.body.message).toMatchObject({ band_from: 0, band_to: null, summary: 'Every order: £5.99', display_order: 99 });
    const second = await saveRate({ shipping_method: w.delivery, rule_type: 'fixed', charge: 6.99 });
    expect(errorMessage(second.body)).toMatch(/already has a fixed charge/);
    // Editing the fixed rule itself is fine.
    expect(
      (await saveRate({ name: fixed.body.message.name, shipping_method: w.delivery, rule_type: 'fixed', charge: 6.49 })).body.message
        .charge,
    ).toBe(6.49);

    for (const r of [a, d, fixed])
      expect((await t.call('admin_delete_shipping_rate', { name: r.body.message.name }, { token: manager })).body.message.status).toBe(
        'success',
      );
    expect((await t.call('admin_delete_shipping_rate', { name: a.body.message.name }, { token: manager })).status).toBe(404);
    const deleted = await t.db.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'shipping_rate')
      .where('action', '=', 'delete')
      .execute();
    expect(deleted).toHaveLength(3);
  });
});
