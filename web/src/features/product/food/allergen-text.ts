import { ALLERGEN_WORDS, type TAllergen } from '@larder/contract/allergens';

export interface TextPart {
  text: string;
  allergen: boolean;
}

/**
 * Splits an ingredients list into parts, marking the words that name the allergens the product
 * declares (decision 012: the structured list decides, the text is never trusted to mark itself).
 */
export function emphasiseAllergens(ingredients: string, allergens: readonly TAllergen[]): TextPart[] {
  const words = allergens.flatMap((a) => ALLERGEN_WORDS[a]);
  if (!ingredients || !words.length) return ingredients ? [{ text: ingredients, allergen: false }] : [];
  // Longest first, so "egg yolks" wins over "egg".
  const alternatives = words.sort((a, b) => b.length - a.length).join('|');
  const re = new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of ingredients.matchAll(re)) {
    if (m.index > last) parts.push({ text: ingredients.slice(last, m.index), allergen: false });
    parts.push({ text: m[0], allergen: true });
    last = m.index + m[0].length;
  }
  if (last < ingredients.length) parts.push({ text: ingredients.slice(last), allergen: false });
  return parts;
}

/** "1.5 g", "0.25 g", "<0.01 g"... the label's own rounding: one decimal, salt and small amounts two. */
export function gramsText(g: number, twoDecimals = false): string {
  if (g === 0) return '0 g';
  if (g < 0.01) return '<0.01 g';
  const digits = twoDecimals || g < 1 ? 2 : 1;
  return `${Number(g.toFixed(digits))} g`;
}
