import type { Selectable } from 'kysely';

/** A delivery or collection window offered on a weekday (null = every day) for a method. */
export interface SlotTemplateTable {
  id: string;
  shipping_method_id: string;
  /** 0 = Sunday … 6 = Saturday; null = every day. */
  weekday: number | null;
  /** "09:00" in the store's time zone. */
  from_time: string;
  to_time: string;
  capacity: number;
  category: string;
  is_active: number;
}
export type SlotTemplateRow = Selectable<SlotTemplateTable>;

export interface BlockedDateTable {
  date: string;
  reason: string;
}

/** Places taken in a slot on a date (holds + bookings); changed only by conditional updates. */
export interface SlotUsageTable {
  template_id: string;
  date: string;
  used: number;
}

/** A customer's reservation of a slot while checking out; one per customer. */
export interface SlotHoldTable {
  id: string;
  customer_id: string;
  template_id: string;
  date: string;
  shipping_method_id: string;
  expires_at: string;
  extended: number;
  created_at: string;
}
export type SlotHoldRow = Selectable<SlotHoldTable>;
