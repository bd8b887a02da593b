import { capFor, DEFAULT_WEIGHT_MARGIN_BP, formatWeight, type TSoldByWeight } from '@larder/contract/weighed';
import { formatMoney } from '@larder/contract/money';
import { formatPrice } from '../lib/money';

/**
 * Catch-weight on the shop's pages: products sold by weight show an estimated price ("est. £7.98")
 * and what it is based on ("about 1.6 kg · £4.99/kg"). Screen readers hear both in words.
 * No zod here: the product card (home page) uses it.
 */

/**
 * The store's margin over the estimate (basis points), from the website settings once loaded; the
 * checkout and orders show the server's own figures (get_checkout_summary.weighed, order.max_total).
 */
export const marginBpOf = (settings: { weight_margin_percent?: number } | undefined): number =>
  settings?.weight_margin_percent === undefined ? DEFAULT_WEIGHT_MARGIN_BP : Math.round(settings.weight_margin_percent * 100);

/** "10 %": the margin as the promise says it (a no-break space keeps "%" beside its number). */
const marginText = (marginBp: number) => `${marginBp / 100}\u00a0%`;

/** A promise's text as shown: "10 %" never breaks before its "%". */
export const keepPercent = (text: string): string => text.replace(/ %/g, '\u00a0%');

/** The one-line promise for a cart of weighed items. */
export const weighedCartNote = (marginBp = DEFAULT_WEIGHT_MARGIN_BP) =>
  `Weighed items are charged by their weight when we pick them, never more than the estimate plus ${marginText(marginBp)}.`;

/** "1.6 kilograms", "850 grams". */
export function spokenWeight(grams: number): string {
  const text = formatWeight(grams);
  if (grams === 1000) return '1 kilogram';
  return text.endsWith(' kg') ? `${text.slice(0, -3)} kilograms` : `${text.slice(0, -2)} grams`;
}

/** "about 1.6 kilograms at £4.99 per kilogram": the label as a screen reader says it. */
export function spokenWeighedLabel(w: TSoldByWeight): string {
  return `about ${spokenWeight(w.typical_weight_g)} at ${formatPrice(w.price_per_kg)} per kilogram`;
}

/**
 * The product page's promise for `qty` pieces estimated at `price` (pounds) each: the most they
 * may cost is the line's estimate plus the margin, as the order will cap it.
 */
export function piecePromise(price: number, qty = 1, marginBp = DEFAULT_WEIGHT_MARGIN_BP): string {
  const cap = formatMoney(capFor(Math.round(price * 100) * qty, marginBp));
  return qty > 1
    ? `Priced by weight when we pick them. You never pay more than ${cap} for ${qty}.`
    : `Priced by weight when we pick it. You never pay more than ${cap}.`;
}

/**
 * An estimated amount: "est. £7.98" on screen (the element named by `testId` holds exactly that),
 * "<spoken> £7.98" for screen readers ("Estimated price £7.98").
 */
export function Estimate({
  amount,
  spoken = 'estimated',
  className = '',
  testId,
}: {
  /** Pounds. */
  amount: number;
  spoken?: string;
  className?: string;
  testId?: string;
}) {
  return (
    <>
      <span className="sr-only">{spoken} </span>
      <span className={`whitespace-nowrap ${className}`} data-testid={testId}>
        <span aria-hidden="true">est. </span>
        {formatPrice(amount)}
      </span>
    </>
  );
}

/** "about 1.6 kg · £4.99/kg", small and muted; read out as "about 1.6 kilograms at £4.99 per kilogram". */
export function WeighedLabel({
  value,
  className = '',
  size = 'text-xs',
  testId = 'weighed-label',
}: {
  value: TSoldByWeight;
  className?: string;
  /** A Tailwind text size class. */
  size?: string;
  testId?: string;
}) {
  return (
    <span className={`${size} text-muted ${className}`}>
      <span aria-hidden="true" data-testid={testId}>
        {value.label}
      </span>
      <span className="sr-only">{spokenWeighedLabel(value)}</span>
    </span>
  );
}
