import { type Kysely, sql } from 'kysely';

/**
 * Issue 20: the search index reads which active products are out of stock again after every
 * stock change (an order, a cancellation), at most every couple of seconds. Without an index that
 * read scans the whole product table (200,000 rows, blocking SQLite's one thread). Two partial
 * indexes hold only the rows it asks for: the products out of stock by their own flags, and the
 * products whose stock is their combinations'. `outOfStockIds` repeats these conditions word for
 * word, as SQLite's planner needs to use a partial index; each index's column is one the query
 * compares for equality, so the planner weighs it against the full (is_active, ...) index by its
 * few rows instead of passing over it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index product_out_of_stock on product (is_active)
    where is_active = 1 and (disable_add_to_cart = 1 or (inventory_method = 'Track Inventory' and stock <= 0))`.execute(db);
  await sql`create index product_stock_by_variant on product (inventory_method)
    where is_active = 1 and inventory_method = 'Track Inventory By Product Attributes'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('product_stock_by_variant').execute();
  await db.schema.dropIndex('product_out_of_stock').execute();
}
