import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { seedWorld } from '../../../test/world';
import { seedBusiness, seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';

const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let manager: string;
let picker: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedWorld(t);
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
  picker = (await seedStaff(t.db.db, { role: 'picker' })).token;
});
afterAll(() => t.close());

const areaCount = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('area')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const version = async (scope: string) =>
  (await t.db.db.selectFrom('cache_version').select('version').where('scope', '=', scope).executeTakeFirst())?.version ?? 0;
const saveArea = (p: object) => t.call('admin_save_area', p, { token: manager });
const pincode = async (zipcode: string) => (await t.call('check_pincode_availability', { zipcode })).body.message.is_available as number;

describe('areas', () => {
  it('lists the served areas by postcode with their kind; pickers may not', async () => {
    const list = (await t.call('admin_areas', {}, { token: manager })).body.message;
    expect(list.map((a: { zipcode: string }) => a.zipcode)).toEqual(['E1', 'E2', 'E16 1']);
    expect(list[2]).toMatchObject({ area: 'Canning Town', kind: 'sector', latitude: 51.514, is_active: 1 });
    expect((await t.call('admin_areas', {}, { token: picker })).status).toBe(403);
  });

  it('adds a district (normalised), and the storefront serves it at once; edits and deletes it', async () => {
    expect(await pincode('E3 2AB')).toBe(0);
    const v = await version('delivery');
    const res = await saveArea({ area: 'Bow', city: 'London', zipcode: ' e3 ', zone: 'Zone A', latitude: 51.528, longitude: -0.025 });
    expect(res.status).toBe(200);
    const bow = res.body.message;
    expect(bow).toMatchObject({ area: 'Bow', zipcode: 'E3', kind: 'district', zone: 'Zone A', is_active: 1 });
    expect(await version('delivery')).toBeGreaterThan(v);
    expect(await pincode('E3 2AB')).toBe(1);
    const audit = await t.db.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'area')
      .where('entity_id', '=', bow.name)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);

    // Narrow it to one sector: E3 2 served, E3 5 not.
    const narrowed = await saveArea({
      name: bow.name,
      area: 'Bow (north)',
      city: 'London',
      zipcode: 'E3 2',
      latitude: 51.53,
      longitude: -0.02,
    });
    expect(narrowed.body.message).toMatchObject({ zipcode: 'E3 2', kind: 'sector', zone: '' });
    expect(await pincode('E3 2AB')).toBe(1);
    expect(await pincode('E3 5AB')).toBe(0);

    // Switched off: not served.
    await saveArea({
      name: bow.name,
      area: 'Bow (north)',
      city: 'London',
      zipcode: 'E3 2',
      latitude: 51.53,
      longitude: -0.02,
      is_active: 0,
    });
    expect(await pincode('E3 2AB')).toBe(0);
    expect((await t.call('admin_delete_area', { name: bow.name }, { token: manager })).body.message.status).toBe('deleted');
    expect((await t.call('admin_delete_area', { name: bow.name }, { token: manager })).status).toBe(404);
  });

  it('refuses bad postcodes, full postcodes, duplicates and centres outside the UK; nothing is written', async () => {
    const before = await areaCount();
    const auditsBefore = (await t.db.db.selectFrom('audit_log').select('id').where('entity', '=', 'area').execute()).length;
    const bad = await saveArea({ area: 'Nowhere', city: 'London', zipcode: '12345', latitude: 51.5, longitude: -0.1 });
    expect(bad.status).toBe(417);
    expect(errorMessage(bad.body)).toMatch(/postcode district/);
    expect(bad.body.errors[0].field).toBe('zipcode');
    const full = await saveArea({ area: 'One street', city: 'London', zipcode: 'E1 6AN', latitude: 51.5, longitude: -0.1 });
    expect(errorMessage(full.body)).toMatch(/not a full postcode/);
    const dup = await saveArea({ area: 'Whitechapel again', city: 'London', zipcode: 'e1', latitude: 51.5, longitude: -0.06 });
    expect(errorMessage(dup.body)).toBe('E1 is already an area (Whitechapel, AREA-0001).');
    const abroad = await saveArea({ area: 'Paris', city: 'Paris', zipcode: 'E4', latitude: 48.85, longitude: 2.35 });
    expect(errorMessage(abroad.body)).toMatch(/must be in the UK/);
    expect((await saveArea({ area: '', city: 'London', zipcode: 'E4', latitude: 51.6, longitude: 0 })).status).toBe(417);
    expect((await saveArea({ area: 'X', city: 'London', zipcode: 'E4', latitude: 91, longitude: 0 })).status).toBe(417);
    expect((await saveArea({ name: 'AREA-9999', area: 'X', city: 'London', zipcode: 'E4', latitude: 51.6, longitude: 0 })).status).toBe(
      404,
    );
    expect(await areaCount()).toBe(before);
    expect((await t.db.db.selectFrom('audit_log').select('id').where('entity', '=', 'area').execute()).length).toBe(auditsBefore);
  });
});

describe('delivery mode', () => {
  const check = async (p: object) => (await t.call('check_user_location_delivery', p)).body.message;

  it('switches between postcode areas, a radius from the store and several stores; the storefront follows', async () => {
    expect((await t.call('admin_delivery_mode', {}, { token: manager })).body.message).toMatchObject({
      mode: 'postcode',
      stores: [{ name: 'BS-00001', delivery_radius_km: 8, is_active: 1 }],
    });
    // Postcode mode: Stoke Newington (N16) is not an area.
    expect((await check({ lat: 51.561, lng: -0.076 })).is_available).toBe(0);

    const v = await version('settings');
    const radius = await t.call(
      'admin_save_delivery_mode',
      { mode: 'radius', stores: [{ name: 'BS-00001', latitude: 51.5189, longitude: -0.0725, delivery_radius_km: 5.5 }] },
      { token: manager },
    );
    expect(radius.body.message).toMatchObject({ mode: 'radius', stores: [{ delivery_radius_km: 5.5 }] });
    expect(await version('settings')).toBeGreaterThan(v);
    // 4.7 km from the store: inside 5.5 km.
    expect(await check({ lat: 51.561, lng: -0.076 })).toMatchObject({ is_available: 1 });
    await t.call(
      'admin_save_delivery_mode',
      { mode: 'radius', stores: [{ name: 'BS-00001', latitude: 51.5189, longitude: -0.0725, delivery_radius_km: 2 }] },
      { token: manager },
    );
    expect((await check({ lat: 51.561, lng: -0.076 })).is_available).toBe(0);

    await seedBusiness(t.db.db, {
      id: 'BS-00002',
      business_name: 'Larder Hackney',
      latitude: 51.56,
      longitude: -0.075,
      delivery_radius_km: 3,
    });
    await t.call('admin_save_delivery_mode', { mode: 'multi_store' }, { token: manager });
    const multi = await check({ lat: 51.561, lng: -0.076 });
    expect(multi).toMatchObject({ is_available: 1, store: { name: 'BS-00002' } });
    const audit = await t.db.db.selectFrom('audit_log').selectAll().where('entity', '=', 'delivery_mode').execute();
    expect(audit).toHaveLength(3);
    expect(JSON.parse(audit[2]!.after!)).toMatchObject({ mode: 'multi_store' });

    await t.call('admin_save_delivery_mode', { mode: 'postcode' }, { token: manager });
    expect((await t.call('admin_delivery_mode', {}, { token: manager })).body.message.mode).toBe('postcode');
  });

  it('refuses a mode the shop cannot serve with, and bad stores, leaving everything as it was', async () => {
    const noStore = await t.call(
      'admin_save_delivery_mode',
      { mode: 'radius', stores: [{ name: 'BS-00001', latitude: 51.5189, longitude: -0.0725, delivery_radius_km: 8, is_active: 0 }] },
      { token: manager },
    );
    expect(noStore.status).toBe(417);
    expect(errorMessage(noStore.body)).toMatch(/main store/);
    const store = await t.db.db
      .selectFrom('business')
      .select(['is_active', 'delivery_radius_km'])
      .where('id', '=', 'BS-00001')
      .executeTakeFirstOrThrow();
    expect(store).toEqual({ is_active: 1, delivery_radius_km: 2 });
    expect(
      (
        await t.call(
          'admin_save_delivery_mode',
          { mode: 'radius', stores: [{ name: 'BS-00009', latitude: 51.5, longitude: -0.07, delivery_radius_km: 8 }] },
          { token: manager },
        )
      ).status,
    ).toBe(417);
    expect(
      (
        await t.call(
          'admin_save_delivery_mode',
          { mode: 'radius', stores: [{ name: 'BS-00001', latitude: 51.5, longitude: -0.07, delivery_radius_km: 0 }] },
          { token: manager },
        )
      ).status,
    ).toBe(417);
    await t.db.db.updateTable('area').set({ is_active: 0 }).execute();
    const noAreas = await t.call('admin_save_delivery_mode', { mode: 'postcode' }, { token: manager });
    expect(errorMessage(noAreas.body)).toMatch(/at least one active area/);
    await t.db.db.updateTable('area').set({ is_active: 1 }).execute();
    expect((await t.call('admin_delivery_mode', {}, { token: manager })).body.message.mode).toBe('postcode');
  });
});
