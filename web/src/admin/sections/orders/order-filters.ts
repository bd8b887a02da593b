/**
 * The orders list's filters live in the URL (shareable, the back button steps through them):
 * q, status, queue, payment, method, postcode, from, to, delivery, slot, page.
 */
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '../../ui/orders-format';
import type { OrderListPayload } from './api/get-order-list';

export const PAGE_LEN = 25;

/** The dashboard's queues: placed and ready for the shop, or card orders still waiting for their payment. */
export const QUEUES = [
  { value: 'to_confirm', label: 'To confirm' },
  { value: 'awaiting_payment', label: 'Awaiting payment' },
] as const;
type Queue = (typeof QUEUES)[number]['value'];

export interface OrderFilterState {
  q: string;
  status: string;
  queue: string;
  payment: string;
  method: string;
  postcode: string;
  from: string;
  to: string;
  delivery: string;
  slot: string;
  page: number;
}

export const FILTER_KEYS = ['q', 'status', 'queue', 'payment', 'method', 'postcode', 'from', 'to', 'delivery', 'slot'] as const;

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

export function readFilters(params: URLSearchParams): OrderFilterState {
  const get = (k: string) => params.get(k)?.trim() ?? '';
  const page = Number(get('page'));
  return {
    q: get('q'),
    status: get('status'),
    queue: get('queue'),
    payment: get('payment'),
    method: get('method'),
    postcode: get('postcode'),
    from: get('from'),
    to: get('to'),
    delivery: get('delivery'),
    slot: get('slot'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The call's payload: only well-formed values go (a hand-edited URL cannot make the call fail). */
export function toPayload(f: OrderFilterState): OrderListPayload {
  const p: OrderListPayload = { page_no: f.page, page_len: PAGE_LEN };
  if (f.q) p.search = f.q.slice(0, 120);
  if ((ORDER_STATUSES as readonly string[]).includes(f.status)) p.status = f.status as OrderStatus;
  const queue = QUEUES.find((x) => x.value === f.queue);
  if (queue) p.queue = queue.value satisfies Queue;
  if ((PAYMENT_STATUSES as readonly string[]).includes(f.payment)) p.payment_status = f.payment as PaymentStatus;
  if (f.method) p.shipping_method = f.method.slice(0, 140);
  if (f.postcode) p.postcode = f.postcode.slice(0, 10);
  if (isDate(f.from)) p.date_from = f.from;
  if (isDate(f.to)) p.date_to = f.to;
  if (isDate(f.delivery)) {
    p.delivery_date = f.delivery;
    if (f.slot) p.slot = f.slot.slice(0, 140);
  }
  return p;
}

export function activeFilterCount(f: OrderFilterState): number {
  // Search, status and queue show on the bar itself; the count is of the filters behind the button.
  return FILTER_KEYS.filter((k) => k !== 'q' && k !== 'status' && k !== 'queue' && f[k]).length;
}
