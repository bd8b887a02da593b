import type { CacheScope } from './cache-versions';
import { type Ctx, inTransaction } from '../ctx';

/**
 * Runs a console change in one transaction that also bumps the cache scopes it touches, then
 * bumps them once more after the commit. The in-transaction bump publishes the change to other
 * processes atomically with it; the second one is for this process: a reader on another
 * connection (PostgreSQL) that reloaded between the first bump and the commit cached the old rows
 * under the new version, and would keep them until the next change.
 */
export async function changeWithBump<T>(ctx: Ctx, scopes: CacheScope[], fn: (tx: Ctx) => Promise<T>): Promise<T> {
  const out = await inTransaction(ctx, async (tx) => {
    const r = await fn(tx);
    for (const s of scopes) await tx.app.cache.bump(tx.db, s);
    return r;
  });
  if (!ctx.db.isTransaction) for (const s of scopes) await ctx.app.cache.bump(ctx.db, s);
  return out;
}
