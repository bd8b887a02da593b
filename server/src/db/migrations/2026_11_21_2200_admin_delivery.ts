import type { Kysely } from 'kysely';

/**
 * The console's delivery area adds no tables: it edits the delivery and promotion tables. It looks
 * up a slot template's bookings (may it be deleted?) and a method's templates (overlaps) often.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_slot_template').on('orders').column('slot_template_id').execute();
  await db.schema.createIndex('slot_template_method').on('slot_template').columns(['shipping_method_id', 'weekday']).execute();
  await db.schema.createIndex('shipping_rate_method').on('shipping_rate').column('shipping_method_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shipping_rate_method').execute();
  await db.schema.dropIndex('slot_template_method').execute();
  await db.schema.dropIndex('orders_slot_template').execute();
}
