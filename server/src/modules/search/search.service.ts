import type { TCategoryFilters, TListingFilters, TSearchListing } from '@larder/contract/catalog';
import { type AppState, type Ctx, anonymousCtx, appSingleton } from '../../ctx';
import { hasFilters, type ListingRequest, listingFacets, listingPage, mergedFilters } from '../catalog/listing';
import { listProductsJson, loadListProducts } from '../catalog/product-cards';
import { SearchIndex } from './search-index';
import { loadDocs, outOfStockIds } from './search-docs';
import { type BuildInput, type BuiltIndex, buildInWorker } from './search-build';
import { currentVersions, encodeSnapshot, loadSnapshot, saveSnapshot, type Versions } from './search-snapshot';
import type { RawJson } from '../../rpc/raw-json';

const STOCK_REFRESH_MS = 2000;

/**
 * One index per process, rebuilt in the background when the catalogue version changes (the old
 * index keeps answering meanwhile). Its in-stock flags are read again when stock has changed
 * (orders, cancellations, line edits bump the stock version), at most every couple of seconds.
 */
class SearchHolder {
  private index: SearchIndex | null = null;
  private builtFor = -1;
  private building: Promise<SearchIndex> | null = null;
  private stockCheckedAt = 0;
  private stockStamp = -1;
  private stockRefresh: Promise<void> | null = null;
  /** Where a worker thread finds the database; null: every build is on the event loop. */
  worker: BuildInput | null = null;

  async get(ctx: Ctx): Promise<SearchIndex> {
    const version = ctx.app.cache.stamp('catalog');
    if (this.index && this.builtFor !== version && !this.building)
      void this.rebuild(ctx, version).catch((err: unknown) => ctx.log.error({ err }, 'search index rebuild failed'));
    if (!this.index) return this.building ?? this.rebuild(ctx, version);
    const stockStamp = ctx.app.cache.stamp('stock');
    if (stockStamp !== this.stockStamp && Date.now() - this.stockCheckedAt > STOCK_REFRESH_MS && !this.stockRefresh) {
      this.stockCheckedAt = Date.now();
      this.stockStamp = stockStamp;
      const index = this.index;
      this.stockRefresh = outOfStockIds(ctx)
        .then((ids) => index.setInStock(ids))
        .catch((err: unknown) => ctx.log.error({ err }, 'search stock refresh failed'))
        .finally(() => {
          this.stockRefresh = null;
        });
    }
    return this.index;
  }

  private rebuild(ctx: Ctx, version: number): Promise<SearchIndex> {
    const stockStamp = ctx.app.cache.stamp('stock');
    this.building = this.fresh(ctx)
      .then(({ index, stockCurrent }) => {
        this.index = index;
        this.builtFor = version;
        // A kept index's stock flags may be older than the stock: then they are read again on the next search.
        this.stockCheckedAt = stockCurrent ? Date.now() : 0;
        this.stockStamp = stockCurrent ? stockStamp : -1;
        return index;
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  /** The index for the catalogue as it is now: the one kept with the database for its version, else built and kept. */
  private async fresh(ctx: Ctx): Promise<{ index: SearchIndex; stockCurrent: boolean }> {
    const versions = await currentVersions(ctx);
    const kept = await loadSnapshot(ctx, versions.catalog);
    if (kept) return { index: kept.index, stockCurrent: kept.stock === versions.stock };
    const built = await this.build(ctx, versions);
    void built.data
      .then((data) => saveSnapshot(ctx, built.versions, data))
      .catch((err: unknown) => ctx.log.warn({ err }, 'search snapshot not saved'));
    return { index: built.index, stockCurrent: true };
  }

  /**
   * A rebuild, while shoppers are being served, on a worker thread where the server's process
   * gave one (warmSearch); the first build here: before ready nothing waits on the event loop,
   * and a thread's own start-up made a cold start at 200,000 products 2.7 s instead of 2.4 s.
   */
  private async build(ctx: Ctx, versions: Versions): Promise<BuiltIndex> {
    if (this.worker && this.index) {
      try {
        return await buildInWorker(this.worker);
      } catch (err) {
        ctx.log.warn({ err }, 'search index worker failed; building the index on the event loop');
      }
    }
    const index = SearchIndex.build(await loadDocs(ctx));
    return { versions, index, data: encodeSnapshot(index) };
  }
}

export function searchHolder(ctx: Ctx): SearchHolder {
  return appSingleton(ctx.app, 'search.index', () => new SearchHolder());
}

/**
 * Builds the index before the process says it is ready (main.ts awaits this before listening),
 * so no shopper's search waits for it, and from then on rebuilds it in the background as soon
 * as this process sees a catalogue change (its own or another process's, through the
 * cache_version poll) rather than on the next search. The old index answers meanwhile. With
 * `worker` (the server's process) those rebuilds are read and built on a worker thread.
 */
export async function warmSearch(app: AppState, opts: { worker?: BuildInput } = {}): Promise<void> {
  const ctx = anonymousCtx(app, app.log);
  const holder = searchHolder(ctx);
  holder.worker = opts.worker ?? null;
  const started = performance.now();
  const index = await holder.get(ctx);
  app.log.info({ products: index.size, ms: Math.round(performance.now() - started) }, 'search index ready');
  app.cache.onChange((scope) => {
    if (scope === 'catalog') void holder.get(ctx).catch((err: unknown) => app.log.error({ err }, 'search index rebuild failed'));
  });
}

/** get_search_products: a page of matching products; an empty list when nothing matches. */
export async function searchProducts(ctx: Ctx, text: string, pageNo: number, pageLen: number): Promise<RawJson> {
  const index = await searchHolder(ctx).get(ctx);
  const page = index.search(text, (pageNo - 1) * pageLen, pageLen);
  return listProductsJson(ctx, page.ids);
}

/**
 * get_search_listing: search results as a listing, with the category pages' sort and filters
 * (the same SQL) and the count of everything found. Sorted by relevance, the search's order holds.
 */
export async function searchListing(ctx: Ctx, text: string, r: ListingRequest): Promise<TSearchListing> {
  const searchText = text.trim();
  const filters = mergedFilters(r); // refuses min_price above max_price, with or without text
  if (!searchText) return { products: [], total_count: 0, page_no: r.page_no, page_len: r.page_len, has_more: false, search_text: '' };
  const index = await searchHolder(ctx).get(ctx);
  if (r.sort_by === 'relevance' && !hasFilters(filters)) {
    // The plain results page: the index pages and counts on its own, as get_search_products does.
    const start = (r.page_no - 1) * r.page_len;
    const page = index.search(searchText, start, r.page_len);
    const products = await loadListProducts(ctx, page.ids);
    return {
      products,
      total_count: page.total,
      page_no: r.page_no,
      page_len: r.page_len,
      has_more: start + r.page_len < page.total,
      search_text: searchText,
    };
  }
  return { ...(await listingPage(ctx, { productIds: index.searchAll(searchText) }, r)), search_text: searchText };
}

/** get_search_page_filters: the filter panel's options for everything a search finds. */
export async function searchFilters(ctx: Ctx, text: string, filters: TListingFilters = {}): Promise<TCategoryFilters> {
  const searchText = text.trim();
  const ids = searchText ? (await searchHolder(ctx).get(ctx)).searchAll(searchText) : [];
  return {
    meta_info: { meta_title: `Search results for "${searchText}"`, meta_keywords: searchText.toLowerCase(), meta_description: '' },
    ...(await listingFacets(ctx, { productIds: ids }, filters)),
    category_list: [],
  };
}
