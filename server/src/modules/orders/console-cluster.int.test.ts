import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT } from '../../../test/harness';
import { call, createClusterDb, ready, startServer, stopServers, twoPorts } from '../../../test/processes';
import { holdWebhooks, payAtSheet } from '../../../test/test-provider';
import { addToCart, seedWorld, shopper } from '../../../test/world';
import type { DbHandle } from '../../db/connect';
import { seedPlan, seedStaff } from '../../db/seed/factories';

/**
 * Two people doing the same thing at once, each on a different server process on one PostgreSQL
 * (where nothing serialises them but the database): two pickers ticking, finishing and packing the
 * same orders, and a subscriber's renewal on one process racing their cancellation on the other.
 * Every order is picked once and packed once; a cancelled plan is left with no bill to pay.
 */
const N = 8;

describe.skipIf(TEST_DIALECT !== 'postgres')('console and subscription races across two processes on one PostgreSQL', () => {
  let handle: DbHandle;
  let dropDb: () => Promise<void>;
  const pickers: string[] = [];
  const ports = twoPorts(22000);
  const servers: ChildProcess[] = [];
  const orders: { order: string; lines: string[] }[] = [];
  const subscribers: { token: string; id: string }[] = [];
  const [a, b] = ports;

  beforeAll(async () => {
    const cluster = await createClusterDb('larder_console');
    handle = cluster.handle;
    dropDb = cluster.drop;
    const t = await createTestApp({ db: { ...handle, drop: () => Promise.resolve() } });
    await seedWorld(t);
    await handle.db.updateTable('product').set({ stock: 10_000 }).where('route', 'in', ['rice', 'mince']).execute();
    const manager = (await seedStaff(t.db.db, { role: 'owner' })).token;
    for (let i = 0; i < 2; i++) pickers.push((await seedStaff(t.db.db, { role: 'picker' })).token);
    for (let i = 0; i < N; i++) {
      const c = await shopper(t, { fastHash: true });
      await addToCart(t, c.token, 'rice', 1);
      await addToCart(t, c.token, 'mince', 2);
      const placed = (
        await t.call('insert_order', { data: { shipping_method: 'Click & Collect', payment_method: 'COD' } }, { token: c.token })
      ).body.message;
      const order = placed.order.name as string;
      expect((await t.call('admin_update_order_status', { order_id: order, status: 'Confirmed' }, { token: manager })).status).toBe(200);
      orders.push({ order, lines: (placed.order.items as { name: string }[]).map((l) => l.name) });
    }

    const plan = await seedPlan(t.db.db, { name: 'Delivery Saver', price: 499, features: ['Free delivery'], free_delivery_over: 2500 });
    const hooks = holdWebhooks(t);
    for (let i = 0; i < N; i++) {
      const c = await shopper(t, { fastHash: true });
      const sub = (await t.call('insert_web_subscription', { subscription_plan: plan }, { token: c.token })).body.message;
      const bill = sub.order.name as string;
      const ref = (await t.call('create_payment', { purpose: 'subscription', reference: bill }, { token: c.token })).body.message
        .client_data.payment_ref as string;
      expect((await payAtSheet(t, ref)).statusCode).toBe(200);
      await hooks.deliverAll();
      await t.call('update_order_status', { order_id: bill, transaction_id: ref, capture: 1 }, { token: c.token });
      subscribers.push({ token: c.token, id: sub.subscription.name as string });
    }
    await t.app.close();
    for (const p of ports) servers.push(startServer(p, cluster.url, { PAYMENT_PROVIDERS: 'test' }));
    await Promise.all(ports.map(ready));
  }, 180_000);

  afterAll(async () => {
    await stopServers(servers);
    await handle.close();
    await dropDb();
  }, 60_000);

  const history = (order: string, status: string) =>
    handle.db.selectFrom('order_status_history').select('id').where('order_id', '=', order).where('status', '=', status).execute();

  it('two pickers tick, finish and pack the same orders at once: each order picked once, packed once, never a 500', async () => {
    await Promise.all(
      orders.map(async (o) => {
        const lines = o.lines.map((line) => ({ order_id: o.order, line }));
        const ticks = await Promise.all([
          call(a, 'admin_pick_lines', { lines, picked: 1 }, pickers[0]),
          call(b, 'admin_pick_lines', { lines, picked: 1 }, pickers[1]),
        ]);
        expect(ticks.map((r) => r.status)).toEqual([200, 200]);
        const finishes = await Promise.all([
          call(a, 'admin_finish_picking', { order_id: o.order }, pickers[0]),
          call(b, 'admin_finish_picking', { order_id: o.order }, pickers[1]),
        ]);
        expect(finishes.map((r) => r.status).sort(), o.order).toEqual([200, 417]);
        const packs = await Promise.all([
          call(a, 'admin_update_order_status', { order_id: o.order, status: 'Packed' }, pickers[0]),
          call(b, 'admin_update_order_status', { order_id: o.order, status: 'Packed' }, pickers[1]),
        ]);
        expect(packs.map((r) => r.status).sort(), o.order).toEqual([200, 417]);
      }),
    );
    for (const o of orders) {
      const row = await handle.db.selectFrom('orders').select(['status', 'picked_at']).where('id', '=', o.order).executeTakeFirstOrThrow();
      expect(row.status, o.order).toBe('Packed');
      expect(row.picked_at, o.order).not.toBeNull();
      const picked = await handle.db.selectFrom('order_item').select('pick_state').where('order_id', '=', o.order).execute();
      expect(
        picked.every((l) => l.pick_state === 'picked'),
        o.order,
      ).toBe(true);
      expect(await history(o.order, 'Packed'), o.order).toHaveLength(1);
    }
  }, 90_000);

  it("a renewal on one process racing the subscriber's cancellation on the other: the plan will not renew and no bill is left to pay", async () => {
    await Promise.all(
      subscribers.map(async (s) => {
        const [renewed, cancelled] = await Promise.all([
          call(a, 'renew_web_subscription', { subscription: s.id }, s.token),
          call(b, 'cancel_web_subscription', { subscription: s.id }, s.token),
        ]);
        expect([renewed.status, cancelled.status], s.id).toEqual([200, 200]);
        expect(cancelled.body.message.status, s.id).toBe('Success');
      }),
    );
    for (const s of subscribers) {
      const sub = await handle.db
        .selectFrom('subscription')
        .select(['status', 'cancel_requested_at'])
        .where('id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(sub.status, s.id).toBe('Active');
      expect(sub.cancel_requested_at, s.id).not.toBeNull();
      const bills = await handle.db.selectFrom('subscription_order').select('payment_status').where('subscription_id', '=', s.id).execute();
      expect(
        bills.filter((x) => x.payment_status === 'Pending'),
        s.id,
      ).toEqual([]);
      expect(
        bills.filter((x) => x.payment_status === 'Paid'),
        s.id,
      ).toHaveLength(1);
      const again = await call(a, 'renew_web_subscription', { subscription: s.id }, s.token);
      expect(again.body.message, s.id).toMatchObject({ status: 'Failed', order: null });
    }
  }, 90_000);
});
