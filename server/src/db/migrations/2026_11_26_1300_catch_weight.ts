import type { Kysely } from 'kysely';

/**
 * Catch-weight products (decision 014). A product sold by weight has a price per kg and a typical
 * weight; its `price` is the estimate for one piece. An order line keeps what the shopper was
 * promised (price per kg, estimated weight and amount, the cap) and, once picked, the weight.
 * An order with weighed lines keeps the most it may cost (`hold_amount`, the card authorisation)
 * until picking sets its final total (`picked_at`). A card attempt for such an order only
 * authorises (`capture_later`); `held_amount` is what the provider holds until the capture.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product').addColumn('price_per_kg', 'integer').execute();
  await db.schema.alterTable('product').addColumn('typical_weight_g', 'integer').execute();
  for (const [col, nullable] of [
    ['price_per_kg', false],
    ['estimated_grams', false],
    ['estimated_total', false],
    ['cap_total', false],
    ['weighed_grams', true],
  ] as const) {
    await db.schema
      .alterTable('order_item')
      .addColumn(col, 'integer', (c) => (nullable ? c : c.notNull().defaultTo(0)))
      .execute();
  }
  await db.schema
    .alterTable('orders')
    .addColumn('hold_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('picked_at', 'text').execute();
  await db.schema
    .alterTable('payment')
    .addColumn('capture_later', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payment')
    .addColumn('held_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment').dropColumn('held_amount').execute();
  await db.schema.alterTable('payment').dropColumn('capture_later').execute();
  await db.schema.alterTable('orders').dropColumn('picked_at').execute();
  await db.schema.alterTable('orders').dropColumn('hold_amount').execute();
  for (const col of ['weighed_grams', 'cap_total', 'estimated_total', 'estimated_grams', 'price_per_kg'])
    await db.schema.alterTable('order_item').dropColumn(col).execute();
  await db.schema.alterTable('product').dropColumn('typical_weight_g').execute();
  await db.schema.alterTable('product').dropColumn('price_per_kg').execute();
}
