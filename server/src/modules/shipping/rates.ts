import type { ShippingRateRow } from './shipping.table';

export interface RateInput {
  /** Basket value in pence. */
  subtotal: number;
  weightGrams: number;
  /** Distance from the store in metres; null when unknown. */
  distanceMetres: number | null;
}

function inBand(value: number, r: ShippingRateRow): boolean {
  return value >= r.band_from && (r.band_to === null || value < r.band_to);
}

/**
 * The delivery charge (pence) from a method's rules: the first rule that applies, in order.
 * Bands include their lower end and exclude their upper end. Null when no rule applies (the
 * method cannot deliver there, e.g. beyond the last distance band).
 */
export function chargeFromRates(rates: ShippingRateRow[], input: RateInput): number | null {
  for (const r of [...rates].sort((a, b) => a.display_order - b.display_order)) {
    let applies: boolean;
    switch (r.rule_type) {
      case 'fixed':
        applies = true;
        break;
      case 'total_band':
        applies = inBand(input.subtotal, r);
        break;
      case 'weight_band':
        applies = inBand(input.weightGrams, r);
        break;
      case 'distance_band':
        applies = input.distanceMetres !== null && inBand(input.distanceMetres, r);
        break;
    }
    if (applies) return r.percentage_bp > 0 ? Math.round((input.subtotal * r.percentage_bp) / 10000) : r.charge;
  }
  return null;
}
