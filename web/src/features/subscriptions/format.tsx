import type { CallResult } from '@larder/contract';
import { formatPrice } from '../../lib/money';

export type TPlan = CallResult<'list_subscription_plans'>[number];
export type TSubscription = CallResult<'get_customer_plan_based_subscritpions'>[number];

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "20 Dec 2026" from yyyy-mm-dd. */
export function formatDay(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(`${iso.slice(0, 10)}T12:00:00`);
  return Number.isNaN(d.getTime()) ? iso : DAY.format(d);
}

/** "£4.99 / month". */
export function planPrice(p: Pick<TPlan, 'price' | 'period'>): string {
  return `${formatPrice(p.price)} / ${p.period}`;
}

export const STATUS_STYLE: Record<TSubscription['status'], string> = {
  Active: 'bg-green-100 text-green-900',
  Pending: 'bg-amber-100 text-amber-900',
  Expired: 'bg-stone-200 text-stone-800',
  Failed: 'bg-red-100 text-red-900',
  Cancelled: 'bg-stone-200 text-stone-800',
};

export function StatusBadge({ status }: { status: TSubscription['status'] }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>{status}</span>;
}
