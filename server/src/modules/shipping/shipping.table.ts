import type { Selectable } from 'kysely';

export interface ShippingMethodTable {
  id: string;
  name: string;
  /** Collected from the shop: no delivery charge, no address needed. */
  is_pickup: number;
  description: string;
  display_order: number;
  is_active: number;
}
export type ShippingMethodRow = Selectable<ShippingMethodTable>;

/**
 * One rule of a method's delivery charge. Bands include `band_from` and exclude `band_to`
 * (null = no upper end): order total in pence, weight in grams, or distance in metres.
 */
export interface ShippingRateTable {
  id: string;
  shipping_method_id: string;
  rule_type: 'fixed' | 'total_band' | 'weight_band' | 'distance_band';
  band_from: number;
  band_to: number | null;
  /** Charge in pence, or a percentage of the subtotal when percentage_bp > 0. */
  charge: number;
  percentage_bp: number;
  display_order: number;
}
export type ShippingRateRow = Selectable<ShippingRateTable>;
