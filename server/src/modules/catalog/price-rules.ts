/**
 * The price rules of a product, as the console's editor, bulk price changes and the import send
 * them (pounds in): an offer's old price above the price; a product sold by weight priced at the
 * estimate for its typical weight, never on offer.
 */
import type { TSaveProductPayload } from '@larder/contract/admin-catalog';
import { fromMajor } from '@larder/contract/money';
import { estimateFor } from '@larder/contract/weighed';

export type PriceInput = Pick<TSaveProductPayload, 'price' | 'old_price' | 'price_per_kg' | 'typical_weight_g'>;

/** An offer's old (strike-through) price must be above the price (pounds in, as the editor sends). */
export function offerProblem(p: Pick<PriceInput, 'price' | 'old_price'>): string | null {
  return p.old_price !== null && p.old_price !== 0 && p.old_price <= p.price
    ? 'old_price: the old (strike-through) price must be higher than the price, or empty'
    : null;
}

/** The price fields: a product sold by weight is priced at the estimate for its typical weight, never on offer. */
export function byWeight(p: PriceInput) {
  const { price, old_price, price_per_kg } = p;
  const perKg = price_per_kg === null ? null : fromMajor(price_per_kg);
  return byWeightPence({ ...p, price: fromMajor(price), old_price: old_price ? fromMajor(old_price) : null, price_per_kg: perKg });
}

/** The same rule with amounts already in pence (the CSV import's). */
export function byWeightPence(p: PriceInput) {
  if (p.price_per_kg === null || p.typical_weight_g === null)
    return { price: p.price, old_price: p.old_price, price_per_kg: null, typical_weight_g: null };
  return {
    price: estimateFor(p.price_per_kg, p.typical_weight_g),
    old_price: null,
    price_per_kg: p.price_per_kg,
    typical_weight_g: p.typical_weight_g,
  };
}
