import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('is_guest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Approved'))
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dob', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('player_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('substitution_preference', 'text', (c) => c.notNull().defaultTo('best_match'))
    .addColumn('social_provider', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('social_subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('merged_into', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // E-mail and phone are unique among registered customers (guests have neither).
  await db.schema.createIndex('customer_email_unique').on('customer').column('email').unique().where(sql.ref('is_guest'), '=', 0).execute();
  await db.schema.createIndex('customer_phone_unique').on('customer').column('phone').unique().where(sql.ref('is_guest'), '=', 0).execute();
  await db.schema.createIndex('customer_guest_created').on('customer').columns(['is_guest', 'created_at']).execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('link_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_reset_customer').on('password_reset').column('customer_id').execute();
  await db.schema.createIndex('password_reset_link').on('password_reset').column('link_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset').execute();
  await db.schema.dropTable('customer').execute();
}
