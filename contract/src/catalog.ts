import { z } from 'zod';
import { ZAllergen, ZFoodInformation } from './food';
import { defineCall } from './calls-core';
import { ZSoldByWeight, ZUnitPrice } from './unit-price-schema';
import { jsonOrAsIs, ZAttributeIds, wireList, zFlag, zInt, zMoneyIn, zPageLen, zPageNo, zRef, zText } from './wire';

export const ZCategoryView = z.enum(['Grid View', 'List View']);

export interface TCategoryNode {
  name: string;
  category_name: string;
  route: string;
  image: string;
  mobile_image: string;
  default_view: 'Grid View' | 'List View' | null;
  products_count?: number;
  child: TCategoryNode[];
}

export const ZCategoryNode: z.ZodType<TCategoryNode> = z.object({
  name: z.string(),
  category_name: z.string(),
  route: z.string(),
  image: z.string(),
  mobile_image: z.string(),
  default_view: ZCategoryView.nullable(),
  products_count: z.number().int().optional(),
  get child() {
    return z.array(ZCategoryNode);
  },
});

/** A product as listings, search results and home carousels show it (spec list-product fields). */
export const ZListProduct = z.object({
  name: z.string(),
  item: z.string(),
  route: z.string(),
  product_image: z.string(),
  product_thumb: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  discount_percentage: z.number().int(),
  inventory_method: z.enum(['Dont Track Inventory', 'Track Inventory', 'Track Inventory By Product Attributes']),
  stock: z.number().int(),
  in_stock: z.boolean(),
  minimum_order_qty: z.number().int(),
  maximum_order_qty: z.number().int(),
  disable_add_to_cart_button: z.union([z.literal(0), z.literal(1)]),
  has_variants: z.union([z.literal(0), z.literal(1)]),
  short_description: z.string(),
  unit: z.string(),
  brand_name: z.string().nullable(),
  certifications: z.array(z.string()),
  /** Larder: the price per kg, litre, 100 g/ml or item of `price` for the pack `unit`; null when unknown. */
  unit_price: ZUnitPrice.nullable(),
  /** Larder: sold by weight — `price` is then the estimate for a piece of the typical weight. */
  sold_by_weight: ZSoldByWeight.nullable(),
});
export type TListProduct = z.infer<typeof ZListProduct>;

/** Sort keys (the go1 labels are accepted as well). */
const SORT_LABELS: Record<string, string> = {
  Relevance: 'relevance',
  'Name A-Z': 'name_asc',
  'Name Z-A': 'name_desc',
  'Price Low to High': 'price_asc',
  'Price: Low to High': 'price_asc',
  'Price High to Low': 'price_desc',
  'Price: High to Low': 'price_desc',
  'Newest Arrivals': 'newest',
  'Date: Oldest first': 'oldest',
};
export const ZSort = z.preprocess(
  (v) => (typeof v === 'string' && SORT_LABELS[v] ? SORT_LABELS[v] : v),
  z.enum(['relevance', 'popularity', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'newest', 'oldest'], {
    error: 'sort_by must be one of relevance, popularity, name_asc, name_desc, price_asc, price_desc, newest, oldest',
  }),
);
export type TSort = z.infer<typeof ZSort>;

/** A list of strings sent as an array, a JSON array string or a comma-separated string. */
const zStringList = (label: string) =>
  z.preprocess(
    wireList(/,/, false),
    z.array(zText({ min: 1, max: 140, label }), { error: `${label} must be a list` }).max(50, { error: `${label}: at most 50 values` }),
  );

/** Listing filters; also accepted at the top level of the payload, as go1 clients send them. */
export const ZListingFilters = z
  .object({
    brands: zStringList('brands').optional(),
    min_price: zMoneyIn({ min: 0, max: 100000, label: 'min_price' }).optional(),
    max_price: zMoneyIn({ min: 0, max: 100000, label: 'max_price' }).optional(),
    /** Attribute name -> option values, e.g. {"Cut": ["Boneless"]}. */
    attributes: z.record(zText({ min: 1, max: 60, label: 'attribute' }), zStringList('attribute options')).optional(),
    certifications: zStringList('certifications').optional(),
    /** Allergens the products must be free from: declared, and neither containing nor "may contain". */
    free_from: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',').map((x) => x.trim().toLowerCase()) : v),
        z.array(ZAllergen, { error: 'free_from must be a list of allergens' }).max(14),
      )
      .optional(),
    in_stock: zFlag('in_stock').optional(),
  })
  .refine((f) => f.min_price === undefined || f.max_price === undefined || f.min_price <= f.max_price, {
    error: 'min_price must not be above max_price',
    path: ['min_price'],
  });
export type TListingFilters = z.infer<typeof ZListingFilters>;

/** Listing filters as an object or its JSON text. */
const zFiltersField = () => z.preprocess((v) => (typeof v === 'string' ? jsonOrAsIs(v) : v), ZListingFilters).optional();

const listingPayload = {
  page_no: zPageNo(),
  page_len: zPageLen(60, 15),
  sort_by: ZSort.default('relevance'),
  filters: zFiltersField(),
  brands: zStringList('brands').optional(),
  min_price: zMoneyIn({ min: 0, max: 100000, label: 'min_price' }).optional(),
  max_price: zMoneyIn({ min: 0, max: 100000, label: 'max_price' }).optional(),
};

export const ZBreadcrumb = z.object({ title: z.string(), route: z.string() });

export const ZCategorySummary = z.object({
  name: z.string(),
  category_name: z.string(),
  route: z.string(),
  description: z.string(),
  image: z.string(),
  default_view: ZCategoryView.nullable(),
  meta_title: z.string(),
  meta_description: z.string(),
});

export const ZListingPage = z.object({
  products: z.array(ZListProduct),
  total_count: z.number().int(),
  page_no: z.number().int(),
  page_len: z.number().int(),
  has_more: z.boolean(),
});

export const ZCategoryProducts = ZListingPage.extend({
  category: ZCategorySummary,
  breadcrumbs: z.array(ZBreadcrumb),
  child_categories: z.array(z.object({ name: z.string(), category_name: z.string(), route: z.string(), image: z.string() })),
});
export type TCategoryProducts = z.infer<typeof ZCategoryProducts>;

export const ZBrand = z.object({
  name: z.string(),
  brand_name: z.string(),
  route: z.string(),
  logo: z.string(),
  description: z.string(),
  product_count: z.number().int(),
});
export type TBrand = z.infer<typeof ZBrand>;

export const ZBrandProducts = ZListingPage.extend({ brand: ZBrand });

/** Larder: the search results page, a listing like a category's with the count of everything found. */
export const ZSearchListing = ZListingPage.extend({ search_text: z.string() });
export type TSearchListing = z.infer<typeof ZSearchListing>;

export const ZFilterOption = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const ZCategoryFilters = z.object({
  meta_info: z.object({ meta_title: z.string(), meta_keywords: z.string(), meta_description: z.string() }),
  price_range: z.object({ min: z.number(), max: z.number() }),
  brand_list: z.array(z.object({ name: z.string(), brand_name: z.string(), route: z.string(), count: z.number().int() })),
  attribute_list: z.array(z.object({ attribute: z.string(), options: z.array(ZFilterOption) })),
  certification_list: z.array(ZFilterOption),
  category_list: z.array(z.object({ name: z.string(), category_name: z.string(), route: z.string(), count: z.number().int() })),
});
export type TCategoryFilters = z.infer<typeof ZCategoryFilters>;

export const ZProductOption = z.object({
  name: z.string(),
  option_value: z.string(),
  price_adjustment: z.number(),
  weight_adjustment_grams: z.number().int(),
  is_pre_selected: z.union([z.literal(0), z.literal(1)]),
  disable: z.union([z.literal(0), z.literal(1)]),
});
export const ZProductAttribute = z.object({
  name: z.string(),
  attribute: z.string(),
  control_type: z.string(),
  is_required: z.union([z.literal(0), z.literal(1)]),
  options: z.array(ZProductOption),
});

export const ZProductDetails = ZListProduct.extend({
  sku: z.string(),
  full_description: z.string(),
  weight_grams: z.number().int(),
  vat_rate: z.number(),
  brand: z.object({ name: z.string(), brand_name: z.string(), route: z.string() }).nullable(),
  images: z.array(z.object({ image: z.string(), thumb: z.string(), alt: z.string(), is_primary: z.union([z.literal(0), z.literal(1)]) })),
  product_attributes: z.array(ZProductAttribute),
  variant_combination: z.array(z.object({ attribute_id: z.string(), stock: z.number().int(), in_stock: z.boolean() })),
  breadcrumbs: z.array(ZBreadcrumb),
  product_categories: z.array(z.object({ category: z.string(), category_name: z.string(), route: z.string() })),
  related_products: z.array(ZListProduct),
  rating: z.number(),
  review_count: z.number().int(),
  rating_summary: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  meta_title: z.string(),
  meta_description: z.string(),
  /** Extra key: ingredients, allergens, nutrition, storage, origin; null when none were entered. */
  food_information: ZFoodInformation.nullable(),
});
export type TProductDetails = z.infer<typeof ZProductDetails>;

export const ZAttributesStock = z.object({
  status: z.enum(['Success', 'Failed']),
  price: z.number(),
  old_price: z.number().nullable(),
  stock: z.number().int(),
  in_stock: z.boolean(),
  message: z.string(),
  attribute_id: z.string(),
  attribute_description: z.string(),
  /** Larder: the pack the choice makes ("1 kg") and its unit price. */
  pack_size: z.string(),
  unit_price: ZUnitPrice.nullable(),
});

export const catalogCalls = {
  get_parent_categories: defineCall({
    payload: z.object({
      domain: zText({ max: 200 }).optional(),
      show_count: zFlag('show_count').default(false),
    }),
    result: z.array(ZCategoryNode),
    auth: 'public',
  }),
  get_category_products: defineCall({
    payload: z.object({ route: zRef('route', 300), ...listingPayload }),
    result: ZCategoryProducts,
    auth: 'public',
  }),
  get_category_page_filters: defineCall({
    /** Larder: `filters` already applied; each facet's counts apply all of them but its own. */
    payload: z.object({ route: zRef('route', 300), filters: zFiltersField() }),
    result: ZCategoryFilters,
    auth: 'public',
  }),
  get_product_details: defineCall({
    payload: z.object({ route: zRef('route', 300) }),
    result: ZProductDetails,
    auth: 'public',
  }),
  validate_attributes_stock: defineCall({
    payload: z.object({
      product: zRef('product'),
      attribute_id: ZAttributeIds.default([]),
      cart_qty: zInt({ min: 1, max: 1000, label: 'cart_qty' }).default(1),
    }),
    result: ZAttributesStock,
    auth: 'public',
  }),
  _validate_stock: defineCall({
    payload: z.object({
      product: zRef('product'),
      attribute_id: ZAttributeIds.default([]),
      qty: zInt({ min: 1, max: 1000, label: 'qty' }).default(1),
    }),
    result: z.object({ status: z.boolean(), message: z.string() }),
    auth: 'public',
  }),
  get_search_products: defineCall({
    payload: z.object({
      searchTxt: zText({ max: 200, label: 'searchTxt' }).default(''),
      page_no: zPageNo(),
      page_len: zPageLen(60, 15),
    }),
    result: z.array(ZListProduct),
    auth: 'public',
  }),
  /** Larder: search results with the listing's sort and filters and a total count (get_search_products stays a plain list). */
  get_search_listing: defineCall({
    payload: z.object({ searchTxt: zText({ max: 200, label: 'searchTxt' }).default(''), ...listingPayload }),
    result: ZSearchListing,
    auth: 'public',
  }),
  /** Larder: the filter facets of everything a search finds, in get_category_page_filters' shape. */
  get_search_page_filters: defineCall({
    payload: z.object({ searchTxt: zText({ max: 200, label: 'searchTxt' }).default(''), filters: zFiltersField() }),
    result: ZCategoryFilters,
    auth: 'public',
  }),
  get_brands_list: defineCall({
    payload: z.object({}),
    result: z.array(ZBrand),
    auth: 'public',
  }),
  get_brand_based_products: defineCall({
    payload: z.object({ brand: zRef('brand', 200), ...listingPayload }),
    result: ZBrandProducts,
    auth: 'public',
  }),
};
