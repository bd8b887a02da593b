import type { Kysely } from 'kysely';

/**
 * Issue 20 (decision 031): the search index as last built, kept with the database, so a process
 * starting on an unchanged catalogue loads it instead of reading and indexing every product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_snapshot')
    .addColumn('catalog_version', 'integer', (c) => c.primaryKey())
    .addColumn('stock_version', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_snapshot').execute();
}
