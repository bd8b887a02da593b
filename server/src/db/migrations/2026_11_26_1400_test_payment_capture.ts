import type { Kysely } from 'kysely';

/**
 * The test provider authorises now and captures later, like a real provider: how a payment is
 * captured ('automatic' or 'manual') and what was authorised (the most a capture can take).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('test_payment')
    .addColumn('capture_method', 'text', (c) => c.notNull().defaultTo('automatic'))
    .execute();
  await db.schema
    .alterTable('test_payment')
    .addColumn('authorized_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('test_payment').dropColumn('authorized_amount').execute();
  await db.schema.alterTable('test_payment').dropColumn('capture_method').execute();
}
