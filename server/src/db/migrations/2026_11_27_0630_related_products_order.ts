import type { Kysely } from 'kysely';

/**
 * Issue 20 (decision 030): related products are "the most popular others of the category", ordered
 * by popularity then id. The index on (is_active, popularity) left ties in rowid order, so the
 * database sorted every product of a popularity: on an imported catalogue (every popularity 0)
 * that was the whole catalogue. With id in the index the walk is in the query's order and stops
 * after eight of the category.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('product_active_popularity_id').on('product').columns(['is_active', 'popularity desc', 'id']).execute();
  await db.schema.dropIndex('product_active_popularity').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('product_active_popularity').on('product').columns(['is_active', 'popularity']).execute();
  await db.schema.dropIndex('product_active_popularity_id').execute();
}
