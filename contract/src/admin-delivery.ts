/**
 * The operations console: delivery (slot templates, blocked dates, slot rules, areas, delivery
 * mode, shipping methods and rates) and promotions (discounts and coupons). Money is pounds on
 * the wire; weights are kg and distances km in rate bands.
 */
import { z } from 'zod';
import { MANAGERS } from './admin-core';
import { defineCall } from './calls-core';
import { ZBit, zFlag, zInt, zJsonObject, zMoneyIn, zNumber, zRef, zText } from './wire';

// ----- building blocks -----

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date, yyyy-mm-dd (2026-02-30 is refused). */
export function isCalendarDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

export const zCalendarDate = (label: string) =>
  z
    .string({ error: `${label} must be a date such as 2026-12-24` })
    .trim()
    .refine(isCalendarDate, { error: `${label} must be a date such as 2026-12-24` });

/** An optional date: '' or null mean none. */
const zOptionalDate = (label: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), zCalendarDate(label).nullable()).optional();

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const zTime = (label: string) =>
  z
    .string({ error: `${label} must be a time such as 09:00` })
    .trim()
    .regex(TIME_RE, { error: `${label} must be a time such as 09:00 (24-hour clock)` });

/** '' / null → null; otherwise a whole number within bounds. */
const zOptionalInt = (opts: { min: number; max: number; label: string }) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), zInt(opts).nullable()).optional();

/** '' / null → null; otherwise a reference. */
const zOptionalRef = (label: string) => z.preprocess((v) => (v === '' || v === undefined ? null : v), zRef(label).nullable()).optional();

const hasAtMostDecimals = (n: number, places: number) => {
  const f = 10 ** places;
  return Number.isFinite(n) && Math.abs(Math.round(n * f) - n * f) < 1e-6;
};

const ZStatus = z.object({ status: z.enum(['success', 'failed']), message: z.string() });
/** What a delete did: removed, or kept but switched off because something refers to it. */
const ZDeleteOutcome = z.object({ status: z.enum(['deleted', 'deactivated']), message: z.string() });

// ----- slot templates -----

export const ZAdminSlotTemplate = z.object({
  name: z.string(),
  shipping_method: z.string(),
  shipping_method_name: z.string(),
  /** 0 = Sunday … 6 = Saturday; null = every day. */
  weekday: z.number().int().nullable(),
  from_time: z.string(),
  to_time: z.string(),
  slot_label: z.string(),
  capacity: z.number().int(),
  is_active: ZBit,
  /** Orders booked in it from today on (not cancelled). */
  upcoming_bookings: z.number().int(),
  /** Orders ever booked in it: a template with bookings is switched off, not deleted. */
  total_bookings: z.number().int(),
});
export type TAdminSlotTemplate = z.infer<typeof ZAdminSlotTemplate>;

export const ZSaveSlotTemplate = z
  .object({
    name: zRef('name').optional(),
    shipping_method: zRef('shipping_method'),
    /** 0 = Sunday … 6 = Saturday; null (or '') = every day. */
    weekday: z.preprocess((v) => (v === '' || v === 'every' ? null : v), zInt({ min: 0, max: 6, label: 'weekday' }).nullable()),
    from_time: zTime('from_time'),
    to_time: zTime('to_time'),
    capacity: zInt({ min: 0, max: 1000, label: 'capacity' }),
    is_active: zFlag('is_active').default(true),
  })
  .superRefine((v, ctx) => {
    if (v.from_time >= v.to_time) ctx.addIssue({ code: 'custom', path: ['to_time'], message: 'to_time must be after from_time' });
  });
export type TSaveSlotTemplate = z.infer<typeof ZSaveSlotTemplate>;

// ----- blocked dates and rules -----

export const ZAdminBlockedDate = z.object({
  date: z.string(),
  reason: z.string(),
  weekday: z.string(),
  format_date: z.string(),
  /** Orders already booked for that day (not cancelled): the shop needs to contact them. */
  booked_orders: z.number().int(),
  past: z.boolean(),
});
export type TAdminBlockedDate = z.infer<typeof ZAdminBlockedDate>;

export const ZDeliveryRules = z.object({
  /** How many days ahead the slot picker offers (today included). */
  slot_days_ahead: zInt({ min: 1, max: 30, label: 'slot_days_ahead' }),
  /** A slot closes this many minutes before it starts. */
  slot_cutoff_minutes: zInt({ min: 0, max: 24 * 60, label: 'slot_cutoff_minutes' }),
  /** How long a chosen slot is held while the shopper checks out. */
  slot_hold_minutes: zInt({ min: 5, max: 240, label: 'slot_hold_minutes' }),
  /** Weekdays without delivery (0 = Sunday). */
  blocked_weekdays: zJsonObject(
    z
      .array(zInt({ min: 0, max: 6, label: 'blocked_weekdays' }))
      .max(7)
      .refine((a) => new Set(a).size === a.length, { error: 'blocked_weekdays must not repeat a day' }),
    'blocked_weekdays',
  ),
});
export type TDeliveryRules = z.output<typeof ZDeliveryRules>;

// ----- areas and delivery mode -----

export const ZAdminArea = z.object({
  name: z.string(),
  area: z.string(),
  city: z.string(),
  /** "E1" (district) or "E1 6" (sector), normalised. */
  zipcode: z.string(),
  kind: z.enum(['district', 'sector', 'postcode']),
  zone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  is_active: ZBit,
});
export type TAdminArea = z.infer<typeof ZAdminArea>;

export const ZSaveArea = z.object({
  name: zRef('name').optional(),
  area: zText({ min: 1, max: 80, label: 'area' }),
  city: zText({ min: 1, max: 80, label: 'city' }),
  zipcode: zText({ min: 2, max: 10, label: 'zipcode' }),
  zone: zText({ max: 40, label: 'zone' }).default(''),
  latitude: zNumber({ min: -90, max: 90, label: 'latitude' }),
  longitude: zNumber({ min: -180, max: 180, label: 'longitude' }),
  is_active: zFlag('is_active').default(true),
});
export type TSaveArea = z.output<typeof ZSaveArea>;

export const DELIVERY_MODES = ['postcode', 'radius', 'multi_store', 'everywhere'] as const;
export const ZDeliveryModeName = z.enum(DELIVERY_MODES, { error: `mode must be one of ${DELIVERY_MODES.join(', ')}` });

export const ZAdminStore = z.object({
  name: z.string(),
  business_name: z.string(),
  address: z.string(),
  city: z.string(),
  zipcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  delivery_radius_km: z.number(),
  is_active: ZBit,
});
export type TAdminStore = z.infer<typeof ZAdminStore>;

export const ZDeliveryMode = z.object({ mode: ZDeliveryModeName, stores: z.array(ZAdminStore) });
export type TDeliveryMode = z.infer<typeof ZDeliveryMode>;

const ZStoreChange = z.object({
  name: zRef('store'),
  latitude: zNumber({ min: -90, max: 90, label: 'latitude' }),
  longitude: zNumber({ min: -180, max: 180, label: 'longitude' }),
  delivery_radius_km: zNumber({ min: 0.1, max: 200, label: 'delivery_radius_km' }).refine((n) => hasAtMostDecimals(n, 2), {
    error: 'delivery_radius_km can have at most two decimals',
  }),
  is_active: zFlag('is_active').optional(),
});

// ----- shipping methods and rates -----

export const ZAdminShippingMethod = z.object({
  name: z.string(),
  shipping_method_name: z.string(),
  is_pickup: ZBit,
  description: z.string(),
  display_order: z.number().int(),
  is_active: ZBit,
  rate_count: z.number().int(),
  slot_count: z.number().int(),
});
export type TAdminShippingMethod = z.infer<typeof ZAdminShippingMethod>;

export const RATE_TYPES = ['fixed', 'total_band', 'weight_band', 'distance_band'] as const;
export const ZRateType = z.enum(RATE_TYPES, { error: `rule_type must be one of ${RATE_TYPES.join(', ')}` });
/** The unit of a rule's bands at the wire. */
export const RATE_UNITS: Record<(typeof RATE_TYPES)[number], string> = {
  fixed: '',
  total_band: '£',
  weight_band: 'kg',
  distance_band: 'km',
};

export const ZAdminShippingRate = z.object({
  name: z.string(),
  shipping_method: z.string(),
  rule_type: ZRateType,
  /** Order total in pounds, weight in kg or distance in km; from included, to excluded (null = no upper end). */
  band_from: z.number(),
  band_to: z.number().nullable(),
  /** Pounds; unused when `percentage` > 0. */
  charge: z.number(),
  /** Percent of the basket (0 = a fixed charge). */
  percentage: z.number(),
  display_order: z.number().int(),
  summary: z.string(),
});
export type TAdminShippingRate = z.infer<typeof ZAdminShippingRate>;

export const ZSaveShippingRate = z
  .object({
    name: zRef('name').optional(),
    shipping_method: zRef('shipping_method'),
    rule_type: ZRateType,
    band_from: zNumber({ min: 0, max: 1_000_000, label: 'band_from' }).default(0),
    band_to: z
      .preprocess((v) => (v === '' || v === undefined ? null : v), zNumber({ min: 0, max: 1_000_000, label: 'band_to' }).nullable())
      .optional(),
    charge: zMoneyIn({ min: 0, max: 1000, label: 'charge' }).default(0),
    percentage: zNumber({ min: 0, max: 100, label: 'percentage' })
      .refine((n) => hasAtMostDecimals(n, 2), { error: 'percentage can have at most two decimals' })
      .default(0),
    display_order: zOptionalInt({ min: 0, max: 999, label: 'display_order' }),
  })
  .superRefine((v, ctx) => {
    if (v.percentage > 0 && v.charge > 0)
      ctx.addIssue({ code: 'custom', path: ['percentage'], message: 'percentage: give a charge or a percentage, not both' });
    if (v.rule_type === 'fixed') return;
    const places = v.rule_type === 'total_band' ? 2 : 3;
    const what = v.rule_type === 'total_band' ? 'two decimals (pounds and pence)' : 'three decimals';
    for (const k of ['band_from', 'band_to'] as const) {
      const n = v[k];
      if (typeof n === 'number' && !hasAtMostDecimals(n, places))
        ctx.addIssue({ code: 'custom', path: [k], message: `${k} can have at most ${what}` });
    }
    if (typeof v.band_to === 'number' && v.band_to <= v.band_from)
      ctx.addIssue({ code: 'custom', path: ['band_to'], message: 'band_to must be more than band_from' });
  });
export type TSaveShippingRate = z.output<typeof ZSaveShippingRate>;

// ----- promotions -----

/** Every kind of rule the checkout understands, as the console names them. */
export const DISCOUNT_RULE_TYPES = [
  'percent_off',
  'amount_off',
  'free_delivery',
  'delivery_percent_off',
  'delivery_amount_off',
  'free_item',
  'buy_x_get_y',
] as const;
export type TDiscountRuleType = (typeof DISCOUNT_RULE_TYPES)[number];
export const ZDiscountRuleType = z.enum(DISCOUNT_RULE_TYPES, { error: `rule_type must be one of ${DISCOUNT_RULE_TYPES.join(', ')}` });

export const DISCOUNT_STATUSES = ['Active', 'Scheduled', 'Expired', 'Used up', 'Inactive'] as const;
export const ZDiscountStatus = z.enum(DISCOUNT_STATUSES);

export const ZAdminDiscount = z.object({
  name: z.string(),
  discount_name: z.string(),
  rule_type: ZDiscountRuleType,
  /** '' = applied automatically, no code needed. */
  coupon_code: z.string(),
  percent: z.number(),
  amount: z.number(),
  /** Cap of a percentage off the order (0 = none). */
  max_discount: z.number(),
  min_subtotal: z.number(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  first_order_only: ZBit,
  usage_limit_total: z.number().int().nullable(),
  usage_limit_per_customer: z.number().int().nullable(),
  used_count: z.number().int(),
  /** null = unlimited. */
  remaining_uses: z.number().int().nullable(),
  shipping_method: z.string().nullable(),
  shipping_method_name: z.string(),
  buy_product: z.string().nullable(),
  buy_product_name: z.string(),
  buy_qty: z.number().int(),
  free_product: z.string().nullable(),
  free_product_name: z.string(),
  free_qty: z.number().int(),
  priority: z.number().int(),
  label: z.string(),
  description: z.string(),
  is_active: ZBit,
  status: ZDiscountStatus,
});
export type TAdminDiscount = z.infer<typeof ZAdminDiscount>;

export const ZAdminDiscountDetail = ZAdminDiscount.extend({
  usage: z.object({
    orders: z.number().int(),
    customers: z.number().int(),
    /** Money the rule has taken off, in pounds. */
    discounted_total: z.number(),
    recent: z.array(z.object({ order: z.string(), customer_name: z.string(), amount: z.number(), created: z.string() })),
  }),
});
export type TAdminDiscountDetail = z.infer<typeof ZAdminDiscountDetail>;

const COUPON_RE = /^[A-Z0-9][A-Z0-9_-]{2,19}$/;

export const ZSaveDiscount = z
  .object({
    name: zRef('name').optional(),
    discount_name: zText({ min: 1, max: 80, label: 'discount_name' }),
    rule_type: ZDiscountRuleType,
    /** '' or missing: automatic. Stored upper-case; unique whatever the case. */
    coupon_code: z
      .preprocess(
        (v) => (v === null || v === undefined ? '' : v),
        zText({ max: 20, label: 'coupon_code' }).transform((s) => s.toUpperCase()),
      )
      .refine((s) => s === '' || COUPON_RE.test(s), {
        error: 'coupon_code must be 3–20 letters, digits, - or _ (starting with a letter or digit)',
      }),
    percent: zNumber({ min: 0, max: 100, label: 'percent' }).optional(),
    amount: zMoneyIn({ min: 0, max: 10000, label: 'amount' }).optional(),
    max_discount: zMoneyIn({ min: 0, max: 10000, label: 'max_discount' }).default(0),
    min_subtotal: zMoneyIn({ min: 0, max: 100000, label: 'min_subtotal' }).default(0),
    start_date: zOptionalDate('start_date'),
    end_date: zOptionalDate('end_date'),
    first_order_only: zFlag('first_order_only').default(false),
    /** null = unlimited; 0 = none left. */
    usage_limit_total: zOptionalInt({ min: 0, max: 10_000_000, label: 'usage_limit_total' }),
    usage_limit_per_customer: zOptionalInt({ min: 0, max: 10_000, label: 'usage_limit_per_customer' }),
    /** Only with this method (null = any). */
    shipping_method: zOptionalRef('shipping_method'),
    buy_product: zOptionalRef('buy_product'),
    buy_qty: zOptionalInt({ min: 1, max: 100, label: 'buy_qty' }),
    free_product: zOptionalRef('free_product'),
    free_qty: zOptionalInt({ min: 1, max: 100, label: 'free_qty' }),
    priority: zInt({ min: 0, max: 100, label: 'priority' }).default(0),
    label: zText({ max: 80, label: 'label' }).default(''),
    description: zText({ max: 300, label: 'description' }).default(''),
    is_active: zFlag('is_active').default(true),
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const t = v.rule_type;
    if (t === 'percent_off' || t === 'delivery_percent_off') {
      if (v.percent === undefined) need('percent', 'percent is required');
      else if (v.percent < 1 || v.percent > 100) need('percent', 'percent must be between 1 and 100');
      else if (!hasAtMostDecimals(v.percent, 2)) need('percent', 'percent can have at most two decimals');
    }
    if (t === 'amount_off' || t === 'delivery_amount_off') {
      if (v.amount === undefined) need('amount', 'amount is required');
      else if (v.amount < 0.01) need('amount', 'amount must be at least 0.01');
    }
    if (t === 'free_item' || t === 'buy_x_get_y') {
      if (!v.free_product) need('free_product', 'free_product is required');
      if (v.free_qty === undefined || v.free_qty === null) need('free_qty', 'free_qty is required');
    }
    if (t === 'buy_x_get_y') {
      if (!v.buy_product) need('buy_product', 'buy_product is required');
      if (v.buy_qty === undefined || v.buy_qty === null) need('buy_qty', 'buy_qty is required');
    }
    if (v.start_date && v.end_date && v.start_date > v.end_date) need('end_date', 'end_date must be on or after start_date');
  });
export type TSaveDiscountIn = z.input<typeof ZSaveDiscount>;
export type TSaveDiscount = z.output<typeof ZSaveDiscount>;

// ----- calls -----

const staff = { auth: 'staff' as const, roles: MANAGERS };

export const adminDeliveryCalls = {
  /** Slot templates (one method, or all), active and switched off, with their bookings. */
  admin_slot_templates: defineCall({
    payload: z.object({ shipping_method: zRef('shipping_method').optional() }),
    result: z.array(ZAdminSlotTemplate),
    ...staff,
  }),
  /** Creates (no `name`) or updates a slot; refuses one that overlaps another slot of the method on the same day. */
  admin_save_slot_template: defineCall({ payload: ZSaveSlotTemplate, result: ZAdminSlotTemplate, ...staff }),
  /** Deletes a slot, or switches it off when orders have been booked in it. */
  admin_delete_slot_template: defineCall({ payload: z.object({ name: zRef('name') }), result: ZDeleteOutcome, ...staff }),

  admin_blocked_dates: defineCall({
    payload: z.object({ include_past: zFlag('include_past').default(false) }),
    result: z.array(ZAdminBlockedDate),
    ...staff,
  }),
  /** Closes a date (or changes its reason); no slots are offered that day. */
  admin_save_blocked_date: defineCall({
    payload: z.object({ date: zCalendarDate('date'), reason: zText({ min: 2, max: 140, label: 'reason' }) }),
    result: ZAdminBlockedDate,
    ...staff,
  }),
  admin_delete_blocked_date: defineCall({ payload: z.object({ date: zCalendarDate('date') }), result: ZStatus, ...staff }),

  /** Days ahead, cut-off, hold time and weekdays without delivery (store settings). */
  admin_delivery_rules: defineCall({ payload: z.object({}), result: ZDeliveryRules, ...staff }),
  admin_save_delivery_rules: defineCall({ payload: ZDeliveryRules, result: ZDeliveryRules, ...staff }),

  admin_areas: defineCall({ payload: z.object({}), result: z.array(ZAdminArea), ...staff }),
  /** Creates or updates a served area: a postcode district ("E1") or sector ("E1 6") with its centre. */
  admin_save_area: defineCall({ payload: ZSaveArea, result: ZAdminArea, ...staff }),
  admin_delete_area: defineCall({ payload: z.object({ name: zRef('name') }), result: ZDeleteOutcome, ...staff }),

  /** How the shop decides where it delivers (postcode areas, radius, several stores, or everywhere) and its stores. */
  admin_delivery_mode: defineCall({ payload: z.object({}), result: ZDeliveryMode, ...staff }),
  admin_save_delivery_mode: defineCall({
    payload: z.object({
      mode: ZDeliveryModeName,
      stores: zJsonObject(z.array(ZStoreChange).max(50), 'stores').optional(),
    }),
    result: ZDeliveryMode,
    ...staff,
  }),

  admin_shipping_methods: defineCall({ payload: z.object({}), result: z.array(ZAdminShippingMethod), ...staff }),
  admin_save_shipping_method: defineCall({
    payload: z.object({
      name: zRef('name').optional(),
      shipping_method_name: zText({ min: 1, max: 60, label: 'shipping_method_name' }),
      is_pickup: zFlag('is_pickup').default(false),
      description: zText({ max: 300, label: 'description' }).default(''),
      display_order: zInt({ min: 0, max: 999, label: 'display_order' }).default(0),
      is_active: zFlag('is_active').default(true),
    }),
    result: ZAdminShippingMethod,
    ...staff,
  }),
  admin_shipping_rates: defineCall({
    payload: z.object({ shipping_method: zRef('shipping_method') }),
    result: z.array(ZAdminShippingRate),
    ...staff,
  }),
  /** Creates or updates a charge rule; bands of one kind must not overlap. */
  admin_save_shipping_rate: defineCall({ payload: ZSaveShippingRate, result: ZAdminShippingRate, ...staff }),
  admin_delete_shipping_rate: defineCall({ payload: z.object({ name: zRef('name') }), result: ZStatus, ...staff }),

  /** Discounts and coupons with their use counts. */
  admin_discount_list: defineCall({
    payload: z.object({
      search: zText({ max: 80, label: 'search' }).optional(),
      status: z.enum([...DISCOUNT_STATUSES, 'all'], { error: 'status is not a discount status' }).default('all'),
    }),
    result: z.array(ZAdminDiscount),
    ...staff,
  }),
  admin_discount_detail: defineCall({ payload: z.object({ name: zRef('name') }), result: ZAdminDiscountDetail, ...staff }),
  /** Creates or updates a discount or coupon of any kind the checkout applies. */
  admin_save_discount: defineCall({ payload: ZSaveDiscount, result: ZAdminDiscountDetail, ...staff }),
  /** Deletes a discount never used; one that has been used is switched off (its history stays). */
  admin_delete_discount: defineCall({ payload: z.object({ name: zRef('name') }), result: ZDeleteOutcome, ...staff }),
  /** Products to choose from for free-item and buy-x-get-y rules. */
  admin_discount_products: defineCall({
    payload: z.object({
      search: zText({ max: 80, label: 'search' }).default(''),
      ids: zJsonObject(z.array(zRef('ids')).max(20), 'ids').optional(),
    }),
    result: z.array(z.object({ name: z.string(), product_name: z.string(), price: z.number(), is_active: ZBit })),
    ...staff,
  }),
};
