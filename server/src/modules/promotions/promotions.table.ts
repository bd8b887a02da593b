import type { Selectable } from 'kysely';

/**
 * A promotion. `kind`: 'order' (percentage with cap, or fixed amount off the subtotal),
 * 'shipping' (delivery charge off: percent_bp 10000 = free delivery), 'free_item' (buy
 * `buy_qty` of `buy_product_id`, or spend `min_subtotal`, and get `free_qty` of `free_product_id`).
 * Automatic when `coupon_code` is null.
 */
export interface DiscountTable {
  id: string;
  name: string;
  kind: 'order' | 'shipping' | 'free_item';
  coupon_code: string | null;
  percent_bp: number;
  amount: number;
  max_discount: number;
  min_subtotal: number;
  start_date: string | null;
  end_date: string | null;
  first_order_only: number;
  usage_limit_total: number | null;
  usage_limit_per_customer: number | null;
  /** Uses so far; taken by a conditional increment when an order is placed. */
  used_count: number;
  priority: number;
  shipping_method_id: string | null;
  buy_product_id: string | null;
  buy_qty: number;
  free_product_id: string | null;
  free_qty: number;
  label: string;
  description: string;
  is_active: number;
}
export type DiscountRow = Selectable<DiscountTable>;

export interface DiscountCustomerUsageTable {
  discount_id: string;
  customer_id: string;
  used: number;
}

export interface DiscountUsageTable {
  discount_id: string;
  order_id: string;
  customer_id: string;
  amount: number;
  created_at: string;
}
