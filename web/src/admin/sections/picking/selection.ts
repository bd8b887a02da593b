import { shopDate } from '../../ui/orders-format';

const isDate = (s: string | null): s is string => Boolean(s && /^\d{4}-\d{2}-\d{2}$/.test(s));

/** The date (default tomorrow, the shop's) and slot the pick list and slips are for, from the URL. */
export function readSelection(params: URLSearchParams): { date: string; slot: string } {
  const date = params.get('date');
  return { date: isDate(date) ? date : shopDate(1), slot: params.get('slot')?.slice(0, 140) ?? '' };
}
