import type { Kysely } from 'kysely';

// Frozen: never import app code here. Types are chosen to mean the same on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_version')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('naming_series')
    .addColumn('prefix', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('auth_token')
    .addColumn('api_key', 'text', (c) => c.primaryKey())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('auth_token_subject').on('auth_token').columns(['subject_type', 'subject_id']).execute();

  await db.schema
    .createTable('setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('business')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zipcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('GB'))
    .addColumn('latitude', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('longitude', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tax_class')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('category')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.references('category.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull().unique())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('default_view', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('category_parent').on('category').column('parent_id').execute();

  await db.schema
    .createTable('brand')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull().unique())
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('product')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('route', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('full_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('old_price', 'integer')
    .addColumn('inventory_method', 'text', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_order_qty', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_order_qty', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('weight_grams', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tax_class_id', 'text', (c) => c.notNull().references('tax_class.id'))
    .addColumn('brand_id', 'text', (c) => c.references('brand.id').onDelete('set null'))
    .addColumn('certifications', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('disable_add_to_cart', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_brand').on('product').column('brand_id').execute();
  await db.schema.createIndex('product_active_popularity').on('product').columns(['is_active', 'popularity']).execute();

  await db.schema
    .createTable('product_category')
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('category.id').onDelete('cascade'))
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('product_category_pk', ['product_id', 'category_id'])
    .execute();
  await db.schema.createIndex('product_category_category').on('product_category').column('category_id').execute();

  await db.schema
    .createTable('product_image')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_image_product').on('product_image').column('product_id').execute();

  await db.schema
    .createTable('product_attribute')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('control_type', 'text', (c) => c.notNull().defaultTo('Radio Button List'))
    .addColumn('is_required', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_attribute_product').on('product_attribute').column('product_id').execute();

  await db.schema
    .createTable('product_attribute_option')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('attribute_id', 'text', (c) => c.notNull().references('product_attribute.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('option_value', 'text', (c) => c.notNull())
    .addColumn('price_adjustment', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('weight_adjustment_grams', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_pre_selected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_attribute_option_product').on('product_attribute_option').column('product_id').execute();

  await db.schema
    .createTable('product_variant')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('attribute_key', 'text', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('product_variant_key', ['product_id', 'attribute_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'product_variant',
    'product_attribute_option',
    'product_attribute',
    'product_image',
    'product_category',
    'product',
    'brand',
    'category',
    'tax_class',
    'business',
    'setting',
    'auth_token',
    'naming_series',
    'cache_version',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
