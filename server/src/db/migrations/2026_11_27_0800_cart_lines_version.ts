import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Issue 20 (decision 033): a cart read is answered from a per-cart cache while the cart's lines,
 * the catalogue, stock and settings are unchanged. `cart.lines_version` is the lines' part: a
 * trigger bumps it on every insert, update and delete of a cart's lines, whoever makes it (the
 * cart calls, checkout, merges, the console, or SQL typed by hand), in the writer's statement.
 * Stock is shown live in a cart, so a change of a product's or a combination's stock bumps the
 * `stock` cache version the same way (the stock writers also bump it themselves; a trigger makes it
 * hold for every writer). PostgreSQL bumps once per statement, SQLite once per row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cart')
    .addColumn('lines_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function cart_lines_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          update cart set lines_version = lines_version + 1 where id = old.cart_id;
        end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.cart_id <> old.cart_id) then
          update cart set lines_version = lines_version + 1 where id = new.cart_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger cart_item_changed after insert or update or delete on cart_item
      for each row execute function cart_lines_changed()`.execute(db);
    await sql`
      create function stock_changed() returns trigger language plpgsql as $$
      begin
        insert into cache_version (scope, version) values ('stock', 1)
          on conflict (scope) do update set version = cache_version.version + 1;
        return null;
      end $$`.execute(db);
    await sql`create trigger product_stock_changed after update of stock on product
      for each statement execute function stock_changed()`.execute(db);
    await sql`create trigger product_variant_stock_changed after insert or delete or update of stock, disabled on product_variant
      for each statement execute function stock_changed()`.execute(db);
    return;
  }
  const bumpStock = sql`insert into cache_version (scope, version) values ('stock', 1)
      on conflict (scope) do update set version = version + 1;`;
  await sql`create trigger product_stock_changed after update of stock on product begin ${bumpStock} end`.execute(db);
  await sql`create trigger product_variant_stock_updated after update of stock, disabled on product_variant begin ${bumpStock} end`.execute(
    db,
  );
  await sql`create trigger product_variant_inserted after insert on product_variant begin ${bumpStock} end`.execute(db);
  await sql`create trigger product_variant_deleted after delete on product_variant begin ${bumpStock} end`.execute(db);
  await sql`create trigger cart_item_inserted after insert on cart_item begin
      update cart set lines_version = lines_version + 1 where id = new.cart_id; end`.execute(db);
  await sql`create trigger cart_item_updated after update on cart_item begin
      update cart set lines_version = lines_version + 1 where id in (old.cart_id, new.cart_id); end`.execute(db);
  await sql`create trigger cart_item_deleted after delete on cart_item begin
      update cart set lines_version = lines_version + 1 where id = old.cart_id; end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger product_variant_stock_changed on product_variant`.execute(db);
    await sql`drop trigger product_stock_changed on product`.execute(db);
    await sql`drop function stock_changed()`.execute(db);
    await sql`drop trigger cart_item_changed on cart_item`.execute(db);
    await sql`drop function cart_lines_changed()`.execute(db);
  } else {
    for (const t of [
      'cart_item_inserted',
      'cart_item_updated',
      'cart_item_deleted',
      'product_stock_changed',
      'product_variant_stock_updated',
      'product_variant_inserted',
      'product_variant_deleted',
    ])
      await sql`drop trigger ${sql.raw(t)}`.execute(db);
  }
  await db.schema.alterTable('cart').dropColumn('lines_version').execute();
}
