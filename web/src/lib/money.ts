import { formatMoney } from '@larder/contract/money';

/** Formats a wire amount (pounds, as the spec's payloads carry them) in the shop's currency. */
export function formatPrice(major: number, currency = 'GBP'): string {
  return formatMoney(Math.round(major * 100), currency);
}
