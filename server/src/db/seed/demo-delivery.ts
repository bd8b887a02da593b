import type { DbOrTrx } from '../database';
import { seedArea, seedDiscount, seedPlan, seedShippingMethod, seedShippingRate, seedSlotTemplate } from './factories';

/** East London postcode districts the demo shop serves, with their centres (offline geocoding). */
const AREAS: { area: string; zipcode: string; latitude: number; longitude: number; zone: string }[] = [
  { area: 'Whitechapel', zipcode: 'E1', latitude: 51.5175, longitude: -0.0621, zone: 'Zone A' },
  { area: 'Wapping', zipcode: 'E1W', latitude: 51.506, longitude: -0.059, zone: 'Zone A' },
  { area: 'Bethnal Green', zipcode: 'E2', latitude: 51.529, longitude: -0.06, zone: 'Zone A' },
  { area: 'Bow', zipcode: 'E3', latitude: 51.528, longitude: -0.025, zone: 'Zone A' },
  { area: 'Hackney', zipcode: 'E8', latitude: 51.544, longitude: -0.062, zone: 'Zone B' },
  { area: 'Homerton', zipcode: 'E9', latitude: 51.545, longitude: -0.043, zone: 'Zone B' },
  { area: 'Poplar & Canary Wharf', zipcode: 'E14', latitude: 51.506, longitude: -0.017, zone: 'Zone B' },
  { area: 'Stratford', zipcode: 'E15', latitude: 51.542, longitude: -0.003, zone: 'Zone B' },
  { area: 'Canning Town', zipcode: 'E16 1', latitude: 51.514, longitude: 0.012, zone: 'Zone C' },
  { area: 'Clerkenwell', zipcode: 'EC1', latitude: 51.524, longitude: -0.101, zone: 'Zone B' },
  { area: 'City of London', zipcode: 'EC2', latitude: 51.518, longitude: -0.085, zone: 'Zone A' },
  { area: 'Aldgate & Tower Hill', zipcode: 'EC3', latitude: 51.512, longitude: -0.08, zone: 'Zone A' },
  { area: 'Islington', zipcode: 'N1', latitude: 51.538, longitude: -0.099, zone: 'Zone B' },
  { area: 'Stoke Newington', zipcode: 'N16', latitude: 51.561, longitude: -0.076, zone: 'Zone C' },
  { area: 'Southwark & Borough', zipcode: 'SE1', latitude: 51.502, longitude: -0.092, zone: 'Zone B' },
];

const WEEKDAY_SLOTS = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
  ['12:00', '14:00'],
  ['14:00', '16:00'],
  ['16:00', '18:00'],
  ['18:00', '20:00'],
  ['20:00', '22:00'],
] as const;

/** The demo shop's areas, delivery and collection with their charges and slots, and its offers. */
export async function seedDemoDelivery(db: DbOrTrx): Promise<void> {
  for (const a of AREAS) await seedArea(db, a);
  await db
    .insertInto('blocked_date')
    .values([
      { date: '2026-12-25', reason: 'Christmas Day' },
      { date: '2026-12-26', reason: 'Boxing Day' },
      { date: '2027-01-01', reason: "New Year's Day" },
    ])
    .execute();

  const delivery = await seedShippingMethod(db, {
    name: 'Delivery',
    description: 'To your door in a one- or two-hour slot, chilled.',
    display_order: 1,
  });
  const collect = await seedShippingMethod(db, {
    name: 'Click & Collect',
    is_pickup: true,
    description: 'Collect from 14 Commercial Street, London E1 6LP.',
    display_order: 2,
  });
  // Delivery charge by basket value; free from £50 (setting free_delivery_over).
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

  for (let weekday = 1; weekday <= 6; weekday++) {
    for (const [from, to] of WEEKDAY_SLOTS)
      await seedSlotTemplate(db, { shipping_method_id: delivery, weekday, from_time: from, to_time: to, capacity: 6 });
  }
  for (const [from, to] of [
    ['10:00', '12:00'],
    ['12:00', '14:00'],
    ['14:00', '16:00'],
  ] as const) {
    await seedSlotTemplate(db, { shipping_method_id: delivery, weekday: 0, from_time: from, to_time: to, capacity: 4 });
  }
  for (const [from, to] of [
    ['10:00', '12:00'],
    ['12:00', '14:00'],
    ['14:00', '16:00'],
    ['16:00', '18:00'],
  ] as const) {
    await seedSlotTemplate(db, { shipping_method_id: collect, from_time: from, to_time: to, capacity: 10 });
  }

  const product = async (route: string) =>
    (await db.selectFrom('product').select('id').where('route', '=', route).executeTakeFirst())?.id ?? null;
  await seedDiscount(db, {
    name: 'Welcome offer',
    kind: 'order',
    coupon_code: 'WELCOME10',
    percent_bp: 1000,
    max_discount: 1000,
    min_subtotal: 2000,
    first_order_only: 1,
    usage_limit_per_customer: 1,
    label: '10% off your first order',
    description: '10% off your first order over £20 (up to £10).',
  });
  await seedDiscount(db, {
    name: 'Free delivery',
    kind: 'shipping',
    coupon_code: 'FREEDEL',
    percent_bp: 10000,
    min_subtotal: 3000,
    usage_limit_per_customer: 3,
    label: 'Free Delivery',
    description: 'Free delivery on orders over £30.',
  });
  await seedDiscount(db, {
    name: '£5 off £40',
    kind: 'order',
    coupon_code: 'SAVE5',
    amount: 500,
    min_subtotal: 4000,
    usage_limit_total: 500,
    label: '£5 off',
    description: '£5 off when you spend £40 or more.',
  });
  await seedDiscount(db, {
    name: 'Big shop saver',
    kind: 'order',
    percent_bp: 500,
    min_subtotal: 8000,
    priority: 1,
    label: '5% off over £80',
    description: 'Spend £80 or more and save 5% automatically.',
  });
  const masala = await product('garam-masala');
  if (masala) {
    await seedDiscount(db, {
      name: 'Free Garam Masala',
      kind: 'free_item',
      free_product_id: masala,
      free_qty: 1,
      min_subtotal: 4500,
      label: 'Free Garam Masala',
      description: 'A free Garam Masala with orders over £45.',
    });
  }
  const naan = await product('plain-naan-x4');
  if (naan) {
    await seedDiscount(db, {
      name: 'Naan 3 for 2',
      kind: 'free_item',
      buy_product_id: naan,
      buy_qty: 2,
      free_product_id: naan,
      free_qty: 1,
      label: '3 for 2 on Plain Naan',
      description: 'Buy 2 packs of Plain Naan, get a third free.',
    });
  }
}

/** The demo shop's subscription plans and the settings that switch its wallet on. */
export async function seedDemoPlans(db: DbOrTrx): Promise<void> {
  await seedPlan(db, {
    name: 'Delivery Saver',
    price: 499,
    period: 'month',
    free_delivery_over: 2500,
    display_order: 1,
    features: ['Free delivery on every order over £25', 'Priority access to Saturday slots', 'Cancel any time'],
  });
  await seedPlan(db, {
    name: 'Delivery Saver Annual',
    price: 4900,
    period: 'year',
    free_delivery_over: 2500,
    display_order: 2,
    features: [
      'Free delivery on every order over £25 for a year',
      'Two months free compared with monthly',
      'Priority access to Saturday slots',
    ],
  });
  const now = new Date().toISOString();
  await db
    .insertInto('setting')
    // The demo shop runs the wallet and reward points (a new shop starts with both off).
    .values([
      { key: 'enable_wallet', value: '1', updated_at: now },
      { key: 'enable_reward_points', value: '1', updated_at: now },
    ])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
