/**
 * Test harness: every test file gets a database of its own (a fresh in-memory SQLite, or a fresh
 * PostgreSQL schema when the suite runs with TEST_DIALECT=postgres) and drops it afterwards, so
 * leftovers never decide a result.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp, type LarderApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { connect, type DbHandle } from '../src/db/connect';
import { migrateTo, migrateToLatest } from '../src/db/migrate';
import type { Clock } from '../src/lib/clock';
import { type Mailer, memoryMailer } from '../src/lib/mailer';

export const TEST_DIALECT = (process.env.TEST_DIALECT ?? 'sqlite') as 'sqlite' | 'postgres';

export interface TestDb extends DbHandle {
  drop(): Promise<void>;
  /** PostgreSQL: the schema this database lives in (migrations keep their bookkeeping there too). */
  schema?: string;
}

/**
 * Test files run side by side, each in a schema of its own in one PostgreSQL database. Kysely's
 * migrator reads the tables of every schema, by name; a schema another file drops meanwhile fails
 * that read ("schema … does not exist"), and so does a column that a migration's down drops. So
 * migrations hold this advisory lock shared, and drops (a schema, or a migration down) hold it alone.
 */
const SCHEMA_LOCK = 20_261_128;

export async function withSchemaLock<T>(mode: 'migrate' | 'drop', fn: () => Promise<T>): Promise<T> {
  if (TEST_DIALECT !== 'postgres') return fn();
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    await c.query(mode === 'migrate' ? 'SELECT pg_advisory_lock_shared($1)' : 'SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await fn();
  } finally {
    await c.end(); // ending the session releases its advisory locks
  }
}

/** A fresh database, migrated to the latest migration (or only up to `upTo`, to test a migration's data changes). */
export async function createTestDb(opts: { upTo?: string } = {}): Promise<TestDb> {
  const migrate = (db: DbHandle['db'], o: { schema?: string } = {}) => (opts.upTo ? migrateTo(db, opts.upTo, o) : migrateToLatest(db, o));
  if (TEST_DIALECT === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const handle = connect({ kind: 'postgres', url }, { schema, poolSize: 20 });
    const drop = async () => {
      await handle.close();
      await withSchemaLock('drop', async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await c.end();
      });
    };
    try {
      await withSchemaLock('migrate', async () => void (await migrate(handle.db, { schema })));
    } catch (err) {
      await drop();
      throw err;
    }
    return { ...handle, drop, schema };
  }
  const handle = connect({ kind: 'sqlite', file: ':memory:' });
  await migrate(handle.db);
  return { ...handle, drop: () => handle.close() };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    DATABASE_URL: 'sqlite::memory:',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    MEDIA_DIR: path.join(os.tmpdir(), 'larder-test-media'),
    WEB_DIST: path.join(os.tmpdir(), 'larder-test-no-web'),
    CACHE_POLL_MS: '60000',
    // Tests run jobs themselves (runJob), when they mean to.
    JOBS_TICK_MS: '0',
    ...overrides,
  });
}

export interface TestApp extends LarderApp {
  db: TestDb;
  close(): Promise<void>;
  /** POST /api/method/<name> with a JSON body; returns status and parsed body. */
  call(
    name: string,
    payload?: unknown,
    opts?: { token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any }>;
}

export async function createTestApp(
  opts: {
    clock?: Clock;
    config?: Record<string, string>;
    db?: TestDb;
    mailer?: Mailer;
    /** Log lines go here (at the configured LOG_LEVEL) instead of nowhere. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const db = opts.db ?? (await createTestDb());
  const built = await buildApp({
    config: testConfig(opts.config),
    database: db,
    clock: opts.clock,
    validateResults: true,
    logger: Boolean(opts.logStream),
    logStream: opts.logStream,
    mailer: opts.mailer ?? memoryMailer(),
  });
  return {
    ...built,
    db,
    async close() {
      await built.app.close();
      await db.drop();
    },
    async call(name, payload = {}, o = {}) {
      const res = await built.app.inject({
        method: 'POST',
        url: `/api/method/${name}`,
        headers: { 'content-type': 'application/json', ...(o.token ? { authorization: `token ${o.token}` } : {}), ...o.headers },
        payload: JSON.stringify(payload),
      });
      return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
    },
  };
}

/** Asserts the Frappe error shape and returns the message. */
export function errorMessage(body: { exc_type?: string; message?: string; _server_messages?: string }): string {
  if (!body.exc_type || typeof body._server_messages !== 'string') throw new Error(`not a Frappe error: ${JSON.stringify(body)}`);
  const inner = JSON.parse(body._server_messages) as string[];
  const first = JSON.parse(inner[0] ?? '{}') as { message?: string };
  if (first.message !== body.message) throw new Error('_server_messages does not carry the message');
  return body.message ?? '';
}

export { sql };
