import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT } from '../../../test/harness';
import { call, createClusterDb, ready, startServer, stopServers, twoPorts } from '../../../test/processes';
import { payAtSheet } from '../../../test/test-provider';
import { addToCart, seedWholeChicken, seedWorld, shopper, tickUnweighedLines } from '../../../test/world';
import type { DbHandle } from '../../db/connect';
import { seedStaff } from '../../db/seed/factories';

/**
 * Catch-weight races across two server processes on one PostgreSQL (decision 014): "Finish
 * picking" clicked on both at once, and a shopper's cancellation on one racing the picker's finish
 * on the other. Each order is captured at most once, for exactly its final total, and a cancelled
 * order keeps nothing and holds nothing.
 */
const N = 6;

describe.skipIf(TEST_DIALECT !== 'postgres')('weighing races across two processes on one PostgreSQL', () => {
  let handle: DbHandle;
  let dropDb: () => Promise<void>;
  let staff: string;
  const ports = twoPorts(24000);
  const servers: ChildProcess[] = [];
  const orders: { finish: { token: string; order: string; line: string }[]; cancel: { token: string; order: string; line: string }[] } = {
    finish: [],
    cancel: [],
  };

  beforeAll(async () => {
    const cluster = await createClusterDb('larder_weigh');
    handle = cluster.handle;
    dropDb = cluster.drop;
    const t = await createTestApp({ db: { ...handle, drop: () => Promise.resolve() } });
    await seedWorld(t);
    await seedWholeChicken(t, { stock: 100 });
    staff = (await seedStaff(t.db.db, { role: 'picker' })).token;
    // Each order: a chicken (est. £7.98, at most £8.77) and rice (£12.99), the card authorised for £21.76.
    const authorised = async () => {
      const c = await shopper(t, { fastHash: true });
      await addToCart(t, c.token, 'whole-chicken', 1);
      await addToCart(t, c.token, 'rice', 1);
      const placed = (
        await t.call('insert_order', { data: { shipping_method: 'Click & Collect', payment_method: 'test' } }, { token: c.token })
      ).body.message;
      const order = placed.order.name as string;
      const pay = (await t.call('create_payment', { purpose: 'order', reference: order }, { token: c.token })).body.message;
      await payAtSheet(t, pay.client_data.payment_ref);
      await t.call('update_order_status', { order_id: order, transaction_id: pay.client_data.payment_ref }, { token: c.token });
      const line = (placed.order.items as { name: string; weighed: unknown }[]).find((i) => i.weighed)!.name;
      // The rice is ticked as picked: this file races the weighed finish.
      await tickUnweighedLines(t.db.db, order);
      return { token: c.token, order, line };
    };
    for (let i = 0; i < N; i++) orders.finish.push(await authorised());
    for (let i = 0; i < N; i++) orders.cancel.push(await authorised());
    await t.app.close();
    for (const p of ports) servers.push(startServer(p, cluster.url, { PAYMENT_PROVIDERS: 'test' }));
    await Promise.all(ports.map(ready));
  }, 120_000);

  afterAll(async () => {
    await stopServers(servers);
    await handle.close();
    await dropDb();
  }, 60_000);

  const [a, b] = ports;

  /** The order, what the books kept, and what the test provider captured and still holds for it. */
  async function books(order: string) {
    const o = await handle.db.selectFrom('orders').selectAll().where('id', '=', order).executeTakeFirstOrThrow();
    const payments = await handle.db.selectFrom('payment').selectAll().where('reference', '=', order).execute();
    const refs = payments.map((p) => p.provider_ref).filter((r): r is string => r !== null);
    const atProvider = refs.length ? await handle.db.selectFrom('test_payment').selectAll().where('id', 'in', refs).execute() : [];
    return {
      o,
      kept: payments.reduce((s, p) => s + p.applied_amount, 0),
      captured: atProvider.filter((p) => p.status === 'succeeded').reduce((s, p) => s + p.amount - p.refunded_amount, 0),
      held: atProvider.filter((p) => p.status === 'authorized').length,
    };
  }

  it('"Finish picking" on both processes at once: one finish, one capture of exactly the final total', async () => {
    const answers = await Promise.all(
      orders.finish.map(async (o) => {
        expect((await call(a, 'admin_weigh_line', { order_id: o.order, line: o.line, grams: 1720 }, staff)).status).toBe(200);
        return Promise.all(ports.map((port) => call(port, 'admin_finish_picking', { order_id: o.order }, staff)));
      }),
    );
    for (const pair of answers) expect(pair.map((r) => r.status).sort()).toEqual([200, 417]);
    for (const o of orders.finish) {
      const k = await books(o.order);
      expect([k.o.total, k.o.paid_amount, k.o.payment_status, k.kept, k.captured, k.held], o.order).toEqual([
        2157,
        2157,
        'Paid',
        2157,
        2157,
        0,
      ]);
    }
  }, 60_000);

  it("the shopper's cancellation on one process racing the picker's finish on the other: cancelled with nothing held, or picked and charged once", async () => {
    await Promise.all(
      orders.cancel.map(async (o) => {
        expect((await call(a, 'admin_weigh_line', { order_id: o.order, line: o.line, grams: 1400 }, staff)).status).toBe(200);
        const [cancel, finish] = await Promise.all([
          call(a, 'cancel_order', { order_id: o.order }, o.token),
          call(b, 'admin_finish_picking', { order_id: o.order }, staff),
        ]);
        expect([cancel.status, finish.status].every((s) => s < 500)).toBe(true);
      }),
    );
    for (const o of orders.cancel) {
      const k = await books(o.order);
      if (k.o.status === 'Cancelled') expect([k.o.paid_amount, k.kept, k.captured, k.held], o.order).toEqual([0, 0, 0, 0]);
      else
        expect([k.o.picked_at !== null, k.o.total, k.o.paid_amount, k.kept, k.captured, k.held], o.order).toEqual([
          true,
          1998,
          1998,
          1998,
          1998,
          0,
        ]);
    }
  }, 60_000);
});
