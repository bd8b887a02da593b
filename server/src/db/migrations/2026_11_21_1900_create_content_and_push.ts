import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('info_page')
    .addColumn('route', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('scroll_content')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('blog_category')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('route', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('blog_post')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('route', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull().references('blog_category.id'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published_on', 'text', (c) => c.notNull())
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('blog_post_published').on('blog_post').columns(['is_published', 'published_on']).execute();
  await db.schema
    .createTable('blog_comment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('blog_post.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('is_approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blog_comment_post').on('blog_comment').columns(['post_id', 'is_approved']).execute();
  await db.schema
    .createTable('contact_enquiry')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('newsletter_subscriber')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await db.schema.createIndex('newsletter_token').on('newsletter_subscriber').column('token_hash').execute();
  await db.schema
    .createTable('birthday_club_member')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.references('customer.id').onDelete('cascade'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text')
    .addColumn('p256dh', 'text')
    .addColumn('auth', 'text')
    .addColumn('device_token', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', 'text')
    .execute();
  await db.schema.createIndex('push_subscription_endpoint').on('push_subscription').column('endpoint').unique().execute();
  await db.schema.createIndex('push_subscription_customer').on('push_subscription').column('customer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'push_subscription',
    'birthday_club_member',
    'newsletter_subscriber',
    'contact_enquiry',
    'blog_comment',
    'blog_post',
    'blog_category',
    'scroll_content',
    'info_page',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
