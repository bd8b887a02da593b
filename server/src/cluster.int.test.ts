import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../test/harness';
import { call, createClusterDb, ready, startServer, stopServers, twoPorts } from '../test/processes';
import { addToCart, seedWorld, shopper } from '../test/world';
import { connect } from './db/connect';
import { seedProduct, seedStaff } from './db/seed/factories';

/**
 * Two server processes sharing one PostgreSQL, as ARCHITECTURE.md scales out: a change made
 * through one is seen by the other within the cache poll, and a race spread across both never
 * oversells. Each process is a real `main.ts` on its own port.
 */
let dbUrl = '';
let dropDb: () => Promise<void> = () => Promise.resolve();

const minBasket = async (port: number) =>
  (await call(port, 'get_settings_list', {})).body.message.find((x: { key: string }) => x.key === 'min_basket')?.value;

describe.skipIf(TEST_DIALECT !== 'postgres')('two processes on one PostgreSQL', () => {
  let t: TestApp;
  let owner: string;
  const ports = twoPorts(21000);
  const servers: ChildProcess[] = [];
  const buyers: string[] = [];

  beforeAll(async () => {
    const cluster = await createClusterDb('larder_cluster');
    dbUrl = cluster.url;
    dropDb = cluster.drop;
    const handle = cluster.handle;
    t = await createTestApp({ db: { ...handle, drop: () => handle.close() } });
    await seedWorld(t);
    owner = (await seedStaff(t.db.db, { role: 'owner' })).token;
    await seedProduct(t.db.db, { name: 'Christmas Goose', route: 'goose', price: 5500, stock: 10, max_order_qty: 5 });
    for (let i = 0; i < 120; i++) {
      const c = await shopper(t, { fastHash: true });
      await addToCart(t, c.token, 'goose', 1);
      buyers.push(c.token);
    }
    await t.close();
    // Both processes look for due jobs ten times a second: each job must still run in one of them only.
    for (const p of ports) servers.push(startServer(p, dbUrl, { JOBS_TICK_MS: '100' }));
    await Promise.all(ports.map(ready));
  }, 120_000);

  afterAll(async () => {
    await stopServers(servers);
    await dropDb();
  }, 60_000);

  it('a settings change made through A is seen by B within the cache poll', async () => {
    const [a, b] = ports;
    expect(await minBasket(b)).toBe(1500); // B has read (and cached) the old value
    const saved = await call(a, 'admin_save_settings', { min_basket: 21 }, owner);
    expect(saved.status).toBe(200);
    expect(await minBasket(a)).toBe(2100);
    const started = Date.now();
    while ((await minBasket(b)) !== 2100) {
      expect(Date.now() - started, 'B still serves the old minimum basket').toBeLessThan(3000);
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('each background job runs once across both processes, however often both tick', async () => {
    await new Promise((r) => setTimeout(r, 1500)); // about 30 ticks between them
    const check = connect({ kind: 'postgres', url: dbUrl });
    const leases = await check.db.selectFrom('job_lease').select(['name', 'runs', 'owner']).orderBy('name').execute();
    await check.close();
    expect(leases.map((l) => l.name)).toEqual([
      'orders.expire-unpaid',
      'payments.reconcile',
      'slots.release-expired-holds',
      'subscriptions.expire-unpaid',
    ]);
    // Every job is due again only a minute after its run.
    for (const l of leases) expect(l.runs, l.name).toBe(1);
  });

  it('120 buyers spread over both processes for the last 10 units: exactly 10 orders, stock 0', async () => {
    const results = await Promise.all(
      buyers.map((token, i) => call(ports[i % 2]!, 'insert_order', { data: { shipping_method: 'Click & Collect' } }, token)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const placed = results.filter((r) => r.body.message?.status === true);
    expect(placed).toHaveLength(10);
    const check = connect({ kind: 'postgres', url: dbUrl });
    const goose = await check.db.selectFrom('product').select(['id', 'stock']).where('route', '=', 'goose').executeTakeFirstOrThrow();
    expect(goose.stock).toBe(0);
    const sold = await check.db
      .selectFrom('order_item')
      .select((eb) => eb.fn.sum<number>('quantity').as('q'))
      .where('product_id', '=', goose.id)
      .executeTakeFirstOrThrow();
    expect(Number(sold.q)).toBe(10);
    await check.close();
  }, 60_000);
});
