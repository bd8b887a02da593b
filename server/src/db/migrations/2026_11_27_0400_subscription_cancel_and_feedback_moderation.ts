import type { Kysely } from 'kysely';

/**
 * Issue 17: a subscriber may cancel (the plan stays active to the end of its paid period and is
 * never renewed after), and the console moderates reviews (approve or reject) and questions
 * (answer or reject).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscription').addColumn('cancel_requested_at', 'text').execute();
  await db.schema.alterTable('product_review').addColumn('rejected_at', 'text').execute();
  await db.schema.alterTable('product_question').addColumn('answered_at', 'text').execute();
  await db.schema.alterTable('product_question').addColumn('rejected_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_question').dropColumn('rejected_at').execute();
  await db.schema.alterTable('product_question').dropColumn('answered_at').execute();
  await db.schema.alterTable('product_review').dropColumn('rejected_at').execute();
  await db.schema.alterTable('subscription').dropColumn('cancel_requested_at').execute();
}
