import type { ORDER_STATUSES, PAYMENT_STATUSES } from '@larder/contract/admin-orders';
import type { Selectable } from 'kysely';

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface OrdersTable {
  id: string;
  customer_id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: string;
  payment_method_name: string;
  shipping_method_id: string;
  shipping_method_name: string;
  ship_name: string;
  ship_address: string;
  ship_landmark: string;
  ship_city: string;
  ship_zipcode: string;
  ship_phone: string;
  ship_latitude: number | null;
  ship_longitude: number | null;
  delivery_date: string | null;
  slot_template_id: string | null;
  slot_from: string | null;
  slot_to: string | null;
  /** Pence, VAT included. */
  subtotal: number;
  discount: number;
  shipping_charge: number;
  basket_charge: number;
  tax: number;
  total: number;
  paid_amount: number;
  /** Paid from the wallet at checkout (pence). */
  wallet_amount: number;
  points_redeemed: number;
  /** Value of the redeemed points (pence), counted as paid. */
  points_amount: number;
  coupon_code: string;
  discount_ids: string;
  customer_comments: string;
  order_from: string;
  /** Money given back (card, wallet and points value) after a cancellation or a change (pence). */
  refunded_amount: number;
  /** An unpaid card order is cancelled at this time unless paid (null: nothing to wait for). */
  expires_at: string | null;
  /** The cart it was placed from: a second submit of that cart answers with this order. */
  cart_id: string | null;
  /** 1 once stock and the slot have been given back (cancellation) — exactly once. */
  stock_released: number;
  cancel_reason: string;
  /** With weighed lines: the most the order may cost before picking (estimate plus margin; the card authorisation). 0: none. */
  hold_amount: number;
  /** When picking set the final total from the weighed lines (null: not yet). */
  picked_at: string | null;
  created_at: string;
  updated_at: string;
}
export type OrderRow = Selectable<OrdersTable>;

export interface OrderItemTable {
  id: string;
  order_id: string;
  product_id: string;
  product_name: string;
  route: string;
  image: string;
  attribute_key: string;
  attribute_description: string;
  inventory_method: string;
  quantity: number;
  price: number;
  total: number;
  discount_share: number;
  vat_rate_bp: number;
  vat: number;
  is_free_item: number;
  discount_rule: string;
  note: string;
  substitution: string;
  substitute_product_id: string | null;
  /** The pack bought, e.g. "1 kg" ('' on lines placed before it was kept). */
  pack_size: string;
  /** Sold by weight: pence per kg (0: not weighed), the estimate it was bought at and its cap; the weight once picked. */
  price_per_kg: number;
  estimated_grams: number;
  estimated_total: number;
  cap_total: number;
  weighed_grams: number | null;
  /** How the picker picked it (null: not yet; weighed lines are picked by weighing). */
  pick_state: PickState | null;
  /** Short-picked: how many were found (0 to quantity − 1). */
  picked_quantity: number | null;
  /** Substituted: what went in instead. */
  pick_substitute: string;
}
export type PickState = 'picked' | 'short' | 'substituted';
export type OrderItemRow = Selectable<OrderItemTable>;

export interface OrderStatusHistoryTable {
  id: string;
  order_id: string;
  status: string;
  note: string;
  by: string;
  at: string;
}
