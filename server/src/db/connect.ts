import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, SqliteDialect, type SqliteDatabase } from 'kysely';
import type pg from 'pg';
import { lazyModule } from '../lib/lazy-module';
import type { Config } from '../config';
import type { Database, Db, Dialect } from './database';
import { statementNameOf } from './prepared';
import { SqliteLiteralLimits } from './sqlite-literal-limits';
import { SyncSqlite } from './sync-sqlite';
import { checkpointInWorker } from './wal-checkpoints';

/** The PostgreSQL driver, loaded only by a process that uses PostgreSQL. */
const postgres = lazyModule<typeof pg>('pg');

function loadPg(): typeof pg {
  const driver = postgres();
  // COUNT(*) and SUM() of integers come back as int8 strings by default.
  driver.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  // NUMERIC (e.g. SUM over integers in some plans)
  driver.types.setTypeParser(1700, (v) => Number.parseFloat(v));
  return driver;
}

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** SQLite only: the same connection, for synchronous transactions on hot writes. */
  sqlite: SyncSqlite | null;
  close(): Promise<void>;
  /**
   * PostgreSQL only: who hears about a pooled connection the server closed or lost (a restart,
   * pg_terminate_backend, a network drop). Such a connection is dropped from the pool and the next
   * query opens a new one; without a listener the error is written to stderr.
   */
  onConnectionLost(listener: (err: Error) => void): void;
}

export interface ConnectOptions {
  /** PostgreSQL only: put every table in this schema (tests use one schema per file). */
  schema?: string;
  poolSize?: number;
  /** SQLite only: WAL checkpoints on a worker thread (db/wal-checkpoints.ts), for the server's process. */
  checkpointInWorker?: boolean;
}

/**
 * Kysely prepares every query afresh; preparing costs as much as running a small query. Larder's
 * queries come from a fixed set of builders, so their prepared statements are kept by SQL text
 * (bounded, in case some query text varies without end). Safe because better-sqlite3 runs each
 * statement to completion synchronously (nothing here iterates a statement across awaits).
 */
function statementCache(sqlite: SQLite.Database, max = 1000): (sql: string) => SQLite.Statement {
  const statements = new Map<string, SQLite.Statement>();
  return (sql: string) => {
    let stmt = statements.get(sql);
    if (!stmt) {
      if (statements.size >= max) statements.clear();
      stmt = sqlite.prepare(sql);
      statements.set(sql, stmt);
    }
    return stmt;
  };
}

/**
 * The pool as Kysely sees it, with the queries built by `prepared()` sent as named statements:
 * each connection parses and plans such a query once, then only binds and runs it. Every other
 * query goes as before (an unnamed statement, planned each time).
 */
function namingPreparedStatements(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      // Kysely sends a query's text and values, or a cursor (streamed reads), which passes through.
      const query = (sqlOrCursor: string | pg.Submittable, values: readonly unknown[] = []) => {
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor);
        const name = statementNameOf(sqlOrCursor);
        // Several statements in one simple-protocol message answer with a result each: the
        // caller gets the last one's (`begin; …; execute …` reads what the execute returns).
        return client
          .query({ ...(name ? { name } : {}), text: sqlOrCursor, values: [...values] })
          .then((r: pg.QueryResult | pg.QueryResult[]) => (Array.isArray(r) ? r[r.length - 1] : r));
      };
      wrapper = { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}

export function connect(database: Config['database'], opts: ConnectOptions = {}): DbHandle {
  if (database.kind === 'sqlite') {
    if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
    const sqlite = new SQLite(database.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const checkpoints = opts.checkpointInWorker && database.file !== ':memory:' ? checkpointInWorker(sqlite, database.file) : null;
    const prepare = statementCache(sqlite);
    const driver: SqliteDatabase = { close: () => sqlite.close(), prepare };
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: driver }), plugins: [new SqliteLiteralLimits()] });
    return {
      db,
      dialect: 'sqlite',
      sqlite: new SyncSqlite(sqlite, prepare),
      close: async () => {
        await checkpoints?.stop();
        await db.destroy();
      },
      onConnectionLost: () => {},
    };
  }
  const pool = new (loadPg().Pool)({
    connectionString: database.url,
    max: opts.poolSize ?? 10,
    // A query waits at most this long for a connection (a full pool, or a server that does not
    // answer), then fails and the call answers 503; without it a call could wait forever.
    connectionTimeoutMillis: 10_000,
    // Idle connections are kept (pg's pool closes them after 10 s by default). A new connection
    // pays its start, reading the tables' definitions and planning every prepared statement again:
    // after 11 s without calls, a product page's first view took 8.9-24.9 ms instead of 3.5-7.7.
    idleTimeoutMillis: 0,
    // A dead peer (a machine gone, not a refused port) is noticed by TCP keep-alive.
    keepAlive: true,
    ...(opts.schema ? { options: `-c search_path=${opts.schema},public` } : {}),
  });
  let lost = (err: Error) => console.error(`PostgreSQL connection lost: ${err.message}`);
  // A pooled connection that the server closes emits 'error' on its client. pg-pool listens only
  // while the client is idle (and then re-emits it on the pool); a checked-out client (inside a
  // transaction, or between a failed query and its release) has no listener at all. An 'error'
  // event without a listener ends the process, so every client gets one for its whole life; the
  // query it was running fails on its own, and pg-pool drops the client when it is released.
  const reported = new WeakSet<object>();
  const onClientError = (client: object) => (err: Error) => {
    if (reported.has(client)) return; // the error message and then the socket's end: one report
    reported.add(client);
    lost(err);
  };
  pool.on('connect', (client) => {
    client.on('error', onClientError(client));
  });
  // The pool re-emits an idle client's error (already reported by the client's own listener).
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPreparedStatements(pool) }) });
  return {
    db,
    dialect: 'postgres',
    sqlite: null,
    close: () => db.destroy(),
    onConnectionLost: (listener) => {
      lost = listener;
    },
  };
}
