import type { TListingFilters } from '@larder/contract/catalog';
import { type CacheScope, VersionedMemo } from '../../cache/cache-versions';
import { type Ctx, appSingleton } from '../../ctx';
import { RawJson } from '../../rpc/raw-json';

/**
 * The hottest catalogue answers, kept serialised until a scope they show changes: the catalogue,
 * stock (bumped by every order, cancellation and stock edit) or reviews. Nothing in them depends
 * on who is asking.
 */
export function cachedJson<K>(ctx: Ctx, name: string, scopes: CacheScope[], key: K, load: () => Promise<unknown>, maxEntries = 2000) {
  const memo = appSingleton(ctx.app, `catalog.json.${name}`, () => new VersionedMemo<K, RawJson>(ctx.app.cache, scopes, maxEntries));
  return memo.get(key, async () => new RawJson(JSON.stringify(await load())));
}

/**
 * Filter facets for a listing and the filters already applied. Counts under "in stock only" follow
 * live stock, so those answers are also dropped when stock changes.
 */
export function cachedFacets(ctx: Ctx, name: string, key: string, filters: TListingFilters | undefined, load: () => Promise<unknown>) {
  const live = Boolean(filters?.in_stock);
  return cachedJson(
    ctx,
    live ? `${name}.live` : name,
    live ? ['catalog', 'stock'] : ['catalog'],
    JSON.stringify([key, filters ?? {}]),
    load,
    500,
  );
}
