/**
 * Money is integer minor units (pence) everywhere inside Larder. The wire carries decimal
 * major units (pounds) because the spec's payloads do; convert only at that edge.
 */

/** 1234 -> 12.34 */
export function toMajor(pence: number): number {
  return Math.round(pence) / 100;
}

/** 12.34 -> 1234; refuses values with more than two decimals instead of rounding silently. */
export function fromMajor(major: number): number {
  const pence = Math.round(major * 100);
  if (Math.abs(pence - major * 100) > 1e-6) {
    throw new RangeError(`Amount ${major} has more than two decimals`);
  }
  return pence;
}

/** True when a decimal amount has at most two decimals. */
export function hasAtMostTwoDecimals(major: number): boolean {
  return Number.isFinite(major) && Math.abs(Math.round(major * 100) - major * 100) < 1e-6;
}

/** Price of a line: unit price in pence times quantity, exact in integers. */
export function lineTotal(unitPence: number, quantity: number): number {
  return unitPence * quantity;
}

/** Price of a weighed item: pence per kg times grams, rounded once to the nearest penny. */
export function weightedTotal(pencePerKg: number, grams: number): number {
  return Math.round((pencePerKg * grams) / 1000);
}

/** VAT contained in a VAT-inclusive amount at `rateBp` basis points (2000 = 20%), rounded to the penny. */
export function vatIncluded(grossPence: number, rateBp: number): number {
  if (rateBp === 0) return 0;
  return Math.round((grossPence * rateBp) / (10000 + rateBp));
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Formats pence for display, e.g. formatMoney(123456) -> '£1,234.56', as `Intl.NumberFormat` does.
 * Pounds in en-GB are written by hand: in a browser the first `Intl.NumberFormat` loads the locale's
 * data, a single 20–25 ms task (80–100 ms on a slow phone) inside the first render of every page
 * that shows a price (decision 034). One difference on purpose: −0 pence is "£0.00", not "-£0.00".
 */
export function formatMoney(pence: number, currency = 'GBP', locale = 'en-GB'): string {
  if (currency === 'GBP' && locale === 'en-GB' && Number.isSafeInteger(pence)) {
    const abs = Math.abs(pence);
    const pounds = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${pence < 0 ? '-' : ''}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
  }
  // Making a formatter costs far more than using one: a cart answer formats every line's unit price.
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency })));
  return format.format(pence / 100);
}
