/** Dates and statuses of orders as the pages show them. */
import { cashWords } from '@larder/contract/checkout';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : DATE.format(d);
}

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : DATE_TIME.format(d);
}

/** The order's path through the shop, as the timeline shows it. */
export const ORDER_STEPS = ['Placed', 'Confirmed', 'Packed', 'Out for delivery', 'Delivered'] as const;
/** A Click & Collect order's path: packed, it waits at the counter (it never goes out for delivery). */
export const COLLECTION_STEPS = ['Placed', 'Confirmed', 'Packed', 'Delivered'] as const;

const COLLECTION_WORDS: Record<string, string> = { Packed: 'Ready to collect', Delivered: 'Collected' };

/** An order status in the shopper's words: a collection is ready to collect and then collected, not delivered. */
export function statusText(status: string, collection = false): string {
  return (collection && COLLECTION_WORDS[status]) || status;
}

/** The way to pay as the shopper chose it: cash on a collection order is paid at the counter. */
export function paymentMethodText(paymentMethodName: string, collection = false): string {
  return paymentMethodName === 'Cash on Delivery' ? cashWords(collection).name : paymentMethodName;
}

type Tone = 'green' | 'amber' | 'red' | 'blue' | 'grey';
const STATUS_TONE: Record<string, Tone> = {
  Placed: 'blue',
  Confirmed: 'blue',
  Packed: 'blue',
  'Out for delivery': 'amber',
  Delivered: 'green',
  Cancelled: 'red',
};
const PAYMENT_TONE: Record<string, Tone> = {
  Paid: 'green',
  Authorized: 'green',
  'Partially Paid': 'amber',
  Pending: 'amber',
  Refunded: 'grey',
  'Partially Refunded': 'grey',
  Cancelled: 'grey',
};

export const TONE_CLASS: Record<Tone, string> = {
  green: 'bg-green-100 text-green-900',
  amber: 'bg-amber-100 text-amber-950',
  red: 'bg-red-100 text-red-900',
  blue: 'bg-sky-100 text-sky-950',
  grey: 'bg-stone-200 text-stone-800',
};

export const statusTone = (status: string): Tone => STATUS_TONE[status] ?? 'grey';
export const paymentTone = (status: string): Tone => PAYMENT_TONE[status] ?? 'grey';

/** A card authorised for an order with weighed items, captured once they are weighed. */
export const AUTHORIZED_TEXT = 'Card authorised — charged after weighing';

/**
 * Payment status words for the shopper ('Pending' on a cash order means "pay on delivery", or on
 * collection for a Click & Collect order; a card
 * order the shop still waits for says so: it is cancelled unless paid; 'Authorized': the card
 * holds the most the order may cost and is charged the weighed amount after picking).
 */
export function paymentText(paymentStatus: string, paymentMethodName: string, awaitingPayment = false, collection = false): string {
  if (awaitingPayment) return 'Awaiting payment';
  if (paymentStatus === 'Authorized') return AUTHORIZED_TEXT;
  if (paymentStatus === 'Pending' && paymentMethodName === 'Cash on Delivery') return collection ? 'Pay on collection' : 'Pay on delivery';
  if (paymentStatus === 'Pending') return 'Payment pending';
  return paymentStatus;
}
