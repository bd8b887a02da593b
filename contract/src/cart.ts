import { z } from 'zod';
import { defineCall } from './calls-core';
import { ZListProduct } from './catalog';
import { ZSoldByWeight, ZUnitPrice } from './unit-price-schema';
import { ZAttributeIds, zInt, zRef, zText } from './wire';

export const ZCartType = z.enum(['Shopping Cart', 'Wishlist'], { error: 'cartType must be Shopping Cart or Wishlist' });
export const ZQtyType = z.preprocess(
  (v) => (typeof v === 'string' ? v.toLowerCase() : v),
  z.enum(['add', 'sub', 'set'], { error: 'qty_type must be add, sub or set' }),
);
/** A quantity: a positive whole number within sensible bounds (products may set tighter ones). */
export const zQty = (label = 'qty') => zInt({ min: 1, max: 1000, label });
export const ZSubstitution = z.enum(['best_match', 'no_substitute', 'specific'], {
  error: 'substitution must be best_match, no_substitute or specific',
});

export const ZCartLine = z.object({
  /** The line id. */
  name: z.string(),
  product: z.string(),
  product_name: z.string(),
  route: z.string(),
  image: z.string(),
  unit: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  total: z.number(),
  quantity: z.number().int(),
  attribute_description: z.string(),
  attribute_ids: z.string(),
  note: z.string(),
  is_free_item: z.union([z.literal(0), z.literal(1)]),
  minimum_order_qty: z.number().int(),
  maximum_order_qty: z.number().int(),
  /** Stock still available for this line's product or combination. */
  stock: z.number().int(),
  inventory_method: ZListProduct.shape.inventory_method,
  /** False when the line can no longer be bought as it is ('No stock available.!'). */
  in_stock: z.boolean(),
  certifications: z.array(z.string()),
  substitution: ZSubstitution,
  substitute_product: z.string().nullable(),
  substitute_product_name: z.string().nullable(),
  /** Larder: the pack the line's options make ("1 kg"; `unit` is the product's base pack) and its unit price. */
  pack_size: z.string(),
  unit_price: ZUnitPrice.nullable(),
  /** Larder: sold by weight — `price` and `total` are estimates until the line is weighed when picked. */
  sold_by_weight: ZSoldByWeight.nullable(),
});
export type TCartLine = z.infer<typeof ZCartLine>;

export const ZCart = z.object({
  name: z.string(),
  items: z.array(ZCartLine),
  /** Sum of paid lines, VAT included. */
  total: z.number(),
  /** VAT contained in the total. */
  tax: z.number(),
  item_count: z.number().int(),
  /** Larder: the small-basket charge this cart pays now (0 when none), and how much more would avoid it. */
  basket_charge: z.number(),
  basket_shortfall: z.number(),
});
export type TCart = z.infer<typeof ZCart>;

export const ZCartAndWishlist = z.object({ cart: ZCart, wishlist: ZCart.pick({ name: true, items: true, item_count: true }) });
export type TCartAndWishlist = z.infer<typeof ZCartAndWishlist>;

const ZOutcome = z.object({ status: z.enum(['success', 'failed']), message: z.string() });
const customerRef = { customer: zRef('customer').optional(), user: zText({ max: 254 }).optional() };

export const cartCalls = {
  insertCartItems: defineCall({
    payload: z.object({
      item_code: zRef('item_code'),
      qty: zQty(),
      qty_type: ZQtyType.default('add'),
      /** The client's price: ignored, the server prices every line from the catalogue. */
      rate: z.unknown().optional(),
      cartType: ZCartType.default('Shopping Cart'),
      attribute: zText({ max: 500, label: 'attribute' }).optional(),
      attribute_id: ZAttributeIds.default([]),
      note: zText({ max: 300, label: 'note' }).optional(),
      ...customerRef,
    }),
    result: ZOutcome.extend({
      customer: z.string(),
      cart_count: z.number().int(),
      wish_count: z.number().int(),
      line: z.string().nullable(),
    }),
    auth: 'public',
  }),
  get_cartItems: defineCall({
    payload: z.object(customerRef),
    result: ZCartAndWishlist,
    auth: 'public',
  }),
  /** A guest's line may be named by its id alone (decision 021); the answer then carries `cart: null`. */
  update_cartitem: defineCall({
    payload: z.object({
      name: zRef('name'),
      qty: zQty(),
      qty_type: ZQtyType.default('set'),
      note: zText({ max: 300, label: 'note' }).optional(),
      ...customerRef,
    }),
    result: ZOutcome.extend({ cart: ZCart.nullable() }),
    auth: 'public',
  }),
  deleteCartItems: defineCall({
    payload: z.object({ name: zRef('name'), ...customerRef }),
    result: ZOutcome.extend({ cart: ZCart.nullable() }),
    auth: 'public',
  }),
  clear_cartitem: defineCall({
    payload: z.object(customerRef),
    result: ZOutcome,
    auth: 'public',
  }),
  validate_product_cart_qty: defineCall({
    payload: z.object({ ProductId: zRef('ProductId'), attributeId: ZAttributeIds.default([]), qty: zQty().default(1), ...customerRef }),
    result: z.object({ status: z.union([z.literal(1), z.literal(0)]), message: z.string() }),
    auth: 'public',
  }),
  check_cartitems_stock: defineCall({
    payload: z.object({ customer_id: zRef('customer_id').optional(), ...customerRef }),
    result: z.object({ status: z.boolean(), message: z.string(), line: z.string().nullable() }),
    auth: 'public',
  }),
  check_cartitems_stock_mob: defineCall({
    payload: z.object({ customer_id: zRef('customer_id').optional(), ...customerRef }),
    result: z.object({ status: z.boolean(), message: z.string(), line: z.string().nullable() }),
    auth: 'public',
  }),
  movetocart: defineCall({
    payload: z.object({ name: zRef('name'), ...customerRef }),
    result: ZOutcome,
    auth: 'public',
  }),
  movealltocart: defineCall({
    payload: z.object(customerRef),
    result: ZOutcome.extend({ moved: z.number().int(), failed: z.number().int() }),
    auth: 'public',
  }),
  /** Larder: how a cart line may be substituted if it is short when picked. */
  update_cartitem_substitution: defineCall({
    payload: z.object({
      name: zRef('name'),
      substitution: ZSubstitution,
      substitute_product: zRef('substitute_product').optional(),
      ...customerRef,
    }),
    result: ZOutcome.extend({ cart: ZCart.nullable() }),
    auth: 'public',
  }),
  /** Larder: products that may stand in for a cart line (same kind, every certification kept). */
  get_substitution_options: defineCall({
    payload: z.object({ name: zRef('name'), ...customerRef }),
    result: z.array(ZListProduct),
    auth: 'public',
  }),
};
