/**
 * A discount rule in plain words, as a shopper would read it: "10% off orders over £20 (up to
 * £10), first order only, until 31 Dec". The promotions list and the editor's live preview use it.
 * (Kept in the web app: the contract module would bring zod into the console's chunks.)
 */
import type { TDiscountRuleType } from '@larder/contract/admin-delivery';

export const RULE_TYPES: { value: TDiscountRuleType; label: string; hint: string }[] = [
  { value: 'percent_off', label: '% off the order', hint: 'A percentage off the basket, with an optional cap' },
  { value: 'amount_off', label: '£ off the order', hint: 'A fixed amount off the basket' },
  { value: 'free_delivery', label: 'Free delivery', hint: 'The delivery charge is taken off' },
  { value: 'delivery_percent_off', label: '% off delivery', hint: 'A percentage off the delivery charge' },
  { value: 'delivery_amount_off', label: '£ off delivery', hint: 'A fixed amount off the delivery charge' },
  { value: 'free_item', label: 'Free item', hint: 'A free product added to qualifying orders' },
  { value: 'buy_x_get_y', label: 'Buy X get Y free', hint: 'Buy a number of one product, get another (or more of it) free' },
];

export function ruleTypeLabel(t: TDiscountRuleType): string {
  return RULE_TYPES.find((r) => r.value === t)?.label ?? t;
}

export interface DescribableDiscount {
  rule_type: TDiscountRuleType;
  coupon_code?: string | null;
  percent?: number | null;
  amount?: number | null;
  max_discount?: number | null;
  min_subtotal?: number | null;
  start_date?: string | null;
  end_date?: string | null;
  first_order_only?: boolean | number | null;
  usage_limit_total?: number | null;
  usage_limit_per_customer?: number | null;
  shipping_method_name?: string | null;
  buy_product_name?: string | null;
  buy_qty?: number | null;
  free_product_name?: string | null;
  free_qty?: number | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "£20", "£2.50" */
export function pounds(n: number): string {
  return Number.isInteger(n) ? `£${n}` : `£${n.toFixed(2)}`;
}

/** "31 Dec"; with the year when it is not this year's (`today` yyyy-mm-dd). */
export function shortDate(date: string, today?: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const sameYear = today ? today.slice(0, 4) === m[1] : false;
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]}${sameYear ? '' : ` ${m[1]}`}`;
}

function percentText(p: number): string {
  return `${Number.isInteger(p) ? p : Number(p.toFixed(2))}%`;
}

/** Just the rule's value: "10%", "£5", "Free delivery", "Buy 2 get 1". */
export function valueText(d: DescribableDiscount): string {
  switch (d.rule_type) {
    case 'percent_off':
      return percentText(d.percent ?? 0);
    case 'amount_off':
      return pounds(d.amount ?? 0);
    case 'free_delivery':
      return 'Free delivery';
    case 'delivery_percent_off':
      return `${percentText(d.percent ?? 0)} off delivery`;
    case 'delivery_amount_off':
      return `${pounds(d.amount ?? 0)} off delivery`;
    case 'free_item':
      return `${d.free_qty ?? 1} free`;
    case 'buy_x_get_y':
      return `Buy ${d.buy_qty ?? 1} get ${d.free_qty ?? 1}`;
  }
}

export function describeDiscount(d: DescribableDiscount, today?: string): string {
  const over = d.min_subtotal && d.min_subtotal > 0 ? ` over ${pounds(d.min_subtotal)}` : '';
  const pct = d.percent ?? 0;
  const amt = d.amount ?? 0;
  let head: string;
  switch (d.rule_type) {
    case 'percent_off':
      head = `${percentText(pct)} off orders${over}${d.max_discount && d.max_discount > 0 ? ` (up to ${pounds(d.max_discount)})` : ''}`;
      break;
    case 'amount_off':
      head = `${pounds(amt)} off orders${over}`;
      break;
    case 'free_delivery':
      head = `Free delivery on orders${over}`;
      break;
    case 'delivery_percent_off':
      head = `${percentText(pct)} off delivery on orders${over}`;
      break;
    case 'delivery_amount_off':
      head = `${pounds(amt)} off delivery on orders${over}`;
      break;
    case 'free_item': {
      const q = d.free_qty ?? 1;
      const item = d.free_product_name || 'a product';
      head = `${q > 1 ? `${q} × ${item} free` : `A free ${item}`} with ${over ? `orders${over}` : 'every order'}`;
      break;
    }
    case 'buy_x_get_y': {
      const buy = d.buy_product_name || 'a product';
      const free = d.free_product_name || 'a product';
      head = `Buy ${d.buy_qty ?? 1} ${buy}, get ${d.free_qty ?? 1}${buy === free ? '' : ` ${free}`} free${over ? ` on orders${over}` : ''}`;
      break;
    }
  }
  const parts = [head];
  if (d.shipping_method_name) parts.push(`${d.shipping_method_name} only`);
  if (d.first_order_only) parts.push('first order only');
  const perCustomer = d.usage_limit_per_customer;
  if (perCustomer !== null && perCustomer !== undefined)
    parts.push(perCustomer === 1 ? 'once per customer' : perCustomer === 0 ? 'no uses allowed' : `up to ${perCustomer} times per customer`);
  if (d.usage_limit_total !== null && d.usage_limit_total !== undefined) parts.push(`first ${d.usage_limit_total} uses`);
  if (d.start_date && d.end_date) parts.push(`${shortDate(d.start_date, today)} to ${shortDate(d.end_date, today)}`);
  else if (d.start_date) parts.push(`from ${shortDate(d.start_date, today)}`);
  else if (d.end_date) parts.push(`until ${shortDate(d.end_date, today)}`);
  const text = parts.join(', ');
  return d.coupon_code ? `Code ${d.coupon_code}: ${text}` : `Automatic: ${text}`;
}
