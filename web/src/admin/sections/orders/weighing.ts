/**
 * The weighing page's rules, apart from its markup: reading what the picker typed at the scale,
 * where the cursor goes next, and what "Finish picking" did with the money, in words.
 */
import { formatWeight } from '@larder/contract/weighed';
import { formatPrice } from '../../../lib/money';

export { formatWeight };

/** The heaviest weight one line may record (the contract's limit: a typo is refused, not charged). */
export const MAX_GRAMS = 50_000;

/** What the picker typed, as whole grams, or why it cannot be sent. */
export function parseGrams(text: string): { grams: number } | { error: string } {
  const t = text.trim().replace(/\s+/g, '').replace(/g$/i, '');
  if (!t) return { error: 'Enter the weight in grams, e.g. 1720.' };
  // "1.72" is kilograms typed where grams are asked: say so rather than send 2 g.
  const kg = /^(\d{1,2})[.,](\d{1,3})$/.exec(t);
  if (kg) {
    const grams = Math.round(Number(`${kg[1]}.${kg[2]}`) * 1000);
    return { error: `Enter grams, not kilograms: ${t.replace(',', '.')} kg is ${grams}.` };
  }
  if (!/^\d+$/.test(t)) return { error: 'Enter whole grams, digits only, e.g. 1720.' };
  const grams = Number(t);
  if (grams < 1) return { error: 'Enter a weight above zero.' };
  if (grams > MAX_GRAMS) return { error: `At most ${formatWeight(MAX_GRAMS)} for one line: check the scale.` };
  return { grams };
}

interface LineLike {
  line: string;
  price_per_kg: number | null;
  weighed_weight_g: number | null;
}

/**
 * Where the cursor goes once a line is weighed: the next weighed line down the sheet, else the
 * first one still to weigh above it; null when every weighed line is done (Finish picking next).
 */
export function nextToWeigh(lines: readonly LineLike[], after: string): string | null {
  const weighed = lines.filter((l) => l.price_per_kg !== null);
  const at = weighed.findIndex((l) => l.line === after);
  const below = weighed.slice(at + 1)[0];
  if (below) return below.line;
  return weighed.find((l) => l.line !== after && l.weighed_weight_g === null)?.line ?? null;
}

export type FinishPayment = 'captured' | 'capture-pending' | 'settled' | 'on-delivery';

/** What happened to the money when picking finished, as the picker reads it. */
export function finishOutcomeText(
  payment: FinishPayment,
  money: { total: number; card: number; outstanding: number; collection: boolean },
): string {
  switch (payment) {
    case 'captured':
      return `Card charged ${formatPrice(money.card)}; the rest of the authorisation released.`;
    case 'capture-pending':
      return `The card could not be charged yet: the shop tries again by itself for ${formatPrice(money.card)}. Nothing more to do here.`;
    case 'settled':
      return 'Settled from the wallet.';
    case 'on-delivery':
      return `${formatPrice(money.outstanding)} ${money.collection ? 'to take when the order is collected' : 'to collect on delivery'}.`;
  }
}
