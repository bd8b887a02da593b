/**
 * The search index kept with the database (decision 031): written after a build, tagged with
 * the catalogue's cache_version read before the products were, and loaded at start when that
 * version is still the current one, so a start on an unchanged catalogue does not read and index
 * every product. One row per version; older ones are deleted when a newer one is written.
 */
import v8 from 'node:v8';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Ctx } from '../../ctx';
import { type SearchSnapshot, SearchIndex } from './search-index';

const deflate = promisify(zlib.deflate);

/** The versions of the catalogue and of stock in the database now (not this process's last poll). */
export async function currentVersions(ctx: Pick<Ctx, 'db'>): Promise<Versions> {
  const rows = await ctx.db.selectFrom('cache_version').select(['scope', 'version']).where('scope', 'in', ['catalog', 'stock']).execute();
  const of = (scope: string) => rows.find((r) => r.scope === scope)?.version ?? 0;
  return { catalog: of('catalog'), stock: of('stock') };
}

export interface Versions {
  catalog: number;
  stock: number;
}

/** Deflated off the event loop (a 200,000-product index is about 20 MB before). */
export async function encodeSnapshot(index: SearchIndex): Promise<string> {
  return (await deflate(v8.serialize(index.toSnapshot()), { level: 1 })).toString('base64');
}

export function decodeSnapshot(data: string): SearchIndex {
  return SearchIndex.fromSnapshot(v8.deserialize(zlib.inflateSync(Buffer.from(data, 'base64'))) as SearchSnapshot);
}

/**
 * The index kept for the catalogue's version, and the stock version its in-stock flags are
 * from; null when there is none (or it cannot be read: then it is rebuilt).
 */
export async function loadSnapshot(ctx: Ctx, catalog: number): Promise<{ index: SearchIndex; stock: number } | null> {
  const row = await ctx.db
    .selectFrom('search_snapshot')
    .select(['data', 'stock_version'])
    .where('catalog_version', '=', catalog)
    .executeTakeFirst();
  if (!row) return null;
  try {
    return { index: decodeSnapshot(row.data), stock: row.stock_version };
  } catch (err) {
    ctx.log.warn({ err }, 'search snapshot unreadable; rebuilding the index');
    return null;
  }
}

/** Keeps an index, encoded (encodeSnapshot), as the one for `versions` (another process may have kept it first) and drops older ones. */
export async function saveSnapshot(ctx: Ctx, versions: Versions, data: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_snapshot').where('catalog_version', '<', versions.catalog).execute();
    await trx
      .insertInto('search_snapshot')
      .values({ catalog_version: versions.catalog, stock_version: versions.stock, data })
      .onConflict((oc) => oc.column('catalog_version').doNothing())
      .execute();
  });
}
