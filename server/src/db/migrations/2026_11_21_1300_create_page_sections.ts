import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_section')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('application_type', 'text', (c) => c.notNull().defaultTo('both'))
    .addColumn('section_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('page_section_page').on('page_section').columns(['page', 'display_order']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_section').execute();
}
