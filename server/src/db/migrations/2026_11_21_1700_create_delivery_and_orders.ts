import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Stores (multi-store) and their delivery radius.
  await db.schema
    .alterTable('business')
    .addColumn('restaurant_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('business')
    .addColumn('core_city', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('business')
    .addColumn('delivery_radius_km', 'double precision', (c) => c.notNull().defaultTo(8))
    .execute();
  await db.schema
    .alterTable('business')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('area')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('zipcode', 'text', (c) => c.notNull())
    .addColumn('zone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('area_zipcode').on('area').column('zipcode').execute();

  await db.schema
    .createTable('address')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('landmark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('United Kingdom'))
    .addColumn('zipcode', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('address_customer').on('address').column('customer_id').execute();

  await db.schema
    .createTable('shipping_method')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_pickup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('shipping_rate')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shipping_method_id', 'text', (c) => c.notNull().references('shipping_method.id').onDelete('cascade'))
    .addColumn('rule_type', 'text', (c) => c.notNull())
    .addColumn('band_from', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('band_to', 'integer')
    .addColumn('charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('percentage_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('slot_template')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shipping_method_id', 'text', (c) => c.notNull().references('shipping_method.id').onDelete('cascade'))
    .addColumn('weekday', 'integer')
    .addColumn('from_time', 'text', (c) => c.notNull())
    .addColumn('to_time', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('blocked_date')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // Capacity counters: holds and bookings take a place by a conditional increment.
  await db.schema
    .createTable('slot_usage')
    .addColumn('template_id', 'text', (c) => c.notNull().references('slot_template.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('slot_usage_pk', ['template_id', 'date'])
    .execute();

  await db.schema
    .createTable('slot_hold')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().unique().references('customer.id').onDelete('cascade'))
    .addColumn('template_id', 'text', (c) => c.notNull().references('slot_template.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('shipping_method_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('extended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('slot_hold_expiry').on('slot_hold').column('expires_at').execute();

  await db.schema
    .createTable('discount')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('percent_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_subtotal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('usage_limit_total', 'integer')
    .addColumn('usage_limit_per_customer', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_method_id', 'text')
    .addColumn('buy_product_id', 'text')
    .addColumn('buy_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_product_id', 'text')
    .addColumn('free_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('discount_coupon').on('discount').column('coupon_code').unique().execute();

  await db.schema
    .createTable('discount_customer_usage')
    .addColumn('discount_id', 'text', (c) => c.notNull().references('discount.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('discount_customer_usage_pk', ['discount_id', 'customer_id'])
    .execute();

  await db.schema
    .alterTable('cart')
    .addColumn('coupon_code', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('customer_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_method_name', 'text', (c) => c.notNull())
    .addColumn('shipping_method_id', 'text', (c) => c.notNull())
    .addColumn('shipping_method_name', 'text', (c) => c.notNull())
    .addColumn('ship_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ship_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ship_landmark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ship_city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ship_zipcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ship_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ship_latitude', 'double precision')
    .addColumn('ship_longitude', 'double precision')
    .addColumn('delivery_date', 'text')
    .addColumn('slot_template_id', 'text')
    .addColumn('slot_from', 'text')
    .addColumn('slot_to', 'text')
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('basket_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('paid_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('discount_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('customer_comments', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order_from', 'text', (c) => c.notNull().defaultTo('Website'))
    .addColumn('stock_released', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_customer').on('orders').columns(['customer_id', 'created_at']).execute();
  await db.schema.createIndex('orders_slot').on('orders').columns(['delivery_date', 'slot_template_id']).execute();

  await db.schema
    .createTable('order_item')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attribute_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attribute_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('inventory_method', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('discount_share', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vat', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_free_item', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_rule', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('substitution', 'text', (c) => c.notNull().defaultTo('best_match'))
    .addColumn('substitute_product_id', 'text')
    .execute();
  await db.schema.createIndex('order_item_order').on('order_item').column('order_id').execute();

  await db.schema
    .createTable('order_status_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_status_history_order').on('order_status_history').column('order_id').execute();

  // Which discounts an order used (usage limits and reports); one row per discount and order.
  await db.schema
    .createTable('discount_usage')
    .addColumn('discount_id', 'text', (c) => c.notNull().references('discount.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('discount_usage_pk', ['discount_id', 'order_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'discount_usage',
    'order_status_history',
    'order_item',
    'orders',
    'discount_customer_usage',
    'discount',
    'slot_hold',
    'slot_usage',
    'blocked_date',
    'slot_template',
    'shipping_rate',
    'shipping_method',
    'address',
    'area',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
