/**
 * Unit prices as the UK Price Marking Order asks for them, from a product's pack size text
 * ("500 g", "1 l", "6 x 330 ml", "x6", "each") and its selling price in pence.
 *
 * The one rule used everywhere:
 * - sold by weight: £/kg, except packs under 250 g (spices, herbs, small snacks), which show
 *   £/100g so the figure stays close to what is paid. Every meat and fish pack is 250 g or more,
 *   so all of a product's weight options compare in £/kg.
 * - sold by volume: £/litre, and £/100ml under 250 ml, the same way.
 * - sold by number ("6 pack", "x6", "each", "bunch"): price per item.
 * Pack sizes that cannot be read give no unit price (null) rather than a wrong one.
 * Amounts are integer pence, rounded half up to the penny once.
 */
import { formatMoney } from './money';

export type TUnitPricePer = 'kg' | '100g' | 'litre' | '100ml' | 'item';

export interface TUnitPrice {
  /** "£9.98/kg", "£1.20/100g", "£1.50/litre", "£0.50 each" */
  text: string;
  per: TUnitPricePer;
  pence: number;
}

/** A pack's total content: grams, millilitres or a count of items. */
export interface PackSize {
  measure: 'g' | 'ml' | 'item';
  amount: number;
}

/** Packs below this many grams (or millilitres) are priced per 100 g (100 ml). */
export const SMALL_PACK = 250;

const TO_BASE: Record<string, { measure: 'g' | 'ml'; factor: number }> = {
  g: { measure: 'g', factor: 1 },
  kg: { measure: 'g', factor: 1000 },
  ml: { measure: 'ml', factor: 1 },
  cl: { measure: 'ml', factor: 10 },
  l: { measure: 'ml', factor: 1000 },
  litre: { measure: 'ml', factor: 1000 },
  litres: { measure: 'ml', factor: 1000 },
  liter: { measure: 'ml', factor: 1000 },
};
const NUM = '(\\d+(?:\\.\\d+)?)';
const MEASURED = new RegExp(`^(?:(\\d+)\\s*x\\s*)?${NUM}\\s*(g|kg|ml|cl|l|litres?|liter)$`);
const COUNTED = /^(?:x\s*(\d+)|(\d+)\s*(?:pack|pk|pcs|pieces|x)?)$/;
const SINGLE = /^(?:1\s*)?(?:each|bunch|piece|item)$/;

/** Reads a pack size text; null when it is not one (e.g. "Curry cut"). */
export function parsePackSize(text: string): PackSize | null {
  const t = text.trim().toLowerCase();
  const m = MEASURED.exec(t);
  if (m) {
    const unit = TO_BASE[m[3]!]!;
    const count = m[1] ? Number(m[1]) : 1;
    // Whole grams or millilitres: "2.272 l" is 2272 ml, not 2271.9999.
    const amount = Math.round(count * Number(m[2]) * unit.factor);
    return amount > 0 ? { measure: unit.measure, amount } : null;
  }
  const c = COUNTED.exec(t);
  if (c) {
    const amount = Number(c[1] ?? c[2]);
    return amount > 0 ? { measure: 'item', amount } : null;
  }
  return SINGLE.test(t) ? { measure: 'item', amount: 1 } : null;
}

/** numerator / denominator rounded half up (both positive integers or zero numerator). */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The unit price of a pack sold at `pricePence`; null when the pack size is unknown. */
export function unitPrice(pricePence: number, pack: PackSize | null): TUnitPrice | null {
  if (!pack || pricePence < 0) return null;
  const money = (p: number) => formatMoney(p);
  if (pack.measure === 'item') {
    const pence = divideHalfUp(pricePence, pack.amount);
    return { text: `${money(pence)} each`, per: 'item', pence };
  }
  const small = pack.amount < SMALL_PACK;
  const per: TUnitPricePer = pack.measure === 'g' ? (small ? '100g' : 'kg') : small ? '100ml' : 'litre';
  const pence = divideHalfUp(pricePence * (small ? 100 : 1000), pack.amount);
  return { text: `${money(pence)}/${per}`, per, pence };
}

/** Unit price straight from a pack size text. */
export function unitPriceOf(pricePence: number, packText: string): TUnitPrice | null {
  return unitPrice(pricePence, parsePackSize(packText));
}

const SPOKEN: Record<TUnitPricePer, string> = {
  kg: 'per kilogram',
  '100g': 'per 100 grams',
  litre: 'per litre',
  '100ml': 'per 100 millilitres',
  item: 'each',
};

/** The unit price as a screen reader should say it: "£9.98 per kilogram". */
export function spokenUnitPrice(u: TUnitPrice): string {
  return `${formatMoney(u.pence)} ${SPOKEN[u.per]}`;
}

/** "1000" -> "1 kg", "500" -> "500 g". */
function gramsText(grams: number): string {
  return grams >= 1000 ? `${Number((grams / 1000).toFixed(3))} kg` : `${grams} g`;
}

/** Millilitres in a UK pint as milk is labelled (568.26 ml, so 2 pints are sold as "1.136 l"). */
const PINT_ML = 568;

/**
 * A pack size as the shopper knows it: a whole number of pints ("1.136 l" is "2 pints", as milk
 * is sold in the UK); any other pack size text unchanged.
 */
export function packSizeLabel(unit: string): string {
  const pack = parsePackSize(unit);
  if (pack?.measure !== 'ml' || pack.amount % PINT_ML !== 0 || /\d\s*x/i.test(unit)) return unit;
  const pints = pack.amount / PINT_ML;
  return `${pints} ${pints === 1 ? 'pint' : 'pints'}`;
}

export interface PackOption {
  option_value: string;
  weight_adjustment_grams: number;
}

/**
 * The pack a choice of options makes: a chosen option that is itself a pack size ("1 kg") wins;
 * otherwise a product sold by weight grows by the options' weight adjustments; otherwise the
 * product's own pack. `label` is what the page shows as the pack size.
 */
export function packOfChoice(unit: string, chosen: PackOption[]): { label: string; pack: PackSize | null } {
  for (const o of chosen) {
    const pack = parsePackSize(o.option_value);
    if (pack) return { label: packSizeLabel(o.option_value), pack };
  }
  const base = parsePackSize(unit);
  const adjustment = chosen.reduce((sum, o) => sum + o.weight_adjustment_grams, 0);
  if (base?.measure === 'g' && adjustment && base.amount + adjustment > 0) {
    const amount = base.amount + adjustment;
    return { label: gramsText(amount), pack: { measure: 'g', amount } };
  }
  return { label: packSizeLabel(unit), pack: base };
}
