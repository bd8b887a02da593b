import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper, type World } from '../../../test/world';
import { seedAddress } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';

// Monday 23 November 2026, 08:00 in London.
const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
});
afterAll(() => t.close());

const choicesOf = async (token: string) => (await t.call('get_checkout_choices', {}, { token })).body.message;

describe('checkout choices kept with the cart (issue 17, item 2)', () => {
  it('keeps address, method and payment on the server, so a new session of the customer resumes them', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    expect(await choicesOf(c.token)).toEqual({
      ship_addr: null,
      shipping_method: null,
      payment_method: null,
      use_wallet: false,
      use_points: false,
    });
    const set = await t.call('set_checkout_choices', { ship_addr: c.address, shipping_method: 'Delivery' }, { token: c.token });
    expect(set.status).toBe(200);
    await t.call('set_checkout_choices', { payment_method: 'COD', use_points: true }, { token: c.token });
    await t.call('hold_delivery_slot', { shipping_method: w.delivery, date: '2026-11-24', slot: w.slots[0] }, { token: c.token });

    // Another device: a second sign-in of the same customer sees the same checkout.
    const login = (await t.call('login', { usr: c.customer.email, pwd: c.password, get_user_token: 1 })).body.message;
    const again = `${login.api_key}:${login.api_secret}`;
    expect(again).not.toBe(c.token);
    expect(await choicesOf(again)).toEqual({
      ship_addr: c.address,
      shipping_method: w.delivery,
      payment_method: 'COD',
      use_wallet: false,
      use_points: true,
    });
    expect((await t.call('get_delivery_slot_hold', {}, { token: again })).body.message.hold).toMatchObject({
      shipping_method: w.delivery,
      date: '2026-11-24',
    });
  });

  it('resets the method when the address changes (the spec), and reads a held slot as the method chosen', async () => {
    const c = await shopper(t);
    const other = await shopper(t);
    const second = await seedAddress(t.db.db, c.customer.id, { zipcode: 'E1 4NS' });
    await t.call('set_checkout_choices', { ship_addr: c.address, shipping_method: 'Click & Collect' }, { token: c.token });
    const moved = (await t.call('set_checkout_choices', { ship_addr: second }, { token: c.token })).body.message;
    expect(moved.shipping_method).toBeNull();
    // No method kept, but a slot held: the hold's method is the checkout's.
    await t.call('hold_delivery_slot', { shipping_method: w.delivery, date: '2026-11-24', slot: w.slots[1] }, { token: c.token });
    expect((await choicesOf(c.token)).shipping_method).toBe(w.delivery);
    // Someone else's checkout is untouched by all this.
    expect((await choicesOf(other.token)).shipping_method).toBeNull();
  });

  it("refuses someone else's address, an unknown method and a way to pay not offered, and changes nothing", async () => {
    const a = await shopper(t);
    const b = await shopper(t);
    await t.call('set_checkout_choices', { ship_addr: a.address, shipping_method: 'Delivery' }, { token: a.token });
    const before = await choicesOf(a.token);

    const theirs = await t.call('set_checkout_choices', { ship_addr: b.address }, { token: a.token });
    expect(theirs.status).toBe(404);
    expect(errorMessage(theirs.body)).toBe('Shipping Address not found.');
    const method = await t.call('set_checkout_choices', { shipping_method: 'Teleport' }, { token: a.token });
    expect(method.status).toBe(404);
    const pay = await t.call('set_checkout_choices', { payment_method: 'Gold bars' }, { token: a.token });
    expect(pay.status).toBe(417);
    expect(errorMessage(pay.body)).toBe('That way to pay is not offered.');
    expect(await choicesOf(a.token)).toEqual(before);

    expect((await t.call('get_checkout_choices', {})).status).toBe(401);
  });

  it('forgets a deleted address and starts afresh once the order is placed', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    await t.call('set_checkout_choices', { ship_addr: c.address, shipping_method: 'Click & Collect' }, { token: c.token });
    await t.db.db.deleteFrom('address').where('id', '=', c.address).execute();
    expect((await choicesOf(c.token)).ship_addr).toBeNull();
    const placed = (
      await t.call('insert_order', { data: { shipping_method: 'Click & Collect', payment_method: 'COD' } }, { token: c.token })
    ).body.message;
    expect(placed.status).toBe(true);
    expect((await choicesOf(c.token)).shipping_method).toBeNull();
  });
});

describe('a line with no stock (issue 17, item 6)', () => {
  it('is not counted in the cart subtotal or the checkout total, and the order is refused naming it', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1); // £12.99
    await addToCart(t, c.token, 'chops', 2); // £17.98
    await t.db.db.updateTable('product').set({ stock: 0 }).where('id', '=', w.chops.product.id).execute();
    try {
      const cart = (await t.call('get_cartItems', {}, { token: c.token })).body.message.cart;
      expect(cart.items.find((l: { product: string }) => l.product === w.chops.product.id).in_stock).toBe(false);
      expect(cart).toMatchObject({ total: 12.99, item_count: 1 });

      const summary = (await t.call('get_checkout_summary', { shipping_method: 'Click & Collect' }, { token: c.token })).body.message;
      expect(summary).toMatchObject({ subtotal: 12.99 });

      const res = (
        await t.call('insert_order', { data: { shipping_method: 'Click & Collect', payment_method: 'COD' } }, { token: c.token })
      ).body.message;
      expect(res).toMatchObject({ status: false, order: null });
      expect(res.message).toBe('Some items are no longer available as ordered. Lamb Chops: out of stock');
      expect(res.changes.quantities).toEqual([expect.objectContaining({ product_name: 'Lamb Chops', wanted: 2, available: 0 })]);
    } finally {
      await t.db.db.updateTable('product').set({ stock: 10 }).where('id', '=', w.chops.product.id).execute();
    }
  });
});
