import type { Kysely } from 'kysely';

/**
 * The pack an order line bought ("1 kg"), kept with the line so its unit price stays what the
 * shopper saw even when the product's pack size changes later. Older lines keep '' (no unit price).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_item')
    .addColumn('pack_size', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_item').dropColumn('pack_size').execute();
}
