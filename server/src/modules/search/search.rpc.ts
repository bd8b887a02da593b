import type { Handlers } from '../../rpc/handler-types';
import { cachedFacets, cachedJson } from '../catalog/cached-json';
import { searchFilters, searchListing, searchProducts } from './search.service';

export const searchRpc = {
  get_search_products: (ctx, p) => (p.searchTxt.trim() ? searchProducts(ctx, p.searchTxt, p.page_no, p.page_len) : []),
  get_search_listing: (ctx, p) =>
    cachedJson(ctx, 'searchListing', ['catalog', 'stock'], JSON.stringify(p), () => searchListing(ctx, p.searchTxt, p)),
  get_search_page_filters: (ctx, p) =>
    cachedFacets(ctx, 'searchFilters', p.searchTxt.trim(), p.filters, () => searchFilters(ctx, p.searchTxt, p.filters)),
} satisfies Partial<Handlers>;
