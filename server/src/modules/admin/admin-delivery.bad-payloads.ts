import type { adminDeliveryCalls } from '@larder/contract/admin-delivery';

/** A bad payload for each console call of this area (see rpc/contract.int.test.ts); null: nothing to get wrong. */
export const ADMIN_DELIVERY_BAD_PAYLOADS = {
  admin_slot_templates: { shipping_method: ['Delivery'] },
  admin_save_slot_template: { shipping_method: 'SM-001', weekday: 1, from_time: '12:00', to_time: '10:00', capacity: 5 },
  admin_delete_slot_template: { name: '' },
  admin_blocked_dates: { include_past: 'sometimes' },
  admin_save_blocked_date: { date: '2026-02-30', reason: 'Stock take' },
  admin_delete_blocked_date: { date: 'Christmas' },
  admin_delivery_rules: null,
  admin_save_delivery_rules: { slot_days_ahead: 0, slot_cutoff_minutes: 120, slot_hold_minutes: 60, blocked_weekdays: [] },
  admin_areas: null,
  admin_save_area: { area: 'Whitechapel', city: 'London', zipcode: 'E1', latitude: 'north', longitude: -0.06 },
  admin_delete_area: { name: '' },
  admin_delivery_mode: null,
  admin_save_delivery_mode: { mode: 'teleport' },
  admin_shipping_methods: null,
  admin_save_shipping_method: { shipping_method_name: '' },
  admin_shipping_rates: { shipping_method: '' },
  admin_save_shipping_rate: { shipping_method: 'SM-001', rule_type: 'total_band', band_from: 0, band_to: 25, charge: 4.999 },
  admin_delete_shipping_rate: { name: '' },
  admin_discount_list: { status: 'Lost' },
  admin_discount_detail: { name: '' },
  admin_save_discount: { discount_name: 'Ten off', rule_type: 'percent_off', percent: 150 },
  admin_delete_discount: { name: '' },
  admin_discount_products: { search: 'x'.repeat(200) },
} satisfies Record<keyof typeof adminDeliveryCalls, Record<string, unknown> | null>;
