/**
 * The orders list's filters live in the URL (shareable, the back button steps through them):
 * q, status, payment, method, postcode, from, to, delivery, slot, page.
 */
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '../../ui/orders-format';
import type { OrderListPayload } from './api/get-order-list';

export const PAGE_LEN = 25;

export interface OrderFilterState {
  q: string;
  status: string;
  payment: string;
  method: string;
  postcode: string;
  from: string;
  to: string;
  delivery: string;
  slot: string;
  page: number;
}

export const FILTER_KEYS = ['q', 'status', 'payment', 'method', 'postcode', 'from', 'to', 'delivery', 'slot'] as const;

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

export function readFilters(params: URLSearchParams): OrderFilterState {
  const get = (k: string) => params.get(k)?.trim() ?? '';
  const page = Number(get('page'));
  return {
    q: get('q'),
    status: get('status'),
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
  return FILTER_KEYS.filter((k) => k !== 'q' && k !== 'status' && f[k]).length;
}
