import type { Selectable } from 'kysely';

export interface SubscriptionPlanTable {
  id: string;
  name: string;
  price: number;
  period: 'month' | 'year';
  /** JSON array of feature lines. */
  features: string;
  /** While active: delivery is free at or above this basket value (pence). */
  free_delivery_over: number | null;
  display_order: number;
  is_active: number;
}
export type SubscriptionPlanRow = Selectable<SubscriptionPlanTable>;

export interface SubscriptionTable {
  id: string;
  customer_id: string;
  plan_id: string;
  status: 'Pending' | 'Active' | 'Failed' | 'Expired' | 'Cancelled';
  start_date: string;
  period_end: string | null;
  /** The subscriber cancelled: it stays Active to period_end, then expires, and is never renewed. */
  cancel_requested_at: string | null;
  created_at: string;
  updated_at: string;
}
export type SubscriptionRow = Selectable<SubscriptionTable>;

/** A bill for one period of a subscription (SUB-ORD-…), paid like an order. */
export interface SubscriptionOrderTable {
  id: string;
  subscription_id: string;
  customer_id: string;
  amount: number;
  paid_amount: number;
  payment_status: 'Pending' | 'Paid' | 'Cancelled';
  period_start: string;
  period_end: string;
  /** An unpaid bill is cancelled at this time (null: no limit). */
  expires_at: string | null;
  cancelled_at: string | null;
  created_at: string;
}
