import type { Kysely } from 'kysely';

/**
 * The checkout's choices kept with the shopping cart, so a reload, another tab or another device
 * resumes the checkout where the shopper left it. Null: not chosen yet. The held slot is not
 * here: it is the customer's one slot_hold row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema.alterTable('cart').addColumn('checkout_address_id', 'text').execute();
  await db.schema.alterTable('cart').addColumn('checkout_method_id', 'text').execute();
  await db.schema.alterTable('cart').addColumn('checkout_payment', 'text').execute();
  await db.schema
    .alterTable('cart')
    .addColumn('checkout_use_wallet', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('cart')
    .addColumn('checkout_use_points', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of ['checkout_use_points', 'checkout_use_wallet', 'checkout_payment', 'checkout_method_id', 'checkout_address_id'])
    await db.schema.alterTable('cart').dropColumn(c).execute();
}
