/**
 * Pure rules for choosing a product's options: which options start selected, the combination key
 * the server uses, stock of a combination and the price of a choice. No React here.
 */
import type { TProductDetails } from '@larder/contract/catalog';
import { packOfChoice, type TUnitPrice, unitPrice } from '@larder/contract/unit-price';

type Attribute = TProductDetails['product_attributes'][number];
type Combination = TProductDetails['variant_combination'][number];

/** attribute id (product_attributes[].name) -> chosen option id (options[].name). */
export type Choice = Record<string, string>;

/** The option each attribute starts with: the pre-selected one, else the first that is not disabled. */
export function initialChoice(attributes: Attribute[]): Choice {
  const choice: Choice = {};
  for (const a of attributes) {
    const usable = a.options.filter((o) => !o.disable);
    const pick = usable.find((o) => o.is_pre_selected) ?? usable[0];
    if (pick) choice[a.name] = pick.name;
  }
  return choice;
}

/** Chosen option ids in attribute order. */
export function chosenIds(attributes: Attribute[], choice: Choice): string[] {
  return attributes.flatMap((a) => (choice[a.name] ? [choice[a.name]!] : []));
}

/** The server's combination key: option ids sorted and joined by "\n". */
export function combinationKey(optionIds: string[]): string {
  return [...optionIds].sort().join('\n');
}

/** True when every required attribute has an option chosen. */
export function isComplete(attributes: Attribute[], choice: Choice): boolean {
  return attributes.every((a) => !a.is_required || Boolean(choice[a.name]));
}

/** Human text of a choice, as the cart shows it: "Cut: Boneless, Weight: 1 kg". */
export function describeChoice(attributes: Attribute[], choice: Choice): string {
  return attributes
    .flatMap((a) => {
      const o = a.options.find((x) => x.name === choice[a.name]);
      return o ? [`${a.attribute}: ${o.option_value}`] : [];
    })
    .join(', ');
}

/**
 * Stock state of a combination from variant_combination: 'in' or 'out', or 'unknown' when the
 * product does not track stock by combination (the list is empty).
 */
export function combinationStock(combinations: Combination[], key: string): 'in' | 'out' | 'unknown' {
  if (!combinations.length) return 'unknown';
  const c = combinations.find((x) => x.attribute_id === key);
  return c && c.in_stock ? 'in' : 'out';
}

/**
 * Whether choosing `optionId` for `attributeId` (keeping the other current choices) lands on a
 * sold-out combination, so the picker can mark it before the user picks it.
 */
export function isOptionSoldOut(
  attributes: Attribute[],
  combinations: Combination[],
  choice: Choice,
  attributeId: string,
  optionId: string,
): boolean {
  if (!combinations.length) return false;
  const ids = chosenIds(attributes, { ...choice, [attributeId]: optionId });
  return combinationStock(combinations, combinationKey(ids)) === 'out';
}

/** Price (and old price) of a choice: base plus the chosen options' adjustments, in pounds. */
export function priceOfChoice(
  product: Pick<TProductDetails, 'price' | 'old_price' | 'product_attributes'>,
  choice: Choice,
): { price: number; old_price: number | null } {
  let adjustment = 0;
  for (const a of product.product_attributes) {
    const o = a.options.find((x) => x.name === choice[a.name]);
    if (o) adjustment += o.price_adjustment;
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    price: round(product.price + adjustment),
    old_price: product.old_price === null ? null : round(product.old_price + adjustment),
  };
}

/**
 * The pack a choice makes and its unit price at `price` (pounds): the chosen "1 kg" option of a
 * "500 g" product is a 1 kg pack, priced per kg.
 */
export function packAndUnitPrice(
  product: Pick<TProductDetails, 'unit' | 'product_attributes'>,
  choice: Choice,
  price: number,
): { packSize: string; unitPrice: TUnitPrice | null } {
  const chosen = product.product_attributes.flatMap((a) => a.options.filter((o) => o.name === choice[a.name]));
  const pack = packOfChoice(product.unit, chosen);
  return { packSize: pack.label, unitPrice: unitPrice(Math.round(price * 100), pack.pack) };
}

/** Whole-percent saving of price against old price, 0 when there is none. */
export function percentOff(price: number, oldPrice: number | null): number {
  if (!oldPrice || oldPrice <= price) return 0;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

/** Quantity bounds: from the minimum order quantity to the maximum (never below 1). */
export function quantityBounds(p: Pick<TProductDetails, 'minimum_order_qty' | 'maximum_order_qty'>): { min: number; max: number } {
  const min = Math.max(1, p.minimum_order_qty);
  return { min, max: Math.max(min, p.maximum_order_qty) };
}

/** Parses typed quantity text: whole numbers only, clamped to the bounds; null when not a number. */
export function parseQuantity(text: string, bounds: { min: number; max: number }): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  return Math.min(bounds.max, Math.max(bounds.min, Number(t)));
}
