import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { seedWorld, shopper } from '../../../test/world';
import { anonymousCtx } from '../../ctx';
import { seedBusiness } from '../../db/seed/factories';
import { updateStoreSettings } from '../settings/settings.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedWorld(t);
});
afterAll(() => t.close());

const settings = (patch: Parameters<typeof updateStoreSettings>[1]) => updateStoreSettings(anonymousCtx(t.state, t.app.log), patch);

describe('check_pincode_availability', () => {
  it.each([
    ['E1 6AN', 1, 'E1 6AN'],
    ['e16an', 1, 'E1 6AN'],
    ['E2 9PL', 1, 'E2 9PL'],
    ['E16 1AA', 1, 'E16 1AA'],
    ['E16 2AA', 0, 'E16 2AA'],
    ['SW1A 1AA', 0, 'SW1A 1AA'],
    ['E1', 1, 'E1'],
  ])('%s -> is_available %i', async (zipcode, available, normalised) => {
    const res = await t.call('check_pincode_availability', { zipcode });
    expect(res.body.message).toMatchObject({ is_available: available, zipcode: normalised });
  });

  it('asks for the full postcode where only part of a district is served', async () => {
    const res = await t.call('check_pincode_availability', { zipcode: 'E16' });
    expect(res.body.message).toMatchObject({
      is_available: 0,
      message: 'We deliver to parts of this area: please enter your full postcode.',
    });
  });

  it.each(['12345', 'E1-6AN', 'hello', '', 'E1 6ANNN'])('refuses a malformed postcode %s with 417', async (zipcode) => {
    const res = await t.call('check_pincode_availability', { zipcode });
    expect(res.status).toBe(417);
  });
});

describe('radius and multi-store checks', () => {
  it('measures from the store and answers status and message', async () => {
    const near = await t.call('check_distance_by_latlng', { business: 'BS-00001', lat: 51.52, lng: -0.06 });
    expect(near.body.message).toMatchObject({ status: 'success', message: 'Delivery available', is_available: 1, unit: 'km' });
    expect(near.body.message.distance).toBeLessThan(2);
    const far = await t.call('check_distance_by_latlng', { business: 'BS-00001', lat: 51.75, lng: -0.34 });
    expect(far.body.message).toMatchObject({
      status: 'failed',
      message: 'Sorry! we are not providing service to your location.',
      is_available: 0,
    });
    expect((await t.call('check_distance_by_latlng', { lat: 95, lng: 0 })).status).toBe(417);
    expect((await t.call('check_distance_by_latlng', { lat: 51.5, lng: 181 })).status).toBe(417);
    const byPostcode = await t.call('check_distance_by_zipcode', { zipcode: 'E2 9PL' });
    expect(byPostcode.body.message).toMatchObject({ status: 'success', zipcode: 'E2 9PL' });
  });

  it('follows the store mode: postcode areas, radius, or the nearest of several stores', async () => {
    expect((await t.call('check_user_location_delivery', { zipcode: 'SW1A 1AA' })).body.message).toMatchObject({
      allow: false,
      is_available: 0,
    });
    // Postcode mode, a point alone (current location, the map): placed in the nearest served area.
    expect((await t.call('check_user_location_delivery', { lat: 51.518, lng: -0.063 })).body.message).toMatchObject({
      allow: true,
      zipcode: 'E1',
    });
    expect((await t.call('check_user_location_delivery', { lat: 51.5014, lng: -0.1419 })).body.message).toMatchObject({
      allow: false,
      is_available: 0,
    });
    await settings({ enable_zipcode: 0, radius_based_validation: 1 });
    expect((await t.call('check_user_location_delivery', { lat: 51.53, lng: -0.1 })).body.message.allow).toBe(true);
    expect((await t.call('check_user_location_delivery', { lat: 51.3, lng: -0.1 })).body.message.allow).toBe(false);
    await seedBusiness(t.db.db, {
      id: 'BS-00002',
      business_name: 'Larder Croydon',
      restaurant_name: 'Larder Croydon',
      core_city: 'Croydon',
      latitude: 51.3762,
      longitude: -0.0982,
      delivery_radius_km: 6,
    });
    await settings({ enable_multi_store: 1 });
    await t.state.cache.bump(t.db.db, 'delivery');
    const croydon = (await t.call('check_user_location_delivery', { lat: 51.37, lng: -0.1 })).body.message;
    expect(croydon).toMatchObject({
      allow: true,
      store: { business: 'BS-00002', restaurant_name: 'Larder Croydon', core_city: 'Croydon' },
    });
    const settingsRes = (await t.call('get_all_website_settings', {})).body.message;
    expect(settingsRes.locations.map((l: { business: string }) => l.business)).toEqual(['BS-00001', 'BS-00002']);
    await settings({ enable_zipcode: 1, radius_based_validation: 0, enable_multi_store: 0 });
  });
});

describe('areas, places and countries', () => {
  it('lists areas and finds places offline in the store country', async () => {
    const areas = (await t.call('get_all_area_list', {})).body.message;
    expect(areas.map((a: { zipcode: string }) => a.zipcode)).toEqual(expect.arrayContaining(['E1', 'E2', 'E16 1']));
    const places = (await t.call('get_google_locations', { query: 'beth' })).body.message;
    expect(places[0]).toMatchObject({ area: 'Bethnal Green', zipcode: 'E2' });
    expect((await t.call('get_google_locations', { input: 'E1 6AN' })).body.message[0].zipcode).toBe('E1');
    // Near a point: nearest first.
    const near = (await t.call('get_google_locations', { lat: 51.514, lng: 0.012 })).body.message;
    expect(near[0].area).toBe('Canning Town');
    expect((await t.app.inject({ method: 'GET', url: '/api/method/get_country_list' })).json().message).toEqual([
      { name: 'United Kingdom', code: 'GB' },
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/method/get_country_states?country=GB' }))
        .json()
        .message.map((s: { name: string }) => s.name),
    ).toContain('Wales');
  });
});

describe('addresses', () => {
  it("adds, edits, defaults and deletes only the caller's own addresses", async () => {
    const c = await shopper(t);
    const other = await shopper(t);
    const added = (
      await t.call(
        'insert_address',
        {
          data: JSON.stringify({
            addr1: '22 Brick Lane',
            city: 'London',
            pincode: 'e1 6ra',
            landmark: 'Near the bagel shop',
            is_default: 1,
          }),
        },
        { token: c.token },
      )
    ).body.message;
    expect(added).toMatchObject({
      status: 'success',
      address: { address: '22 Brick Lane', zipcode: 'E1 6RA', is_default: 1, first_name: 'Aisha' },
    });
    expect(added.address.latitude).toBeCloseTo(51.5175, 3);
    const dup = await t.call(
      'insert_address',
      { data: { address: '22 brick lane', city: 'London', zipcode: 'E1 6RA' } },
      { token: c.token },
    );
    expect(dup.body.message).toMatchObject({ status: 'failed', message: 'You have already added this address' });
    const list = (await t.call('get_address_list', {}, { token: c.token })).body.message;
    expect(list.filter((a: { is_default: number }) => a.is_default)).toHaveLength(1);
    expect(list[0].name).toBe(added.address.name);
    expect((await t.call('update_address', { data: { name: added.address.name, city: 'Hacked' } }, { token: other.token })).status).toBe(
      404,
    );
    expect((await t.call('delete_address', { id: added.address.name }, { token: other.token })).status).toBe(404);
    const updated = (
      await t.call('update_address', { data: { name: added.address.name, zipcode: 'E2 9PL', city: 'London' } }, { token: c.token })
    ).body.message;
    expect(updated.address).toMatchObject({ zipcode: 'E2 9PL' });
    expect(updated.address.latitude).toBeCloseTo(51.529, 3);
    expect((await t.call('delete_address', { name: added.address.name }, { token: c.token })).body.message.status).toBe('success');
    const after = (await t.call('get_address_list', {}, { token: c.token })).body.message;
    expect(after).toHaveLength(1);
    expect(after[0].is_default).toBe(1);
    expect((await t.call('get_customer_info', {}, { token: c.token })).body.message.address).toHaveLength(1);
  });

  it('keeps an address outside the delivery area but says at once it cannot be delivered to, offering Click & Collect', async () => {
    const c = await shopper(t);
    const far = (
      await t.call('insert_address', { data: { address: '1 Piccadilly', city: 'Manchester', zipcode: 'M1 1AA' } }, { token: c.token })
    ).body.message;
    expect(far).toMatchObject({ status: 'success', address: { zipcode: 'M1 1AA', deliverable: 0 } });
    expect(far.message).toBe(
      "Address added. We don't deliver to M1 1AA: it is outside our delivery area. You can still keep this address and use Click & Collect.",
    );
    const list = (await t.call('get_address_list', {}, { token: c.token })).body.message;
    const byZip = (z: string) => list.find((a: { zipcode: string }) => a.zipcode === z);
    expect(byZip('M1 1AA').deliverable).toBe(0);
    expect(byZip('E1 6AN').deliverable).toBe(1);
    // Moved into the area, it can be delivered to; moved out again, the shopper is told again.
    const moved = (await t.call('update_address', { data: { name: far.address.name, zipcode: 'E2 9PL' } }, { token: c.token })).body
      .message;
    expect(moved).toMatchObject({ message: 'Address updated', address: { deliverable: 1 } });
    const back = (await t.call('update_address', { data: { name: far.address.name, zipcode: 'SW1A 1AA' } }, { token: c.token })).body
      .message;
    expect(back).toMatchObject({ status: 'success', address: { deliverable: 0 } });
    expect(back.message).toMatch(/^Address updated\. We don't deliver to SW1A 1AA/);
  });

  it('refuses bad coordinates and postcodes', async () => {
    const c = await shopper(t);
    expect(
      (
        await t.call(
          'insert_address',
          { data: { address: '1 High St', city: 'London', zipcode: 'E1 6AN', latitude: 123 } },
          { token: c.token },
        )
      ).status,
    ).toBe(417);
    expect(
      (await t.call('insert_address', { data: { address: '1 High St', city: 'London', zipcode: '99999' } }, { token: c.token })).status,
    ).toBe(417);
    expect((await t.call('insert_address', { data: { address: '1 High St', city: 'London', zipcode: 'E1 6AN' } })).status).toBe(401);
    // An address needs the full postcode and a phone that is one, on the server as in the browser.
    const outward = await t.call('insert_address', { data: { address: '1 High St', city: 'London', zipcode: 'E1' } }, { token: c.token });
    expect(outward.status).toBe(417);
    expect(errorMessage(outward.body)).toBe('data.zipcode: zipcode must be a full UK postcode such as E1 6AN');
    const phone = await t.call(
      'insert_address',
      { data: { address: '1 High St', city: 'London', zipcode: 'E1 6AN', phone: 'ring the bell' } },
      { token: c.token },
    );
    expect(phone.status).toBe(417);
    expect(errorMessage(phone.body)).toBe('data.phone: phone must be a phone number of 10 to 15 digits');
    const unspaced = await t.call(
      'insert_address',
      { data: { address: '1 High St', city: 'London', zipcode: 'e16an', phone: '07700 900123' } },
      { token: c.token },
    );
    expect(unspaced.status).toBe(200);
  });
});
