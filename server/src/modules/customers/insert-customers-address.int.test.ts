import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { seedWorld, shopper } from '../../../test/world';

/**
 * insert_customers as the spec's client also uses it: `data` holding an address inserts one for
 * the signed-in customer, or edits one when it carries the address's `name` — by the rules of
 * insert_address/update_address. Registration is unchanged.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedWorld(t);
});
afterAll(() => t.close());

const addressCount = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('address')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('insert_customers with an address', () => {
  it('inserts an address for the signed-in customer from the spec address keys ("" for unset)', async () => {
    const c = await shopper(t);
    const res = await t.call(
      'insert_customers',
      {
        data: {
          name: '',
          address: '22 Brick Lane',
          landmark: '',
          city: 'London',
          zipcode: 'e1 6ra',
          latitude: '51.5203',
          longitude: '-0.0716',
          is_default: 1,
        },
      },
      { token: c.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({
      status: 'success',
      message: 'Address added',
      address: { address: '22 Brick Lane', landmark: '', city: 'London', zipcode: 'E1 6RA', is_default: 1, deliverable: 1 },
    });
    expect(res.body.message.address.latitude).toBeCloseTo(51.5203, 4);
    const list = (await t.call('get_address_list', {}, { token: c.token })).body.message;
    expect(list[0]).toMatchObject({ name: res.body.message.address.name, is_default: 1 });
    expect(list.filter((a: { is_default: number }) => a.is_default)).toHaveLength(1);
    // The address rules are insert_address's: the same address again is refused.
    const again = await t.call(
      'insert_customers',
      { data: JSON.stringify({ address: '22 brick lane', city: 'London', zipcode: 'E1 6RA' }) },
      { token: c.token },
    );
    expect(again.body.message).toMatchObject({ status: 'failed', message: 'You have already added this address' });
    expect((await t.call('get_address_list', {}, { token: c.token })).body.message).toHaveLength(list.length);
  });

  it('edits an address by its name, with the delivery-area answer of update_address', async () => {
    const c = await shopper(t);
    const name = (await t.call('get_address_list', {}, { token: c.token })).body.message[0].name;
    const moved = await t.call(
      'insert_customers',
      { data: { name, address: '1 Piccadilly', city: 'Manchester', zipcode: 'M1 1AA', landmark: 'By the gardens' } },
      { token: c.token },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.message).toMatchObject({
      status: 'success',
      address: { name, address: '1 Piccadilly', city: 'Manchester', zipcode: 'M1 1AA', landmark: 'By the gardens', deliverable: 0 },
    });
    expect(moved.body.message.message).toMatch(/^Address updated\. We don't deliver to M1 1AA/);
    const stored = await t.db.db.selectFrom('address').selectAll().where('id', '=', name).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ customer_id: c.customer.id, city: 'Manchester', zipcode: 'M1 1AA' });
  });

  it("refuses another customer's address as not found and changes nothing", async () => {
    const owner = await shopper(t);
    const other = await shopper(t);
    const name = (await t.call('get_address_list', {}, { token: owner.token })).body.message[0].name;
    const before = await t.db.db.selectFrom('address').selectAll().where('id', '=', name).executeTakeFirstOrThrow();
    const res = await t.call('insert_customers', { data: { name, city: 'Hacked', address: '1 Evil St' } }, { token: other.token });
    expect(res.status).toBe(404);
    expect(errorMessage(res.body)).toBe('Address not found.');
    expect(await t.db.db.selectFrom('address').selectAll().where('id', '=', name).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('tells a guest to sign in and saves nothing', async () => {
    const before = await addressCount();
    const res = await t.call('insert_customers', { data: { address: '22 Brick Lane', city: 'London', zipcode: 'E1 6RA' } });
    expect(res.status).toBe(401);
    expect(errorMessage(res.body)).toBe('Please sign in to save an address.');
    const edit = await t.call('insert_customers', { data: { name: 'ADDR-anything', city: 'London' } });
    expect(edit.status).toBe(401);
    expect(await addressCount()).toBe(before);
  });

  it('checks an address like insert_address does', async () => {
    const c = await shopper(t);
    const bad = await t.call('insert_customers', { data: { address: '1 High St', city: 'London', zipcode: '99999' } }, { token: c.token });
    expect(bad.status).toBe(417);
    expect(errorMessage(bad.body)).toMatch(/zipcode must be a full UK postcode/);
    const noPostcode = await t.call('insert_customers', { data: { address: '1 High St', city: 'London' } }, { token: c.token });
    expect(noPostcode.status).toBe(417);
    expect(errorMessage(noPostcode.body)).toMatch(/zipcode is required/);
  });
});

describe('insert_customers registration', () => {
  it('still registers and signs in, even with address-like keys beside the registration', async () => {
    const res = await t.call('insert_customers', {
      data: { first_name: 'Noor', email: 'noor@example.com', phone: '07700 900321', pwd: 'Lamb-chops-1', city: 'London' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({
      status: 'success',
      message: 'Congratulations your account has been successfully created.',
      first_name: 'Noor',
    });
    expect(res.body.message.api_key).toBeTruthy();
    const again = await t.call('insert_customers', {
      data: { first_name: 'Noor', email: 'noor@example.com', phone: '07700 900322', pwd: 'Lamb-chops-1' },
    });
    expect(again.body.message).toMatchObject({ status: 'failed', message: 'Email already registered!' });
    const bad = await t.call('insert_customers', { data: { email: 'x', phone: '12', pwd: 'Lamb-chops-1' } });
    expect(bad.status).toBe(417);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['data.email', 'data.first_name', 'data.phone']);
  });
});
