import { type Kysely, SqliteAdapter, sql } from 'kysely';

const onSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * Issue 20 (decision 032): related products are "the most popular active others of a category",
 * eight, ties by id. Walking product's (is_active, popularity DESC, id) index and testing each
 * product for the category passes every product ranked before the category's: on a CSV import
 * (every popularity 0) whose categories sit together in id order, most of the catalogue.
 *
 * Each product_category row now carries a copy of its product's is_active and popularity, with an
 * index in the related order inside a category, so the eight are the first eight entries of the
 * index. The copy is kept by triggers, so no writer (console, import, seeds, a hand-written
 * UPDATE) can leave it behind: a product_category row takes its product's values when it is
 * written, and a change of a product's is_active or popularity is written to its rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('product_category')
    .addColumn('product_is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('product_category')
    .addColumn('product_popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update product_category set
      product_is_active = (select p.is_active from product as p where p.id = product_category.product_id),
      product_popularity = (select p.popularity from product as p where p.id = product_category.product_id)`.execute(db);
  await db.schema
    .createIndex('product_category_related')
    .on('product_category')
    .columns(['category_id', 'product_is_active', 'product_popularity desc', 'product_id'])
    .execute();
  // Only the (category_id, ...) index's first column was used by the old one-column index.
  await db.schema.dropIndex('product_category_category').execute();

  if (onSqlite(db)) {
    await sql`create trigger product_category_copy_on_insert after insert on product_category begin
        update product_category set
          product_is_active = (select p.is_active from product as p where p.id = new.product_id),
          product_popularity = (select p.popularity from product as p where p.id = new.product_id)
        where product_id = new.product_id and category_id = new.category_id;
      end`.execute(db);
    await sql`create trigger product_category_copy_on_move after update of product_id on product_category begin
        update product_category set
          product_is_active = (select p.is_active from product as p where p.id = new.product_id),
          product_popularity = (select p.popularity from product as p where p.id = new.product_id)
        where product_id = new.product_id and category_id = new.category_id;
      end`.execute(db);
    await sql`create trigger product_copy_to_categories after update of is_active, popularity on product
      when old.is_active is not new.is_active or old.popularity is not new.popularity begin
        update product_category set product_is_active = new.is_active, product_popularity = new.popularity
        where product_id = new.id;
      end`.execute(db);
    return;
  }
  await sql`create function product_category_copy() returns trigger language plpgsql as $$
    begin
      select p.is_active, p.popularity into new.product_is_active, new.product_popularity from product as p where p.id = new.product_id;
      return new;
    end $$`.execute(db);
  await sql`create trigger product_category_copy before insert or update of product_id on product_category
    for each row execute function product_category_copy()`.execute(db);
  await sql`create function product_copy_to_categories() returns trigger language plpgsql as $$
    begin
      update product_category set product_is_active = new.is_active, product_popularity = new.popularity where product_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger product_copy_to_categories after update of is_active, popularity on product
    for each row when (old.is_active is distinct from new.is_active or old.popularity is distinct from new.popularity)
    execute function product_copy_to_categories()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onSqlite(db)) {
    await sql`drop trigger product_category_copy_on_insert`.execute(db);
    await sql`drop trigger product_category_copy_on_move`.execute(db);
    await sql`drop trigger product_copy_to_categories`.execute(db);
  } else {
    await sql`drop trigger product_category_copy on product_category`.execute(db);
    await sql`drop trigger product_copy_to_categories on product`.execute(db);
    await sql`drop function product_category_copy()`.execute(db);
    await sql`drop function product_copy_to_categories()`.execute(db);
  }
  await db.schema.createIndex('product_category_category').on('product_category').column('category_id').execute();
  await db.schema.dropIndex('product_category_related').execute();
  await db.schema.alterTable('product_category').dropColumn('product_popularity').execute();
  await db.schema.alterTable('product_category').dropColumn('product_is_active').execute();
}
