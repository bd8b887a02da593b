import type { FastifyBaseLogger } from 'fastify';
import type { StaffRole } from '@larder/contract';
import type { CacheVersions } from './cache/cache-versions';
import type { Config } from './config';
import type { Db, DbOrTrx, Dialect } from './db/database';
import type { SyncSqlite } from './db/sync-sqlite';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { RateLimitStore } from './lib/rate-limit';

/** Who is calling, decided by the server from credentials, never from the payload. */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'customer'; customerId: string; apiKey: string }
  | { kind: 'staff'; staffId: string; role: StaffRole; apiKey: string };

/** Process-wide state shared by every request: the database, caches, config. */
export interface AppState {
  config: Config;
  db: Db;
  dialect: Dialect;
  /** SQLite only: the connection for synchronous transactions (db/sync-sqlite.ts). */
  sqlite: SyncSqlite | null;
  cache: CacheVersions;
  clock: Clock;
  limits: RateLimitStore;
  mailer: Mailer;
  /** The process's logger (for work outside a request). */
  log: FastifyBaseLogger;
  /** Per-area memos and indexes register themselves here on first use. */
  memos: Map<string, unknown>;
}

/** What every service function receives first. */
export interface Ctx {
  db: DbOrTrx;
  dialect: Dialect;
  caller: Caller;
  /** The client's IP address (rate limits). */
  ip: string;
  clock: Clock;
  log: FastifyBaseLogger;
  app: AppState;
}

/**
 * A per-area singleton kept on the app state (memo, index...), created on first use. On a hot
 * path pass a `create` made once (a module constant): a function written in the call is a new
 * object on every call.
 */
export function appSingleton<T>(app: AppState, key: string, create: (app: AppState) => T): T {
  let v = app.memos.get(key) as T | undefined;
  if (v === undefined) {
    v = create(app);
    app.memos.set(key, v);
  }
  return v;
}

/** PostgreSQL gave up on a transaction because of another one (deadlock, serialization): safe to run again. */
function isTransient(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs `fn` in one transaction with a ctx whose db is that transaction. A transaction PostgreSQL
 * aborted because of another one (a deadlock) is run again, up to three times: `fn` must do
 * nothing outside the database (provider calls and e-mails come after the commit).
 */
export async function inTransaction<T>(ctx: Ctx, fn: (tx: Ctx) => Promise<T>): Promise<T> {
  if (ctx.db.isTransaction) return fn(ctx);
  for (let attempt = 1; ; attempt++) {
    let trx: object | undefined;
    try {
      const result = await ctx.db.transaction().execute((t) => {
        trx = t;
        return fn({ ...ctx, db: t });
      });
      if (trx) ctx.app.cache.committed(trx);
      return result;
    } catch (err) {
      if (attempt < 3 && isTransient(err)) {
        ctx.log.warn({ err }, 'transaction aborted by a concurrent one; running it again');
        continue;
      }
      throw err;
    }
  }
}

/** A ctx for work outside a call (page heads, sitemaps, jobs): nobody is calling. */
export function anonymousCtx(app: AppState, log: FastifyBaseLogger, ip = ''): Ctx {
  return { db: app.db, dialect: app.dialect, caller: { kind: 'anonymous' }, ip, clock: app.clock, log, app };
}
