import type { Expression } from 'kysely';
import type { DbOrTrx } from '../../db/database';

export const RELATED = 8;

/**
 * The query behind related products: active others of a category, most popular first, ties by id.
 * product_category carries its product's is_active and popularity (kept by triggers, decision
 * 032) and its index product_category_related is in this order within a category, so the answer
 * is the category's first eight index entries (nine when the product itself is among them),
 * whatever the catalogue's size or layout. Both arguments may be values or expressions of an
 * outer query.
 */
export function relatedProductsQuery(db: DbOrTrx, categoryId: string | Expression<string>, productId: string | Expression<string>) {
  return db
    .selectFrom('product_category as pc')
    .select(['pc.product_id', 'pc.product_popularity'])
    .where('pc.category_id', '=', categoryId)
    .where('pc.product_is_active', '=', 1)
    .where('pc.product_id', '!=', productId)
    .orderBy('pc.product_popularity', 'desc')
    .orderBy('pc.product_id')
    .limit(RELATED);
}

/** A product's primary category (the one marked primary, else the first by id), as a subquery. */
export function primaryCategoryOf(db: DbOrTrx, productId: Expression<string>) {
  return db
    .selectFrom('product_category as c')
    .select('c.category_id')
    .where('c.product_id', '=', productId)
    .orderBy('c.is_primary', 'desc')
    .orderBy('c.category_id')
    .limit(1)
    .$asScalar();
}
