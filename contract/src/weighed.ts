/**
 * Catch-weight pricing: products sold by weight at a price per kg, bought by the piece or pack
 * at a typical weight and weighed when picked. The shopper is promised a cap: the shop never
 * charges more for a weighed line than its estimate plus the store's margin. The one set of rules
 * used by the shop, the checkout, the payment and the console (no zod: the home page imports it).
 */
import { formatMoney, toMajor, weightedTotal } from './money';
import { type TUnitPrice, unitPriceOf } from './unit-price';

/** A product sold by weight, as cards, product pages and cart lines carry it (`price` is then the estimate for one). */
export interface TSoldByWeight {
  /** Pounds per kg. */
  price_per_kg: number;
  typical_weight_g: number;
  /** "about 1.6 kg · £4.99/kg" */
  label: string;
}

/** The wire form of a weighed product; null when it is not sold by weight. */
export function soldByWeight(pencePerKg: number | null, typicalGrams: number | null): TSoldByWeight | null {
  if (!pencePerKg || !typicalGrams) return null;
  return { price_per_kg: toMajor(pencePerKg), typical_weight_g: typicalGrams, label: weighedLabel(pencePerKg, typicalGrams) };
}

/** A weighed product's unit price is its price per kg. */
export function perKgUnitPrice(pencePerKg: number): TUnitPrice {
  return { text: `${formatMoney(pencePerKg)}/kg`, per: 'kg', pence: pencePerKg };
}

/** A product's unit price: its price per kg when sold by weight, else from its pack size. */
export function productUnitPrice(p: { price: number; unit: string; price_per_kg: number | null }): TUnitPrice | null {
  return p.price_per_kg ? perKgUnitPrice(p.price_per_kg) : unitPriceOf(p.price, p.unit);
}

/** A weighed line is never charged more than this multiple of its estimate (basis points: 1000 = 10 %). */
export const DEFAULT_WEIGHT_MARGIN_BP = 1000;

/** Heaviest weight the scale may record for one line: a typo ("17200" for 1.72 kg) is refused, not charged. */
export const MAX_LINE_GRAMS = 50_000;

/** The estimated price of `quantity` pieces of a typical weight. */
export function estimateFor(pencePerKg: number, typicalGrams: number, quantity = 1): number {
  return weightedTotal(pencePerKg, typicalGrams * quantity);
}

/** The most a line estimated at `estimate` may cost: the estimate plus the margin, rounded down to the penny. */
export function capFor(estimate: number, marginBp: number): number {
  return Math.floor((estimate * (10000 + marginBp)) / 10000);
}

/** What a weighed line costs: its weight at the price per kg, never more than its cap. */
export function weighedCharge(pencePerKg: number, grams: number, estimate: number, marginBp: number): number {
  return Math.min(weightedTotal(pencePerKg, grams), capFor(estimate, marginBp));
}

/** "1.6 kg", "850 g": a weight as the shop says it. */
export function formatWeight(grams: number): string {
  if (grams >= 1000) return `${(grams / 1000).toFixed(3).replace(/\.?0+$/, '')} kg`;
  return `${grams} g`;
}

/** "about 1.6 kg · £4.99/kg": how a weighed product is described next to its estimated price. */
export function weighedLabel(pencePerKg: number, typicalGrams: number, currency = 'GBP'): string {
  return `about ${formatWeight(typicalGrams)} · ${formatMoney(pencePerKg, currency)}/kg`;
}

/** The promise, in the shopper's words. */
export function weightPromise(marginBp: number): string {
  const pct = marginBp / 100;
  return `Weighed items are priced by their actual weight when we pick them. We never charge more than the estimate plus ${pct % 1 ? pct.toFixed(1) : pct} %.`;
}
