import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type pg from 'pg';
import { lazyModule } from '../lib/lazy-module';
import type { Config } from '../config';
import type { Database, Db, Dialect } from './database';
import { SyncSqlite } from './sync-sqlite';

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
}

export interface ConnectOptions {
  /** PostgreSQL only: put every table in this schema (tests use one schema per file). */
  schema?: string;
  poolSize?: number;
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

export function connect(database: Config['database'], opts: ConnectOptions = {}): DbHandle {
  if (database.kind === 'sqlite') {
    if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
    const sqlite = new SQLite(database.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const prepare = statementCache(sqlite);
    const driver: SqliteDatabase = { close: () => sqlite.close(), prepare };
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: driver }) });
    return { db, dialect: 'sqlite', sqlite: new SyncSqlite(sqlite, prepare), close: () => db.destroy() };
  }
  const pool = new (loadPg().Pool)({
    connectionString: database.url,
    max: opts.poolSize ?? 10,
    ...(opts.schema ? { options: `-c search_path=${opts.schema},public` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', sqlite: null, close: () => db.destroy() };
}
