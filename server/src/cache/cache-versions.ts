import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../db/database';

/**
 * Cross-process cache invalidation through the `cache_version` table. A writer bumps a scope's
 * version in the same transaction as its change; every process polls the table (one tiny query
 * per interval) and drops what it cached under an older version. Works the same on SQLite and
 * PostgreSQL, and across many processes sharing one PostgreSQL.
 *
 * `stock` is bumped by every stock write (orders, cancellations, the console), `reviews` by a
 * posted review, so whole catalogue answers can be cached with their stock and rating in them.
 */
export const CACHE_SCOPES = ['settings', 'catalog', 'stock', 'reviews', 'home', 'content', 'delivery'] as const;
export type CacheScope = (typeof CACHE_SCOPES)[number];

export class CacheVersions {
  private versions = new Map<string, number>();
  /**
   * What memos compare: changes whenever this process sees a new version, and once more when the
   * bumping transaction commits, so nothing read between the bump and the commit (still the old
   * data) stays cached under the new version.
   */
  private stamps = new Map<string, number>();
  private pending = new WeakMap<object, Set<string>>();
  private listeners = new Set<(scope: string) => void>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly pollMs: number,
  ) {}

  async start(): Promise<void> {
    await this.poll();
    let polling = false;
    this.timer = setInterval(() => {
      // While the database is unreachable a poll may wait for a connection (up to the pool's
      // timeout): one at a time, not one more per interval.
      if (polling) return;
      polling = true;
      this.poll()
        .catch(() => {
          /* the next poll retries (the pool reconnects by itself); /readyz reports database trouble */
        })
        .finally(() => {
          polling = false;
        });
    }, this.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The version this process currently knows for a scope (as stored in the database). */
  current(scope: CacheScope): number {
    return this.versions.get(scope) ?? 0;
  }

  /** A local mark of a scope's state: equal marks mean nothing cached under it is stale. */
  stamp(scope: CacheScope): number {
    return this.stamps.get(scope) ?? 0;
  }

  onChange(listener: (scope: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Marks a scope changed: in the database (inside the writer's transaction) and locally at once. */
  async bump(db: DbOrTrx, scope: CacheScope): Promise<void> {
    const row = await db
      .insertInto('cache_version')
      .values({ scope, version: 1 })
      .onConflict((oc) => oc.column('scope').doUpdateSet({ version: sql<number>`cache_version.version + 1` }))
      .returning('version')
      .executeTakeFirstOrThrow();
    if (db.isTransaction) {
      const scopes = this.pending.get(db) ?? new Set<string>();
      scopes.add(scope);
      this.pending.set(db, scopes);
    }
    this.set(scope, row.version);
  }

  /** Called once a transaction has committed: what it bumped is marked changed again. */
  committed(trx: object): void {
    const scopes = this.pending.get(trx);
    if (!scopes) return;
    this.pending.delete(trx);
    for (const scope of scopes) this.touch(scope);
  }

  /**
   * A version read from the database by a caller's own query (fresher than the last poll): a
   * newer one is taken at once, so what is cached under the scope is reloaded now rather than
   * at the next poll. An older one (this process's own bump, not committed yet) changes nothing.
   */
  observe(scope: CacheScope, version: number): void {
    if (version > this.current(scope)) this.set(scope, version);
  }

  async poll(): Promise<void> {
    const rows = await this.db.selectFrom('cache_version').select(['scope', 'version']).execute();
    for (const r of rows) this.set(r.scope, r.version);
  }

  private set(scope: string, version: number): void {
    if (this.versions.get(scope) === version) return;
    this.versions.set(scope, version);
    this.touch(scope);
  }

  private touch(scope: string): void {
    this.stamps.set(scope, (this.stamps.get(scope) ?? 0) + 1);
    for (const l of this.listeners) l(scope);
  }
}

/** A value computed from the database and kept until one of its scopes changes. */
export class VersionedMemo<K, V> {
  private entries = new Map<K, { stamp: number; value: Promise<V>; settled?: { value: V } }>();
  private readonly scopes: CacheScope[];

  constructor(
    private readonly versions: CacheVersions,
    scope: CacheScope | CacheScope[],
    private readonly maxEntries = 5000,
  ) {
    this.scopes = Array.isArray(scope) ? scope : [scope];
  }

  /** Stamps only grow, so their sum changes whenever any of them does. */
  private stamp(): number {
    let s = 0;
    for (const scope of this.scopes) s += this.versions.stamp(scope);
    return s;
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const stamp = this.stamp();
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    const entry: { stamp: number; value: Promise<V>; settled?: { value: V } } = { stamp, value };
    this.entries.set(key, entry);
    value.then(
      (v) => {
        entry.settled = { value: v };
      },
      // A failed load is not remembered.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** The value if it is loaded and current (for synchronous code); undefined otherwise. */
  peek(key: K): { value: V } | undefined {
    const hit = this.entries.get(key);
    return hit && hit.stamp === this.stamp() ? hit.settled : undefined;
  }
}
