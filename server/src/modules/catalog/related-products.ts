import { VersionedMemo } from '../../cache/cache-versions';
import { type Ctx, appSingleton } from '../../ctx';
import type { DbOrTrx } from '../../db/database';

const RELATED = 8;

/**
 * The query behind related products: active others of a category, most popular first, ties by id.
 * Its order is the index product_active_popularity_id's, so the database walks that index and
 * stops at the eighth product of the category instead of sorting every product of a popularity.
 */
export function relatedProductsQuery(db: DbOrTrx, categoryId: string, productId: string) {
  return db
    .selectFrom('product as p')
    .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
    .select('p.id')
    .where('pc.category_id', '=', categoryId)
    .where('p.is_active', '=', 1)
    .where('p.id', '!=', productId)
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id')
    .limit(RELATED);
}

/** Related products of a product: the most popular others of its primary category. Cached per catalogue version. */
export async function relatedIds(ctx: Ctx, productId: string, categoryIds: string[]): Promise<string[]> {
  const memo = appSingleton(ctx.app, 'catalog.related', () => new VersionedMemo<string, string[]>(ctx.app.cache, 'catalog', 20_000));
  return memo.get(productId, async () => {
    const cat = categoryIds[0];
    if (!cat) return [];
    const rows = await relatedProductsQuery(ctx.db, cat, productId).execute();
    return rows.map((r) => r.id);
  });
}
