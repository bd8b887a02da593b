import { formatMoney } from '@larder/contract/money';

/**
 * Formats pence for display, e.g. formatPence(123456) -> '£1,234.56', as `Intl.NumberFormat('en-GB')`
 * does. Pounds are written by hand: the first `Intl.NumberFormat` a page makes loads the locale's
 * data, a single 20–25 ms task (80–100 ms on a slow phone) in the middle of the first render of
 * every page that shows a price. Other currencies go through Intl.
 */
export function formatPence(pence: number, currency = 'GBP'): string {
  if (currency !== 'GBP' || !Number.isSafeInteger(pence)) return formatMoney(pence, currency);
  const abs = Math.abs(pence);
  const pounds = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${pence < 0 ? '-' : ''}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}

/** Formats a wire amount (pounds, as the spec's payloads carry them) in the shop's currency. */
export function formatPrice(major: number, currency = 'GBP'): string {
  return formatPence(Math.round(major * 100), currency);
}
