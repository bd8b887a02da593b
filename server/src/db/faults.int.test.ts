import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT } from '../../test/harness';
import { findFaultTools, freePort, type FaultTools, ThrowawayPostgres, ThrowawayRedis } from '../../test/throwaway-services';
import { seedWorld } from '../../test/world';
import { toFrappeError } from '../rpc/frappe-errors';
import { connect } from './connect';
import { migrateToLatest } from './migrate';
import { buildProducts, insertProducts, seedCategory, seedCustomer } from './seed/factories';
import { isDatabaseUnavailable } from './unavailable';

/**
 * Faults on the production path: a real Larder process (main.ts) on a throw-away PostgreSQL
 * cluster and a private Redis, under load from concurrent clients (catalogue reads, cart adds by
 * customers and by new guests, logins) while the test
 *   (a) terminates the server's backends with pg_terminate_backend,
 *   (b) restarts PostgreSQL (pg_ctl restart -m fast),
 *   (c) stops PostgreSQL for a few seconds and starts it again,
 *   (d) kills Redis and starts it again.
 * The process must never exit; while the database is away a call answers success or 503 in the
 * contract's error shape, never 500; /readyz goes 503 and back to 200; after recovery every call
 * succeeds; and no cart add is lost or doubled: an add that answered success is in its cart
 * exactly once, an add that answered 503 is absent or present exactly once (a COMMIT whose reply
 * was lost with its connection may have been applied: the caller cannot know, so it is never
 * counted twice but may be there), and nothing is in a cart that no call added.
 */
const tools: FaultTools | { missing: string } = TEST_DIALECT === 'postgres' ? findFaultTools() : { missing: '' };
const runnable = 'pgBin' in tools;
const title = runnable
  ? 'surviving PostgreSQL and Redis faults under load'
  : `surviving PostgreSQL and Redis faults (SKIPPED: ${'missing' in tools && tools.missing ? `missing ${tools.missing}; .ci/run installs them` : 'PostgreSQL runs only'})`;
if (TEST_DIALECT === 'postgres' && !runnable) console.warn(`fault suite skipped: ${title}`);

const MAIN = path.resolve(import.meta.dirname, '../main.ts');
const UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Outcome = 'ok' | 'unavailable' | 'server-error' | 'other';
type Window = 'before' | 'fault' | 'after';
type Kind = 'read' | 'add' | 'guest-add' | 'login';
interface Answer {
  kind: Kind;
  window: Window;
  status: number;
  outcome: Outcome;
  detail: string;
  ms: number;
}
interface AddAttempt {
  fault: string;
  customerId: string | null; // null: a new guest, known only if the add answered
  productId: string;
  outcome: Outcome;
}

interface Figures {
  tried: number;
  ok: number;
  unavailable: number;
  serverErrors: number;
  other: number;
  adds: number;
  addsOk: number;
  adds503: number;
  readyz: string;
  recoveryMs: number | null;
  slowestMs: number;
}

describe.skipIf(!runnable)(title, () => {
  const t = tools as FaultTools;
  let pgc: ThrowawayPostgres;
  let redis: ThrowawayRedis;
  let server: ChildProcess;
  let port = 0;
  let base = '';
  const output: string[] = [];
  let exited: string | null = null;
  let categoryRoute = '';
  const products: { id: string; route: string }[] = [];
  const shoppers: { id: string; token: string }[] = [];
  const logins: { email: string; password: string }[] = [];
  const attempts: AddAttempt[] = [];
  const figures = new Map<string, Figures>();
  let nextPair = 0;

  const dbUrl = () => pgc.url('larder');

  async function admin<T extends pg.QueryResultRow>(query: string): Promise<T[]> {
    const c = new pg.Client({ connectionString: pgc.url('postgres') });
    await c.connect();
    try {
      return (await c.query<T>(query)).rows;
    } finally {
      await c.end();
    }
  }

  async function call(name: string, body: unknown, token?: string): Promise<{ status: number; body: any; ms: number }> {
    const started = Date.now();
    const answer = (status: number, b: unknown) => ({ status, body: b as any, ms: Date.now() - started });
    try {
      const r = await fetch(`${base}/api/method/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `token ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await r.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* kept as text */
      }
      return answer(r.status, parsed);
    } catch (err) {
      return answer(0, err instanceof Error ? `${err.name}: ${err.message}` : String(err));
    }
  }

  async function readyz(): Promise<number> {
    try {
      return (await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) })).status;
    } catch {
      return 0;
    }
  }

  /** A 503 must be the contract's error shape with the outage message, nothing more. */
  function classify(status: number, body: any, ok: (b: any) => boolean): { outcome: Outcome; detail: string } {
    if (status === 200 && ok(body)) return { outcome: 'ok', detail: '' };
    if (status === 503) {
      const inner = typeof body?._server_messages === 'string' ? (JSON.parse(body._server_messages) as string[]) : [];
      const shaped =
        body?.exc_type === 'ServiceUnavailableError' &&
        body?.message === UNAVAILABLE &&
        inner.length === 1 &&
        (JSON.parse(inner[0]!) as { message?: string }).message === UNAVAILABLE &&
        Object.keys(body as object).every((k) => ['exc_type', 'message', '_server_messages'].includes(k));
      if (shaped) return { outcome: 'unavailable', detail: '' };
    }
    const detail = `${status} ${JSON.stringify(body).slice(0, 300)}`;
    return { outcome: status === 500 ? 'server-error' : 'other', detail };
  }

  /** Concurrent clients until stopped; every answer is recorded with the window it started in. */
  class Load {
    window: Window = 'before';
    answers: Answer[] = [];
    private running = true;
    private readonly workers: Promise<void>[] = [];

    constructor(readonly fault: string) {
      for (let i = 0; i < 3; i++) this.workers.push(this.loop(() => this.read(i)));
      for (let i = 0; i < 3; i++) this.workers.push(this.loop(() => this.add()));
      this.workers.push(this.loop(() => this.guestAdd()));
      this.workers.push(this.loop(() => this.login(), 60));
    }

    private async loop(step: () => Promise<void>, pauseMs = 5): Promise<void> {
      while (this.running && !exited) {
        await step();
        await sleep(pauseMs);
      }
    }

    /** `started`: the window the call started in; one still running when the fault began belongs to the fault. */
    private record(kind: Kind, started: Window, r: { status: number; body: unknown; ms: number }, ok: (b: any) => boolean): Outcome {
      const { outcome, detail } = classify(r.status, r.body, ok);
      const window = started === 'before' && this.window !== 'before' ? 'fault' : started;
      this.answers.push({ kind, window, status: r.status, outcome, detail, ms: r.ms });
      return outcome;
    }

    private reads = 0;
    private async read(worker: number) {
      const window = this.window;
      const n = this.reads++ + worker;
      const [name, payload] =
        n % 3 === 0
          ? ['get_parent_categories', {}]
          : n % 3 === 1
            ? ['get_category_products', { route: categoryRoute, page_len: 15 }]
            : ['get_product_details', { route: products[n % products.length]!.route }];
      const r = await call(name, payload);
      this.record('read', window, r, (b) => b?.message !== undefined);
    }

    private async add() {
      const window = this.window;
      const i = nextPair++;
      if (i >= shoppers.length * products.length) return; // every (shopper, product) pair has been added once
      const shopper = shoppers[i % shoppers.length]!;
      const product = products[Math.floor(i / shoppers.length)]!;
      const r = await call('insertCartItems', { item_code: product.route, qty: 1 }, shopper.token);
      const outcome = this.record('add', window, r, (b) => b?.message?.status === 'success');
      attempts.push({ fault: this.fault, customerId: shopper.id, productId: product.id, outcome });
    }

    private async guestAdd() {
      const window = this.window;
      const product = products[attempts.length % products.length]!;
      const r = await call('insertCartItems', { item_code: product.route, qty: 1 });
      const outcome = this.record(
        'guest-add',
        window,
        r,
        (b) => b?.message?.status === 'success' && typeof b.message.customer === 'string',
      );
      attempts.push({
        fault: this.fault,
        customerId: outcome === 'ok' ? (r.body.message.customer as string) : null,
        productId: product.id,
        outcome,
      });
    }

    private logins = 0;
    private async login() {
      const window = this.window;
      const who = logins[this.logins++ % logins.length]!;
      const r = await call('login', { usr: who.email, pwd: who.password, get_user_token: 1 });
      this.record('login', window, r, (b) => b?.message?.status === 'success' && typeof b.message.api_key === 'string');
    }

    async stop(): Promise<void> {
      this.running = false;
      await Promise.all(this.workers);
    }

    bad(window: Window, allowed: Outcome[]): string[] {
      return this.answers.filter((a) => a.window === window && !allowed.includes(a.outcome)).map((a) => `${a.kind}: ${a.detail}`);
    }

    figures(readyzSeen: string, recoveryMs: number | null): Figures {
      const count = (o: Outcome) => this.answers.filter((a) => a.outcome === o).length;
      const adds = this.answers.filter((a) => a.kind === 'add' || a.kind === 'guest-add');
      return {
        tried: this.answers.length,
        ok: count('ok'),
        unavailable: count('unavailable'),
        serverErrors: count('server-error'),
        other: count('other'),
        adds: adds.length,
        addsOk: adds.filter((a) => a.outcome === 'ok').length,
        adds503: adds.filter((a) => a.outcome === 'unavailable').length,
        readyz: readyzSeen,
        recoveryMs,
        slowestMs: Math.max(...this.answers.map((a) => a.ms)),
      };
    }
  }

  /** Records /readyz every 100 ms while a fault runs: the distinct answers in order, e.g. "200 503 200". */
  function watchReadyz() {
    const seen: number[] = [];
    let on = true;
    const done = (async () => {
      while (on) {
        const s = await readyz();
        if (seen.at(-1) !== s) seen.push(s);
        await sleep(100);
      }
    })();
    return {
      seen,
      stop: async () => {
        on = false;
        await done;
        return seen.join(' ');
      },
    };
  }

  async function untilReady(withinMs: number): Promise<number> {
    const started = Date.now();
    while ((await readyz()) !== 200) {
      if (exited) throw new Error(`the server process ended (${exited}):\n${output.slice(-20).join('\n')}`);
      if (Date.now() - started > withinMs)
        throw new Error(`/readyz not 200 within ${withinMs} ms\n${pgc.log()}\n${output.slice(-20).join('\n')}`);
      await sleep(50);
    }
    return Date.now() - started;
  }

  /**
   * Runs load, then `fault` under it, then waits until /readyz is 200 again and keeps the load
   * for another second: before and after the fault every call must succeed; during it, success
   * or a 503 in the contract's shape.
   */
  async function underLoad(name: string, fault: (load: Load) => Promise<void>, opts: { allowDuring?: Outcome[] } = {}) {
    expect(exited, 'the server process had already ended').toBeNull();
    const load = new Load(name);
    const watch = watchReadyz();
    let recoveryMs: number | null = null;
    let readyzSeen = '';
    try {
      await sleep(600);
      load.window = 'fault';
      await fault(load);
      recoveryMs = await untilReady(15_000);
      load.window = 'after';
      await sleep(1000);
    } finally {
      await load.stop();
      readyzSeen = await watch.stop();
      figures.set(name, load.figures(readyzSeen, recoveryMs));
    }
    expect(exited, 'the server process exited').toBeNull();
    expect(load.bad('before', ['ok']), 'before the fault').toEqual([]);
    expect(load.bad('fault', opts.allowDuring ?? ['ok', 'unavailable']), 'during the fault').toEqual([]);
    expect(load.bad('after', ['ok']), 'after recovery').toEqual([]);
    expect(load.answers.filter((a) => a.window === 'after').length, 'calls after recovery').toBeGreaterThan(10);
    return { load, readyzSeen, recoveryMs };
  }

  beforeAll(async () => {
    pgc = await ThrowawayPostgres.create(t);
    redis = await ThrowawayRedis.create(t);
    await admin('CREATE DATABASE larder');
    const handle = connect({ kind: 'postgres', url: dbUrl() }, { poolSize: 10 });
    await migrateToLatest(handle.db);
    const app = await createTestApp({ db: { ...handle, drop: () => handle.close() } });
    await seedWorld(app);
    const db = app.db.db;
    const category = await seedCategory(db, { name: 'Fault Meat' });
    categoryRoute = category.route;
    const built = await buildProducts(
      db,
      Array.from({ length: 160 }, (_, i) => ({
        name: `Fault Sausage ${i}`,
        price: 300 + i,
        stock: 100_000,
        max_order_qty: 1000,
        category_ids: [category.id],
      })),
    );
    await insertProducts(db, built);
    for (const p of built) products.push({ id: p.product.id, route: p.product.route });
    for (let i = 0; i < 24; i++) {
      const c = await seedCustomer(db, { password_hash: 'not-used' });
      shoppers.push({ id: c.customer.id, token: c.token });
    }
    for (let i = 0; i < 2; i++) {
      const c = await seedCustomer(db, { password: 'Fault-pass-1' });
      logins.push({ email: c.customer.email!, password: c.password });
    }
    await app.close();

    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: dbUrl(),
        REDIS_URL: redis.url,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        CACHE_POLL_MS: '200',
        RATE_LIMIT_SCALE: '100',
        MEDIA_DIR: path.join(os.tmpdir(), 'larder-faults-media'),
        WEB_DIST: path.join(os.tmpdir(), 'larder-faults-no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim() && output.length < 50_000) output.push(line);
    };
    server.stdout!.on('data', keep);
    server.stderr!.on('data', keep);
    server.once('exit', (code, signal) => {
      exited = `exit code ${code} signal ${signal}`;
    });
    for (let i = 0; (await readyz()) !== 200; i++) {
      if (exited || i > 300) throw new Error(`the server did not start (${exited}):\n${output.slice(-30).join('\n')}`);
      await sleep(100);
    }
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      await new Promise((resolve) => {
        const kill = setTimeout(() => server.kill('SIGKILL'), 5000);
        server.once('exit', () => resolve(clearTimeout(kill)));
        server.kill('SIGTERM');
      });
    }
    await redis?.destroy();
    pgc?.destroy();
    if (figures.size) {
      console.log(
        `fault suite figures:\n${[...figures]
          .map(
            ([name, f]) =>
              `  ${name}: ${f.tried} calls (${f.ok} ok, ${f.unavailable} x 503, ${f.serverErrors} x 500, ${f.other} other); ` +
              `${f.adds} adds (${f.addsOk} ok, ${f.adds503} x 503); /readyz ${f.readyz}; ready again in ${f.recoveryMs} ms; slowest call ${f.slowestMs} ms`,
          )
          .join('\n')}`,
      );
    }
  }, 60_000);

  it('a transaction whose connection is killed is rolled back, maps to 503, and does not crash the process', async () => {
    const handle = connect({ kind: 'postgres', url: dbUrl() }, { poolSize: 2 });
    const lost: string[] = [];
    handle.onConnectionLost((err) => lost.push(err.message));
    try {
      const err = await handle.db
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('cache_version').values({ scope: 'fault-probe', version: 1 }).execute();
          // The backend of this very transaction, ended from outside as an administrator would.
          const me = await trx.selectNoFrom((eb) => eb.fn<number>('pg_backend_pid').as('pid')).executeTakeFirstOrThrow();
          await admin(`SELECT pg_terminate_backend(${Number(me.pid)})`);
          await sleep(100); // the FATAL message and the socket's end arrive while the client is checked out
          await trx.selectNoFrom((eb) => eb.val(1).as('one')).execute();
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(err).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(err)).toBe(true);
      expect(toFrappeError(err)).toMatchObject({ status: 503, body: { exc_type: 'ServiceUnavailableError', message: UNAVAILABLE } });
      expect(lost.length).toBeGreaterThan(0);
      const left = await handle.db.selectFrom('cache_version').select('scope').where('scope', '=', 'fault-probe').execute();
      expect(left).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('(a) pg_terminate_backend on the server’s connections, five times under load', async () => {
    let terminated = 0;
    await underLoad('terminate backends', async () => {
      for (let i = 0; i < 5; i++) {
        const rows = await admin<{ n: string }>(
          `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity
            WHERE datname = 'larder' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        );
        terminated += Number(rows[0]!.n);
        await sleep(300);
      }
    });
    expect(terminated, 'backends terminated').toBeGreaterThan(5);
  }, 60_000);

  it('(b) pg_ctl restart -m fast under load', async () => {
    await underLoad('restart', async () => {
      await pgc.restart();
    });
  }, 60_000);

  it('(c) PostgreSQL stopped for 3 s under load, then started: /readyz 503 then 200', async () => {
    let sawUnavailable = false;
    let unavailableWhileDown = 0;
    const { readyzSeen, recoveryMs } = await underLoad('stop 3 s, start', async (load) => {
      await pgc.stop('fast');
      const downAt = Date.now();
      try {
        while (Date.now() - downAt < 3000) {
          if ((await readyz()) === 503) sawUnavailable = true;
          await sleep(100);
        }
        unavailableWhileDown = load.answers.filter((a) => a.window === 'fault' && a.outcome === 'unavailable').length;
      } finally {
        await pgc.start();
      }
    });
    expect(sawUnavailable, '/readyz answered 503 while PostgreSQL was stopped').toBe(true);
    expect(unavailableWhileDown, 'calls answered 503 while PostgreSQL was stopped').toBeGreaterThan(0);
    expect(readyzSeen).toMatch(/503.*200$/);
    expect(recoveryMs, 'ms from PostgreSQL started to /readyz 200').toBeLessThan(5000);
  }, 60_000);

  it('the cache poller survived the outage: a change written by another process is seen within 2 s', async () => {
    const minBasket = async () =>
      (await call('get_settings_list', {})).body?.message?.find((x: { key: string }) => x.key === 'min_basket')?.value as
        number | undefined;
    const before = await minBasket();
    expect(before).toBeTypeOf('number');
    const wanted = before! + 700;
    // As another Larder process saves a setting: the row and the scope's version, in one transaction.
    const other = new pg.Client({ connectionString: dbUrl() });
    await other.connect();
    try {
      await other.query(
        `BEGIN;
         INSERT INTO setting (key, value, updated_at) VALUES ('min_basket', '${wanted}', now()::text)
           ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at;
         INSERT INTO cache_version (scope, version) VALUES ('settings', 1)
           ON CONFLICT (scope) DO UPDATE SET version = cache_version.version + 1;
         COMMIT;`,
      );
    } finally {
      await other.end();
    }
    const started = Date.now();
    while ((await minBasket()) !== wanted) {
      expect(Date.now() - started, 'the server still serves the old setting').toBeLessThan(2000);
      await sleep(50);
    }
  });

  it('(d) Redis killed and started again under load: rate limits fall back per process, no error, then shared again', async () => {
    const probe = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 200 });
    probe.on('error', () => {});
    const warningsBefore = output.filter((l) => l.includes('Rate-limit store unreachable')).length;
    let loginsWhileDown = 0;
    try {
      await probe.connect();
      expect((await probe.keys('larder:rl:*')).length, 'logins and guests are counted in Redis').toBeGreaterThan(0);
      await underLoad(
        'redis down 2 s',
        async (load) => {
          await redis.stop();
          try {
            await sleep(2000);
            loginsWhileDown = load.answers.filter((a) => a.window === 'fault' && a.kind === 'login').length;
          } finally {
            await redis.start();
          }
          // Back on the shared counters within a few seconds: the (empty) new Redis gets counted keys.
          const started = Date.now();
          while ((await probe.keys('larder:rl:*').catch(() => [])).length === 0) {
            expect(Date.now() - started, 'counting in Redis again').toBeLessThan(8000);
            await sleep(100);
          }
        },
        { allowDuring: ['ok'] },
      );
    } finally {
      probe.disconnect();
    }
    expect(loginsWhileDown, 'logins while Redis was down').toBeGreaterThan(2);
    const warnings = output.filter((l) => l.includes('Rate-limit store unreachable')).length - warningsBefore;
    expect(warnings, 'the outage is logged once, not per call').toBe(1);
  }, 60_000);

  it('no add lost or doubled; the server never exited and never answered 500', async () => {
    expect(exited, `the server process ended:\n${output.slice(-30).join('\n')}`).toBeNull();
    const check = new pg.Client({ connectionString: dbUrl() });
    await check.connect();
    try {
      const { rows } = await check.query<{ customer_id: string; product_id: string; quantity: number; is_guest: number }>(
        `SELECT c.customer_id, i.product_id, i.quantity, cu.is_guest
           FROM cart_item i JOIN cart c ON c.id = i.cart_id JOIN customer cu ON cu.id = c.customer_id
          WHERE c.cart_type = 'Shopping Cart' AND i.is_free_item = 0`,
      );
      const lines = new Map<string, number>();
      for (const r of rows) {
        const k = `${r.customer_id}|${r.product_id}`;
        lines.set(k, (lines.get(k) ?? 0) + Number(r.quantity));
      }
      const problems: string[] = [];
      const attempted = new Set<string>();
      const answered = new Set<string>();
      let present503 = 0;
      for (const a of attempts) {
        if (!a.customerId) continue; // a new guest whose add answered 503: checked below
        const k = `${a.customerId}|${a.productId}`;
        attempted.add(k);
        const q = lines.get(k) ?? 0;
        if (a.outcome === 'ok' && q !== 1) problems.push(`${k}: answered success, quantity ${q}`);
        if (a.outcome === 'unavailable') {
          if (q > 1) problems.push(`${k}: answered 503, quantity ${q}`);
          if (q === 1) present503 += 1;
        }
        if (a.outcome === 'ok') answered.add(a.customerId);
      }
      // Every line was put there by an attempted add (customers), or is the single line of a
      // guest whose first add may have committed without its answer (one line of quantity 1).
      const perGuest = new Map<string, number>();
      for (const r of rows) {
        const k = `${r.customer_id}|${r.product_id}`;
        if (attempted.has(k)) continue;
        if (Number(r.is_guest) !== 1 || answered.has(r.customer_id)) problems.push(`${k}: in a cart but never added`);
        perGuest.set(r.customer_id, (perGuest.get(r.customer_id) ?? 0) + Number(r.quantity));
      }
      for (const [guest, q] of perGuest) if (q !== 1) problems.push(`guest ${guest}: ${q} units from unanswered adds`);
      const unansweredGuests = attempts.filter((a) => !a.customerId).length;
      expect(perGuest.size).toBeLessThanOrEqual(unansweredGuests);
      expect(problems).toEqual([]);
      const ok = attempts.filter((a) => a.outcome === 'ok').length;
      const unavailable = attempts.filter((a) => a.outcome === 'unavailable').length;
      console.log(
        `fault suite adds: ${attempts.length} tried, ${ok} answered success (all in their carts exactly once), ` +
          `${unavailable} answered 503 (${present503 + perGuest.size} of them applied anyway, once; the rest absent), 0 doubled`,
      );
      expect(ok + unavailable).toBe(attempts.length);
    } finally {
      await check.end();
    }
    const errorLogs = output.filter((l) => /"level":(50|60)/.test(l));
    expect(errorLogs.slice(0, 5), 'errors logged by the server').toEqual([]);
  });
});
