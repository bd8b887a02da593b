import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import * as m20261121_1200 from './migrations/2026_11_21_1200_create_foundation';
import * as m20261121_1300 from './migrations/2026_11_21_1300_create_page_sections';
import * as m20261121_1400 from './migrations/2026_11_21_1400_create_product_feedback';
import * as m20261121_1500 from './migrations/2026_11_21_1500_create_customers';
import * as m20261121_1600 from './migrations/2026_11_21_1600_create_carts';
import * as m20261121_1700 from './migrations/2026_11_21_1700_create_delivery_and_orders';
import * as m20261121_1800 from './migrations/2026_11_21_1800_create_payments_wallet_points_plans';
import * as m20261121_1900 from './migrations/2026_11_21_1900_create_content_and_push';
import * as m20261121_2000 from './migrations/2026_11_21_2000_create_staff_and_audit';
import * as m20261121_2100 from './migrations/2026_11_21_2100_admin_catalog';
import * as m20261121_2200 from './migrations/2026_11_21_2200_admin_delivery';
import * as m20261121_2300 from './migrations/2026_11_21_2300_admin_content';
import * as m20261125_1200 from './migrations/2026_11_25_1200_payment_lifecycle';
import * as m20261125_1800 from './migrations/2026_11_25_1800_normalise_customer_phones';
import * as m20261126_0200 from './migrations/2026_11_26_0200_food_information';
import * as m20261126_1200 from './migrations/2026_11_26_1200_order_item_pack_size';
import * as m20261126_1300 from './migrations/2026_11_26_1300_catch_weight';
import * as m20261126_1400 from './migrations/2026_11_26_1400_test_payment_capture';
import * as m20261127_0200 from './migrations/2026_11_27_0200_cart_checkout_choices';
import * as m20261127_0400 from './migrations/2026_11_27_0400_subscription_cancel_and_feedback_moderation';
import * as m20261127_0500 from './migrations/2026_11_27_0500_line_picking';
import * as m20261127_0630 from './migrations/2026_11_27_0630_related_products_order';
import * as m20261127_0800 from './migrations/2026_11_27_0800_cart_lines_version';
import * as m20261127_0810 from './migrations/2026_11_27_0810_search_snapshot';
import * as m20261127_0820 from './migrations/2026_11_27_0820_related_products_by_category';
import * as m20261127_0830 from './migrations/2026_11_27_0830_out_of_stock_index';

/** Every migration, by dated name. Listed explicitly so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '2026_11_21_1200_create_foundation': m20261121_1200,
  '2026_11_21_1300_create_page_sections': m20261121_1300,
  '2026_11_21_1400_create_product_feedback': m20261121_1400,
  '2026_11_21_1500_create_customers': m20261121_1500,
  '2026_11_21_1600_create_carts': m20261121_1600,
  '2026_11_21_1700_create_delivery_and_orders': m20261121_1700,
  '2026_11_21_1800_create_payments_wallet_points_plans': m20261121_1800,
  '2026_11_21_1900_create_content_and_push': m20261121_1900,
  '2026_11_21_2000_create_staff_and_audit': m20261121_2000,
  '2026_11_21_2100_admin_catalog': m20261121_2100,
  '2026_11_21_2200_admin_delivery': m20261121_2200,
  '2026_11_21_2300_admin_content': m20261121_2300,
  '2026_11_25_1200_payment_lifecycle': m20261125_1200,
  '2026_11_25_1800_normalise_customer_phones': m20261125_1800,
  '2026_11_26_0200_food_information': m20261126_0200,
  '2026_11_26_1200_order_item_pack_size': m20261126_1200,
  '2026_11_26_1300_catch_weight': m20261126_1300,
  '2026_11_26_1400_test_payment_capture': m20261126_1400,
  '2026_11_27_0200_cart_checkout_choices': m20261127_0200,
  '2026_11_27_0400_subscription_cancel_and_feedback_moderation': m20261127_0400,
  '2026_11_27_0500_line_picking': m20261127_0500,
  '2026_11_27_0630_related_products_order': m20261127_0630,
  '2026_11_27_0800_cart_lines_version': m20261127_0800,
  '2026_11_27_0810_search_snapshot': m20261127_0810,
  '2026_11_27_0820_related_products_by_category': m20261127_0820,
  '2026_11_27_0830_out_of_stock_index': m20261127_0830,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db, opts: { schema?: string } = {}): Promise<string[]> {
  // With a schema (PostgreSQL tests), the bookkeeping tables live in it too.
  const migrator = new Migrator({ db, provider, ...(opts.schema ? { migrationTableSchema: opts.schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${JSON.stringify(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrates up or down to `target` (a dated name), for tests of a migration's data changes. */
export async function migrateTo(db: Db, target: string, opts: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(opts.schema ? { migrationTableSchema: opts.schema } : {}) });
  const { error } = await migrator.migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${JSON.stringify(error)}`);
}
