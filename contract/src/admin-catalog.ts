/**
 * The operations console: catalogue and stock. Products with attributes, options and stock per
 * combination, images, categories, brands, stock adjustments with a reason, the low-stock list and
 * CSV import/export. Money is pounds on the wire (at most two decimals), pence inside.
 */
import { z } from 'zod';
import { MANAGERS } from './admin-core';
import { defineCall } from './calls-core';
import { ZCategoryView } from './catalog';
import { ALLERGENS, ZFoodInformation, ZFoodInformationInput } from './food';
import { zFlag, zInt, zJsonObject, zMoneyIn, zNumber, zPageLen, zPageNo, zRef, zText } from './wire';

export const INVENTORY_METHODS = ['Dont Track Inventory', 'Track Inventory', 'Track Inventory By Product Attributes'] as const;
export const ZInventoryMethod = z.enum(INVENTORY_METHODS, { error: `inventory_method must be one of ${INVENTORY_METHODS.join(', ')}` });
export type TInventoryMethod = z.infer<typeof ZInventoryMethod>;

export const CONTROL_TYPES = ['Radio Button List', 'Dropdown List'] as const;

/** Why stock changed; `other` needs a note. */
export const STOCK_REASONS = ['delivery_received', 'count_correction', 'waste', 'damaged', 'returned', 'other'] as const;
export const ZStockReason = z.enum(STOCK_REASONS, { error: `reason must be one of ${STOCK_REASONS.join(', ')}` });
export type TStockReason = z.infer<typeof ZStockReason>;
export const STOCK_REASON_LABELS: Record<TStockReason, string> = {
  delivery_received: 'Delivery received',
  count_correction: 'Count correction',
  waste: 'Waste',
  damaged: 'Damaged',
  returned: 'Returned',
  other: 'Other',
};

/**
 * The product CSV's columns, in this order (export writes them so; import wants exactly this set,
 * in any order). The `route` is the key: a row whose route exists updates that product.
 */
export const PRODUCT_CSV_COLUMNS = [
  'route',
  'sku',
  'name',
  'category',
  'brand',
  'price',
  'old_price',
  'vat_class',
  'inventory_method',
  'stock',
  'min_order_qty',
  'max_order_qty',
  'weight_grams',
  'unit',
  'active',
  'short_description',
  'description',
] as const;
export type TProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/**
 * Certifications and food information (decision 012). Optional as a group: a file without them
 * imports as before and leaves them as they are; a file with one must have them all.
 */
export const PRODUCT_FOOD_CSV_COLUMNS = [
  'certifications',
  'ingredients',
  'allergens',
  'may_contain',
  'storage',
  'origin',
  'energy_kj',
  'energy_kcal',
  'fat_g',
  'saturates_g',
  'carbohydrate_g',
  'sugars_g',
  'protein_g',
  'salt_g',
] as const;
export type TProductFoodCsvColumn = (typeof PRODUCT_FOOD_CSV_COLUMNS)[number];

export const PRODUCT_FOOD_CSV_HELP: Record<TProductFoodCsvColumn, string> = {
  certifications: 'Comma separated, e.g. halal, vegetarian, vegan, organic.',
  ingredients: 'Ingredients as printed on the pack; the shop emphasises the allergens listed in the allergens column.',
  allergens: `Which of the 14 allergens it contains, comma separated (${ALLERGENS.join(', ')}); "none" for none; empty when not declared.`,
  may_contain: 'Allergens it may contain (cross-contamination), comma separated; empty for none.',
  storage: 'Storage instructions, e.g. Keep refrigerated below 5°C.',
  origin: 'Country of origin, e.g. United Kingdom.',
  energy_kj: 'Energy per 100 g in kJ, whole number. Leave all nutrition columns empty for none.',
  energy_kcal: 'Energy per 100 g in kcal, whole number.',
  fat_g: 'Fat per 100 g in grams, at most two decimals.',
  saturates_g: 'Of which saturates, grams per 100 g.',
  carbohydrate_g: 'Carbohydrate, grams per 100 g.',
  sugars_g: 'Of which sugars, grams per 100 g.',
  protein_g: 'Protein, grams per 100 g.',
  salt_g: 'Salt, grams per 100 g.',
};

/**
 * Sold by weight (decision 014). Optional as a pair: a file without them leaves how products are
 * sold as it is; with them, both filled makes a product sold by weight (its price becomes the
 * estimate), both empty sells it by the pack.
 */
export const PRODUCT_WEIGHT_CSV_COLUMNS = ['price_per_kg', 'typical_weight_g'] as const;
export type TProductWeightCsvColumn = (typeof PRODUCT_WEIGHT_CSV_COLUMNS)[number];

export const PRODUCT_WEIGHT_CSV_HELP: Record<TProductWeightCsvColumn, string> = {
  price_per_kg:
    'Sold by weight: price per kg in pounds, e.g. 4.99 (the price column is then replaced by the estimate). Empty: sold by the pack.',
  typical_weight_g: 'Sold by weight: typical weight of one piece in grams, e.g. 1600. Both or neither.',
};

/** What each CSV column holds (the import page shows this). */
export const PRODUCT_CSV_HELP: Record<TProductCsvColumn, string> = {
  route:
    'Web address of the product (/pr/<route>); lower-case words joined by dashes. Empty: made from the name. An existing route updates that product.',
  sku: 'Your stock code (optional).',
  name: 'Product name (required).',
  category: 'Route of its main category, e.g. meat/chicken (required, must exist).',
  brand: 'Brand name or route; empty for none.',
  price: 'Price in pounds with VAT, at most two decimals, e.g. 4.99.',
  old_price: 'Strike-through price in pounds, higher than the price; empty for none.',
  vat_class: 'zero, reduced or standard.',
  inventory_method:
    'Track Inventory, Dont Track Inventory, or Track Inventory By Product Attributes (existing products with options only).',
  stock: 'Whole number, 0 or more (tracked products); empty for untracked products or products with options.',
  min_order_qty: 'Whole number, 1 or more (empty: 1).',
  max_order_qty: 'Whole number, at least the minimum (empty: 20).',
  weight_grams: 'Whole number of grams (empty: 0).',
  unit: 'Pack size shown to shoppers, e.g. 500 g.',
  active: '1 to sell it, 0 to hide it.',
  short_description: 'One line under the name.',
  description: 'Full description.',
};

const MB = 1024 * 1024;
/** The largest image the console may upload (a multipart file; decision 019). */
export const MAX_IMAGE_BYTES = 8 * MB;
/** The largest product CSV the console may upload (a multipart file, read as it streams). */
export const MAX_CSV_BYTES = 20 * MB;
/** Base64 of 8 MB, with room for a data: prefix. */
const MAX_IMAGE_B64 = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 100;
const IMAGE_TOO_LARGE = 'The image is larger than 8 MB. Please use a smaller file.';

/**
 * An uploaded image of a JPEG, PNG, WebP, AVIF, GIF or TIFF up to 8 MB: base64 (or a data: URL)
 * in a JSON body, or the file's bytes when sent as multipart/form-data.
 */
export const zImageData = (label = 'data') =>
  z.union([
    z
      .string({ error: `${label} must be the image as base64 text` })
      .min(1, { error: `${label} is required` })
      .max(MAX_IMAGE_B64, { error: IMAGE_TOO_LARGE }),
    z
      .instanceof(Uint8Array)
      .refine((b) => b.length > 0, { error: `${label} is required` })
      .refine((b) => b.length <= MAX_IMAGE_BYTES, { error: IMAGE_TOO_LARGE }),
  ]);

/** A CSV record as the server reads it from an uploaded file: its raw cells and the line it starts on. */
export interface TCsvRecord {
  cells: string[];
  line: number;
}
/** An uploaded CSV file as the server reads it: its records, one at a time as the file streams in. */
export type TCsvRecords = AsyncIterable<TCsvRecord>;
const isCsvRecords = (v: unknown): v is TCsvRecords =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Symbol.asyncIterator in v;

const bit = z.union([z.literal(0), z.literal(1)]);
const zRoute = (label: string) => zText({ max: 120, label });
const zSlug = (label: string) => zText({ max: 120, label });

// ----- products -----

export const ZAdminProductRow = z.object({
  name: z.string(),
  item: z.string(),
  route: z.string(),
  sku: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  inventory_method: ZInventoryMethod,
  /** Product stock, or the sum over enabled combinations; null when stock is not tracked. */
  stock: z.number().int().nullable(),
  low_stock: z.boolean(),
  /** For stock by options: how many enabled options are sold out, and how many more are low (not sold out). */
  options_sold_out: z.number().int(),
  options_low: z.number().int(),
  is_active: bit,
  brand_name: z.string().nullable(),
  category_name: z.string().nullable(),
  thumb: z.string(),
  updated: z.string(),
});
export type TAdminProductRow = z.infer<typeof ZAdminProductRow>;

export const ZAdminImage = z.object({
  name: z.string(),
  /** Path without size suffix (see imageSizes). */
  url: z.string(),
  thumb: z.string(),
  large: z.string(),
  alt: z.string(),
  is_primary: bit,
  display_order: z.number().int(),
});
export type TAdminImage = z.infer<typeof ZAdminImage>;

export const ZAdminOption = z.object({
  name: z.string(),
  value: z.string(),
  price_adjustment: z.number(),
  weight_adjustment_grams: z.number().int(),
  is_pre_selected: bit,
  disabled: bit,
});

export const ZAdminAttribute = z.object({
  name: z.string(),
  attribute: z.string(),
  control_type: z.string(),
  is_required: bit,
  options: z.array(ZAdminOption),
});

export const ZAdminCombination = z.object({
  attribute_key: z.string(),
  /** Option values in attribute order, e.g. ["Boneless", "1 kg"]. */
  values: z.array(z.string()),
  description: z.string(),
  stock: z.number().int(),
  sku: z.string(),
  disabled: bit,
});
export type TAdminCombination = z.infer<typeof ZAdminCombination>;

export const ZAdminProduct = z.object({
  name: z.string(),
  item: z.string(),
  route: z.string(),
  sku: z.string(),
  short_description: z.string(),
  full_description: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  vat_class: z.string(),
  brand: z.string().nullable(),
  /** Category ids, the primary first. */
  categories: z.array(z.string()),
  inventory_method: ZInventoryMethod,
  stock: z.number().int(),
  min_order_qty: z.number().int(),
  max_order_qty: z.number().int(),
  weight_grams: z.number().int(),
  unit: z.string(),
  /** Sold by weight: pounds per kg and the typical weight of a piece (null: sold by the pack). */
  price_per_kg: z.number().nullable(),
  typical_weight_g: z.number().int().nullable(),
  tags: z.string(),
  certifications: z.string(),
  food_information: ZFoodInformation,
  is_active: bit,
  disable_add_to_cart: bit,
  meta_title: z.string(),
  meta_description: z.string(),
  attributes: z.array(ZAdminAttribute),
  combinations: z.array(ZAdminCombination),
  images: z.array(ZAdminImage),
  /** Ordered at least once: deleting only deactivates it. */
  has_orders: z.boolean(),
  created: z.string(),
  updated: z.string(),
});
export type TAdminProduct = z.infer<typeof ZAdminProduct>;

const ZOptionInput = z.object({
  /** Existing option id (keeps carts and notify-me requests pointing at it); absent for a new option. */
  name: zRef('option id').optional(),
  value: zText({ min: 1, max: 80, label: 'option value' }),
  price_adjustment: zMoneyIn({ min: -10000, max: 10000, label: 'price_adjustment' }).default(0),
  weight_adjustment_grams: zInt({ min: -100000, max: 100000, label: 'weight_adjustment_grams' }).default(0),
  is_pre_selected: zFlag('is_pre_selected').default(false),
  disabled: zFlag('disabled').default(false),
});

const ZAttributeInput = z.object({
  name: zRef('attribute id').optional(),
  attribute: zText({ min: 1, max: 60, label: 'attribute name' }),
  control_type: z.enum(CONTROL_TYPES, { error: `control_type must be one of ${CONTROL_TYPES.join(', ')}` }).default('Radio Button List'),
  is_required: zFlag('is_required').default(true),
  options: z
    .array(ZOptionInput, { error: 'options must be a list' })
    .min(1, { error: 'Each attribute needs at least one option' })
    .max(50, { error: 'An attribute can have at most 50 options' }),
});

const ZCombinationInput = z.object({
  values: z
    .array(zText({ min: 1, max: 80, label: 'combination value' }))
    .min(1)
    .max(10),
  stock: zInt({ min: 0, max: 1_000_000, label: 'combination stock' }),
  sku: zText({ max: 60, label: 'combination sku' }).default(''),
  disabled: zFlag('disabled').default(false),
});

export const ZSaveProductPayload = z.object({
  /** Product id to update; absent to create. */
  name: zRef('name').optional(),
  item: zText({ min: 1, max: 140, label: 'item' }),
  /** Slugified; empty: made from the item name. Unique. */
  route: zRoute('route').default(''),
  sku: zText({ max: 60, label: 'sku' }).default(''),
  short_description: zText({ max: 500, label: 'short_description' }).default(''),
  full_description: zText({ max: 20000, label: 'full_description' }).default(''),
  price: zMoneyIn({ min: 0, max: 100000, label: 'price' }),
  old_price: z.preprocess((v) => (v === '' ? null : v), zMoneyIn({ min: 0, max: 100000, label: 'old_price' }).nullable()).default(null),
  vat_class: zRef('vat_class', 40),
  brand: z.preprocess((v) => (v === '' ? null : v), zRef('brand').nullable()).default(null),
  categories: zJsonObject(
    z
      .array(zRef('category'), { error: 'categories must be a list' })
      .min(1, { error: 'Choose at least one category' })
      .max(10, { error: 'A product can be in at most 10 categories' }),
    'categories',
  ),
  inventory_method: ZInventoryMethod,
  stock: zInt({ min: 0, max: 1_000_000, label: 'stock' }).default(0),
  min_order_qty: zInt({ min: 1, max: 999, label: 'min_order_qty' }).default(1),
  max_order_qty: zInt({ min: 1, max: 9999, label: 'max_order_qty' }).default(20),
  weight_grams: zInt({ min: 0, max: 1_000_000, label: 'weight_grams' }).default(0),
  unit: zText({ max: 40, label: 'unit' }).default(''),
  /** Sold by weight: price per kg and typical weight together (the price is then their estimate); empty: by the pack. */
  price_per_kg: z
    .preprocess((v) => (v === '' ? null : v), zMoneyIn({ min: 0.01, max: 1000, label: 'price_per_kg' }).nullable())
    .default(null),
  typical_weight_g: z
    .preprocess((v) => (v === '' ? null : v), zInt({ min: 1, max: 50_000, label: 'typical_weight_g' }).nullable())
    .default(null),
  tags: zText({ max: 500, label: 'tags' }).default(''),
  certifications: zText({ max: 200, label: 'certifications' }).default(''),
  /** Absent: the product's food information is kept as it is. */
  food_information: zJsonObject(ZFoodInformationInput, 'food_information').optional(),
  is_active: zFlag('is_active').default(true),
  disable_add_to_cart: zFlag('disable_add_to_cart').default(false),
  meta_title: zText({ max: 140, label: 'meta_title' }).default(''),
  meta_description: zText({ max: 300, label: 'meta_description' }).default(''),
  attributes: zJsonObject(z.array(ZAttributeInput).max(10, { error: 'A product can have at most 10 attributes' }), 'attributes').default(
    [],
  ),
  /** Stock per combination of enabled options; combinations not listed start at 0. */
  combinations: zJsonObject(z.array(ZCombinationInput).max(1000, { error: 'At most 1,000 combinations' }), 'combinations').default([]),
});
export type TSaveProductPayload = z.output<typeof ZSaveProductPayload>;
export type TSaveProductInput = z.input<typeof ZSaveProductPayload>;

// ----- stock -----

export const ZStockEntry = z.object({
  name: z.string(),
  attribute_key: z.string(),
  attribute_description: z.string(),
  change: z.number().int(),
  stock_after: z.number().int(),
  reason: z.string(),
  reason_label: z.string(),
  note: z.string(),
  staff_email: z.string(),
  at: z.string(),
});
export type TStockEntry = z.infer<typeof ZStockEntry>;

export const ZLowStockItem = z.object({
  product: z.string(),
  product_name: z.string(),
  route: z.string(),
  sku: z.string(),
  thumb: z.string(),
  attribute_key: z.string(),
  attribute_description: z.string(),
  stock: z.number().int(),
});
export type TLowStockItem = z.infer<typeof ZLowStockItem>;

// ----- import -----

export const ZImportReport = z.object({
  /** success: written; failed: a strict run with rejected rows (nothing written); dry_run: checked only. */
  status: z.enum(['success', 'failed', 'dry_run']),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
  /** Rows with at least one error. */
  rejected_rows: z.number().int(),
  written: z.boolean(),
});
export type TImportReport = z.infer<typeof ZImportReport>;

// ----- categories and brands -----

export const ZAdminCategory = z.object({
  name: z.string(),
  category_name: z.string(),
  route: z.string(),
  slug: z.string(),
  parent: z.string().nullable(),
  level: z.number().int(),
  image: z.string(),
  mobile_image: z.string(),
  default_view: ZCategoryView.nullable(),
  description: z.string(),
  display_order: z.number().int(),
  is_active: bit,
  meta_title: z.string(),
  meta_description: z.string(),
  /** Products linked to this category itself. */
  products_count: z.number().int(),
});
export type TAdminCategory = z.infer<typeof ZAdminCategory>;

export const ZAdminBrand = z.object({
  name: z.string(),
  brand_name: z.string(),
  route: z.string(),
  logo: z.string(),
  description: z.string(),
  display_order: z.number().int(),
  is_active: bit,
  products_count: z.number().int(),
});
export type TAdminBrand = z.infer<typeof ZAdminBrand>;

/** How many rows one bulk action may change (a page of the console's tables is at most 200). */
export const BULK_MAX = 500;
const zProductIds = () =>
  zJsonObject(
    z
      .array(zRef('product'), { error: 'products must be a list' })
      .min(1, { error: 'products: choose at least one product' })
      .max(BULK_MAX, { error: `products: at most ${BULK_MAX} at a time` })
      .refine((a) => new Set(a).size === a.length, { error: 'products: a product is listed twice' }),
    'products',
  );
const ZBulkProductsResult = z.object({ changed: z.number().int(), products: z.array(z.string()) });

const zOptionalFlag = (label: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), zFlag(label).optional());

export const adminCatalogCalls = {
  /** What the editor's choices are made of: VAT classes (owners manage them in settings). */
  admin_catalog_options: defineCall({
    payload: z.object({}),
    result: z.object({ vat_classes: z.array(z.object({ name: z.string(), label: z.string(), rate_percent: z.number() })) }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_product_list: defineCall({
    payload: z.object({
      search: zText({ max: 120, label: 'search' }).optional(),
      /** A category id: products in it or below it. */
      category: zRef('category').optional(),
      brand: zRef('brand').optional(),
      active: zOptionalFlag('active'),
      low_stock: zFlag('low_stock').default(false),
      sort: z.enum(['name', 'price', 'stock', 'updated'], { error: 'sort must be name, price, stock or updated' }).default('name'),
      page_no: zPageNo(),
      page_len: zPageLen(200, 25),
    }),
    result: z.object({ products: z.array(ZAdminProductRow), total: z.number().int(), low_stock_threshold: z.number().int() }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_product_detail: defineCall({
    payload: z.object({ name: zRef('name') }),
    result: ZAdminProduct,
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Creates or updates a product with everything it owns, in one transaction (nothing half-written). */
  admin_save_product: defineCall({ payload: ZSaveProductPayload, result: ZAdminProduct, auth: 'staff', roles: MANAGERS }),
  /** Deletes a product never ordered; one with orders is deactivated instead. */
  admin_delete_product: defineCall({
    payload: z.object({ name: zRef('name') }),
    result: z.object({ status: z.enum(['deleted', 'deactivated']), message: z.string() }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Adds an image: checked to be a real image, written as WebP and AVIF sizes under /media. */
  admin_upload_product_image: defineCall({
    upload: { field: 'data', maxBytes: MAX_IMAGE_BYTES, kind: 'bytes' },
    payload: z.object({
      product: zRef('product'),
      data: zImageData('data'),
      alt: zText({ max: 200, label: 'alt' }).default(''),
      /** Position among the product's images (0 = first, the main image); default last. */
      display_order: zInt({ min: 0, max: 100, label: 'display_order' }).optional(),
    }),
    result: z.object({ image: ZAdminImage, images: z.array(ZAdminImage) }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Sets the order (the first is the main image) and alt texts of a product's images. */
  admin_update_product_images: defineCall({
    payload: z.object({
      product: zRef('product'),
      images: zJsonObject(
        z
          .array(z.object({ name: zRef('image'), alt: zText({ max: 200, label: 'alt' }).default('') }))
          .min(1, { error: 'images must list the product’s images' })
          .max(100),
        'images',
      ),
    }),
    result: z.array(ZAdminImage),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_delete_product_image: defineCall({
    payload: z.object({ product: zRef('product'), image: zRef('image') }),
    result: z.array(ZAdminImage),
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Changes stock by ±N with a reason; never below 0. Shoppers waiting for it are told when it comes back. */
  admin_adjust_stock: defineCall({
    payload: z
      .object({
        product: zRef('product'),
        /** The combination's key (option ids joined by newlines); empty for the product's own stock. */
        attribute_key: zText({ max: 1000, label: 'attribute_key' }).default(''),
        change: zInt({ min: -1_000_000, max: 1_000_000, label: 'change' }).refine((n) => n !== 0, 'change must not be 0'),
        reason: ZStockReason,
        note: zText({ max: 300, label: 'note' }).default(''),
      })
      .refine((p) => p.reason !== 'other' || p.note.length >= 3, {
        error: 'note: say why (at least 3 characters) when the reason is other',
        path: ['note'],
      }),
    result: z.object({
      product: z.string(),
      attribute_key: z.string(),
      stock: z.number().int(),
      change: z.number().int(),
      /** Notify-me e-mails sent because it is back in stock. */
      notified: z.number().int(),
    }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_stock_history: defineCall({
    payload: z.object({ product: zRef('product'), page_no: zPageNo(), page_len: zPageLen(200, 50) }),
    result: z.object({ product: z.string(), product_name: z.string(), entries: z.array(ZStockEntry), total: z.number().int() }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Tracked products and combinations at or below the threshold (the store setting unless given). */
  admin_low_stock: defineCall({
    payload: z.object({
      threshold: zInt({ min: 0, max: 10000, label: 'threshold' }).optional(),
      search: zText({ max: 120, label: 'search' }).optional(),
      page_no: zPageNo(),
      page_len: zPageLen(500, 100),
    }),
    result: z.object({ threshold: z.number().int(), items: z.array(ZLowStockItem), total: z.number().int() }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Saves the store's low-stock threshold (a stock rule, so managers may change it). */
  admin_save_low_stock_threshold: defineCall({
    payload: z.object({ threshold: zInt({ min: 0, max: 10000, label: 'threshold' }) }),
    result: z.object({ threshold: z.number().int() }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  /**
   * Imports products from CSV (PRODUCT_CSV_COLUMNS), upserting by route. Every row is checked; a
   * real run with any rejected row writes nothing unless `skip_invalid`, which writes the good rows.
   */
  admin_import_products: defineCall({
    upload: { field: 'csv', maxBytes: MAX_CSV_BYTES, kind: 'csv' },
    payload: z.object({
      /** The file's text (JSON), or its records as they stream in when the file is sent as multipart/form-data (fields first, file last). */
      csv: z.union([
        z
          .string({ error: 'csv must be the file’s text' })
          .min(1, { error: 'csv is required' })
          .max(5 * MB, { error: 'The CSV file is larger than 5 MB. Split it into smaller files.' }),
        z.custom<TCsvRecords>(isCsvRecords, { error: 'csv must be the file’s text' }),
      ]),
      dry_run: zFlag('dry_run').default(false),
      skip_invalid: zFlag('skip_invalid').default(false),
    }),
    result: ZImportReport,
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Products as CSV with the import's columns (export → import round-trips). */
  admin_export_products: defineCall({
    payload: z.object({ category: zRef('category').optional(), active: zOptionalFlag('active') }),
    result: z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Every category (active or not), depth first in display order. */
  admin_category_tree: defineCall({ payload: z.object({}), result: z.array(ZAdminCategory), auth: 'staff', roles: MANAGERS }),
  admin_save_category: defineCall({
    /** A new picture comes as a file part (multipart) or as base64 in JSON. */
    upload: { field: 'image_data', maxBytes: MAX_IMAGE_BYTES, kind: 'bytes' },
    payload: z.object({
      name: zRef('name').optional(),
      category_name: zText({ min: 1, max: 80, label: 'category_name' }),
      /** The last part of the route; empty: made from the name. */
      slug: zSlug('slug').default(''),
      /** Parent category id; empty or null for a top-level category. */
      parent: z.preprocess((v) => (v === '' ? null : v), zRef('parent').nullable()).default(null),
      /** An existing image path (kept), or replaced by `image_data`. */
      image: zText({ max: 300, label: 'image' }).default(''),
      image_data: zImageData('image_data').optional(),
      default_view: z.preprocess((v) => (v === '' ? null : v), ZCategoryView.nullable()).default(null),
      description: zText({ max: 2000, label: 'description' }).default(''),
      is_active: zFlag('is_active').default(true),
      meta_title: zText({ max: 140, label: 'meta_title' }).default(''),
      meta_description: zText({ max: 300, label: 'meta_description' }).default(''),
    }),
    result: ZAdminCategory,
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Sets the order of one parent's children (after drag-and-drop or up/down). */
  admin_reorder_categories: defineCall({
    payload: z.object({
      parent: z.preprocess((v) => (v === '' ? null : v), zRef('parent').nullable()).default(null),
      order: zJsonObject(z.array(zRef('category')).min(1, { error: 'order must list the categories' }).max(500), 'order'),
    }),
    result: z.array(ZAdminCategory),
    auth: 'staff',
    roles: MANAGERS,
  }),
  /**
   * Bulk price change on the chosen products, in one transaction with one audit entry: `price` gives
   * each the same price, `percent` moves each by that percentage (−50 halves it), rounded to the
   * penny. Products sold by weight move their price per kg. Refused (nothing changed) when a
   * result would fall below 0 or an offer would no longer be below its old price.
   */
  admin_bulk_product_price: defineCall({
    payload: z
      .object({
        products: zProductIds(),
        /** `price`: every chosen product gets this price (pounds); `percent`: each moves by this percentage (−10 = 10% off). */
        price: zMoneyIn({ min: 0, max: 100000, label: 'price' }).optional(),
        percent: zNumber({ min: -100, max: 1000, label: 'percent' }).optional(),
      })
      .refine((p) => (p.price === undefined) !== (p.percent === undefined), {
        error: 'Give either price (set every price) or percent (change every price by a percentage)',
        path: ['price'],
      }),
    result: ZBulkProductsResult,
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Publishes (is_active 1) or unpublishes the chosen products, in one transaction with one audit entry. */
  admin_bulk_product_publish: defineCall({
    payload: z.object({ products: zProductIds(), is_active: zFlag('is_active') }),
    result: ZBulkProductsResult,
    auth: 'staff',
    roles: MANAGERS,
  }),
  /**
   * Sets (`set`: to N) or changes (`adjust`: by ±N) the stock of the chosen products or
   * combinations with one reason, through the same rule as admin_adjust_stock (never below 0), in
   * one transaction with one audit entry: one refused item refuses them all.
   */
  admin_bulk_stock: defineCall({
    payload: z
      .object({
        items: zJsonObject(
          z
            .array(
              z.object({
                product: zRef('product'),
                attribute_key: zText({ max: 1000, label: 'attribute_key' }).default(''),
              }),
              { error: 'items must be a list' },
            )
            .min(1, { error: 'items: choose at least one product' })
            .max(BULK_MAX, { error: `items: at most ${BULK_MAX} at a time` }),
          'items',
        ),
        mode: z.enum(['set', 'adjust'], { error: 'mode must be set or adjust' }),
        value: zInt({ min: -1_000_000, max: 1_000_000, label: 'value' }),
        reason: ZStockReason,
        note: zText({ max: 300, label: 'note' }).default(''),
      })
      .superRefine((p, c) => {
        if (p.mode === 'set' && p.value < 0) c.addIssue({ code: 'custom', path: ['value'], message: 'value: stock cannot be set below 0' });
        if (p.mode === 'adjust' && p.value === 0) c.addIssue({ code: 'custom', path: ['value'], message: 'value must not be 0' });
        if (p.reason === 'other' && p.note.length < 3)
          c.addIssue({ code: 'custom', path: ['note'], message: 'note: say why (at least 3 characters) when the reason is other' });
      }),
    result: z.object({
      changed: z.number().int(),
      items: z.array(z.object({ product: z.string(), attribute_key: z.string(), stock: z.number().int(), change: z.number().int() })),
    }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_brand_list: defineCall({
    payload: z.object({ search: zText({ max: 120, label: 'search' }).optional() }),
    result: z.array(ZAdminBrand),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_save_brand: defineCall({
    /** A new logo comes as a file part (multipart) or as base64 in JSON. */
    upload: { field: 'logo_data', maxBytes: MAX_IMAGE_BYTES, kind: 'bytes' },
    payload: z.object({
      name: zRef('name').optional(),
      brand_name: zText({ min: 1, max: 80, label: 'brand_name' }),
      route: zRoute('route').default(''),
      description: zText({ max: 2000, label: 'description' }).default(''),
      logo: zText({ max: 300, label: 'logo' }).default(''),
      logo_data: zImageData('logo_data').optional(),
      display_order: zInt({ min: 0, max: 100000, label: 'display_order' }).default(0),
      is_active: zFlag('is_active').default(true),
    }),
    result: ZAdminBrand,
    auth: 'staff',
    roles: MANAGERS,
  }),
};
