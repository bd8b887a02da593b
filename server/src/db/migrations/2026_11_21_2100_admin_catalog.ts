import type { Kysely } from 'kysely';

/**
 * Indexes the console's catalogue screens lean on: finding a product by SKU, the list sorted by
 * last change, and "has this product ever been ordered?" (delete or deactivate).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('product_sku').on('product').column('sku').execute();
  await db.schema.createIndex('product_updated').on('product').column('updated_at').execute();
  await db.schema.createIndex('order_item_product').on('order_item').column('product_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['order_item_product', 'product_updated', 'product_sku']) await db.schema.dropIndex(name).execute();
}
