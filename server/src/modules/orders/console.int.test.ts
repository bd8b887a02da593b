import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper, type World } from '../../../test/world';
import { anonymousCtx } from '../../ctx';
import { seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import type { Mail } from '../../lib/mailer';
import { updateStoreSettings } from '../settings/settings.service';

const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;
let owner: string;
let picker: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
  await updateStoreSettings(anonymousCtx(t.state, t.app.log), { enable_wallet: 1 });
  owner = (await seedStaff(t.db.db, { role: 'owner' })).token;
  picker = (await seedStaff(t.db.db, { role: 'picker' })).token;
});
afterAll(() => t.close());

const mails = () => (t.state.mailer as unknown as { sent: Mail[] }).sent;
const stockOf = async (id: string) =>
  (await t.db.db.selectFrom('product').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const walletOf = async (token: string) => (await t.call('wallet_details', {}, { token })).body.message.current_wallet_amount as number;

async function placeDelivery(
  c: { token: string; address: string },
  lines: [string, number][],
  slot = 0,
  date = '2026-11-24',
  payment = 'COD',
) {
  for (const [item, qty] of lines) await addToCart(t, c.token, item, qty);
  const res = await t.call(
    'insert_order',
    {
      data: { ship_addr: c.address, shipping_method: 'Delivery', payment_method: payment, delivery_slots: [{ date, slot: w.slots[slot] }] },
    },
    { token: c.token },
  );
  expect(res.body.message.status).toBe(true);
  return res.body.message.order.name as string;
}

/** A card order paid through the test provider's sheet. */
async function placePaid(c: { token: string; address: string }, lines: [string, number][]) {
  const order = await placeDelivery(c, lines, 1, '2026-11-25', 'test');
  const pay = (await t.call('create_payment', { purpose: 'order', reference: order }, { token: c.token })).body.message;
  await t.app.inject({
    method: 'POST',
    url: `/api/test-provider/payments/${pay.client_data.payment_ref}/confirm`,
    payload: { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postal_code: 'E1 6AN' },
  });
  const r = await t.call('update_order_status', { order_id: order, transaction_id: pay.client_data.payment_ref }, { token: c.token });
  expect(r.body.message.status).toBe(1);
  return order;
}

/** The Picked step: every line marked picked, then "Finish picking" (packing needs it). */
async function pickAll(order: string, token = picker) {
  const sheet = (await t.call('admin_weighing', { order_id: order }, { token })).body.message;
  for (const l of sheet.lines) await t.call('admin_pick_line', { order_id: order, line: l.line, state: 'picked' }, { token });
  expect((await t.call('admin_finish_picking', { order_id: order }, { token })).status).toBe(200);
}

describe('orders in the console', () => {
  it('lists orders with filters and search (id, name, phone, postcode), newest first, with a total', async () => {
    const a = await shopper(t);
    const b = await shopper(t, { zipcode: 'E2 9PL' });
    const oa = await placeDelivery(a, [['mince', 1]]);
    const ob = await placeDelivery(b, [['juice', 2]], 2, '2026-11-26');
    const list = (q: object) => t.call('admin_order_list', q, { token: picker }).then((r) => r.body.message);
    const all = await list({});
    expect(all.orders[0].name).toBe(ob);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect((await list({ search: oa.toLowerCase() })).orders.map((o: { name: string }) => o.name)).toEqual([oa]);
    const phone = (await t.db.db.selectFrom('customer').select('phone').where('id', '=', b.customer.id).executeTakeFirstOrThrow()).phone!;
    expect((await list({ search: phone.slice(-6) })).orders.map((o: { name: string }) => o.name)).toEqual([ob]);
    expect((await list({ postcode: 'e2' })).orders.map((o: { name: string }) => o.name)).toContain(ob);
    expect((await list({ postcode: 'e2' })).orders.map((o: { name: string }) => o.name)).not.toContain(oa);
    expect((await list({ delivery_date: '2026-11-26', slot: w.slots[2] })).orders.map((o: { name: string }) => o.name)).toEqual([ob]);
    expect((await list({ status: 'Delivered' })).total).toBe(0);
    const row = all.orders.find((o: { name: string }) => o.name === ob);
    expect(row).toMatchObject({
      status: 'Placed',
      zipcode: 'E2 9PL',
      delivery_slot: '6pm–9pm',
      item_count: 2,
      total_amount: 13.79,
    });
  });

  it('moves an order to the door step by step; the customer is told and sees it; wrong steps are refused', async () => {
    const c = await shopper(t);
    const order = await placeDelivery(c, [['chops', 1]]);
    const step = (status: string, token = picker) => t.call('admin_update_order_status', { order_id: order, status }, { token });
    const skip = await step('Packed');
    expect(skip.status).toBe(417);
    expect(errorMessage(skip.body)).toBe(`Order ${order} is Placed: it can move to Confirmed, not Packed.`);
    const confirmed = (await step('Confirmed')).body.message;
    expect(confirmed).toMatchObject({ status: 'Confirmed', next_statuses: ['Packed'], can_edit_lines: true });
    const email = (await t.db.db.selectFrom('orders').select('customer_email').where('id', '=', order).executeTakeFirstOrThrow())
      .customer_email;
    expect(
      mails()
        .filter((m) => m.to === email)
        .map((m) => m.subject),
    ).toContain(`Your order ${order} is confirmed`);
    expect((await t.call('get_order_details', { order_id: order }, { token: c.token })).body.message.status).toBe('Confirmed');
    await pickAll(order);
    expect((await step('Packed')).body.message.next_statuses).toEqual(['Out for delivery']);
    expect((await step('Delivered')).status).toBe(417);
    await step('Out for delivery');
    const done = (await step('Delivered')).body.message;
    expect(done).toMatchObject({ status: 'Delivered', next_statuses: [], can_edit_lines: false });
    expect(done.status_history.map((h: { status: string }) => h.status)).toEqual([
      'Placed',
      'Confirmed',
      'Confirmed', // Picked: every line picked
      'Packed',
      'Out for delivery',
      'Delivered',
    ]);
    expect(errorMessage((await step('Confirmed')).body)).toBe(`Order ${order} is Delivered and cannot change any more.`);
    const log = (await t.call('admin_audit_log', { entity: 'order', entity_id: order }, { token: owner })).body.message;
    expect(log).toHaveLength(5); // four steps and the finish of picking
    expect(log[0]).toMatchObject({ action: 'status', before: { status: 'Out for delivery' }, after: { status: 'Delivered' } });
  });

  it("collection goes from Packed straight to Delivered; packed, the shopper is told it is ready to collect, at the shop's address", async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    const placed = (
      await t.call('insert_order', { data: { shipping_method: 'Click & Collect', payment_method: 'COD' } }, { token: c.token })
    ).body.message.order;
    const order = placed.name as string;
    // Where to collect it, for the thank-you and order pages (a delivery has none).
    expect(placed.collect_from).toBe('Larder, 14 Commercial Street, London E1 6LP');
    const delivery = await placeDelivery(c, [['chops', 1]]);
    expect((await t.call('get_order_details', { order_id: delivery }, { token: c.token })).body.message.collect_from).toBeNull();
    const listed = (await t.call('order_list', {}, { token: c.token })).body.message as { name: string; collect_from: string | null }[];
    expect(Object.fromEntries(listed.map((o) => [o.name, o.collect_from]))).toEqual({
      [order]: 'Larder, 14 Commercial Street, London E1 6LP',
      [delivery]: null,
    });

    await t.call('admin_update_order_status', { order_id: order, status: 'Confirmed' }, { token: picker });
    await pickAll(order);
    await t.call('admin_update_order_status', { order_id: order, status: 'Packed' }, { token: picker });
    const detail = (await t.call('admin_order_detail', { order_id: order }, { token: picker })).body.message;
    expect(detail.next_statuses).toEqual(['Delivered']);
    const ready = mails().find((m) => m.subject === `Your order ${order} is ready to collect`);
    expect(ready?.text).toContain('14 Commercial Street, London E1 6LP');
  });

  it('cancels a paid order with the card refunded, or everything to the wallet; stock comes back; pickers may not', async () => {
    const c = await shopper(t);
    const before = await stockOf(w.rice.product.id);
    const order = await placePaid(c, [['rice', 2]]);
    expect(await stockOf(w.rice.product.id)).toBe(before - 2);
    expect((await t.call('admin_cancel_order', { order_id: order, reason: 'Van broke down' }, { token: picker })).status).toBe(403);
    const r = (await t.call('admin_cancel_order', { order_id: order, reason: 'Van broke down' }, { token: owner })).body.message;
    expect(r.refund).toEqual({ card: 29.47, wallet: 0, points: 0 });
    expect(r.order).toMatchObject({ status: 'Cancelled', payment_status: 'Refunded', cancel_reason: 'Van broke down' });
    expect(r.order.payments[0]).toMatchObject({ status: 'refunded', refunded_amount: 29.47 });
    expect(await stockOf(w.rice.product.id)).toBe(before);

    const c2 = await shopper(t);
    const o2 = await placePaid(c2, [['rice', 2]]);
    const r2 = (
      await t.call('admin_cancel_order', { order_id: o2, reason: 'Customer asked by phone', refund_to: 'wallet' }, { token: owner })
    ).body.message;
    expect(r2.refund).toEqual({ card: 0, wallet: 29.47, points: 0 });
    expect(await walletOf(c2.token)).toBe(29.47);
    const again = await t.call('admin_cancel_order', { order_id: o2, reason: 'Twice' }, { token: owner });
    expect(errorMessage(again.body)).toBe(`Order ${o2} is already cancelled.`);
    expect(await walletOf(c2.token)).toBe(29.47);
  });

  it('edits lines before packing: lower quantity, remove, substitute; totals recomputed from the lines, the difference refunded', async () => {
    const c = await shopper(t);
    const order = await placePaid(c, [
      ['rice', 2],
      ['mince', 3],
      ['juice', 1],
    ]);
    const detail = (await t.call('admin_order_detail', { order_id: order }, { token: owner })).body.message;
    const line = (name: string) => detail.items.find((i: { product_name: string }) => i.product_name === name).name as string;
    const totalBefore = detail.total_amount as number;
    const riceBefore = await stockOf(w.rice.product.id);
    const chopsBefore = await stockOf(w.chops.product.id);

    // Refused without changing anything: quantity up, unknown line, a picker.
    const up = await t.call(
      'admin_edit_order_lines',
      { order_id: order, changes: [{ line: line('Lamb Mince'), quantity: 4 }], reason: 'More' },
      { token: owner },
    );
    expect(errorMessage(up.body)).toBe('Lamb Mince: the quantity can only go down (from 3).');
    expect(
      (
        await t.call(
          'admin_edit_order_lines',
          { order_id: order, changes: [{ line: 'OI-nope', quantity: 1 }], reason: 'Oops' },
          { token: owner },
        )
      ).status,
    ).toBe(417);
    expect(
      (
        await t.call(
          'admin_edit_order_lines',
          { order_id: order, changes: [{ line: line('Lamb Mince'), quantity: 1 }], reason: 'x x' },
          { token: picker },
        )
      ).status,
    ).toBe(403);

    const res = await t.call(
      'admin_edit_order_lines',
      {
        order_id: order,
        changes: [
          { line: line('Basmati Rice 5 kg'), quantity: 1 },
          { line: line('Mango Juice'), quantity: 0 },
          // Mince (£5.99) substituted by chops (£8.99): charged at the lower price.
          { line: line('Lamb Mince'), substitute_product: 'chops' },
        ],
        reason: 'Short on rice; no mince today',
      },
      { token: owner },
    );
    expect(res.status).toBe(200);
    const after = res.body.message.order;
    expect(
      after.items.map((i: { product_name: string; quantity: number; price: number }) => [i.product_name, i.quantity, i.price]),
    ).toEqual([
      ['Basmati Rice 5 kg', 1, 12.99],
      ['Lamb Chops', 3, 5.99],
    ]);
    // 12.99 + 17.97 = 30.96, plus the delivery charge the order had.
    expect(after.order_subtotal).toBe(30.96);
    expect(after.total_amount).toBe(Number((30.96 + detail.shipping_charges + detail.basket_charge).toFixed(2)));
    expect(res.body.message.refunded).toBe(Number((totalBefore - after.total_amount).toFixed(2)));
    expect(after.payment_status).toBe('Partially Refunded');
    expect(after.outstanding_amount).toBe(0);
    expect(after.payments[0].refunded_amount).toBe(res.body.message.refunded);
    expect(await stockOf(w.rice.product.id)).toBe(riceBefore + 1);
    expect(await stockOf(w.chops.product.id)).toBe(chopsBefore - 3);
    // The customer sees the new lines.
    const theirs = (await t.call('get_order_details', { order_id: order }, { token: c.token })).body.message;
    expect(theirs.total_amount).toBe(after.total_amount);

    // Packed: no more edits.
    await t.call('admin_update_order_status', { order_id: order, status: 'Confirmed' }, { token: owner });
    await pickAll(order, owner);
    await t.call('admin_update_order_status', { order_id: order, status: 'Packed' }, { token: owner });
    const late = await t.call(
      'admin_edit_order_lines',
      { order_id: order, changes: [{ line: line('Basmati Rice 5 kg'), quantity: 0 }], reason: 'Late' },
      { token: owner },
    );
    expect(errorMessage(late.body)).toBe(`Order ${order} is Packed: its lines can no longer be changed.`);
  });
});

describe('picking', () => {
  it('a pick list for a date and slot, grouped by category with totals and the orders; CSV and packing slips', async () => {
    const a = await shopper(t);
    const b = await shopper(t);
    const oa = await placeDelivery(
      a,
      [
        ['mince', 2],
        ['rice', 1],
      ],
      0,
      '2026-11-27',
    );
    const ob = await placeDelivery(b, [['mince', 3]], 0, '2026-11-27');
    await placeDelivery(await shopper(t), [['juice', 1]], 1, '2026-11-27');
    const list = (await t.call('admin_pick_list', { date: '2026-11-27', slot: w.slots[0] }, { token: picker })).body.message;
    expect(list).toMatchObject({ date: '2026-11-27', slot_label: '9am–12pm', order_count: 2 });
    expect(list.groups.map((g: { category: string }) => g.category)).toEqual(['Meat', 'Rice']);
    expect(list.groups[0].items[0]).toMatchObject({ product_name: 'Lamb Mince', quantity: 5 });
    expect(list.groups[0].items[0].orders.map((o: { order: string; quantity: number }) => [o.order, o.quantity])).toEqual([
      [oa, 2],
      [ob, 3],
    ]);
    const day = (await t.call('admin_pick_list', { date: '2026-11-27' }, { token: picker })).body.message;
    expect(day.order_count).toBe(3);
    const csv = (await t.call('admin_pick_list_csv', { date: '2026-11-27', slot: w.slots[0] }, { token: picker })).body.message;
    expect(csv.filename).toBe('pick-list-2026-11-27-9am12pm.csv');
    expect(csv.csv.split('\r\n')[0]).toBe('Category,Product,Options,Total quantity,Orders');
    expect(csv.csv).toContain(`Meat,Lamb Mince,,5,${oa} x2; ${ob} x3`);
    const slips = (await t.call('admin_packing_slips', { date: '2026-11-27', slot: w.slots[0] }, { token: picker })).body.message;
    expect(slips.map((s: { order: string }) => s.order)).toEqual([oa, ob]);
    expect(slips[0].lines).toHaveLength(2);
    expect(slips[0].shipping_address).toContain('E1 6AN');
  });

  it('slot bookings show capacity, booked orders and live holds per slot; the dashboard sums today', async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 1);
    await t.call('hold_delivery_slot', { shipping_method: 'Delivery', date: '2026-11-28', slot: w.slots[2] }, { token: c.token });
    const days = (await t.call('admin_slot_bookings', { from: '2026-11-27', days: 2 }, { token: picker })).body.message;
    const slot = (d: number, s: number) => days[d].slots.find((x: { slot: string }) => x.slot === w.slots[s]);
    expect(slot(0, 0)).toMatchObject({ capacity: 5, booked: 2, held: 0, remaining: 3 });
    expect(slot(1, 2)).toMatchObject({ booked: 0, held: 1, remaining: 4 });
    const dash = (await t.call('admin_dashboard', {}, { token: picker })).body.message;
    expect(dash.today.orders).toBeGreaterThan(3);
    expect(dash.today.revenue).toBeGreaterThan(0);
    expect(dash.slots_next_7_days.length).toBeGreaterThan(0);
    await t.db.db.updateTable('product').set({ stock: 2 }).where('id', '=', w.chops.product.id).execute();
    expect(
      (await t.call('admin_dashboard', {}, { token: picker })).body.message.low_stock.map((l: { product_name: string }) => l.product_name),
    ).toContain('Lamb Chops');
  });
});
