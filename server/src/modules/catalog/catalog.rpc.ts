import type { TListingFilters } from '@larder/contract/catalog';
import { type CacheScope, VersionedMemo } from '../../cache/cache-versions';
import { type Ctx, appSingleton } from '../../ctx';
import type { Handlers } from '../../rpc/handler-types';
import { RawJson } from '../../rpc/raw-json';
import { getParentCategories } from './category-tree';
import { getBrandProducts, getBrands, getCategoryFilters, getCategoryProducts } from './listing';
import { addQuestion, addReview, addStockNotification, listReviews } from './feedback.service';
import { checkSelectionStock, getProductDetails } from './product-details';
import { searchFilters, searchListing, searchProducts } from '../search/search.service';

/**
 * The hottest catalogue answers, kept serialised until a scope they show changes: the catalogue,
 * stock (bumped by every order, cancellation and stock edit) or reviews. Nothing in them depends
 * on who is asking.
 */
function cachedJson<K>(ctx: Ctx, name: string, scopes: CacheScope[], key: K, load: () => Promise<unknown>, maxEntries = 2000) {
  const memo = appSingleton(ctx.app, `catalog.json.${name}`, () => new VersionedMemo<K, RawJson>(ctx.app.cache, scopes, maxEntries));
  return memo.get(key, async () => new RawJson(JSON.stringify(await load())));
}

/**
 * Filter facets for a listing and the filters already applied. Counts under "in stock only" follow
 * live stock, so those answers are also dropped when stock changes.
 */
function cachedFacets(ctx: Ctx, name: string, key: string, filters: TListingFilters | undefined, load: () => Promise<unknown>) {
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

export const catalogRpc = {
  get_parent_categories: (ctx, p) =>
    cachedJson(ctx, 'parentCategories', ['catalog'], p.show_count, () => getParentCategories(ctx, p.show_count)),
  get_category_products: (ctx, p) =>
    cachedJson(ctx, 'categoryProducts', ['catalog', 'stock'], JSON.stringify(p), () => getCategoryProducts(ctx, p.route, p)),
  get_category_page_filters: (ctx, p) =>
    cachedFacets(ctx, 'categoryFilters', p.route, p.filters, () => getCategoryFilters(ctx, p.route, p.filters)),
  get_product_details: (ctx, p) =>
    cachedJson(ctx, 'productDetails', ['catalog', 'stock', 'reviews'], p.route, () => getProductDetails(ctx, p.route)),
  validate_attributes_stock: (ctx, p) => checkSelectionStock(ctx, p.product, p.attribute_id, p.cart_qty),
  _validate_stock: async (ctx, p) => {
    const r = await checkSelectionStock(ctx, p.product, p.attribute_id, p.qty);
    return { status: r.status === 'Success', message: r.message };
  },
  get_search_products: (ctx, p) => (p.searchTxt.trim() ? searchProducts(ctx, p.searchTxt, p.page_no, p.page_len) : []),
  get_search_listing: (ctx, p) =>
    cachedJson(ctx, 'searchListing', ['catalog', 'stock'], JSON.stringify(p), () => searchListing(ctx, p.searchTxt, p)),
  get_search_page_filters: (ctx, p) =>
    cachedFacets(ctx, 'searchFilters', p.searchTxt.trim(), p.filters, () => searchFilters(ctx, p.searchTxt, p.filters)),
  get_brands_list: (ctx) => getBrands(ctx),
  get_brand_based_products: (ctx, p) => getBrandProducts(ctx, p.brand, p),
  get_product_reviews_list: (ctx, p) => listReviews(ctx, p.product, p.page_no, p.page_len),
  insert_review: (ctx, p) => addReview(ctx, p.data),
  insert_questionaproduct: (ctx, p) => addQuestion(ctx, p.data),
  insert_stockavail_notification: (ctx, p) => addStockNotification(ctx, p.data),
} satisfies Partial<Handlers>;
