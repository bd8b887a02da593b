import { z } from 'zod';
import { defineCall } from './calls-core';
import { ZOrderLineWeighed, ZUnitPrice } from './unit-price-schema';
import { zFlag, zInt, zJsonObject, zMoneyIn, zPageLen, zPageNo, zRef, zText } from './wire';

export const ZShippingMethod = z.object({
  name: z.string(),
  shipping_method_name: z.string(),
  is_pickup: z.union([z.literal(0), z.literal(1)]),
  description: z.string(),
});

export const ZShippingQuote = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
  shipping_charges: z.number(),
  /** VAT rate (%) of the delivery charge. */
  tax_rate: z.number(),
  shipping_tax: z.number(),
  /** Charge added when the basket is below the minimum (Tesco-style), else 0. */
  basket_charge: z.number(),
  minimum_basket: z.number(),
  free_delivery_over: z.number().nullable(),
  free_delivery_label: z.string().nullable(),
  order_subtotal: z.number(),
});
export type TShippingQuote = z.infer<typeof ZShippingQuote>;

export const ZSlot = z.object({
  /** The slot template id: send it back to hold or book. */
  name: z.string(),
  slot_label: z.string(),
  from_time: z.string(),
  to_time: z.string(),
  time_format: z.string(),
  remaining: z.number().int(),
  capacity: z.number().int(),
  allowed: z.union([z.literal(1), z.literal(0)]),
  /** Why it cannot be booked: 'Past the cut-off', 'Fully booked', 'Closed'; '' when it can. */
  reason: z.string(),
});
export const ZSlotDate = z.object({
  date: z.string(),
  format_date: z.string(),
  weekday: z.string(),
  allowed: z.union([z.literal(1), z.literal(0)]),
  /** Why no slot can be chosen that day: 'Closed' (or 'No deliveries on Sundays'), 'Past the cut-off', 'Fully booked', 'No slots'; '' when one can. */
  reason: z.string(),
  slots: z.array(ZSlot),
});
export const ZSlotGroup = z.object({
  name: z.string(),
  category: z.string(),
  shipping_method: z.string(),
  dates_lists: z.array(ZSlotDate),
  slots: z.array(ZSlot.pick({ name: true, slot_label: true, from_time: true, to_time: true, time_format: true })),
  blocked_day_list: z.array(z.string()),
});
export type TSlotGroup = z.infer<typeof ZSlotGroup>;

export const ZSlotHold = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
  hold: z
    .object({
      name: z.string(),
      date: z.string(),
      slot: z.string(),
      /** The shipping method the slot belongs to. */
      shipping_method: z.string(),
      slot_label: z.string(),
      format_date: z.string(),
      expires_at: z.string(),
      seconds_left: z.number().int(),
      extended: z.boolean(),
    })
    .nullable(),
});

export const ZFreeItem = z.object({
  product: z.string(),
  product_name: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  route: z.string(),
  image: z.string(),
  type: z.literal('Product'),
});
export const ZDiscountResponse = z.object({
  shipping_discount: z.union([z.literal(1), z.literal(0)]),
  shipping_charges: z.number(),
  shipping_label: z.string(),
  shipping_discount_id: z.string(),
  free_item: z.union([z.literal(1), z.literal(0)]),
  products_list: z.array(ZFreeItem),
});

export const ZOrderDiscount = z.object({
  status: z.enum(['Success', 'failed']),
  discount_amount: z.number(),
  discount: z.string().nullable(),
  discount_label: z.string(),
  discount_response: ZDiscountResponse,
});

export const ZCouponResult = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
  coupon_code: z.string(),
  discount_amount: z.number(),
  discount: z.string().nullable(),
  discount_response: ZDiscountResponse,
});

export const ZPaymentMethod = z.object({
  name: z.string(),
  payment_method: z.string(),
  display_name: z.string(),
  payment_type: z.enum(['Cash', 'Online Payment', 'Wallet']),
  description: z.string(),
  /** Larder: the card provider behind a card method (test, stripe, razorpay, square); null otherwise. */
  provider: z.string().nullable(),
  test_mode: z.boolean(),
});

/** Money of an order or a preview, in pounds. */
export const ZTotals = z.object({
  subtotal: z.number(),
  discount: z.number(),
  shipping_charges: z.number(),
  basket_charge: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type TTotals = z.infer<typeof ZTotals>;

export const ZOrderLine = z.object({
  name: z.string(),
  product: z.string(),
  product_name: z.string(),
  route: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  total: z.number(),
  attribute_description: z.string(),
  attribute_ids: z.string(),
  is_free_item: z.union([z.literal(1), z.literal(0)]),
  note: z.string(),
  substitution: z.string(),
  substitute_product_name: z.string().nullable(),
  /** Larder: the pack bought ("1 kg"; empty for orders placed before it was kept) and its unit price. */
  pack_size: z.string(),
  unit_price: ZUnitPrice.nullable(),
  /** Larder: sold by weight — estimated until picked, then weighed (`total` is then the final charge). */
  weighed: ZOrderLineWeighed.nullable(),
});

/** Larder: how the pay-later (cash) option reads — at the door for a delivery, at the counter for a Click & Collect order. */
export function cashWords(collection: boolean): { name: string; description: string } {
  return collection
    ? { name: 'Pay on collection', description: 'Pay by cash or card when you collect your order.' }
    : { name: 'Cash on Delivery', description: 'Pay by cash or card when your order arrives.' };
}

export const ZOrder = z.object({
  name: z.string(),
  status: z.string(),
  payment_status: z.string(),
  payment_method: z.string(),
  payment_method_name: z.string(),
  shipping_method: z.string(),
  shipping_method_name: z.string(),
  order_date: z.string(),
  created: z.string(),
  delivery_date: z.string().nullable(),
  delivery_slot: z.string().nullable(),
  format_delivery_date: z.string().nullable(),
  shipping_address: z.string(),
  /** Larder: a Click & Collect order: where to collect it (the shop's name and address); null for a delivery. */
  collect_from: z.string().nullable(),
  zipcode: z.string(),
  customer_comments: z.string(),
  coupon_code: z.string(),
  order_subtotal: z.number(),
  discount: z.number(),
  shipping_charges: z.number(),
  basket_charge: z.number(),
  total_tax_amount: z.number(),
  total_amount: z.number(),
  paid_amount: z.number(),
  wallet_amount: z.number(),
  points_redeemed: z.number().int(),
  points_amount: z.number(),
  outstanding_amount: z.number(),
  /** Larder: money given back after a cancellation or a change. */
  refunded_amount: z.number(),
  /** Larder: an unpaid card order is cancelled at this time unless paid (null: nothing to wait for). */
  expires_at: z.string().nullable(),
  /** Larder: the card payment is still to be made (Pay now). */
  awaiting_payment: z.boolean(),
  /** Larder: weighed lines not picked yet — the totals are estimates; the order never costs more than `max_total`. */
  estimated: z.boolean(),
  max_total: z.number().nullable(),
  item_count: z.number().int(),
  can_cancel: z.boolean(),
  items: z.array(ZOrderLine),
  status_history: z.array(z.object({ status: z.string(), at: z.string() })),
  /** Larder: reward points this order earned (0 until it is paid, or after a cancellation reversed them). */
  points_earned: z.number().int(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** What changed since the shopper saw the basket; each comes with its one-tap fix. */
export const ZOrderChanges = z.object({
  new_total: z.number().nullable(),
  quantities: z.array(z.object({ line: z.string(), product_name: z.string(), wanted: z.number().int(), available: z.number().int() })),
  slot: z
    .object({
      message: z.string(),
      next_free: z.object({ date: z.string(), slot: z.string(), slot_label: z.string(), format_date: z.string() }).nullable(),
    })
    .nullable(),
  coupon: z.string().nullable(),
});
export type TOrderChanges = z.infer<typeof ZOrderChanges>;

export const ZInsertOrderResult = z.object({
  status: z.boolean(),
  message: z.string(),
  order: ZOrder.nullable(),
  changes: ZOrderChanges.nullable(),
  is_redirect: z.boolean(),
  redirect_url: z.string(),
});

const zDeliverySlot = z.object({
  date: z.iso.date({ error: 'delivery date must be yyyy-mm-dd' }),
  slot: zRef('slot').optional(),
  from_time: zText({ max: 10, label: 'from_time' }).optional(),
  to_time: zText({ max: 10, label: 'to_time' }).optional(),
});

export const ZCheckoutChoice = z.object({
  ship_addr: zRef('ship_addr').optional(),
  shipping_method: zRef('shipping_method'),
  payment_method: zRef('payment_method').optional(),
  delivery_slots: z.array(zDeliverySlot).max(5).optional(),
  coupon_code: zText({ max: 40, label: 'coupon_code' }).optional(),
  customer_comments: zText({ max: 500, label: 'customer_comments' }).optional(),
  order_from: z.enum(['Website', 'Android Mobile App', 'IOS Mobile App', 'Mobile Web']).default('Website'),
  /** The total the shopper saw (pounds); a different total stops the order with the new one. */
  expected_total: zMoneyIn({ min: 0, max: 100000, label: 'expected_total' }).optional(),
  /** Wallet and points arrive with payments; accepted here so one payload serves both. */
  use_wallet: zFlag('use_wallet').optional(),
  use_points: zInt({ min: 0, max: 10_000_000, label: 'use_points' }).optional(),
});
export type TCheckoutChoice = z.infer<typeof ZCheckoutChoice>;

const customerRef = { customer_id: zRef('customer_id').optional(), customer: zRef('customer').optional() };

/**
 * Larder: the checkout's choices, kept with the customer's cart on the server so a reload, another
 * tab or another device resumes the checkout. Null: not chosen (the default address, the first
 * way to pay). The held slot is get_delivery_slot_hold's.
 */
export const ZCheckoutChoices = z.object({
  ship_addr: z.string().nullable(),
  shipping_method: z.string().nullable(),
  payment_method: z.string().nullable(),
  use_wallet: z.boolean(),
  use_points: z.boolean(),
});
export type TCheckoutChoices = z.infer<typeof ZCheckoutChoices>;

export const checkoutCalls = {
  get_shipping_method: defineCall({
    payload: z.object({ domain: zText({ max: 200 }).optional() }),
    result: z.array(ZShippingMethod),
    auth: 'public',
  }),
  calculate_vendor_based_shipping_charges: defineCall({
    payload: z.object({
      shipping_addr: zRef('shipping_addr').optional(),
      shipping_method: zRef('shipping_method'),
      subtotal: z.unknown().optional(),
      cartId: z.unknown().optional(),
      business: z.unknown().optional(),
    }),
    result: ZShippingQuote,
    auth: 'customer',
  }),
  calculate_restaurant_ship_charge: defineCall({
    payload: z.object({
      shipping_addr: zRef('shipping_addr').optional(),
      shipping_method: zRef('shipping_method'),
      subtotal: z.unknown().optional(),
    }),
    result: ZShippingQuote,
    auth: 'customer',
  }),
  get_cart_delivery_slots: defineCall({
    payload: z.object({ shipping_method: zRef('shipping_method').optional(), ...customerRef }),
    result: z.array(ZSlotGroup),
    auth: 'customer',
  }),
  /** Larder: reserve a slot while checking out (default 60 minutes). */
  hold_delivery_slot: defineCall({
    payload: z.object({
      shipping_method: zRef('shipping_method'),
      date: z.iso.date({ error: 'date must be yyyy-mm-dd' }),
      slot: zRef('slot'),
    }),
    result: ZSlotHold,
    auth: 'customer',
  }),
  /** Larder: the caller's current hold (or none). */
  get_delivery_slot_hold: defineCall({ payload: z.object({}), result: ZSlotHold, auth: 'customer' }),
  /** Larder: extend the hold once. */
  extend_delivery_slot_hold: defineCall({ payload: z.object({}), result: ZSlotHold, auth: 'customer' }),
  release_delivery_slot_hold: defineCall({ payload: z.object({}), result: ZSlotHold, auth: 'customer' }),
  get_order_discount: defineCall({
    payload: z.object({
      shipping_method: zRef('shipping_method').optional(),
      subtotal: z.unknown().optional(),
      shipping_charges: z.unknown().optional(),
      ...customerRef,
    }),
    result: ZOrderDiscount,
    auth: 'customer',
  }),
  validate_coupon: defineCall({
    payload: z.object({
      coupon_code: zText({ max: 40, label: 'coupon_code' }),
      shipping_method: zRef('shipping_method').optional(),
      subtotal: z.unknown().optional(),
      ...customerRef,
    }),
    result: ZCouponResult,
    auth: 'customer',
  }),
  /** Larder: take the coupon off the cart (its free items go with it). */
  remove_coupon: defineCall({
    payload: z.object({}),
    result: z.object({ status: z.literal('success'), message: z.string() }),
    auth: 'customer',
  }),
  get_payment_method: defineCall({ payload: z.object({}), result: z.array(ZPaymentMethod), auth: 'customer' }),
  /** Larder: what the order would cost now, with every rule applied as insert_order will. */
  get_checkout_summary: defineCall({
    payload: ZCheckoutChoice.pick({
      ship_addr: true,
      shipping_method: true,
      coupon_code: true,
      delivery_slots: true,
      use_wallet: true,
      use_points: true,
      payment_method: true,
    }),
    result: ZTotals.extend({
      shipping_label: z.string(),
      discount_label: z.string(),
      /** The coupon applied to the cart ('' when none or it does not apply). */
      coupon_code: z.string(),
      coupon_message: z.string(),
      lines: z.number().int(),
      /** Larder: how the total will be paid, as insert_order will split it: points, wallet, then the rest. */
      points_redeemed: z.number().int(),
      points_amount: z.number(),
      wallet_amount: z.number(),
      /** What is left for the card (or for cash on delivery / collection). */
      to_pay: z.number(),
      /**
       * Larder: the basket has items sold by weight — the totals are estimates, the order never
       * costs more than `max_total` (what a card is authorised for), and the promise in words.
       */
      weighed: z.object({ max_total: z.number(), promise: z.string() }).nullable(),
    }),
    auth: 'customer',
  }),
  /** Larder: the checkout's choices kept with the cart (see ZCheckoutChoices). */
  get_checkout_choices: defineCall({ payload: z.object({}), result: ZCheckoutChoices, auth: 'customer' }),
  /** Larder: change some of them; a new address resets the method (the spec). Only the caller's address, an offered method and way to pay. */
  set_checkout_choices: defineCall({
    payload: z.object({
      ship_addr: zRef('ship_addr').nullable().optional(),
      shipping_method: zRef('shipping_method').nullable().optional(),
      payment_method: zRef('payment_method').nullable().optional(),
      use_wallet: zFlag('use_wallet').optional(),
      use_points: zFlag('use_points').optional(),
    }),
    result: ZCheckoutChoices,
    auth: 'customer',
  }),
  insert_order: defineCall({ payload: z.object({ data: zJsonObject(ZCheckoutChoice) }), result: ZInsertOrderResult, auth: 'customer' }),
};

export const orderCalls = {
  order_list: defineCall({
    payload: z.object({ page_no: zPageNo(), page_len: zPageLen(50, 10) }),
    result: z.array(ZOrder.omit({ items: true, status_history: true, points_earned: true }).extend({ items_preview: z.array(z.string()) })),
    auth: 'customer',
  }),
  get_order_details: defineCall({ payload: z.object({ order_id: zRef('order_id'), ...customerRef }), result: ZOrder, auth: 'customer' }),
  get_order_info: defineCall({ payload: z.object({ order_id: zRef('order_id') }), result: ZOrder, auth: 'customer' }),
  reoder_checking: defineCall({
    payload: z.object({ order_id: zRef('order_id'), ...customerRef }),
    result: z.object({ status: z.enum(['Success', 'Failed']), message: z.string(), added: z.number().int(), skipped: z.array(z.string()) }),
    auth: 'customer',
  }),
  cancel_order: defineCall({
    payload: z.object({
      order_id: zRef('order_id'),
      cancel_reason: zText({ max: 300, label: 'cancel_reason' }).optional(),
      /** Larder: an unpaid order's lines go back into the cart ("Back to basket"). */
      back_to_cart: zFlag('back_to_cart').optional(),
    }),
    result: z.object({
      status: z.enum(['Success', 'Failed']),
      message: z.string(),
      /** Larder: what went back, in pounds (card to the card, wallet to the wallet) and points. */
      refund: z.object({ card: z.number(), wallet: z.number(), points: z.number().int() }).nullable(),
    }),
    auth: 'customer',
  }),
};
