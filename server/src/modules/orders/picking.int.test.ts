import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper, type World } from '../../../test/world';
import { seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';

// Picking every order (issue 17, item 11): marks kept on the server, a Picked step that needs every
// line resolved, and packing only after it.
let t: TestApp;
let w: World;
let picker: string;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-23T08:00:00Z') });
  w = await seedWorld(t);
  picker = (await seedStaff(t.db.db, { role: 'picker' })).token;
});
afterAll(() => t.close());

type Sheet = {
  lines: {
    line: string;
    product_name: string;
    pick_state: string | null;
    picked_quantity: number | null;
    pick_substitute: string;
    resolved: boolean;
  }[];
  to_pick: number;
};
const staff = (name: string, payload: object) => t.call(name, payload, { token: picker });
const sheetOf = async (order: string): Promise<Sheet> => (await staff('admin_weighing', { order_id: order })).body.message;

async function confirmedOrder(lines: [string, number][]) {
  const c = await shopper(t);
  for (const [item, qty] of lines) await addToCart(t, c.token, item, qty);
  const res = await t.call(
    'insert_order',
    {
      data: {
        ship_addr: c.address,
        shipping_method: 'Delivery',
        payment_method: 'COD',
        delivery_slots: [{ date: '2026-11-24', slot: w.slots[0] }],
      },
    },
    { token: c.token },
  );
  const order = res.body.message.order.name as string;
  expect((await staff('admin_update_order_status', { order_id: order, status: 'Confirmed' })).status).toBe(200);
  return order;
}

describe('picking an order', () => {
  it('keeps each line’s mark on the server; finishing needs every line; packing needs the Picked step', async () => {
    const order = await confirmedOrder([
      ['chops', 2],
      ['juice', 3],
      ['rice', 1],
    ]);
    const lines = (await sheetOf(order)).lines;
    const [chops, juice, rice] = ['Lamb Chops', 'Mango Juice', 'Basmati Rice 5 kg'].map((n) => lines.find((l) => l.product_name === n));
    expect((await staff('admin_pick_line', { order_id: order, line: chops!.line, state: 'picked' })).status).toBe(200);
    const short = await staff('admin_pick_line', { order_id: order, line: juice!.line, state: 'short', quantity: 1 });
    expect(short.status).toBe(200);
    // A reload reads the marks back.
    const again = await sheetOf(order);
    expect(
      [chops, juice, rice]
        .map((x) => again.lines.find((l) => l.line === x!.line))
        .map((l) => [l!.pick_state, l!.picked_quantity, l!.resolved]),
    ).toEqual([
      ['picked', 2, true],
      ['short', 1, true],
      [null, null, false],
    ]);
    expect(again.to_pick).toBe(1);

    // Not packed before picking, nor picked with a line left.
    const early = await staff('admin_update_order_status', { order_id: order, status: 'Packed' });
    expect(early.status).toBe(417);
    expect(errorMessage(early.body)).toBe(`Order ${order} is not picked yet: pick every line and finish picking before it is packed.`);
    const unfinished = await staff('admin_finish_picking', { order_id: order });
    expect(unfinished.status).toBe(417);
    expect(errorMessage(unfinished.body)).toContain(rice!.product_name);

    const badShort = await staff('admin_pick_line', { order_id: order, line: rice!.line, state: 'short', quantity: 1 });
    expect(errorMessage(badShort.body)).toBe(`${rice!.product_name}: enter how many of the 1 you found (0 to 0).`);
    expect(
      (await staff('admin_pick_line', { order_id: order, line: rice!.line, state: 'substituted', substitute: 'Basmati Rice 1 kg' })).status,
    ).toBe(200);
    const done = await staff('admin_finish_picking', { order_id: order });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message.picked_at).not.toBeNull();
    // Once picked the marks are final, and the order can be packed.
    expect((await staff('admin_pick_line', { order_id: order, line: chops!.line, state: 'unpicked' })).status).toBe(417);
    expect((await staff('admin_update_order_status', { order_id: order, status: 'Packed' })).status).toBe(200);
    const detail = (await staff('admin_order_detail', { order_id: order })).body.message;
    expect(detail.status_history.map((h: { note: string }) => h.note)).toEqual(
      expect.arrayContaining([
        `Short-picked ${juice!.product_name}: 1 of 3`,
        `Substituted ${rice!.product_name} with Basmati Rice 1 kg`,
        'Picked: every line picked',
      ]),
    );
  });

  it('the pick list’s tick marks the lines of every order needing the product, and survives a reload', async () => {
    const a = await confirmedOrder([['mince', 1]]);
    const b = await confirmedOrder([['mince', 2]]);
    const list = async () => (await staff('admin_pick_list', { date: '2026-11-24' })).body.message;
    const mince = (l: { groups: { items: { product_name: string; orders: { order: string; line: string; picked: boolean }[] }[] }[] }) =>
      l.groups
        .flatMap((g) => g.items)
        .find((i) => i.orders.some((o) => o.order === a))!
        .orders.filter((o) => o.order === a || o.order === b);
    const before = mince(await list());
    expect(before.map((o) => o.picked)).toEqual([false, false]);
    const tick = await staff('admin_pick_lines', { lines: before.map((o) => ({ order_id: o.order, line: o.line })), picked: 1 });
    expect(tick.body.message).toEqual({ changed: 2, skipped: 0 });
    expect(mince(await list()).map((o) => o.picked)).toEqual([true, true]);
    expect((await sheetOf(a)).to_pick).toBe(0);
    await staff('admin_pick_lines', { lines: before.map((o) => ({ order_id: o.order, line: o.line })), picked: 0 });
    expect(mince(await list()).map((o) => o.picked)).toEqual([false, false]);
  });
});
