import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper, type World } from '../../../test/world';
import { seedDiscount, seedThreeForTwo } from '../../db/seed/factories';
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

const stockOf = async (id: string) =>
  (await t.db.db.selectFrom('product').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

describe('shipping charges (one function for quote and order)', () => {
  it('charges by basket value bands, free from £50, and adds a basket charge under the minimum', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'juice', 4); // £9.60: under the £15 minimum basket
    const small = (
      await t.call(
        'calculate_vendor_based_shipping_charges',
        { shipping_addr: c.address, shipping_method: 'Delivery', subtotal: 0.01 },
        { token: c.token },
      )
    ).body.message;
    expect(small).toMatchObject({ status: 'success', shipping_charges: 4.99, basket_charge: 4, order_subtotal: 9.6, tax_rate: 20 });
    expect(small.message).toMatch(/basket charge/);
    await addToCart(t, c.token, 'rice', 2); // £35.58
    expect(
      (
        await t.call(
          'calculate_vendor_based_shipping_charges',
          { shipping_addr: c.address, shipping_method: 'Delivery' },
          { token: c.token },
        )
      ).body.message,
    ).toMatchObject({ shipping_charges: 3.49, basket_charge: 0 });
    await addToCart(t, c.token, 'juice', 6); // £49.98
    expect(
      (
        await t.call(
          'calculate_vendor_based_shipping_charges',
          { shipping_addr: c.address, shipping_method: 'Delivery' },
          { token: c.token },
        )
      ).body.message.shipping_charges,
    ).toBe(1.99);
    await addToCart(t, c.token, 'juice', 1); // £52.38
    const free = (
      await t.call('calculate_restaurant_ship_charge', { shipping_addr: c.address, shipping_method: 'Delivery' }, { token: c.token })
    ).body.message;
    expect(free).toMatchObject({ shipping_charges: 0, free_delivery_label: 'Free Delivery' });
    const pickup = (await t.call('calculate_vendor_based_shipping_charges', { shipping_method: 'Click & Collect' }, { token: c.token }))
      .body.message;
    expect(pickup.shipping_charges).toBe(0);
  });

  it('answers failed for an address the shop does not deliver to, as insert_order would', async () => {
    const c = await shopper(t, { zipcode: 'M1 1AA' });
    await addToCart(t, c.token, 'rice', 1);
    const q = (
      await t.call('calculate_vendor_based_shipping_charges', { shipping_addr: c.address, shipping_method: 'Delivery' }, { token: c.token })
    ).body.message;
    expect(q).toMatchObject({ status: 'failed', message: 'Shipping is not available to your location! M1 1AA' });
  });

  it("refuses someone else's address", async () => {
    const a = await shopper(t);
    const b = await shopper(t);
    const res = await t.call(
      'calculate_vendor_based_shipping_charges',
      { shipping_addr: b.address, shipping_method: 'Delivery' },
      { token: a.token },
    );
    expect(res.status).toBe(404);
  });
});

describe('delivery slots', () => {
  it('lists the next days with cut-off, capacity and labels in the spec formats', async () => {
    const c = await shopper(t);
    const groups = (await t.call('get_cart_delivery_slots', { shipping_method: 'Delivery', customer_id: 'ignored' }, { token: c.token }))
      .body.message;
    expect(groups).toHaveLength(1);
    const [today, tomorrow] = groups[0].dates_lists;
    expect(today).toMatchObject({ date: '2026-11-23', format_date: 'Nov 23, 2026', weekday: 'Monday', allowed: 1 });
    // 08:00 now, 2 h cut-off: 09:00 is gone, 12:00 and 18:00 remain.
    expect(today.slots.map((s: { slot_label: string; allowed: number }) => [s.slot_label, s.allowed])).toEqual([
      ['9am–12pm', 0],
      ['12pm–3pm', 1],
      ['6pm–9pm', 1],
    ]);
    expect(tomorrow.slots.every((s: { allowed: number; remaining: number }) => s.allowed === 1 && s.remaining === 5)).toBe(true);
    expect(groups[0].dates_lists).toHaveLength(7);
    const collect = (await t.call('get_cart_delivery_slots', { shipping_method: 'Click & Collect' }, { token: c.token })).body.message;
    expect(collect).toEqual([]);
  });

  it('says why a day or a slot cannot be chosen: past the cut-off is not "Fully booked"', async () => {
    const c = await shopper(t);
    // Saturday full: every slot's places taken.
    for (const slot of w.slots) await t.db.db.insertInto('slot_usage').values({ template_id: slot, date: '2026-11-28', used: 5 }).execute();
    clock.set('2026-11-23T19:00:00Z'); // 19:00: today's last slot (18:00) has passed its 2 h cut-off.
    try {
      const dates = (await t.call('get_cart_delivery_slots', { shipping_method: 'Delivery' }, { token: c.token })).body.message[0]
        .dates_lists;
      const day = (d: string) => dates.find((x: { date: string }) => x.date === d);
      expect(day('2026-11-23')).toMatchObject({ allowed: 0, reason: 'Past the cut-off' });
      expect(day('2026-11-23').slots.map((s: { reason: string }) => s.reason)).toEqual(Array(3).fill('Past the cut-off'));
      expect(day('2026-11-28')).toMatchObject({ allowed: 0, reason: 'Fully booked' });
      expect(day('2026-11-28').slots.map((s: { reason: string }) => s.reason)).toEqual(Array(3).fill('Fully booked'));
      expect(day('2026-11-24')).toMatchObject({ allowed: 1, reason: '' });
    } finally {
      clock.set('2026-11-23T08:00:00Z');
      await t.db.db.deleteFrom('slot_usage').where('date', '=', '2026-11-28').execute();
    }
  });

  it('closes blocked dates and weekdays', async () => {
    await t.db.db.insertInto('blocked_date').values({ date: '2026-11-25', reason: 'Stocktake' }).execute();
    const c = await shopper(t);
    const dates = (await t.call('get_cart_delivery_slots', { shipping_method: 'Delivery' }, { token: c.token })).body.message[0]
      .dates_lists;
    expect(dates.find((d: { date: string }) => d.date === '2026-11-25')).toMatchObject({ allowed: 0, reason: 'Closed' });
    expect(dates.find((d: { date: string }) => d.date === '2026-11-25').slots.every((s: { allowed: number }) => s.allowed === 0)).toBe(
      true,
    );
    const hold = await t.call(
      'hold_delivery_slot',
      { shipping_method: 'Delivery', date: '2026-11-25', slot: w.slots[1] },
      { token: c.token },
    );
    expect(hold.body.message).toMatchObject({ status: 'failed', message: 'Closed' });
  });

  it('holds a slot for 60 minutes, once extendable, and releases it when it runs out', async () => {
    const c = await shopper(t);
    const other = await shopper(t);
    const held = (
      await t.call('hold_delivery_slot', { shipping_method: 'Delivery', date: '2026-11-24', slot: w.slots[0] }, { token: c.token })
    ).body.message;
    expect(held).toMatchObject({
      status: 'success',
      hold: { date: '2026-11-24', slot: w.slots[0], slot_label: '9am–12pm', seconds_left: 3600, extended: false },
    });
    const seenByOther = (await t.call('get_cart_delivery_slots', { shipping_method: 'Delivery' }, { token: other.token })).body.message[0]
      .dates_lists[1].slots[0];
    expect(seenByOther.remaining).toBe(4);
    clock.advance(50 * 60000);
    expect((await t.call('extend_delivery_slot_hold', {}, { token: c.token })).body.message.hold.seconds_left).toBe(3600);
    expect((await t.call('extend_delivery_slot_hold', {}, { token: c.token })).body.message).toMatchObject({
      status: 'failed',
      message: 'Your slot can only be extended once.',
    });
    clock.advance(61 * 60000);
    expect((await t.call('get_delivery_slot_hold', {}, { token: c.token })).body.message.hold).toBeNull();
    const after = (
      await t.call('get_cart_delivery_slots', { shipping_method: 'Delivery' }, { token: other.token })
    ).body.message[0].dates_lists.find((d: { date: string }) => d.date === '2026-11-24').slots[0];
    expect(after.remaining).toBe(5);
    clock.set('2026-11-23T08:00:00Z');
  });

  it('refuses a slot that does not exist', async () => {
    const c = await shopper(t);
    expect(
      (await t.call('hold_delivery_slot', { shipping_method: 'Delivery', date: '2026-11-24', slot: 'SLOT-9999' }, { token: c.token }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('hold_delivery_slot', { shipping_method: 'Delivery', date: '2026-12-24', slot: w.slots[0] }, { token: c.token })).body
        .message.status,
    ).toBe('failed');
  });
});

describe('coupons and discounts', () => {
  beforeAll(async () => {
    await seedDiscount(t.db.db, {
      name: 'Ten percent',
      kind: 'order',
      coupon_code: 'TEN',
      percent_bp: 1000,
      max_discount: 500,
      min_subtotal: 2000,
    });
    await seedDiscount(t.db.db, { name: 'Free delivery', kind: 'shipping', coupon_code: 'FREEDEL', percent_bp: 10000 });
    await seedDiscount(t.db.db, {
      name: 'Rice buys juice',
      kind: 'free_item',
      coupon_code: 'JUICE',
      free_product_id: w.juice.product.id,
      free_qty: 1,
      min_subtotal: 1000,
    });
    await seedThreeForTwo(t.db.db, w.mince);
  });

  it('explains empty, unknown and too-small coupons; applies a good one', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'chops', 1);
    expect((await t.call('validate_coupon', { coupon_code: '   ' }, { token: c.token })).body.message.message).toBe(
      'Please Enter Coupon Code',
    );
    expect((await t.call('validate_coupon', { coupon_code: 'NOPE' }, { token: c.token })).body.message).toMatchObject({
      status: 'failed',
      message: 'Invalid Coupon Code',
      discount_amount: 0,
    });
    expect((await t.call('validate_coupon', { coupon_code: 'ten', subtotal: 9999 }, { token: c.token })).body.message.message).toBe(
      'The minimum order value must be £20.00 to apply this coupon',
    );
    await addToCart(t, c.token, 'chops', 2);
    const ok = (await t.call('validate_coupon', { coupon_code: 'ten', shipping_method: 'Delivery' }, { token: c.token })).body.message;
    expect(ok).toMatchObject({ status: 'success', coupon_code: 'TEN', discount_amount: 2.7 });
    const summary = (await t.call('get_checkout_summary', { ship_addr: c.address, shipping_method: 'Delivery' }, { token: c.token })).body
      .message;
    expect(summary).toMatchObject({ subtotal: 26.97, discount: 2.7, shipping_charges: 3.49, basket_charge: 0, total: 27.76 });
  });

  it('adds FREE items for a free-item coupon and an automatic 3-for-2, and takes them away when they stop applying', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    const ok = (await t.call('validate_coupon', { coupon_code: 'JUICE' }, { token: c.token })).body.message;
    expect(ok.discount_response).toMatchObject({
      free_item: 1,
      products_list: [{ product: w.juice.product.id, quantity: 1, type: 'Product' }],
    });
    let cart = (await t.call('get_cartItems', {}, { token: c.token })).body.message.cart;
    expect(cart.items.find((l: { is_free_item: number }) => l.is_free_item)).toMatchObject({ product: w.juice.product.id, price: 0 });
    expect(cart.total).toBe(12.99);
    await addToCart(t, c.token, 'mince', 2);
    cart = (await t.call('get_cartItems', {}, { token: c.token })).body.message.cart;
    expect(
      cart.items
        .filter((l: { is_free_item: number }) => l.is_free_item)
        .map((l: { product: string }) => l.product)
        .sort(),
    ).toEqual([w.juice.product.id, w.mince.product.id].sort());
    const minceLine = cart.items.find(
      (l: { product: string; is_free_item: number }) => l.product === w.mince.product.id && !l.is_free_item,
    );
    await t.call('update_cartitem', { name: minceLine.name, qty: 1 }, { token: c.token });
    await t.call('remove_coupon', {}, { token: c.token });
    cart = (await t.call('get_cartItems', {}, { token: c.token })).body.message.cart;
    expect(cart.items.filter((l: { is_free_item: number }) => l.is_free_item)).toEqual([]);
  });

  it('takes delivery off with a delivery coupon and labels it Free Delivery', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'chops', 1);
    await t.call('validate_coupon', { coupon_code: 'FREEDEL', shipping_method: 'Delivery' }, { token: c.token });
    const res = (await t.call('get_order_discount', { shipping_method: 'Delivery', subtotal: 1, shipping_charges: 1 }, { token: c.token }))
      .body.message;
    expect(res.status).toBe('Success');
    const summary = (await t.call('get_checkout_summary', { ship_addr: c.address, shipping_method: 'Delivery' }, { token: c.token })).body
      .message;
    expect(summary).toMatchObject({ shipping_charges: 0, shipping_label: 'Free Delivery' });
  });

  it('applies the best automatic discount without a code', async () => {
    const id = await seedDiscount(t.db.db, {
      name: 'Big shop',
      kind: 'order',
      percent_bp: 500,
      min_subtotal: 8000,
      label: '5% off over £80',
    });
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 7); // £90.93
    const res = (await t.call('get_order_discount', { shipping_method: 'Delivery' }, { token: c.token })).body.message;
    expect(res).toMatchObject({ status: 'Success', discount_amount: 4.55, discount: id, discount_label: '5% off over £80' });
    await t.db.db.updateTable('discount').set({ is_active: 0 }).where('id', '=', id).execute();
  });
});

describe('insert_order', () => {
  it('places a cash-on-delivery order: stock taken once, slot booked from the hold, cart emptied, totals from the database', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'chops', 2);
    await addToCart(t, c.token, 'juice', 3);
    const before = await stockOf(w.chops.product.id);
    await t.call('hold_delivery_slot', { shipping_method: 'Delivery', date: '2026-11-24', slot: w.slots[1] }, { token: c.token });
    const summary = (await t.call('get_checkout_summary', { ship_addr: c.address, shipping_method: 'Delivery' }, { token: c.token })).body
      .message;
    const res = await t.call(
      'insert_order',
      {
        data: JSON.stringify({
          ship_addr: c.address,
          shipping_method: 'Delivery',
          payment_method: 'COD',
          delivery_slots: [{ date: '2026-11-24', slot: w.slots[1] }],
          expected_total: summary.total,
          subtotal: 0.01,
          discount_amount: 999,
        }),
      },
      { token: c.token },
    );
    expect(res.body.message.status).toBe(true);
    const order = res.body.message.order;
    expect(order).toMatchObject({
      name: expect.stringMatching(/^ORD-\d{5}$/),
      status: 'Placed',
      payment_status: 'Pending',
      payment_method_name: 'Cash on Delivery',
      order_subtotal: 25.18,
      discount: 0,
      shipping_charges: 3.49,
      total_amount: 28.67,
      delivery_date: '2026-11-24',
      delivery_slot: '12pm–3pm',
      format_delivery_date: 'Nov 24, 2026',
    });
    // VAT: 20% contained in £7.20 of juice (£1.20) and in the £3.49 delivery charge (£0.58).
    expect(order.total_tax_amount).toBe(1.78);
    expect(await stockOf(w.chops.product.id)).toBe(before - 2);
    expect((await t.call('get_cartItems', {}, { token: c.token })).body.message.cart.items).toEqual([]);
    expect((await t.call('get_delivery_slot_hold', {}, { token: c.token })).body.message.hold).toBeNull();
    const usage = await t.db.db
      .selectFrom('slot_usage')
      .select('used')
      .where('template_id', '=', w.slots[1]!)
      .where('date', '=', '2026-11-24')
      .executeTakeFirstOrThrow();
    expect(usage.used).toBe(1);
    const list = (await t.call('order_list', { page_no: 1, page_len: 10 }, { token: c.token })).body.message;
    expect(list.map((o: { name: string }) => o.name)).toEqual([order.name]);
    expect((await t.call('get_customer_dashboard', {}, { token: c.token })).body.message.data).toMatchObject({
      all_count: 1,
      today_orders_count: 1,
    });
  });

  it('does not place an order when the total changed, and says the new total', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'mince', 3);
    const res = (await t.call('insert_order', { data: { shipping_method: 'Click & Collect', expected_total: 1.0 } }, { token: c.token }))
      .body.message;
    expect(res).toMatchObject({ status: false, order: null, changes: { new_total: 17.97 } });
    // Nothing was placed: the lines (3 mince and the free one of the 3-for-2) are still in the cart.
    const items = (await t.call('get_cartItems', {}, { token: c.token })).body.message.cart.items;
    expect(items.find((l: { is_free_item: number }) => !l.is_free_item).quantity).toBe(3);
  });

  it('does not place an order when stock ran out, says how many are left, and takes no stock', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 4);
    await addToCart(t, c.token, 'mince', 1);
    const mince = await stockOf(w.mince.product.id);
    await t.db.db.updateTable('product').set({ stock: 2 }).where('id', '=', w.rice.product.id).execute();
    const res = (await t.call('insert_order', { data: { shipping_method: 'Click & Collect' } }, { token: c.token })).body.message;
    expect(res.status).toBe(false);
    expect(res.changes.quantities).toEqual([expect.objectContaining({ product_name: 'Basmati Rice 5 kg', wanted: 4, available: 2 })]);
    expect(await stockOf(w.mince.product.id)).toBe(mince);
    expect(await stockOf(w.rice.product.id)).toBe(2);
    await t.db.db.updateTable('product').set({ stock: 100 }).where('id', '=', w.rice.product.id).execute();
  });

  it('needs a slot when the method has slots, and offers the next free one when the chosen one is full', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    const missing = (await t.call('insert_order', { data: { ship_addr: c.address, shipping_method: 'Delivery' } }, { token: c.token })).body
      .message;
    expect(missing).toMatchObject({ status: false, message: 'please choose Delivery Date slot' });
    await t.db.db.insertInto('slot_usage').values({ template_id: w.slots[2]!, date: '2026-11-26', used: 5 }).execute();
    const full = (
      await t.call(
        'insert_order',
        { data: { ship_addr: c.address, shipping_method: 'Delivery', delivery_slots: [{ date: '2026-11-26', slot: w.slots[2] }] } },
        { token: c.token },
      )
    ).body.message;
    expect(full.status).toBe(false);
    expect(full.changes.slot).toMatchObject({
      message: 'Sorry, your delivery slot is now full.',
      next_free: { date: '2026-11-23', slot_label: '12pm–3pm' },
    });
  });

  it('refuses delivery to an unserved postcode', async () => {
    const c = await shopper(t, { zipcode: 'SW1A 1AA' });
    await addToCart(t, c.token, 'rice', 1);
    const res = (
      await t.call(
        'insert_order',
        { data: { ship_addr: c.address, shipping_method: 'Delivery', delivery_slots: [{ date: '2026-11-24', slot: w.slots[0] }] } },
        { token: c.token },
      )
    ).body.message;
    expect(res.status).toBe(false);
    expect(res.message).toMatch(/^Shipping is not available to your location!/);
  });

  it('cancels before packing: stock and slot come back exactly once; reorder puts the lines back', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'chops', 1);
    const before = await stockOf(w.chops.product.id);
    const placed = (
      await t.call(
        'insert_order',
        { data: { ship_addr: c.address, shipping_method: 'Delivery', delivery_slots: [{ date: '2026-11-27', slot: w.slots[0] }] } },
        { token: c.token },
      )
    ).body.message.order;
    expect(await stockOf(w.chops.product.id)).toBe(before - 1);
    const other = await shopper(t);
    expect((await t.call('cancel_order', { order_id: placed.name }, { token: other.token })).status).toBe(404);
    expect((await t.call('get_order_details', { order_id: placed.name }, { token: other.token })).status).toBe(404);
    expect(
      (await t.call('cancel_order', { order_id: placed.name, cancel_reason: 'Changed my mind' }, { token: c.token })).body.message,
    ).toEqual({ status: 'Success', message: 'Order Cancel Successfully', refund: { card: 0, wallet: 0, points: 0 } });
    expect((await t.call('cancel_order', { order_id: placed.name }, { token: c.token })).body.message).toEqual({
      status: 'Failed',
      message: 'Already Order cancelled',
      refund: null,
    });
    expect(await stockOf(w.chops.product.id)).toBe(before);
    const usage = await t.db.db
      .selectFrom('slot_usage')
      .select('used')
      .where('template_id', '=', w.slots[0]!)
      .where('date', '=', '2026-11-27')
      .executeTakeFirstOrThrow();
    expect(usage.used).toBe(0);
    const details = (await t.call('get_order_details', { order_id: placed.name }, { token: c.token })).body.message;
    expect(details.status_history.map((h: { status: string }) => h.status)).toEqual(['Placed', 'Cancelled']);
    const again = (await t.call('reoder_checking', { order_id: placed.name }, { token: c.token })).body.message;
    expect(again).toMatchObject({ status: 'Success', message: 'Added to your basket', added: 1 });
    expect((await t.call('get_cartItems', {}, { token: c.token })).body.message.cart.items[0]).toMatchObject({
      product: w.chops.product.id,
      quantity: 1,
      price: 8.99,
    });
  });
});
