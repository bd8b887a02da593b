import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('cart_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_one_per_type', ['customer_id', 'cart_type'])
    .execute();

  await db.schema
    .createTable('cart_item')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cart_id', 'text', (c) => c.notNull().references('cart.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('attribute_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attribute_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('is_free_item', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_rule', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('substitution', 'text', (c) => c.notNull().defaultTo('best_match'))
    .addColumn('substitute_product_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One paid line per product and combination; free lines are separate.
  await db.schema
    .createIndex('cart_item_line')
    .on('cart_item')
    .columns(['cart_id', 'product_id', 'attribute_key', 'is_free_item', 'discount_rule'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_item').execute();
  await db.schema.dropTable('cart').execute();
}
