import { type Kysely, sql } from 'kysely';

/**
 * The payment lifecycle (decision 007): what each attempt captured, counted and owes back; one
 * live attempt per order or bill; refunds as rows of their own; unpaid card orders that expire;
 * and the leases that let background jobs run once across processes (decision 008).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment')
    .addColumn('captured_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payment')
    .addColumn('applied_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payment')
    .addColumn('refund_due', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('payment').addColumn('voided_at', 'text').execute();
  await db.schema.alterTable('payment').addColumn('checked_at', 'text').execute();
  // What the old rows mean in the new columns: a success captured its amount; what was refunded was owed back.
  await sql`UPDATE payment SET captured_amount = amount, refund_due = refunded_amount, applied_amount = amount - refunded_amount
    WHERE status IN ('succeeded', 'refunded')`.execute(db);
  // Older code could leave several open attempts for one order: keep the newest open, void the rest.
  await sql`UPDATE payment SET status = 'canceled'
    WHERE status = 'created' AND EXISTS (
      SELECT 1 FROM payment AS newer
      WHERE newer.purpose = payment.purpose AND newer.reference = payment.reference AND newer.status = 'created'
        AND (newer.created_at > payment.created_at OR (newer.created_at = payment.created_at AND newer.id > payment.id)))`.execute(db);
  // At most one live attempt per order, bill or top-up.
  await db.schema
    .createIndex('payment_one_live')
    .on('payment')
    .columns(['purpose', 'reference'])
    .unique()
    .where(sql.ref('status'), '=', 'created')
    .execute();
  await db.schema.createIndex('payment_status').on('payment').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('payment_refund')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payment.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_refund_ref', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_refund_payment').on('payment_refund').column('payment_id').execute();
  await db.schema.createIndex('payment_refund_status').on('payment_refund').columns(['status', 'created_at']).execute();

  // The test provider keeps its refunds by idempotency key, as a real provider does.
  await db.schema
    .createTable('test_refund')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_ref', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('orders').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cart_id', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orders_expires').on('orders').column('expires_at').execute();
  await db.schema.createIndex('orders_cart').on('orders').columns(['cart_id', 'created_at']).execute();
  // Unpaid card orders placed before this change are long abandoned: they expire at the first sweep.
  await sql`UPDATE orders SET expires_at = created_at
    WHERE status = 'Placed' AND payment_method_name = 'Card' AND paid_amount < total`.execute(db);

  await db.schema.alterTable('subscription_order').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('subscription_order').addColumn('cancelled_at', 'text').execute();

  await db.schema
    .createTable('job_lease')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('locked_until', 'text', (c) => c.notNull())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('last_started_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_lease').execute();
  await db.schema.alterTable('subscription_order').dropColumn('cancelled_at').execute();
  await db.schema.alterTable('subscription_order').dropColumn('expires_at').execute();
  await db.schema.dropIndex('orders_cart').execute();
  await db.schema.dropIndex('orders_expires').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_amount').execute();
  await db.schema.alterTable('orders').dropColumn('cart_id').execute();
  await db.schema.alterTable('orders').dropColumn('expires_at').execute();
  await db.schema.dropTable('payment_refund').execute();
  await db.schema.dropTable('test_refund').execute();
  await db.schema.dropIndex('payment_status').execute();
  await db.schema.dropIndex('payment_one_live').execute();
  for (const column of ['checked_at', 'voided_at', 'refund_due', 'applied_amount', 'captured_amount'])
    await db.schema.alterTable('payment').dropColumn(column).execute();
}
