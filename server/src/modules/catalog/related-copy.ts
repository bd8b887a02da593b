import type { DbOrTrx } from '../../db/database';

/**
 * product_category rows whose copy of their product's is_active or popularity differs from the
 * product's (decision 032: triggers keep it). Empty unless something went around the triggers;
 * the tests of every writer ask.
 */
export function relatedCopyOutOfStep(db: DbOrTrx) {
  return db
    .selectFrom('product_category as pc')
    .innerJoin('product as p', 'p.id', 'pc.product_id')
    .select(['pc.product_id', 'pc.category_id', 'pc.product_is_active', 'p.is_active', 'pc.product_popularity', 'p.popularity'])
    .where((eb) =>
      eb.or([eb('pc.product_is_active', '!=', eb.ref('p.is_active')), eb('pc.product_popularity', '!=', eb.ref('p.popularity'))]),
    )
    .execute();
}
