/**
 * Formatting and fixed lists shared by the console's order pages (dashboard, orders, picking):
 * dates in the shop's time zone, order and payment statuses, substitution wording.
 */
import type { CallPayloadIn, CallResult } from '@larder/contract';

export type OrderStatus = CallResult<'admin_order_list'>['orders'][number]['status'];
export type PaymentStatus = NonNullable<CallPayloadIn<'admin_order_list'>['payment_status']>;

// Kept here rather than imported from the contract module, which would bring zod into the console's chunk.
export const ORDER_STATUSES: readonly OrderStatus[] = ['Placed', 'Confirmed', 'Packed', 'Out for delivery', 'Delivered', 'Cancelled'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'Pending',
  'Authorized',
  'Partially Paid',
  'Paid',
  'Refunded',
  'Partially Refunded',
  'Cancelled',
];

/** The shop is in the UK: "today" and "tomorrow" are London dates, whatever the browser's zone. */
export const SHOP_TIME_ZONE = 'Europe/London';

/** yyyy-mm-dd in the shop's zone, `offsetDays` from now. */
export function shopDate(offsetDays = 0, now = new Date()): string {
  const d = new Date(now.getTime() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** "Sat 21 Nov" for a yyyy-mm-dd date (no time zone shift: the date is the shop's). */
export function formatDay(date: string, opts: { year?: boolean; weekday?: boolean } = {}): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: opts.weekday === false ? undefined : 'short',
    day: 'numeric',
    month: 'short',
    year: opts.year ? 'numeric' : undefined,
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "21 Nov 2026, 07:34" in the shop's zone for an ISO timestamp. */
export function formatDateTime(iso: string): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(t);
}

/** What the customer asked for if an item is short. */
export function substitutionText(substitution: string, substituteName?: string | null): string {
  if (substitution === 'specific') return substituteName ? `Substitute: ${substituteName}` : 'Substitute: a chosen product';
  if (substitution === 'best_match') return 'Substitute: best match';
  if (substitution === 'no_substitute') return 'No substitute (refund)';
  return substitution ? `Substitute: ${substitution}` : '';
}

/** "CUST-00002" → "Customer", "STAFF-00001" → "Staff STAFF-00001": who moved an order on. */
export function actorText(by: string): string {
  // The server names staff and says "Customer"; a bare id only for history written before that.
  if (by.startsWith('CUST-')) return 'Customer';
  return by;
}
