import type { Kysely } from 'kysely';

/**
 * Picking every order (decision 014, extended): each line keeps how it was picked — picked,
 * short-picked (`picked_quantity` below the quantity) or substituted (`pick_substitute`: what went
 * in instead) — so a picker's ticks survive a reload and "Finish picking" can require every line.
 * Weighed lines are picked by weighing (`weighed_grams`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_item').addColumn('pick_state', 'text').execute();
  await db.schema.alterTable('order_item').addColumn('picked_quantity', 'integer').execute();
  await db.schema
    .alterTable('order_item')
    .addColumn('pick_substitute', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const col of ['pick_substitute', 'picked_quantity', 'pick_state'])
    await db.schema.alterTable('order_item').dropColumn(col).execute();
}
