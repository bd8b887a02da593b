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
});
