/** What the search index is built from: the active products with their words, and which are out of stock. */
import { sql } from 'kysely';
import type { Ctx } from '../../ctx';
import { activeOffIndex } from '../catalog/active-off-index';
import type { SearchDoc } from './search-index';

/** All these reads need: they also run on a worker thread, with a connection of its own and no app. */
export type DbCtx = Pick<Ctx, 'db' | 'dialect'>;

/**
 * Ids of active products that are out of stock now (tracked with stock 0, or every combination at
 * 0). Each condition is the one of a partial index (migration 2026_11_27_0830) word for word, with
 * its values in the SQL text: SQLite uses a partial index only for a query that repeats its terms.
 */
export async function outOfStockIds(ctx: DbCtx): Promise<string[]> {
  const [tracked, byCombination] = await Promise.all(OUT_OF_STOCK_QUERIES.map((q) => sql.raw<{ id: string }>(q).execute(ctx.db)));
  return [...tracked!.rows, ...byCombination!.rows].map((r) => r.id);
}

// A product whose stock is its combinations' but has none sums to null: not listed, as before.
export const OUT_OF_STOCK_QUERIES = [
  `select id from product
    where is_active = 1 and (disable_add_to_cart = 1 or (inventory_method = 'Track Inventory' and stock <= 0))`,
  `select p.id from product as p
    where p.is_active = 1 and p.inventory_method = 'Track Inventory By Product Attributes'
      and (select sum(case when v.disabled = 0 then v.stock else 0 end) from product_variant as v where v.product_id = p.id) <= 0`,
] as const;

/**
 * Every active product's words. SQLite read them through the (is_active, popularity) index, a
 * lookup of the table per product: 0.84-0.97 s at 200,000 products, against 0.54-0.60 s for a
 * scan of the table, which `activeOffIndex` makes it take.
 */
export const activeProducts = (ctx: DbCtx) =>
  ctx.db
    .selectFrom('product as p')
    .leftJoin('brand as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.name', 'p.tags', 'p.popularity', 'b.name as brand'])
    .where(activeOffIndex(ctx), '=', 1);

export async function loadDocs(ctx: DbCtx): Promise<SearchDoc[]> {
  const pathNames = await categoryPathNames(ctx);
  const [products, links, out] = await Promise.all([
    activeProducts(ctx).execute(),
    ctx.db.selectFrom('product_category').select(['product_id', 'category_id']).execute(),
    outOfStockIds(ctx),
  ]);
  const cats = new Map<string, string[]>();
  for (const l of links) {
    const names = pathNames(l.category_id);
    const list = cats.get(l.product_id);
    cats.set(l.product_id, list ? [...list, ...names] : names);
  }
  const outSet = new Set(out);
  return products.map((p) => ({
    id: p.id,
    name: p.name,
    brand: p.brand ?? '',
    categories: cats.get(p.id) ?? [],
    tags: p.tags,
    popularity: p.popularity,
    inStock: !outSet.has(p.id),
  }));
}

/**
 * A category's names from its root down, as the category tree's `path` gives them: empty when
 * the category or any category above it is inactive. Read from the category table alone (the
 * tree also counts every category's products, seconds at 200,000), worked out once per category
 * and shared by its products' documents (never changed in place).
 */
export async function categoryPathNames(ctx: DbCtx): Promise<(id: string) => string[]> {
  const rows = await ctx.db.selectFrom('category').select(['id', 'parent_id', 'name']).where('is_active', '=', 1).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<string, string[]>();
  return (id) => {
    let names = paths.get(id);
    if (!names) {
      names = [];
      const seen = new Set<string>();
      for (let cur = byId.get(id); ; cur = byId.get(cur.parent_id)) {
        if (!cur || seen.has(cur.id)) {
          names = [];
          break;
        }
        seen.add(cur.id);
        names.unshift(cur.name);
        if (cur.parent_id === null) break;
      }
      paths.set(id, names);
    }
    return names;
  };
}
