import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper, type World } from '../../../test/world';
import { seedDiscount, seedProduct } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';

/**
 * Many buyers at once, on SQLite and on PostgreSQL: stock never oversold, a slot never over
 * capacity, a coupon never used more than its limit.
 */
const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t, { slotCapacity: 5 });
});
afterAll(() => t.close());

async function buyers(n: number, setup: (token: string) => Promise<void>) {
  const out: { token: string; address: string }[] = [];
  for (let i = 0; i < n; i++) {
    const c = await shopper(t, { fastHash: true });
    await setup(c.token);
    out.push({ token: c.token, address: c.address });
  }
  return out;
}

describe('races', () => {
  it('200 buyers for the last 10 units: exactly 10 orders, stock 0, never negative', async () => {
    const p = await seedProduct(t.db.db, { name: 'Christmas Turkey', route: 'turkey', price: 4500, stock: 10, max_order_qty: 5 });
    const all = await buyers(200, (token) => addToCart(t, token, 'turkey', 1).then(() => undefined));
    const results = await Promise.all(
      all.map((b) => t.call('insert_order', { data: { shipping_method: 'Click & Collect' } }, { token: b.token })),
    );
    const placed = results.filter((r) => r.body.message?.status === true);
    const refused = results.filter((r) => r.body.message?.status === false);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(190);
    const stock = await t.db.db.selectFrom('product').select('stock').where('id', '=', p.product.id).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(0);
    const sold = await t.db.db
      .selectFrom('order_item')
      .select((eb) => eb.fn.sum<number>('quantity').as('q'))
      .where('product_id', '=', p.product.id)
      .executeTakeFirstOrThrow();
    expect(Number(sold.q)).toBe(10);
  });

  it('50 buyers for a slot of capacity 5: exactly 5 bookings', async () => {
    const all = await buyers(50, (token) => addToCart(t, token, 'juice', 1).then(() => undefined));
    const results = await Promise.all(
      all.map((b) =>
        t.call(
          'insert_order',
          { data: { ship_addr: b.address, shipping_method: 'Delivery', delivery_slots: [{ date: '2026-11-24', slot: w.slots[0] }] } },
          { token: b.token },
        ),
      ),
    );
    const placed = results.filter((r) => r.body.message?.status === true);
    expect(placed).toHaveLength(5);
    const booked = await t.db.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('slot_template_id', '=', w.slots[0]!)
      .where('delivery_date', '=', '2026-11-24')
      .executeTakeFirstOrThrow();
    expect(Number(booked.n)).toBe(5);
    const usage = await t.db.db
      .selectFrom('slot_usage')
      .select('used')
      .where('template_id', '=', w.slots[0]!)
      .where('date', '=', '2026-11-24')
      .executeTakeFirstOrThrow();
    expect(usage.used).toBe(5);
    const refused = results.find((r) => r.body.message?.status === false)!.body.message;
    expect(refused.changes.slot.next_free).not.toBeNull();
  });

  it('a coupon limited to 3 uses: 3 uses however many race', async () => {
    const id = await seedDiscount(t.db.db, { name: 'Three only', kind: 'order', coupon_code: 'THREE', amount: 100, usage_limit_total: 3 });
    const all = await buyers(20, async (token) => {
      await addToCart(t, token, 'mince', 1);
      await t.call('validate_coupon', { coupon_code: 'THREE' }, { token });
    });
    const results = await Promise.all(
      all.map((b) => t.call('insert_order', { data: { shipping_method: 'Click & Collect', coupon_code: 'THREE' } }, { token: b.token })),
    );
    expect(results.filter((r) => r.body.message?.status === true)).toHaveLength(3);
    const d = await t.db.db.selectFrom('discount').select('used_count').where('id', '=', id).executeTakeFirstOrThrow();
    expect(d.used_count).toBe(3);
    const uses = await t.db.db
      .selectFrom('discount_usage')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('discount_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(uses.n)).toBe(3);
  });

  it('a double click and a tenfold submit of one cart: one order each, its stock taken once, the others answer with it', async () => {
    for (const times of [2, 10]) {
      const c = await shopper(t, { fastHash: true });
      await addToCart(t, c.token, 'mince', 5);
      const stock = await stockOf('mince');
      const results = await Promise.all(
        Array.from({ length: times }, () => t.call('insert_order', { data: { shipping_method: 'Click & Collect' } }, { token: c.token })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(times).fill(200));
      const names = new Set(results.map((r) => r.body.message.order?.name));
      expect(names.size, 'every submit answers with the same order').toBe(1);
      expect(results.every((r) => r.body.message.status === true)).toBe(true);
      const orders = await t.db.db.selectFrom('orders').select('id').where('customer_id', '=', c.customer.id).execute();
      expect(orders).toHaveLength(1);
      expect(await stockOf('mince')).toBe(stock - 5);
    }
  });

  it('twenty simultaneous adds of a product new to the cart: one line with every unit, never a duplicate-key error', async () => {
    const c = await shopper(t, { fastHash: true });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call('insertCartItems', { item_code: 'rice', qty: 1 }, { token: c.token })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const lines = (await t.call('get_cartItems', {}, { token: c.token })).body.message.cart.items;
    expect(lines.map((l: { product_name: string; quantity: number }) => [l.product_name, l.quantity])).toEqual([['Basmati Rice 5 kg', 20]]);
  });

  it('twenty simultaneous adds to a cart that already holds the product: every unit counted, never past the maximum per order', async () => {
    const c = await shopper(t, { fastHash: true });
    await addToCart(t, c.token, 'chops', 1); // chops: at most 10 per order
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call('insertCartItems', { item_code: 'chops', qty: 1 }, { token: c.token })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.body.message.status === 'success')).toHaveLength(9);
    const lines = (await t.call('get_cartItems', {}, { token: c.token })).body.message.cart.items;
    expect(lines.map((l: { quantity: number }) => l.quantity)).toEqual([10]);
  });

  it('twelve simultaneous holds by one customer: one hold, one place', async () => {
    const c = await shopper(t, { fastHash: true });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call('hold_delivery_slot', { shipping_method: 'Delivery', date: '2026-11-25', slot: w.slots[i % 3] }, { token: c.token }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const holds = await t.db.db.selectFrom('slot_hold').selectAll().where('customer_id', '=', c.customer.id).execute();
    expect(holds).toHaveLength(1);
    await expectSlotBooks();
  });

  it("a customer's order for their held slot racing their own new hold never frees a place twice", async () => {
    const d = '2026-11-25';
    await t.db.db.updateTable('slot_template').set({ capacity: 20 }).where('id', 'in', w.slots).execute();
    const people = await buyers(10, (token) => addToCart(t, token, 'juice', 1).then(() => undefined));
    for (const p of people) {
      const held = await t.call('hold_delivery_slot', { shipping_method: 'Delivery', date: d, slot: w.slots[1] }, { token: p.token });
      expect(held.body.message.status).toBe('success');
    }
    const results = await Promise.all(
      // The new hold starts a little after the order, by a different delay each time, so that in
      // some of the ten it reads the old hold before the order books it and deletes it after.
      people.flatMap((p, i) => [
        t.call(
          'insert_order',
          {
            data: {
              ship_addr: p.address,
              shipping_method: 'Delivery',
              payment_method: 'COD',
              delivery_slots: [{ date: d, slot: w.slots[1] }],
            },
          },
          { token: p.token },
        ),
        new Promise((r) => setTimeout(r, i * 3)).then(() =>
          t.call('hold_delivery_slot', { shipping_method: 'Delivery', date: d, slot: w.slots[2] }, { token: p.token }),
        ),
      ]),
    );
    expect(results.map((r) => (r as { status: number }).status).filter((s) => s >= 500)).toEqual([]);
    await expectSlotBooks();
  });

  it('holds, extensions, releases, expiries, orders and cancellations in random interleavings never overbook, and the place counter is always bookings + holds', async () => {
    const cap = 4;
    const d = '2026-11-26';
    await t.db.db.updateTable('slot_template').set({ capacity: cap }).where('id', 'in', w.slots).execute();
    const people = await buyers(8, (token) => addToCart(t, token, 'juice', 1).then(() => undefined));
    const rnd = mulberry(20261125);
    for (let round = 0; round < 15; round++) {
      const step = people.map((p) => {
        const slot = w.slots[Math.floor(rnd() * 3)];
        const r = rnd();
        if (r < 0.35) return t.call('hold_delivery_slot', { shipping_method: 'Delivery', date: d, slot }, { token: p.token });
        if (r < 0.45) return t.call('extend_delivery_slot_hold', {}, { token: p.token });
        if (r < 0.55) return t.call('release_delivery_slot_hold', {}, { token: p.token });
        if (r < 0.8)
          return t
            .call('insertCartItems', { item_code: 'juice', qty: 1 }, { token: p.token })
            .then(() =>
              t.call(
                'insert_order',
                { data: { ship_addr: p.address, shipping_method: 'Delivery', payment_method: 'COD', delivery_slots: [{ date: d, slot }] } },
                { token: p.token },
              ),
            );
        return t
          .call('order_list', { page_no: 1, page_len: 5 }, { token: p.token })
          .then((l) => l.body.message.find((o: { status: string }) => o.status === 'Placed'))
          .then((o?: { name: string }) => (o ? t.call('cancel_order', { order_id: o.name }, { token: p.token }) : { status: 200 }));
      });
      if (rnd() < 0.2) clock.advance(61 * 60_000); // every hold runs out; the next call releases it
      const results = await Promise.all(step);
      expect(results.every((r) => r.status < 500)).toBe(true);
      await expectSlotBooks(cap);
    }
    const booked = await t.db.db.selectFrom('orders').select(['status']).where('delivery_date', '=', d).execute();
    // The interleavings did book, cancel and fill slots (the seed is fixed).
    expect(booked.filter((o) => o.status === 'Cancelled').length).toBeGreaterThan(0);
    expect(booked.filter((o) => o.status !== 'Cancelled').length).toBeGreaterThan(3);
  });
});

async function stockOf(route: string) {
  return (await t.db.db.selectFrom('product').select('stock').where('route', '=', route).executeTakeFirstOrThrow()).stock;
}

/** Every slot's place counter is its bookings (orders not cancelled) plus the holds still in the table; never above capacity. */
async function expectSlotBooks(capacity?: number) {
  const usage = await t.db.db.selectFrom('slot_usage').selectAll().execute();
  for (const u of usage) {
    const [booked, held] = await Promise.all([
      t.db.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('slot_template_id', '=', u.template_id)
        .where('delivery_date', '=', u.date)
        .where('stock_released', '=', 0)
        .executeTakeFirstOrThrow(),
      t.db.db
        .selectFrom('slot_hold')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('template_id', '=', u.template_id)
        .where('date', '=', u.date)
        .executeTakeFirstOrThrow(),
    ]);
    expect(u.used, `${u.template_id} on ${u.date}`).toBe(Number(booked.n) + Number(held.n));
    if (capacity !== undefined && u.date === '2026-11-26') expect(u.used).toBeLessThanOrEqual(capacity);
  }
}

/** A small seeded generator: the same interleavings on every run and engine. */
function mulberry(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
