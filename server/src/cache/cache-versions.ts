import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../db/database';

/**
 * Cross-process cache invalidation through the `cache_version` table. A writer bumps a scope's
 * version in the same transaction as its change; every process polls the table (one tiny query
 * per interval) and drops what it cached under an older version. Works the same on SQLite and
 * PostgreSQL, and across many processes sharing one PostgreSQL.
 */
export type CacheScope = 'settings' | 'catalog' | 'home' | 'content' | 'delivery';

export class CacheVersions {
  private versions = new Map<string, number>();
  private listeners = new Set<(scope: string) => void>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly pollMs: number,
  ) {}

  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => {
      this.poll().catch(() => {
        /* the next poll retries; readiness reports database trouble */
      });
    }, this.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The version this process currently knows for a scope. */
  current(scope: CacheScope): number {
    return this.versions.get(scope) ?? 0;
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
    this.set(scope, row.version);
  }

  async poll(): Promise<void> {
    const rows = await this.db.selectFrom('cache_version').select(['scope', 'version']).execute();
    for (const r of rows) this.set(r.scope, r.version);
  }

  private set(scope: string, version: number): void {
    if (this.versions.get(scope) === version) return;
    this.versions.set(scope, version);
    for (const l of this.listeners) l(scope);
  }
}

/** A value computed from the database and kept until its scope's version changes. */
export class VersionedMemo<K, V> {
  private entries = new Map<K, { version: number; value: Promise<V> }>();

  constructor(
    private readonly versions: CacheVersions,
    private readonly scope: CacheScope,
    private readonly maxEntries = 5000,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const version = this.versions.current(this.scope);
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { version, value });
    // A failed load is not remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
