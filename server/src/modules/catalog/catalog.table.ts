import type { Generated, Selectable } from 'kysely';

export type InventoryMethod = 'Dont Track Inventory' | 'Track Inventory' | 'Track Inventory By Product Attributes';

export interface CategoryTable {
  id: string;
  parent_id: string | null;
  name: string;
  /** Full path of slugs, e.g. "meat/chicken/boneless"; the web route is /c/<route>. */
  route: string;
  level: number;
  image: string;
  mobile_image: string;
  default_view: 'Grid View' | 'List View' | null;
  description: string;
  display_order: number;
  is_active: number;
  meta_title: string;
  meta_description: string;
}
export type CategoryRow = Selectable<CategoryTable>;

export interface BrandTable {
  id: string;
  name: string;
  route: string;
  logo: string;
  description: string;
  display_order: number;
  is_active: number;
}
export type BrandRow = Selectable<BrandTable>;

export interface ProductTable {
  id: string;
  route: string;
  name: string;
  sku: string;
  short_description: string;
  full_description: string;
  /** Selling price in pence, VAT included. */
  price: number;
  /** Strike-through price in pence, or null. */
  old_price: number | null;
  inventory_method: InventoryMethod;
  stock: number;
  min_order_qty: number;
  max_order_qty: number;
  weight_grams: number;
  /** Display unit and pack size, e.g. "1 kg", "6 pack", "500 g". */
  unit: string;
  /** Sold by weight (catch-weight): pence per kg, and the typical weight of a piece; `price` is then the estimate for one. */
  price_per_kg: number | null;
  typical_weight_g: number | null;
  tax_class_id: string;
  brand_id: string | null;
  /** Comma separated: halal, organic, free-range. */
  certifications: string;
  /** Space separated search tags. */
  tags: string;
  /** Units sold recently; ranks search and "best sellers". */
  popularity: number;
  is_active: number;
  disable_add_to_cart: number;
  meta_title: string;
  meta_description: string;
  created_at: string;
  updated_at: string;
}
export type ProductRow = Selectable<ProductTable>;

export interface ProductCategoryTable {
  product_id: string;
  category_id: string;
  is_primary: number;
  /** The product's is_active and popularity, copied by the database's triggers (decision 032): never written by code. */
  product_is_active: Generated<number>;
  product_popularity: Generated<number>;
}

export interface ProductImageTable {
  id: string;
  product_id: string;
  /** Path under /media, without size suffix; sizes are {url}-{w}.webp. */
  url: string;
  alt: string;
  is_primary: number;
  display_order: number;
}

export interface ProductAttributeTable {
  id: string;
  product_id: string;
  name: string;
  control_type: string;
  is_required: number;
  display_order: number;
}

export interface ProductAttributeOptionTable {
  id: string;
  attribute_id: string;
  product_id: string;
  option_value: string;
  /** Added to the product price when chosen (pence, may be negative). */
  price_adjustment: number;
  weight_adjustment_grams: number;
  is_pre_selected: number;
  display_order: number;
  disabled: number;
}

/** Stock of one combination of options of a product tracked by attributes. */
export interface ProductVariantTable {
  id: string;
  product_id: string;
  /** Option ids, sorted, joined by "\n" (the spec's attribute_ids). */
  attribute_key: string;
  stock: number;
  sku: string;
  disabled: number;
}

export interface ProductReviewTable {
  id: string;
  product_id: string;
  customer_id: string;
  customer_name: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  message: string;
  /** 1 once a member of staff approved it (or at once when the shop does not moderate). */
  is_approved: number;
  /** Set when staff rejected it (never listed); cleared by a later approval. */
  rejected_at: string | null;
  created_at: string;
}

export interface ProductQuestionTable {
  id: string;
  product_id: string;
  sender_name: string;
  sender_email: string;
  sender_phone: string;
  question: string;
  answer: string;
  is_published: number;
  /** When staff first answered it (the asker is e-mailed then); null while unanswered. */
  answered_at: string | null;
  rejected_at: string | null;
  created_at: string;
}

/** Every stock change made by staff, with its reason (receipt, waste, count...). */
export interface StockAdjustmentTable {
  id: string;
  product_id: string;
  /** '' for the product; the combination's key for a variant. */
  attribute_key: string;
  change: number;
  stock_after: number;
  reason: string;
  staff_id: string;
  at: string;
}
