/** The operations console: orders, picking, slot bookings and the dashboard. */
import { z } from 'zod';
import { EVERY_STAFF, MANAGERS } from './admin-core';
import { defineCall } from './calls-core';
import { ZOrder } from './checkout';
import { zFlag, zInt, zJsonObject, zPageLen, zPageNo, zRef, zText } from './wire';

export const ORDER_STATUSES = ['Placed', 'Confirmed', 'Packed', 'Out for delivery', 'Delivered', 'Cancelled'] as const;
export const PAYMENT_STATUSES = ['Pending', 'Authorized', 'Partially Paid', 'Paid', 'Refunded', 'Partially Refunded', 'Cancelled'] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` });

const zDate = (label: string) =>
  z.string({ error: `${label} must be a date` }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date such as 2026-11-24` });

export const PICK_STATES = ['picked', 'short', 'substituted'] as const;
export const ZPickState = z.enum(PICK_STATES);

/** An order's picking sheet (every line; weighed lines with their weights): amounts in pounds, weights in grams. */
export const ZWeighingSheet = z.object({
  order_id: z.string(),
  status: z.string(),
  payment_status: z.string(),
  payment_method: z.string(),
  /** Set once "Finish picking" fixed the final total. */
  picked_at: z.string().nullable(),
  margin_percent: z.number(),
  lines: z.array(
    z.object({
      line: z.string(),
      product_name: z.string(),
      pack_size: z.string(),
      quantity: z.number().int(),
      /** Null for a line not sold by weight (its total is fixed). */
      price_per_kg: z.number().nullable(),
      estimated_weight_g: z.number().int().nullable(),
      estimated_total: z.number(),
      max_total: z.number().nullable(),
      weighed_weight_g: z.number().int().nullable(),
      /** What the line costs now: its weight within the cap, or the estimate until weighed. */
      total: z.number(),
      /** Weighed above the cap: charged the cap. */
      capped: z.boolean(),
      /** A free item (a discount's gift): picked like any other line. */
      free: z.boolean(),
      /** The customer's wish if it is out of stock: best_match, no_substitute or specific. */
      substitution: z.string(),
      /** How it was picked (null: not yet). Lines sold by weight are picked by weighing them. */
      pick_state: ZPickState.nullable(),
      /** Short-picked: how many were found. */
      picked_quantity: z.number().int().nullable(),
      /** Substituted: what went in instead. */
      pick_substitute: z.string(),
      /** Picked, short-picked, substituted or weighed: ready for "Finish picking". */
      resolved: z.boolean(),
    }),
  ),
  estimated_total: z.number(),
  /** The total as weighed so far (estimates for lines not weighed yet); the final total once picked. */
  current_total: z.number(),
  max_total: z.number(),
  /** Lines sold by weight still to weigh. */
  to_weigh: z.number().int(),
  /** Lines not resolved yet (to pick or to weigh): "Finish picking" needs none. */
  to_pick: z.number().int(),
});
export type TWeighingSheet = z.infer<typeof ZWeighingSheet>;

export const ZAdminOrderRow = z.object({
  name: z.string(),
  customer: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  status: ZOrderStatus,
  payment_status: z.string(),
  payment_method_name: z.string(),
  shipping_method_name: z.string(),
  delivery_date: z.string().nullable(),
  delivery_slot: z.string().nullable(),
  zipcode: z.string(),
  total_amount: z.number(),
  outstanding_amount: z.number(),
  /** A card order placed and not yet paid: it waits for the card (and expires unpaid), not for the shop. */
  awaiting_payment: z.boolean(),
  item_count: z.number().int(),
  created: z.string(),
});
export type TAdminOrderRow = z.infer<typeof ZAdminOrderRow>;

export const ZAdminPayment = z.object({
  name: z.string(),
  provider: z.string(),
  purpose: z.string(),
  amount: z.number(),
  refunded_amount: z.number(),
  status: z.string(),
  failure_message: z.string(),
  created: z.string(),
});

export const ZAdminOrder = ZOrder.extend({
  status: ZOrderStatus,
  customer: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  ship_latitude: z.number().nullable(),
  ship_longitude: z.number().nullable(),
  cancel_reason: z.string(),
  payments: z.array(ZAdminPayment),
  /** The statuses this order may move to next (the console's buttons). */
  next_statuses: z.array(ZOrderStatus),
  /** Lines can still be changed (before packing). */
  can_edit_lines: z.boolean(),
  /** When "Finish picking" (the Picked step) was done; an order is packed only once picked. */
  picked_at: z.string().nullable(),
  /** Lines not picked yet (or weighed lines not weighed); 0 once picked. */
  to_pick: z.number().int(),
  /** `by`: the staff member's name, or "Customer". */
  status_history: z.array(z.object({ status: z.string(), at: z.string(), note: z.string(), by: z.string() })),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

export const ZPickItem = z.object({
  product: z.string(),
  product_name: z.string(),
  attribute_description: z.string(),
  quantity: z.number().int(),
  /** Orders needing it, with their quantities and each order line's picking state. */
  orders: z.array(
    z.object({
      order: z.string(),
      line: z.string(),
      quantity: z.number().int(),
      note: z.string(),
      substitution: z.string(),
      /** Picked, short-picked, substituted or weighed (kept on the server: survives a reload). */
      picked: z.boolean(),
    }),
  ),
  /** Sold by weight: picked by weighing on each order's picking page, not ticked here. */
  weighed: z.boolean(),
});

export const ZPickList = z.object({
  date: z.string(),
  slot: z.string().nullable(),
  slot_label: z.string().nullable(),
  order_count: z.number().int(),
  groups: z.array(z.object({ category: z.string(), items: z.array(ZPickItem) })),
});
export type TPickList = z.infer<typeof ZPickList>;

export const ZPackingSlip = z.object({
  order: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  shipping_address: z.string(),
  shipping_method_name: z.string(),
  delivery_date: z.string().nullable(),
  delivery_slot: z.string().nullable(),
  customer_comments: z.string(),
  payment_status: z.string(),
  outstanding_amount: z.number(),
  lines: z.array(
    z.object({
      product_name: z.string(),
      attribute_description: z.string(),
      quantity: z.number().int(),
      note: z.string(),
      substitution: z.string(),
    }),
  ),
});

export const ZSlotBooking = z.object({
  date: z.string(),
  format_date: z.string(),
  blocked: z.string(),
  slots: z.array(
    z.object({
      slot: z.string(),
      slot_label: z.string(),
      shipping_method_name: z.string(),
      capacity: z.number().int(),
      booked: z.number().int(),
      held: z.number().int(),
      remaining: z.number().int(),
      orders: z.array(z.string()),
    }),
  ),
});

const pickSelection = {
  date: zDate('date'),
  /** A slot template id; none: the whole day. */
  slot: zRef('slot').optional(),
};

const ZLineChange = z.object({
  line: zRef('line'),
  /** A lower quantity; 0 removes the line. */
  quantity: zInt({ min: 0, max: 999, label: 'quantity' }).optional(),
  /** Replace the product with this one (charged at the lower of the two prices). */
  substitute_product: zRef('substitute_product').optional(),
});

/** How many orders one bulk status change may move. */
export const BULK_ORDERS_MAX = 300;

export const adminOrdersCalls = {
  admin_order_list: defineCall({
    payload: z.object({
      search: zText({ max: 120, label: 'search' }).optional(),
      status: ZOrderStatus.optional(),
      payment_status: z.enum(PAYMENT_STATUSES, { error: 'payment_status is not a payment status' }).optional(),
      shipping_method: zRef('shipping_method').optional(),
      postcode: zText({ max: 10, label: 'postcode' }).optional(),
      /** Orders placed from/to (inclusive). */
      date_from: zDate('date_from').optional(),
      date_to: zDate('date_to').optional(),
      delivery_date: zDate('delivery_date').optional(),
      slot: zRef('slot').optional(),
      /** to_confirm: placed and ready for the shop (paid, or cash on delivery); awaiting_payment: card orders not paid yet. */
      queue: z.enum(['to_confirm', 'awaiting_payment'], { error: 'queue must be to_confirm or awaiting_payment' }).optional(),
      page_no: zPageNo(),
      page_len: zPageLen(200, 50),
    }),
    result: z.object({ orders: z.array(ZAdminOrderRow), total: z.number().int() }),
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
  admin_order_detail: defineCall({
    payload: z.object({ order_id: zRef('order_id') }),
    result: ZAdminOrder,
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
  /** Moves an order along Placed → Confirmed → Packed → Out for delivery → Delivered; the customer is told. */
  admin_update_order_status: defineCall({
    payload: z.object({ order_id: zRef('order_id'), status: ZOrderStatus, note: zText({ max: 300, label: 'note' }).optional() }),
    result: ZAdminOrder,
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
  /**
   * Moves many orders to one status: the chosen orders, or every order of a delivery date's slot
   * (`delivery_date` + `slot`, cancelled and delivered ones left out), each through the same step
   * rule as admin_update_order_status, in one transaction with one audit entry. All or nothing: if
   * any order cannot move, nothing moves and the 417 lists each refused order in `errors[]`
   * (field = the order id); with `skip_blocked` the others move and the refused ones are reported.
   */
  admin_bulk_order_status: defineCall({
    payload: z
      .object({
        orders: zJsonObject(
          z
            .array(zRef('order_id'), { error: 'orders must be a list' })
            .min(1, { error: 'orders: choose at least one order' })
            .max(BULK_ORDERS_MAX, { error: `orders: at most ${BULK_ORDERS_MAX} at a time` })
            .refine((a) => new Set(a).size === a.length, { error: 'orders: an order is listed twice' }),
          'orders',
        ).optional(),
        delivery_date: zDate('delivery_date').optional(),
        slot: zRef('slot').optional(),
        status: ZOrderStatus.refine((s) => s !== 'Cancelled' && s !== 'Placed', {
          error: 'status: orders are cancelled one by one (with their refund), and never go back to Placed',
        }),
        note: zText({ max: 300, label: 'note' }).default(''),
        skip_blocked: zFlag('skip_blocked').default(false),
      })
      .refine((p) => (p.orders !== undefined) !== (p.delivery_date !== undefined || p.slot !== undefined), {
        error: 'Give either orders, or delivery_date and slot',
        path: ['orders'],
      })
      .refine((p) => (p.delivery_date === undefined) === (p.slot === undefined), {
        error: 'delivery_date and slot go together',
        path: ['slot'],
      }),
    result: z.object({
      moved: z.array(z.string()),
      /** Only with skip_blocked: the orders left as they were, and why. */
      skipped: z.array(z.object({ order_id: z.string(), message: z.string() })),
    }),
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
  /** Cancels with the money back: to the card it came from, or all to the customer's wallet. */
  admin_cancel_order: defineCall({
    payload: z.object({
      order_id: zRef('order_id'),
      reason: zText({ min: 3, max: 300, label: 'reason' }),
      refund_to: z.enum(['original', 'wallet'], { error: 'refund_to must be original or wallet' }).default('original'),
    }),
    result: z.object({ order: ZAdminOrder, refund: z.object({ card: z.number(), wallet: z.number(), points: z.number().int() }) }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Before packing: lower quantities, remove lines, substitute; totals recomputed, the difference refunded. */
  admin_edit_order_lines: defineCall({
    payload: z.object({
      order_id: zRef('order_id'),
      changes: zJsonObject(z.array(ZLineChange).min(1, { error: 'changes must list at least one line' }).max(100), 'changes'),
      reason: zText({ min: 3, max: 300, label: 'reason' }),
      refund_to: z.enum(['original', 'wallet'], { error: 'refund_to must be original or wallet' }).default('original'),
    }),
    result: z.object({ order: ZAdminOrder, refunded: z.number() }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** The weighing sheet of an order with weighed lines: each line's estimate, cap, weight and charge, and the totals. */
  admin_weighing: defineCall({
    payload: z.object({ order_id: zRef('order_id') }),
    result: ZWeighingSheet,
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
  /** Records what the scale says for a weighed line (all its pieces, in grams); weighing again replaces it. */
  admin_weigh_line: defineCall({
    payload: z.object({
      order_id: zRef('order_id'),
      line: zRef('line'),
      grams: zInt({ min: 1, max: 50_000, label: 'grams' }),
    }),
    result: ZWeighingSheet,
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
  /** The picker has no piece for a weighed line: it comes off the order (any money above the new total goes back). */
  admin_remove_weighed_line: defineCall({
    payload: z.object({
      order_id: zRef('order_id'),
      line: zRef('line'),
      reason: zText({ min: 3, max: 300, label: 'reason' }).default('No piece to weigh'),
    }),
    result: ZWeighingSheet,
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
  /**
   * Records how a line was picked: picked, short (with how many were found), substituted (with
   * what), or unpicked to clear the mark. Not for lines sold by weight (they are weighed).
   */
  admin_pick_line: defineCall({
    payload: z.object({
      order_id: zRef('order_id'),
      line: zRef('line'),
      state: z.enum([...PICK_STATES, 'unpicked'], { error: 'state must be picked, short, substituted or unpicked' }),
      quantity: zInt({ min: 0, max: 1000, label: 'quantity' }).optional(),
      substitute: zText({ max: 120, label: 'substitute' }).default(''),
    }),
    result: ZWeighingSheet,
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
  /** The pick list's tick: marks order lines picked (or clears the mark) together; lines of orders no longer being picked are left as they are. */
  admin_pick_lines: defineCall({
    payload: z.object({
      lines: z
        .array(z.object({ order_id: zRef('order_id'), line: zRef('line') }))
        .min(1)
        .max(200),
      picked: zFlag('picked'),
    }),
    result: z.object({ changed: z.number().int(), skipped: z.number().int() }),
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
  /**
   * The Picked step: every line must be picked, short-picked, substituted or weighed. Fixes the
   * final total from the weights and takes it (card captured, the rest released); sends the
   * receipt for weighed orders. Once; only then can the order be packed.
   */
  admin_finish_picking: defineCall({
    payload: z.object({ order_id: zRef('order_id') }),
    result: ZWeighingSheet.extend({
      /** captured: the card was charged; capture-pending: the provider did not answer (retried); settled: wallet; on-delivery: to collect. */
      payment: z.enum(['captured', 'capture-pending', 'settled', 'on-delivery']),
    }),
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
  admin_pick_list: defineCall({ payload: z.object(pickSelection), result: ZPickList, auth: 'staff', roles: EVERY_STAFF }),
  admin_pick_list_csv: defineCall({
    payload: z.object(pickSelection),
    result: z.object({ filename: z.string(), csv: z.string() }),
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
  admin_packing_slips: defineCall({
    payload: z.object({ ...pickSelection, order_id: zRef('order_id').optional() }),
    result: z.array(ZPackingSlip),
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
  admin_slot_bookings: defineCall({
    payload: z.object({ from: zDate('from').optional(), days: zInt({ min: 1, max: 31, label: 'days' }).default(7) }),
    result: z.array(ZSlotBooking),
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
  admin_dashboard: defineCall({
    payload: z.object({}),
    result: z.object({
      today: z.object({
        date: z.string(),
        /** Orders placed today, not cancelled, not waiting for their card payment. */
        orders: z.number().int(),
        /** Money taken today for today's orders (card, wallet and points), nothing promised. */
        revenue: z.number(),
        /** Cash on delivery or collection still to collect for today's orders. */
        to_collect: z.number(),
        /** Placed and ready for the shop to confirm (paid, or to be paid on delivery). */
        awaiting_confirmation: z.number().int(),
        /** Card orders placed and not paid yet (they expire unpaid). */
        awaiting_payment: z.number().int(),
      }),
      slots_next_7_days: z.array(
        z.object({ date: z.string(), slot_label: z.string(), orders: z.number().int(), capacity: z.number().int() }),
      ),
      low_stock: z.array(
        z.object({ product: z.string(), product_name: z.string(), attribute_description: z.string(), stock: z.number().int() }),
      ),
      failed_payments: z.array(
        z.object({
          name: z.string(),
          reference: z.string(),
          amount: z.number(),
          provider: z.string(),
          failure_message: z.string(),
          created: z.string(),
        }),
      ),
    }),
    auth: 'staff',
    roles: EVERY_STAFF,
  }),
};
