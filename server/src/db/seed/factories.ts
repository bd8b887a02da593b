/**
 * Factories: the one way rows of the catalogue are made. The demo shop, the benchmark catalogue
 * and the tests all build their data through these, so they agree on what a valid row is.
 * `build*` functions are pure (rows in memory); `seed*` functions write them.
 */
import type { Insertable } from 'kysely';
import type { StaffRole } from '@larder/contract';
import type {
  BrandTable,
  CategoryTable,
  InventoryMethod,
  ProductAttributeOptionTable,
  ProductAttributeTable,
  ProductCategoryTable,
  ProductImageTable,
  ProductTable,
  ProductVariantTable,
} from '../../modules/catalog/catalog.table';
import type { CustomerTable } from '../../modules/customers/customers.table';
import type { DiscountTable } from '../../modules/promotions/promotions.table';
import { hashPassword } from '../../modules/customers/password';
import { issueToken } from '../../modules/auth/tokens';
import type { BusinessTable } from '../../modules/settings/settings.table';
import { formatName, nextName, reserveNames, slugify } from '../../lib/ids';
import type { Database, DbOrTrx } from '../database';

const NOW = '2026-11-01T09:00:00.000Z';

export const TAX_CLASSES = [
  { id: 'zero', name: 'Zero rated (most food)', rate_bp: 0 },
  { id: 'reduced', name: 'Reduced rate 5%', rate_bp: 500 },
  { id: 'standard', name: 'Standard rate 20%', rate_bp: 2000 },
] as const;
export type TaxClassId = (typeof TAX_CLASSES)[number]['id'];

export async function seedTaxClasses(db: DbOrTrx): Promise<void> {
  await db
    .insertInto('tax_class')
    .values(TAX_CLASSES.map((t) => ({ ...t })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function seedBusiness(db: DbOrTrx, overrides: Partial<Insertable<BusinessTable>> = {}): Promise<Insertable<BusinessTable>> {
  const row: Insertable<BusinessTable> = {
    id: 'BS-00001',
    business_name: 'Larder',
    logo: '/media/brand/logo.svg',
    email: 'hello@larder.example',
    phone: '020 7946 0321',
    address: '14 Commercial Street',
    city: 'London',
    zipcode: 'E1 6LP',
    country: 'GB',
    latitude: 51.5189,
    longitude: -0.0725,
    restaurant_name: 'Larder Whitechapel',
    core_city: 'London',
    delivery_radius_km: 8,
    is_active: 1,
    created_at: NOW,
    ...overrides,
  };
  await db.insertInto('business').values(row).execute();
  return row;
}

export interface CategoryInput {
  name: string;
  parent?: { id: string; route: string; level: number } | null;
  slug?: string;
  image?: string;
  mobile_image?: string;
  default_view?: 'Grid View' | 'List View' | null;
  description?: string;
  display_order?: number;
  is_active?: number;
}

export function buildCategory(id: string, input: CategoryInput): Insertable<CategoryTable> {
  const slug = input.slug ?? slugify(input.name);
  const route = input.parent ? `${input.parent.route}/${slug}` : slug;
  return {
    id,
    parent_id: input.parent?.id ?? null,
    name: input.name,
    route,
    level: (input.parent?.level ?? 0) + 1,
    image: input.image ?? '',
    mobile_image: input.mobile_image ?? input.image ?? '',
    default_view: input.default_view ?? null,
    description: input.description ?? '',
    display_order: input.display_order ?? 0,
    is_active: input.is_active ?? 1,
    meta_title: input.name,
    meta_description: input.description ?? `Shop ${input.name} online at Larder.`,
  };
}

export async function seedCategory(
  db: DbOrTrx,
  input: CategoryInput,
): Promise<Insertable<CategoryTable> & { id: string; route: string; level: number }> {
  const row = buildCategory(await nextName(db, 'CAT-'), input);
  await db.insertInto('category').values(row).execute();
  return { ...row, id: row.id, route: row.route, level: row.level };
}

export function buildBrand(
  id: string,
  input: { name: string; description?: string; logo?: string; display_order?: number },
): Insertable<BrandTable> {
  return {
    id,
    name: input.name,
    route: slugify(input.name),
    logo: input.logo ?? '',
    description: input.description ?? '',
    display_order: input.display_order ?? 0,
    is_active: 1,
  };
}

export async function seedBrand(
  db: DbOrTrx,
  input: { name: string; description?: string; logo?: string },
): Promise<Insertable<BrandTable> & { id: string }> {
  const row = buildBrand(await nextName(db, 'BRD-', 4), input);
  await db.insertInto('brand').values(row).execute();
  return { ...row, id: row.id };
}

export interface AttributeInput {
  name: string;
  control_type?: string;
  options: { value: string; price_adjustment?: number; weight_adjustment_grams?: number; pre_selected?: boolean; disabled?: boolean }[];
}

export interface ProductInput {
  name: string;
  /** Price in pence, VAT included. */
  price: number;
  old_price?: number | null;
  route?: string;
  sku?: string;
  category_ids?: string[];
  brand_id?: string | null;
  inventory_method?: InventoryMethod;
  stock?: number;
  min_order_qty?: number;
  max_order_qty?: number;
  weight_grams?: number;
  unit?: string;
  /** Sold by weight: pence per kg and the typical weight of a piece (`price` is then its estimate). */
  price_per_kg?: number | null;
  typical_weight_g?: number | null;
  tax_class_id?: TaxClassId;
  certifications?: string[];
  tags?: string[];
  popularity?: number;
  is_active?: number;
  disable_add_to_cart?: number;
  short_description?: string;
  full_description?: string;
  /** Image paths under /media without size suffix (see images.ts). */
  images?: { url: string; alt?: string }[];
  attributes?: AttributeInput[];
  /**
   * Stock per combination, keyed by the option values joined with " / " in attribute order
   * (e.g. "Curry cut / 1 kg"). Combinations not listed get `default_variant_stock`.
   */
  variant_stock?: Record<string, number>;
  default_variant_stock?: number;
  created_at?: string;
}

export interface ProductRows {
  product: Insertable<ProductTable> & { id: string; route: string };
  categories: Insertable<ProductCategoryTable>[];
  images: Insertable<ProductImageTable>[];
  attributes: Insertable<ProductAttributeTable>[];
  options: (Insertable<ProductAttributeOptionTable> & { id: string; attribute_id: string; option_value: string })[];
  variants: Insertable<ProductVariantTable>[];
}

/** Option ids sorted and joined by "\n": the spec's attribute_ids and the variant key. */
export function attributeKey(optionIds: string[]): string {
  return [...optionIds].sort().join('\n');
}

function cartesian<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((x) => [...prefix, x])), [[]]);
}

/** Builds every row of one product. `id` like ITEM-00001; attribute/option ids derive from it. */
export function buildProduct(id: string, input: ProductInput): ProductRows {
  const route = input.route ?? `${slugify(input.name)}-${id.replace(/^ITEM-0*/, '').toLowerCase()}`;
  const inventory = input.inventory_method ?? (input.attributes?.length ? 'Track Inventory By Product Attributes' : 'Track Inventory');
  const created = input.created_at ?? NOW;
  const product: ProductRows['product'] = {
    id,
    route,
    name: input.name,
    sku: input.sku ?? id.replace('ITEM-', 'LD'),
    short_description: input.short_description ?? '',
    full_description: input.full_description ?? '',
    price: input.price,
    old_price: input.old_price ?? null,
    inventory_method: inventory,
    stock: input.stock ?? (inventory === 'Track Inventory' ? 50 : 0),
    min_order_qty: input.min_order_qty ?? 1,
    max_order_qty: input.max_order_qty ?? 20,
    weight_grams: input.weight_grams ?? 0,
    unit: input.unit ?? '',
    price_per_kg: input.price_per_kg ?? null,
    typical_weight_g: input.typical_weight_g ?? null,
    tax_class_id: input.tax_class_id ?? 'zero',
    brand_id: input.brand_id ?? null,
    certifications: (input.certifications ?? []).join(','),
    tags: (input.tags ?? []).join(' '),
    popularity: input.popularity ?? 0,
    is_active: input.is_active ?? 1,
    disable_add_to_cart: input.disable_add_to_cart ?? 0,
    meta_title: input.name,
    meta_description: input.short_description ?? '',
    created_at: created,
    updated_at: created,
  };
  const categories = (input.category_ids ?? []).map((category_id, i) => ({ product_id: id, category_id, is_primary: i === 0 ? 1 : 0 }));
  const images = (input.images ?? []).map((img, i) => ({
    id: `${id}-img${i + 1}`,
    product_id: id,
    url: img.url,
    alt: img.alt ?? input.name,
    is_primary: i === 0 ? 1 : 0,
    display_order: i,
  }));
  const attributes: ProductRows['attributes'] = [];
  const options: ProductRows['options'] = [];
  const optionGroups: { id: string; value: string }[][] = [];
  (input.attributes ?? []).forEach((attr, ai) => {
    const attribute_id = `${id}-a${ai + 1}`;
    attributes.push({
      id: attribute_id,
      product_id: id,
      name: attr.name,
      control_type: attr.control_type ?? 'Radio Button List',
      is_required: 1,
      display_order: ai,
    });
    const group: { id: string; value: string }[] = [];
    attr.options.forEach((opt, oi) => {
      const optionId = `${attribute_id}o${oi + 1}`;
      options.push({
        id: optionId,
        attribute_id,
        product_id: id,
        option_value: opt.value,
        price_adjustment: opt.price_adjustment ?? 0,
        weight_adjustment_grams: opt.weight_adjustment_grams ?? 0,
        is_pre_selected: opt.pre_selected ? 1 : 0,
        display_order: oi,
        disabled: opt.disabled ? 1 : 0,
      });
      if (!opt.disabled) group.push({ id: optionId, value: opt.value });
    });
    optionGroups.push(group);
  });
  const variants: ProductRows['variants'] =
    inventory === 'Track Inventory By Product Attributes' && optionGroups.length
      ? cartesian(optionGroups).map((combo, vi) => {
          const label = combo.map((o) => o.value).join(' / ');
          return {
            id: `${id}-v${vi + 1}`,
            product_id: id,
            attribute_key: attributeKey(combo.map((o) => o.id)),
            stock: input.variant_stock?.[label] ?? input.default_variant_stock ?? 20,
            sku: `${product.sku}-${vi + 1}`,
            disabled: 0,
          };
        })
      : [];
  return { product, categories, images, attributes, options, variants };
}

const CHUNK = 500;

async function insertChunked<T extends keyof Database>(db: DbOrTrx, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await db.insertInto(table).values(chunk).execute();
  }
}

/** Writes many built products with multi-row inserts (the benchmark catalogue uses this). */
export async function insertProducts(db: DbOrTrx, built: ProductRows[]): Promise<void> {
  await insertChunked(
    db,
    'product',
    built.map((b) => b.product),
  );
  await insertChunked(
    db,
    'product_category',
    built.flatMap((b) => b.categories),
  );
  await insertChunked(
    db,
    'product_image',
    built.flatMap((b) => b.images),
  );
  await insertChunked(
    db,
    'product_attribute',
    built.flatMap((b) => b.attributes),
  );
  await insertChunked(
    db,
    'product_attribute_option',
    built.flatMap((b) => b.options),
  );
  await insertChunked(
    db,
    'product_variant',
    built.flatMap((b) => b.variants),
  );
}

export async function seedProduct(db: DbOrTrx, input: ProductInput): Promise<ProductRows> {
  const rows = buildProduct(await nextName(db, 'ITEM-'), input);
  await insertProducts(db, [rows]);
  return rows;
}

/** Reserves ids and builds many products; the caller inserts them (in batches). */
export async function buildProducts(db: DbOrTrx, inputs: ProductInput[]): Promise<ProductRows[]> {
  const first = await reserveNames(db, 'ITEM-', inputs.length);
  return inputs.map((input, i) => buildProduct(formatName('ITEM-', first + i), input));
}

export interface SeededCustomer {
  customer: Insertable<CustomerTable> & { id: string };
  /** "api_key:api_secret" for the Authorization header. */
  token: string;
  password: string;
}

/** A registered customer with a password and an API token (unique e-mail and phone per call). */
export async function seedCustomer(
  db: DbOrTrx,
  overrides: Partial<Insertable<CustomerTable>> & { password?: string } = {},
): Promise<SeededCustomer> {
  const { password = 'Secret-pass-1', ...rest } = overrides;
  // Tests that need hundreds of customers pass a ready hash (scrypt is slow on purpose).
  const id = await nextName(db, 'CUST-');
  const n = id.replace(/\D/g, '');
  const customer = {
    id,
    is_guest: 0,
    first_name: 'Aisha',
    last_name: 'Khan',
    email: `customer${n}@example.com`,
    // Stored as accounts key phones: E.164.
    phone: `+447700${n.padStart(6, '0')}`,
    password_hash: rest.password_hash === undefined ? await hashPassword(password) : rest.password_hash,
    status: 'Approved' as const,
    gender: '',
    dob: '',
    player_id: '',
    substitution_preference: 'best_match' as const,
    social_provider: '',
    social_subject: '',
    merged_into: null,
    created_at: NOW,
    updated_at: NOW,
    ...rest,
  };
  await db.insertInto('customer').values(customer).execute();
  const t = await issueToken(db, { type: 'customer', id }, new Date());
  return { customer, token: `${t.apiKey}:${t.apiSecret}`, password };
}

// ----- delivery, promotions -----

export async function seedArea(
  db: DbOrTrx,
  a: { area: string; city?: string; zipcode: string; latitude: number; longitude: number; zone?: string },
): Promise<string> {
  const id = await nextName(db, 'AREA-', 4);
  await db
    .insertInto('area')
    .values({
      id,
      area: a.area,
      city: a.city ?? 'London',
      zipcode: a.zipcode,
      zone: a.zone ?? '',
      latitude: a.latitude,
      longitude: a.longitude,
      is_active: 1,
    })
    .execute();
  return id;
}

export async function seedShippingMethod(
  db: DbOrTrx,
  m: { name: string; is_pickup?: boolean; description?: string; display_order?: number },
): Promise<string> {
  const id = await nextName(db, 'SM-', 3);
  await db
    .insertInto('shipping_method')
    .values({
      id,
      name: m.name,
      is_pickup: m.is_pickup ? 1 : 0,
      description: m.description ?? '',
      display_order: m.display_order ?? 0,
      is_active: 1,
    })
    .execute();
  return id;
}

export async function seedShippingRate(
  db: DbOrTrx,
  r: {
    shipping_method_id: string;
    rule_type: 'fixed' | 'total_band' | 'weight_band' | 'distance_band';
    band_from?: number;
    band_to?: number | null;
    charge: number;
    percentage_bp?: number;
    display_order?: number;
  },
): Promise<string> {
  const id = await nextName(db, 'RATE-', 4);
  await db
    .insertInto('shipping_rate')
    .values({
      id,
      shipping_method_id: r.shipping_method_id,
      rule_type: r.rule_type,
      band_from: r.band_from ?? 0,
      band_to: r.band_to ?? null,
      charge: r.charge,
      percentage_bp: r.percentage_bp ?? 0,
      display_order: r.display_order ?? 0,
    })
    .execute();
  return id;
}

export async function seedSlotTemplate(
  db: DbOrTrx,
  t: { shipping_method_id: string; from_time: string; to_time: string; capacity: number; weekday?: number | null },
): Promise<string> {
  const id = await nextName(db, 'SLOT-', 4);
  await db
    .insertInto('slot_template')
    .values({
      id,
      shipping_method_id: t.shipping_method_id,
      weekday: t.weekday ?? null,
      from_time: t.from_time,
      to_time: t.to_time,
      capacity: t.capacity,
      category: '',
      is_active: 1,
    })
    .execute();
  return id;
}

/** An automatic "3 for 2" on one product: buy two, the third is a FREE line. */
export function seedThreeForTwo(db: DbOrTrx, product: ProductRows, extra: Partial<Insertable<DiscountTable>> = {}): Promise<string> {
  const id = product.product.id;
  return seedDiscount(db, {
    name: '3 for 2 mince',
    kind: 'free_item',
    buy_product_id: id,
    buy_qty: 2,
    free_product_id: id,
    free_qty: 1,
    ...extra,
  });
}

export async function seedDiscount(
  db: DbOrTrx,
  d: Partial<Insertable<DiscountTable>> & { name: string; kind: 'order' | 'shipping' | 'free_item' },
): Promise<string> {
  const id = await nextName(db, 'DISC-', 4);
  await db
    .insertInto('discount')
    .values({
      id,
      coupon_code: null,
      percent_bp: 0,
      amount: 0,
      max_discount: 0,
      min_subtotal: 0,
      start_date: null,
      end_date: null,
      first_order_only: 0,
      usage_limit_total: null,
      usage_limit_per_customer: null,
      used_count: 0,
      priority: 0,
      shipping_method_id: null,
      buy_product_id: null,
      buy_qty: 0,
      free_product_id: null,
      free_qty: 0,
      label: '',
      description: '',
      is_active: 1,
      ...d,
      ...(d.coupon_code ? { coupon_code: d.coupon_code.toUpperCase() } : {}),
    })
    .execute();
  return id;
}

export async function seedAddress(
  db: DbOrTrx,
  customerId: string,
  a: { address?: string; zipcode: string; city?: string; latitude?: number | null; longitude?: number | null; is_default?: boolean },
): Promise<string> {
  const id = `ADDR-${customerId}-${Math.random().toString(36).slice(2, 8)}`;
  await db
    .insertInto('address')
    .values({
      id,
      customer_id: customerId,
      first_name: 'Aisha',
      last_name: 'Khan',
      address: a.address ?? '1 Test Street',
      landmark: '',
      city: a.city ?? 'London',
      state: '',
      country: 'United Kingdom',
      zipcode: a.zipcode,
      phone: '07700900123',
      latitude: a.latitude ?? null,
      longitude: a.longitude ?? null,
      is_default: a.is_default === false ? 0 : 1,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  return id;
}

export async function seedPlan(
  db: DbOrTrx,
  p: {
    name: string;
    price: number;
    period?: 'month' | 'year';
    features?: string[];
    free_delivery_over?: number | null;
    display_order?: number;
  },
): Promise<string> {
  const id = await nextName(db, 'PLAN-', 3);
  await db
    .insertInto('subscription_plan')
    .values({
      id,
      name: p.name,
      price: p.price,
      period: p.period ?? 'month',
      features: JSON.stringify(p.features ?? []),
      free_delivery_over: p.free_delivery_over ?? null,
      display_order: p.display_order ?? 0,
      is_active: 1,
    })
    .execute();
  return id;
}

export interface SeededStaff {
  staff: { id: string; email: string; role: StaffRole };
  token: string;
  password: string;
}

/** A staff member with a password and a session token (the console's tests). */
export async function seedStaff(
  db: DbOrTrx,
  opts: { role?: StaffRole; email?: string; password?: string; passwordHash?: string } = {},
): Promise<SeededStaff> {
  const id = await nextName(db, 'STAFF-');
  const password = opts.password ?? 'Staff-pass-123';
  const email = (opts.email ?? `${id.toLowerCase()}@larder.example`).toLowerCase();
  const role = opts.role ?? 'owner';
  await db
    .insertInto('staff')
    .values({
      id,
      email,
      name: `Staff ${id}`,
      role,
      password_hash: opts.passwordHash ?? (await hashPassword(password)),
      is_active: 1,
      last_login_at: null,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  // No expiry: tests run on fixed clocks; sign-in tests cover the session length.
  const t = await issueToken(db, { type: 'staff', id }, new Date());
  return { staff: { id, email, role }, token: `${t.apiKey}:${t.apiSecret}`, password };
}
