import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT } from '../../../test/harness';
import { call, createClusterDb, ready, startServer, stopServers, twoPorts } from '../../../test/processes';
import { seedWorld, shopper, type World } from '../../../test/world';
import type { DbHandle } from '../../db/connect';

/**
 * The shopper's races spread across two server processes on one PostgreSQL (where nothing
 * serialises them but the database): one cart submitted twice and ten times, simultaneous adds
 * of a new product, simultaneous holds by one customer, random interleavings of holds,
 * releases, orders and cancellations — after each round every slot's place counter must equal
 * its bookings plus its holds, never above capacity — and the last units of a product ordered
 * from both processes at once, never oversold.
 */
describe.skipIf(TEST_DIALECT !== 'postgres')('shopper races across two processes on one PostgreSQL', () => {
  let handle: DbHandle;
  let dropDb: () => Promise<void>;
  let w: World;
  const ports = twoPorts(23000);
  const servers: ChildProcess[] = [];
  const people: { token: string; address: string; id: string }[] = [];
  const at = (i: number) => ports[i % 2]!;

  beforeAll(async () => {
    const cluster = await createClusterDb('larder_races');
    handle = cluster.handle;
    dropDb = cluster.drop;
    const t = await createTestApp({ db: { ...handle, drop: () => Promise.resolve() } });
    w = await seedWorld(t, { slotCapacity: 3 });
    await handle.db.updateTable('product').set({ stock: 100_000 }).where('route', '=', 'mince').execute();
    for (let i = 0; i < 10; i++) {
      const c = await shopper(t, { fastHash: true });
      people.push({ token: c.token, address: c.address, id: c.customer.id });
    }
    await t.app.close();
    // The demo clock is real here: slots are booked for days that are open from now.
    for (const p of ports) servers.push(startServer(p, cluster.url));
    await Promise.all(ports.map(ready));
  }, 120_000);

  afterAll(async () => {
    await stopServers(servers);
    await handle.close();
    await dropDb();
  }, 60_000);

  it('one cart submitted twice and ten times, half to each process: one order each, stock taken once', async () => {
    for (const [k, times] of [
      [0, 2],
      [1, 10],
    ] as const) {
      const p = people[k]!;
      await call(ports[0], 'insertCartItems', { item_code: 'mince', qty: 5 }, p.token);
      const before = await handle.db.selectFrom('product').select('stock').where('route', '=', 'mince').executeTakeFirstOrThrow();
      const results = await Promise.all(
        Array.from({ length: times }, (_, i) => call(at(i), 'insert_order', { data: { shipping_method: 'Click & Collect' } }, p.token)),
      );
      expect(results.map((r) => r.status)).toEqual(Array(times).fill(200));
      expect(new Set(results.map((r) => r.body.message.order?.name)).size).toBe(1);
      const orders = await handle.db.selectFrom('orders').select('id').where('customer_id', '=', p.id).execute();
      expect(orders).toHaveLength(1);
      const after = await handle.db.selectFrom('product').select('stock').where('route', '=', 'mince').executeTakeFirstOrThrow();
      expect(after.stock).toBe(before.stock - 5);
    }
  }, 60_000);

  it('twenty adds of a new product, ten to each process: one line, every unit counted, no 500', async () => {
    const p = people[2]!;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(at(i), 'insertCartItems', { item_code: 'rice', qty: 1 }, p.token)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const lines = await handle.db
      .selectFrom('cart_item as i')
      .innerJoin('cart as c', 'c.id', 'i.cart_id')
      .select('i.quantity')
      .where('c.customer_id', '=', p.id)
      .where('c.cart_type', '=', 'Shopping Cart')
      .execute();
    expect(lines).toEqual([{ quantity: 20 }]);
  }, 60_000);

  it('nine customers adding at once on both processes (batches of adds that share carts): every unit counted, no 500', async () => {
    // Each process sends the adds that arrive together as one transaction; here both processes'
    // batches hold the same ten carts, which they lock in one order, so neither waits on the other in a circle.
    const crowd = people.filter((_, k) => k !== 2); // the twenty adds above filled its rice
    const results = await Promise.all(
      crowd.flatMap((p, k) =>
        Array.from({ length: 6 }, (_, i) =>
          call(at(i + k), 'insertCartItems', { item_code: i % 2 ? 'rice' : 'juice', qty: 1, qty_type: 'add' }, p.token),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(54).fill(200));
    expect(
      results.map((r) => r.body.message.status),
      JSON.stringify(results.filter((r) => r.body.message.status !== 'success').map((r) => r.body)),
    ).toEqual(Array(54).fill('success'));
    const units = await handle.db
      .selectFrom('cart_item as i')
      .innerJoin('cart as c', 'c.id', 'i.cart_id')
      .innerJoin('product as pr', 'pr.id', 'i.product_id')
      .select(['c.customer_id', 'pr.route', 'i.quantity'])
      .where(
        'c.customer_id',
        'in',
        people.map((p) => p.id),
      )
      .where('c.cart_type', '=', 'Shopping Cart')
      .where('pr.route', 'in', ['rice', 'juice'])
      .execute();
    const byCustomer = new Map<string, Record<string, number>>();
    for (const u of units) byCustomer.set(u.customer_id, { ...byCustomer.get(u.customer_id), [u.route]: u.quantity });
    for (const p of crowd) expect(byCustomer.get(p.id)).toEqual({ rice: 3, juice: 3 });
  }, 60_000);

  it('holds, releases, orders and cancellations by ten customers on both processes: never overbooked, the counter always bookings + holds', async () => {
    const days = (await call(ports[0], 'get_cart_delivery_slots', { shipping_method: 'Delivery' }, people[3]!.token)).body.message[0]
      .dates_lists;
    const open = days.find((d: { allowed: number; slots: { allowed: number }[] }) => d.allowed && d.slots.every((s) => s.allowed));
    expect(open, 'a day with every slot open').toBeTruthy();
    const date = open.date as string;
    let seed = 7;
    const rnd = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 10; round++) {
      const results = await Promise.all(
        people.map(async (p, i) => {
          const slot = w.slots[Math.floor(rnd() * 3)];
          const r = rnd();
          const port = at(i + round);
          if (r < 0.4) return call(port, 'hold_delivery_slot', { shipping_method: 'Delivery', date, slot }, p.token);
          if (r < 0.5) return call(port, 'release_delivery_slot_hold', {}, p.token);
          if (r < 0.8) {
            await call(port, 'insertCartItems', { item_code: 'juice', qty: 1 }, p.token);
            return call(
              at(i + round + 1),
              'insert_order',
              { data: { ship_addr: p.address, shipping_method: 'Delivery', payment_method: 'COD', delivery_slots: [{ date, slot }] } },
              p.token,
            );
          }
          const mine = (await call(port, 'order_list', { page_no: 1, page_len: 5 }, p.token)).body.message as {
            name: string;
            status: string;
          }[];
          const placed = mine.find((o) => o.status === 'Placed');
          return placed ? call(at(i + round + 1), 'cancel_order', { order_id: placed.name }, p.token) : { status: 200, body: null };
        }),
      );
      expect(results.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
      const usage = await handle.db.selectFrom('slot_usage').selectAll().where('date', '=', date).execute();
      for (const u of usage) {
        const booked = await handle.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('slot_template_id', '=', u.template_id)
          .where('delivery_date', '=', date)
          .where('stock_released', '=', 0)
          .executeTakeFirstOrThrow();
        const held = await handle.db
          .selectFrom('slot_hold')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('template_id', '=', u.template_id)
          .where('date', '=', date)
          .executeTakeFirstOrThrow();
        expect(u.used, `${u.template_id} round ${round}`).toBe(Number(booked.n) + Number(held.n));
        expect(u.used).toBeLessThanOrEqual(3);
      }
    }
    const booked = await handle.db.selectFrom('orders').select('status').where('delivery_date', '=', date).execute();
    expect(booked.filter((o) => o.status !== 'Cancelled').length, 'slots were booked').toBeGreaterThan(2);
  }, 120_000);

  it('the last four chops ordered by ten customers at once, five on each process: four orders, stock 0, never oversold', async () => {
    await handle.db.updateTable('product').set({ stock: 4 }).where('route', '=', 'chops').execute();
    for (const p of people) {
      await call(ports[0], 'release_delivery_slot_hold', {}, p.token);
      await call(ports[0], 'clear_cartitem', {}, p.token);
      await call(ports[0], 'insertCartItems', { item_code: 'chops', qty: 1 }, p.token);
    }
    const results = await Promise.all(
      people.map((p, i) => call(at(i), 'insert_order', { data: { shipping_method: 'Click & Collect' } }, p.token)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.body.message?.status === true)).toHaveLength(4);
    const stock = await handle.db.selectFrom('product').select('stock').where('route', '=', 'chops').executeTakeFirstOrThrow();
    expect(stock.stock).toBe(0);
    const sold = await handle.db
      .selectFrom('order_item')
      .select((eb) => eb.fn.sum<number>('quantity').as('q'))
      .where('product_id', '=', w.chops.product.id)
      .executeTakeFirstOrThrow();
    expect(Number(sold.q)).toBe(4);
  }, 60_000);
});
