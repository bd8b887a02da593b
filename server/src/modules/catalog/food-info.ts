import type { TAllergen, TFoodInformation, TFoodInformationSaved } from '@larder/contract/food';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';
import { foodInputToRow, foodRowToDto, isEmptyFood } from './food-rows';

export { EMPTY_FOOD } from './food-rows';

/** Replaces a product's food information; an empty one leaves no row. The caller bumps the catalogue version. */
export async function saveFoodInformation(db: DbOrTrx, productId: string, f: TFoodInformationSaved): Promise<void> {
  await db.deleteFrom('product_food').where('product_id', '=', productId).execute();
  if (!isEmptyFood(f)) await db.insertInto('product_food').values(foodInputToRow(productId, f)).execute();
}

export async function readFoodRows(db: DbOrTrx, productIds: string[]): Promise<Map<string, TFoodInformation>> {
  const out = new Map<string, TFoodInformation>();
  for (let i = 0; i < productIds.length; i += 500) {
    const rows = await db
      .selectFrom('product_food')
      .selectAll()
      .where('product_id', 'in', productIds.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(r.product_id, foodRowToDto(r));
  }
  return out;
}

/**
 * The "free from" condition on listings: the product declared its allergens and neither contains
 * nor may contain any of `allergens`. Undeclared products are left out, since nobody can vouch for them.
 */
export function freeFrom(allergens: TAllergen[]) {
  return (eb: ExpressionBuilder<Database & { p: Database['product'] }, 'p'>) => {
    let q = eb
      .selectFrom('product_food as f')
      .select('f.product_id')
      .whereRef('f.product_id', '=', 'p.id')
      .where('f.allergens', 'is not', null);
    // Both lists are comma-separated codes: wrapped in commas, ",nuts," cannot match inside "peanuts".
    const both = sql<string>`',' || ${sql.ref('f.allergens')} || ',' || ${sql.ref('f.may_contain')} || ','`;
    for (const a of allergens) q = q.where(both, 'not like', `%,${a},%`);
    return eb.exists(q);
  };
}
