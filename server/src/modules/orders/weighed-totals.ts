import { vatIncluded } from '@larder/contract/money';
import { weighedCharge } from '@larder/contract/weighed';
import type { OrderItemRow, OrderRow } from './orders.table';

export type WeighedLine = Pick<
  OrderItemRow,
  'id' | 'total' | 'discount_share' | 'vat' | 'vat_rate_bp' | 'price_per_kg' | 'estimated_total' | 'cap_total' | 'weighed_grams'
>;

export interface LineMoney {
  total: number;
  discount_share: number;
  vat: number;
}

export interface OrderMoney {
  lines: Map<string, LineMoney>;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** A weighed line's charge: its weight within the cap once weighed; `unweighed` says what counts before (estimate or cap). */
export function chargeOf(i: WeighedLine, marginBp: number, unweighed: 'estimate' | 'cap'): number {
  if (!i.price_per_kg) return i.total;
  if (i.weighed_grams === null) return unweighed === 'cap' ? i.cap_total : i.estimated_total;
  return weighedCharge(i.price_per_kg, i.weighed_grams, i.estimated_total, marginBp);
}

/**
 * An order's money with its weighed lines charged at `charge` (the one pricing of weighed lines:
 * the hold at checkout, the totals while picking and the final amount all come from here). Each
 * line keeps its share of the discount in proportion to what it now costs, as an order edit does;
 * delivery and basket charges stay as placed; VAT is recomputed per line. Lines not sold by
 * weight are unchanged, so the total can only be at most the hold when no charge exceeds its cap.
 */
export function orderMoneyWith(
  o: Pick<OrderRow, 'tax' | 'shipping_charge' | 'basket_charge'>,
  items: WeighedLine[],
  charge: (i: WeighedLine) => number,
): OrderMoney {
  const lines = new Map<string, LineMoney>();
  let subtotal = 0;
  let discount = 0;
  let vatBefore = 0;
  let vatAfter = 0;
  for (const i of items) {
    vatBefore += i.vat;
    if (!i.price_per_kg) {
      lines.set(i.id, { total: i.total, discount_share: i.discount_share, vat: i.vat });
      subtotal += i.total;
      discount += i.discount_share;
      vatAfter += i.vat;
      continue;
    }
    const total = charge(i);
    const share = i.total > 0 ? Math.round((i.discount_share * total) / i.total) : 0;
    const vat = vatIncluded(total - share, i.vat_rate_bp);
    lines.set(i.id, { total, discount_share: share, vat });
    subtotal += total;
    discount += share;
    vatAfter += vat;
  }
  return { lines, subtotal, discount, tax: o.tax - vatBefore + vatAfter, total: subtotal - discount + o.shipping_charge + o.basket_charge };
}
