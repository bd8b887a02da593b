/**
 * The search index kept with the database (decision 031): written after a build, tagged with
 * the catalogue's cache_version read before the products were, and loaded at start when that
 * version is still the current one, so a start on an unchanged catalogue does not read and index
 * every product. One row per version; older ones are deleted when a newer one is written.
 */
import v8 from 'node:v8';
import zlib from 'node:zlib';
import type { Ctx } from '../../ctx';
import { type SearchSnapshot, SearchIndex } from './search-index';

/** The catalogue's version in the database now (not this process's last poll). */
export async function catalogVersion(ctx: Ctx): Promise<number> {
  const row = await ctx.db.selectFrom('cache_version').select('version').where('scope', '=', 'catalog').executeTakeFirst();
  return row?.version ?? 0;
}

export function encodeSnapshot(index: SearchIndex): string {
  return zlib.deflateSync(v8.serialize(index.toSnapshot()), { level: 1 }).toString('base64');
}

export function decodeSnapshot(data: string): SearchIndex {
  return SearchIndex.fromSnapshot(v8.deserialize(zlib.inflateSync(Buffer.from(data, 'base64'))) as SearchSnapshot);
}

/** The index kept for `version`, or null when there is none (or it cannot be read: then it is rebuilt). */
export async function loadSnapshot(ctx: Ctx, version: number): Promise<SearchIndex | null> {
  const row = await ctx.db.selectFrom('search_snapshot').select('data').where('catalog_version', '=', version).executeTakeFirst();
  if (!row) return null;
  try {
    return decodeSnapshot(row.data);
  } catch (err) {
    ctx.log.warn({ err }, 'search snapshot unreadable; rebuilding the index');
    return null;
  }
}

/** Keeps `index` as the one for `version` (another process may have kept it first) and drops older ones. */
export async function saveSnapshot(ctx: Ctx, version: number, index: SearchIndex): Promise<void> {
  const data = encodeSnapshot(index);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_snapshot').where('catalog_version', '<', version).execute();
    await trx
      .insertInto('search_snapshot')
      .values({ catalog_version: version, data })
      .onConflict((oc) => oc.column('catalog_version').doNothing())
      .execute();
  });
}
