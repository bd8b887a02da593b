import type { TBrand, TCategoryFilters, TCategoryProducts, TListingFilters, TSort } from '@larder/contract/catalog';
import { fromMajor, toMajor } from '@larder/contract/money';
import type { SelectQueryBuilder } from 'kysely';
import { VersionedMemo } from '../../cache/cache-versions';
import { type Ctx, appSingleton } from '../../ctx';
import type { Database } from '../../db/database';
import { invalid, notFound } from '../../lib/errors';
import { activeOffIndex } from './active-off-index';
import { getCategoryTree } from './category-tree';
import { freeFrom } from './food-info';
import { idListSubquery } from './id-list';
import { loadListProducts } from './product-cards';

export interface ListingScope {
  categoryIds?: string[];
  /** The active products in those categories, as the category tree counts them (PostgreSQL plans by it). */
  categorySize?: number;
  brandId?: string;
  /** Search results: the matching product ids, best first (the order of the "relevance" sort). */
  productIds?: string[];
}

type ProductQuery = SelectQueryBuilder<Database & { p: Database['product'] }, 'p', { id: string }>;

function applyFilters(ctx: Ctx, q: ProductQuery, scope: ListingScope, f: TListingFilters, brandIds: string[] | null): ProductQuery {
  if (scope.productIds) q = q.where('p.id', 'in', idListSubquery(ctx.dialect, scope.productIds));
  if (scope.categoryIds) {
    const ids = scope.categoryIds;
    q = q.where('p.id', 'in', (eb) => eb.selectFrom('product_category as pc').select('pc.product_id').where('pc.category_id', 'in', ids));
  }
  if (scope.brandId) q = q.where('p.brand_id', '=', scope.brandId);
  if (brandIds) q = brandIds.length ? q.where('p.brand_id', 'in', brandIds) : q.where('p.id', '=', '');
  if (f.min_price !== undefined) q = q.where('p.price', '>=', fromMajor(f.min_price));
  if (f.max_price !== undefined) q = q.where('p.price', '<=', fromMajor(f.max_price));
  for (const cert of f.certifications ?? []) q = q.where('p.certifications', 'like', `%${cert.toLowerCase().replace(/[%_]/g, '')}%`);
  if (f.free_from?.length) q = q.where(freeFrom(f.free_from));
  for (const [name, values] of Object.entries(f.attributes ?? {})) {
    if (!values.length) continue;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_attribute as a')
          .innerJoin('product_attribute_option as o', 'o.attribute_id', 'a.id')
          .select('o.id')
          .whereRef('a.product_id', '=', 'p.id')
          .where('a.name', '=', name)
          .where('o.option_value', 'in', values)
          .where('o.disabled', '=', 0),
      ),
    );
  }
  if (f.in_stock) {
    q = q.where((eb) =>
      eb.or([
        eb('p.inventory_method', '=', 'Dont Track Inventory'),
        eb.and([eb('p.inventory_method', '=', 'Track Inventory'), eb('p.stock', '>', 0)]),
        eb.and([
          eb('p.inventory_method', '=', 'Track Inventory By Product Attributes'),
          eb.exists(
            eb
              .selectFrom('product_variant as v')
              .select('v.id')
              .whereRef('v.product_id', '=', 'p.id')
              .where('v.disabled', '=', 0)
              .where('v.stock', '>', 0),
          ),
        ]),
      ]),
    );
  }
  return q;
}

function applySort(q: ProductQuery, sort: TSort): ProductQuery {
  switch (sort) {
    case 'name_asc':
      return q.orderBy('p.name').orderBy('p.id');
    case 'name_desc':
      return q.orderBy('p.name', 'desc').orderBy('p.id');
    case 'price_asc':
      return q.orderBy('p.price').orderBy('p.popularity', 'desc').orderBy('p.id');
    case 'price_desc':
      return q.orderBy('p.price', 'desc').orderBy('p.popularity', 'desc').orderBy('p.id');
    case 'newest':
      return q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
    case 'oldest':
      return q.orderBy('p.created_at').orderBy('p.id');
    default:
      return q.orderBy('p.popularity', 'desc').orderBy('p.id');
  }
}

/** Brand filter values may be brand routes, ids or names. */
async function resolveBrandIds(ctx: Ctx, values: string[] | undefined): Promise<string[] | null> {
  if (!values?.length) return null;
  const rows = await ctx.db
    .selectFrom('brand')
    .select('id')
    .where((eb) => eb.or([eb('id', 'in', values), eb('route', 'in', values), eb('name', 'in', values)]))
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The ordered ids of a listing. Cached per catalogue version and query, so paging through a big
 * category costs one query; stock is overlaid live on the page shown. Search results sorted by
 * relevance keep the search's order (the filters still run in SQL); they are not cached here,
 * since the caller caches the answer per page.
 */
/** Whether any filter is set (an empty list or attribute map, or in_stock false, sets none). */
export const hasFilters = (f: TListingFilters) =>
  Object.values(f).some(
    (v) =>
      v !== undefined &&
      v !== false &&
      !(Array.isArray(v) && v.length === 0) &&
      !(typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0),
  );

/**
 * A category's products in the popularity order, unfiltered: what a shopper opening a category
 * sees. product_category carries each product's is_active and popularity (decision 032) in its
 * related index, so this reads that index alone and no product row: at 200,000 products a
 * category of 50,000 lists in about 50 ms instead of 150–700 ms. A product in several of the
 * categories is listed once (its copies' popularity are equal).
 */
function popularInCategories(ctx: Ctx, categoryIds: string[]) {
  return ctx.db
    .selectFrom('product_category as pc')
    .select('pc.product_id as id')
    .where('pc.category_id', 'in', categoryIds)
    .where('pc.product_is_active', '=', 1)
    .groupBy('pc.product_id')
    .orderBy((eb) => eb.fn.max('pc.product_popularity'), 'desc')
    .orderBy('pc.product_id');
}

/**
 * PostgreSQL: a category with fewer products than this is listed by looking each of its products
 * up by key. As a join, PostgreSQL read the whole product table for any category (its default
 * costs price a random read at four sequential ones): 8–9 ms for a category of 498 among 20,000
 * products, against 3 ms by key, and the scan grows with the catalogue. A big category is cheaper
 * as the join (13 ms against 21 ms by key for 5,316).
 */
const BY_KEY_BELOW = 2000;

/**
 * The products of these categories, each read by its key; LIMIT keeps PostgreSQL from merging the
 * lateral read back into a join. The lateral row `p` has every column of a product, so the filters
 * and sorts apply to it as to the product table.
 */
function categoryProductsByKey(ctx: Ctx, categoryIds: string[]): ProductQuery {
  return ctx.db
    .selectFrom((eb) =>
      eb.selectFrom('product_category').select('product_id').where('category_id', 'in', categoryIds).groupBy('product_id').as('pcs'),
    )
    .innerJoinLateral(
      (eb) => eb.selectFrom('product').selectAll().whereRef('product.id', '=', 'pcs.product_id').limit(1).as('p'),
      (join) => join.onTrue(),
    )
    .select('p.id')
    .where('p.is_active', '=', 1);
}

/** The ids of a listing's products, in its sort order (brand names, routes or ids already resolved). */
export function listingQuery(ctx: Ctx, scope: ListingScope, f: TListingFilters, sort: TSort, brandIds: string[] | null) {
  const byPopularity = sort === 'relevance' || sort === 'popularity';
  if (scope.categoryIds && !scope.productIds && !scope.brandId && !brandIds && byPopularity && !hasFilters(f))
    return popularInCategories(ctx, scope.categoryIds);
  const small = scope.categorySize !== undefined && scope.categorySize < BY_KEY_BELOW;
  if (ctx.dialect === 'postgres' && scope.categoryIds && small)
    return applySort(
      applyFilters(ctx, categoryProductsByKey(ctx, scope.categoryIds), { ...scope, categoryIds: undefined }, f, brandIds),
      sort,
    );
  // Within a category or a brand, the products are found by that (its index) and then sorted:
  // SQLite's planner would otherwise walk the whole catalogue in the (is_active, popularity)
  // index's order to pick them out, about 10× slower at 200,000 products. (On PostgreSQL the `+`
  // made a big category a probe of product_category for every product: 42 ms for 5,300 of 20,000
  // products, against 14 ms as a hash join.)
  const scoped = Boolean(scope.categoryIds || scope.brandId || brandIds);
  const q: ProductQuery = ctx.db
    .selectFrom('product as p')
    .select('p.id')
    .where(scoped ? activeOffIndex(ctx) : 'p.is_active', '=', 1);
  return applySort(applyFilters(ctx, q, scope, f, brandIds), sort);
}

async function listingIds(ctx: Ctx, scope: ListingScope, f: TListingFilters, sort: TSort): Promise<string[]> {
  const load = async () => {
    const q = listingQuery(ctx, scope, f, sort, await resolveBrandIds(ctx, f.brands));
    const ids = (await q.execute()).map((r) => r.id);
    if (!scope.productIds || sort !== 'relevance') return ids;
    const kept = new Set(ids);
    return scope.productIds.filter((id) => kept.has(id));
  };
  if (f.in_stock || scope.productIds) return load();
  const memo = appSingleton(ctx.app, 'catalog.listings', () => new VersionedMemo<string, string[]>(ctx.app.cache, 'catalog', 2000));
  return memo.get(JSON.stringify([scope, f, sort]), load);
}

export interface ListingRequest {
  page_no: number;
  page_len: number;
  sort_by: TSort;
  filters?: TListingFilters;
  brands?: string[];
  min_price?: number;
  max_price?: number;
}

/** The payload's filters, from `filters` or the top-level spelling; 417 when min_price is above max_price. */
export function mergedFilters(r: ListingRequest): TListingFilters {
  const f: TListingFilters = { ...(r.filters ?? {}) };
  if (r.brands && !f.brands) f.brands = r.brands;
  if (r.min_price !== undefined && f.min_price === undefined) f.min_price = r.min_price;
  if (r.max_price !== undefined && f.max_price === undefined) f.max_price = r.max_price;
  if (f.min_price !== undefined && f.max_price !== undefined && f.min_price > f.max_price) {
    // Same rule as the schema's, for the top-level spelling.
    throw invalid('min_price must not be above max_price', [{ field: 'min_price', message: 'min_price must not be above max_price' }]);
  }
  return f;
}

/** One page of a listing (category, brand or search results) with the count of everything it holds. */
export async function listingPage(ctx: Ctx, scope: ListingScope, r: ListingRequest) {
  const ids = await listingIds(ctx, scope, mergedFilters(r), r.sort_by);
  const start = (r.page_no - 1) * r.page_len;
  const products = await loadListProducts(ctx, ids.slice(start, start + r.page_len));
  return { products, total_count: ids.length, page_no: r.page_no, page_len: r.page_len, has_more: start + r.page_len < ids.length };
}

/** A category route as the client may send it: "meat/chicken", "/c/meat/chicken" or "c/meat/chicken". */
export function cleanCategoryRoute(route: string): string {
  return route.replace(/^\/+/, '').replace(/^c\//, '').replace(/\/+$/, '');
}

/** A category's listing scope: it and every category under it, with their count of active products. */
function categoryScope(tree: Awaited<ReturnType<typeof getCategoryTree>>, id: string): ListingScope {
  return { categoryIds: tree.subtreeIds.get(id) ?? [id], categorySize: tree.counts.get(id) ?? 0 };
}

export async function getCategoryProducts(ctx: Ctx, route: string, r: ListingRequest): Promise<TCategoryProducts> {
  const tree = await getCategoryTree(ctx);
  const cat = tree.byRoute.get(cleanCategoryRoute(route));
  if (!cat) throw notFound('Category not found.');
  const page = await listingPage(ctx, categoryScope(tree, cat.id), r);
  const children = [...tree.byId.values()].filter((c) => c.parent_id === cat.id);
  return {
    ...page,
    category: {
      name: cat.id,
      category_name: cat.name,
      route: cat.route,
      description: cat.description,
      image: cat.image,
      default_view: cat.default_view,
      meta_title: cat.meta_title || cat.name,
      meta_description: cat.meta_description || cat.description,
    },
    breadcrumbs: tree.path(cat.id).map((c) => ({ title: c.name, route: `/c/${c.route}` })),
    child_categories: children.map((c) => ({ name: c.id, category_name: c.name, route: c.route, image: c.mobile_image || c.image })),
  };
}

/** Every active brand with its number of active products. */
export async function getBrands(ctx: Ctx): Promise<TBrand[]> {
  const memo = appSingleton(ctx.app, 'catalog.brands', () => new VersionedMemo<string, TBrand[]>(ctx.app.cache, 'catalog'));
  return memo.get('all', async () => {
    const rows = await ctx.db
      .selectFrom('brand as b')
      .leftJoin('product as p', (j) => j.onRef('p.brand_id', '=', 'b.id').on('p.is_active', '=', 1))
      .select((eb) => ['b.id', 'b.name', 'b.route', 'b.logo', 'b.description', eb.fn.count<number>('p.id').as('count')])
      .where('b.is_active', '=', 1)
      .groupBy(['b.id', 'b.name', 'b.route', 'b.logo', 'b.description', 'b.display_order'])
      .orderBy('b.display_order')
      .orderBy('b.name')
      .execute();
    return rows.map((r) => ({
      name: r.id,
      brand_name: r.name,
      route: r.route,
      logo: r.logo,
      description: r.description,
      product_count: Number(r.count),
    }));
  });
}

export async function getBrandProducts(ctx: Ctx, brandRef: string, r: ListingRequest) {
  const brand = (await getBrands(ctx)).find((b) => b.route === brandRef || b.name === brandRef || b.brand_name === brandRef);
  if (!brand) throw notFound('Brand not found.');
  return { ...(await listingPage(ctx, { brandId: brand.name }, r)), brand };
}

export type ListingFacets = Pick<TCategoryFilters, 'price_range' | 'brand_list' | 'attribute_list' | 'certification_list'>;

interface FacetRows {
  products: { id: string; price: number; brand_id: string | null; certifications: string }[];
  options: { name: string; option_value: string; product_id: string }[];
}

async function facetRows(ctx: Ctx, ids: string[]): Promise<FacetRows> {
  const rows: FacetRows = { products: [], options: [] };
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    rows.products.push(
      ...(await ctx.db.selectFrom('product').select(['id', 'price', 'brand_id', 'certifications']).where('id', 'in', chunk).execute()),
    );
    rows.options.push(
      ...(await ctx.db
        .selectFrom('product_attribute_option as o')
        .innerJoin('product_attribute as a', 'a.id', 'o.attribute_id')
        .select(['a.name', 'o.option_value', 'o.product_id'])
        .where('o.product_id', 'in', chunk)
        .where('o.disabled', '=', 0)
        .execute()),
    );
  }
  return rows;
}

/**
 * What the filter panel offers for a listing (a category's, a search's) with product counts. Each
 * facet counts the products that match every other active filter but not its own (the brand counts
 * apply the price, attribute, certification, free-from and stock filters, not the brand filter),
 * so a count says how many products ticking that box adds.
 */
export async function listingFacets(ctx: Ctx, scope: ListingScope, f: TListingFilters = {}): Promise<ListingFacets> {
  const loaded = new Map<string, Promise<FacetRows>>();
  const rowsWithout = (drop: Partial<TListingFilters>) => {
    const rest: TListingFilters = { ...f, ...drop };
    const key = JSON.stringify(rest);
    let rows = loaded.get(key);
    if (!rows) loaded.set(key, (rows = listingIds(ctx, scope, rest, 'relevance').then((ids) => facetRows(ctx, ids))));
    return rows;
  };
  const [forPrice, forBrands, forCerts] = await Promise.all([
    rowsWithout({ min_price: undefined, max_price: undefined }),
    rowsWithout({ brands: undefined }),
    rowsWithout({ certifications: undefined }),
  ]);

  const prices = forPrice.products.map((p) => p.price);
  const brands = new Map<string, number>();
  for (const p of forBrands.products) if (p.brand_id) brands.set(p.brand_id, (brands.get(p.brand_id) ?? 0) + 1);
  const certs = new Map<string, number>();
  for (const p of forCerts.products)
    for (const c of p.certifications ? p.certifications.split(',') : []) certs.set(c, (certs.get(c) ?? 0) + 1);

  // The attributes on offer come from the listing without any attribute filter; each one's counts
  // then leave out only its own choice.
  const names = [...new Set((await rowsWithout({ attributes: undefined })).options.map((o) => o.name))];
  const attribute_list = await Promise.all(
    names.map(async (attribute) => {
      const { [attribute]: _own, ...others } = f.attributes ?? {};
      const rows = await rowsWithout({ attributes: Object.keys(others).length ? others : undefined });
      const byValue = new Map<string, Set<string>>();
      for (const o of rows.options) {
        if (o.name !== attribute) continue;
        let set = byValue.get(o.option_value);
        if (!set) byValue.set(o.option_value, (set = new Set()));
        set.add(o.product_id);
      }
      return { attribute, options: [...byValue].map(([value, set]) => ({ value, label: value, count: set.size })) };
    }),
  );

  const allBrands = await getBrands(ctx);
  const label = (c: string) =>
    c
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join('-');
  return {
    price_range: { min: prices.length ? toMajor(Math.min(...prices)) : 0, max: prices.length ? toMajor(Math.max(...prices)) : 0 },
    brand_list: allBrands
      .filter((b) => brands.has(b.name))
      .map((b) => ({ name: b.name, brand_name: b.brand_name, route: b.route, count: brands.get(b.name)! })),
    attribute_list: attribute_list.filter((a) => a.options.length > 0),
    certification_list: [...certs].sort((a, b) => b[1] - a[1]).map(([value, count]) => ({ value, label: label(value), count })),
  };
}

/** get_category_page_filters: what the filter panel offers for a category, with product counts. */
export async function getCategoryFilters(ctx: Ctx, route: string, filters: TListingFilters = {}): Promise<TCategoryFilters> {
  const tree = await getCategoryTree(ctx);
  const cat = tree.byRoute.get(cleanCategoryRoute(route));
  if (!cat) throw notFound('Category not found.');
  const scope = categoryScope(tree, cat.id);
  return {
    meta_info: {
      meta_title: cat.meta_title || cat.name,
      meta_keywords: cat.name.toLowerCase(),
      meta_description: cat.meta_description || cat.description,
    },
    ...(await listingFacets(ctx, scope, filters)),
    category_list: [...tree.byId.values()]
      .filter((c) => c.parent_id === cat.id)
      .map((c) => ({ name: c.id, category_name: c.name, route: c.route, count: tree.counts.get(c.id) ?? 0 })),
  };
}
