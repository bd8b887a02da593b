/**
 * A small shop for checkout tests: one store in E1, served postcode districts, delivery with
 * charge bands and slots, collection without slots, a few products, and helpers for customers.
 */
import {
  type ProductRows,
  seedArea,
  seedBusiness,
  seedCategory,
  seedCustomer,
  seedProduct,
  seedShippingMethod,
  seedShippingRate,
  seedSlotTemplate,
  seedTaxClasses,
  seedAddress,
  type SeededCustomer,
} from '../src/db/seed/factories';
import type { TestApp } from './harness';

export interface World {
  delivery: string;
  collect: string;
  slots: string[];
  chops: ProductRows;
  mince: ProductRows;
  juice: ProductRows;
  rice: ProductRows;
}

export async function seedWorld(t: TestApp, opts: { slotCapacity?: number } = {}): Promise<World> {
  const db = t.db.db;
  await seedTaxClasses(db);
  await seedBusiness(db);
  await seedArea(db, { area: 'Whitechapel', zipcode: 'E1', latitude: 51.5175, longitude: -0.0621 });
  await seedArea(db, { area: 'Bethnal Green', zipcode: 'E2', latitude: 51.529, longitude: -0.06 });
  await seedArea(db, { area: 'Canning Town', zipcode: 'E16 1', latitude: 51.514, longitude: 0.012 });
  const delivery = await seedShippingMethod(db, { name: 'Delivery', display_order: 1 });
  const collect = await seedShippingMethod(db, { name: 'Click & Collect', is_pickup: true, display_order: 2 });
  await seedShippingRate(db, {
    shipping_method_id: delivery,
    rule_type: 'total_band',
    band_from: 0,
    band_to: 2500,
    charge: 499,
    display_order: 1,
  });
  await seedShippingRate(db, {
    shipping_method_id: delivery,
    rule_type: 'total_band',
    band_from: 2500,
    band_to: 4000,
    charge: 349,
    display_order: 2,
  });
  await seedShippingRate(db, {
    shipping_method_id: delivery,
    rule_type: 'total_band',
    band_from: 4000,
    band_to: null,
    charge: 199,
    display_order: 3,
  });
  const slots = [
    await seedSlotTemplate(db, { shipping_method_id: delivery, from_time: '09:00', to_time: '12:00', capacity: opts.slotCapacity ?? 5 }),
    await seedSlotTemplate(db, { shipping_method_id: delivery, from_time: '12:00', to_time: '15:00', capacity: opts.slotCapacity ?? 5 }),
    await seedSlotTemplate(db, { shipping_method_id: delivery, from_time: '18:00', to_time: '21:00', capacity: opts.slotCapacity ?? 5 }),
  ];
  const meat = await seedCategory(db, { name: 'Meat' });
  const drinks = await seedCategory(db, { name: 'Drinks' });
  const grains = await seedCategory(db, { name: 'Rice' });
  const chops = await seedProduct(db, {
    name: 'Lamb Chops',
    route: 'chops',
    price: 899,
    stock: 10,
    max_order_qty: 10,
    category_ids: [meat.id],
    weight_grams: 500,
    certifications: ['halal'],
  });
  const mince = await seedProduct(db, {
    name: 'Lamb Mince',
    route: 'mince',
    price: 599,
    stock: 50,
    category_ids: [meat.id],
    weight_grams: 500,
  });
  const juice = await seedProduct(db, {
    name: 'Mango Juice',
    route: 'juice',
    price: 240,
    inventory_method: 'Dont Track Inventory',
    tax_class_id: 'standard',
    category_ids: [drinks.id],
    max_order_qty: 50,
  });
  const rice = await seedProduct(db, {
    name: 'Basmati Rice 5 kg',
    route: 'rice',
    price: 1299,
    stock: 100,
    category_ids: [grains.id],
    weight_grams: 5000,
  });
  return { delivery, collect, slots, chops, mince, juice, rice };
}

/** A customer with an address in E1 (served, within the radius) and a token. */
export async function shopper(
  t: TestApp,
  opts: { fastHash?: boolean; zipcode?: string } = {},
): Promise<SeededCustomer & { address: string }> {
  const c = await seedCustomer(t.db.db, opts.fastHash ? { password_hash: 'not-used' } : {});
  const address = await seedAddress(t.db.db, c.customer.id, { zipcode: opts.zipcode ?? 'E1 6AN', latitude: 51.5175, longitude: -0.0621 });
  return { ...c, address };
}

export async function addToCart(t: TestApp, token: string, item: string, qty = 1) {
  const res = await t.call('insertCartItems', { item_code: item, qty }, { token });
  if (res.body.message?.status !== 'success') throw new Error(`add failed: ${JSON.stringify(res.body)}`);
  return res.body.message;
}

/**
 * A whole chicken sold by weight (decision 014): £4.99/kg, about 1.6 kg, so est. £7.98 and never
 * more than £8.77 with the 10 % margin. In the world's Meat category.
 */
export async function seedWholeChicken(t: TestApp, opts: { route?: string; stock?: number } = {}) {
  const meat = await t.db.db.selectFrom('category').select('id').where('name', '=', 'Meat').executeTakeFirstOrThrow();
  return seedProduct(t.db.db, {
    name: 'Free Range Whole Chicken',
    route: opts.route ?? 'whole-chicken',
    price: 798,
    price_per_kg: 499,
    typical_weight_g: 1600,
    unit: '1.6 kg',
    weight_grams: 1600,
    stock: opts.stock ?? 40,
    max_order_qty: 50,
    category_ids: [meat.id],
  });
}

/**
 * The picker marks every line not sold by weight as picked (straight in the database): for tests
 * about weighing, where "Finish picking" also needs the other lines picked (picking.int.test.ts
 * covers the marks themselves).
 */
export async function tickUnweighedLines(db: TestApp['db']['db'], orderId: string): Promise<void> {
  await db
    .updateTable('order_item')
    .set((eb) => ({ pick_state: 'picked', picked_quantity: eb.ref('quantity') }))
    .where('order_id', '=', orderId)
    .where('price_per_kg', '=', 0)
    .where('pick_state', 'is', null)
    .execute();
}
