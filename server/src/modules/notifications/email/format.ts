/** Words and numbers as the e-mails print them; pure, so the templates and their tests agree. */
import { formatTimeRange } from '@larder/contract/slot-time';
import { formatMoney, weightedTotal } from '@larder/contract/money';
import { formatWeight } from '@larder/contract/weighed';
import { WEEKDAYS, formatSlotDate, weekdayOf } from '../../slots/slot-dates';
import type { OrderEmailData, OrderEmailLine } from './order-email-data';

/** 123456 -> "£1,234.56" in the shop's currency. */
export function money(pence: number, currency: string): string {
  return formatMoney(pence, currency);
}

/** A deduction: 270 -> "−£2.70" (a true minus sign, which reads better than a hyphen). */
export function minus(pence: number, currency: string): string {
  return `\u2212${formatMoney(pence, currency)}`;
}

/** "2026-11-24" -> "Tuesday, Nov 24, 2026" (the app's slot date, with the weekday). */
export function slotDay(date: string): string {
  return `${WEEKDAYS[weekdayOf(date)]}, ${formatSlotDate(date)}`;
}

/** "12:00", "15:00" -> "12pm–3pm" (the app's slot label). */
export function slotWindow(slot: { from: string; to: string }): string {
  return formatTimeRange(slot.from, slot.to);
}

/** An instant in the shop's time zone: "23 November 2026 at 08:00". */
export function dateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** An instant's date in the shop's time zone: "23 November 2026". */
export function dateOnly(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/** What the picker does when the line is short, as the customer chose it. */
export function substitutionWords(line: Pick<OrderEmailLine, 'substitution' | 'substituteName'>): string {
  if (line.substitution === 'no_substitute') return 'If unavailable: no substitute';
  if (line.substitution === 'specific')
    return line.substituteName ? `If unavailable: swap for ${line.substituteName}` : 'If unavailable: your chosen alternative';
  return 'If unavailable: best match';
}

export type PaymentStateKind = 'paid' | 'refunded' | 'awaiting_card' | 'card_authorised' | 'pay_on_delivery' | 'pay_on_collection';

/**
 * The payment state in words: paid, refunded, a card payment still owed (with the minutes left
 * before the order is cancelled, when the caller knows them), a card authorised and charged once
 * the weighed items are picked, or money to pay at the door or counter.
 */
export function paymentState(
  order: Pick<OrderEmailData, 'totals' | 'payment' | 'fulfilment'>,
  expiresInMinutes?: number,
): { kind: PaymentStateKind; words: string } {
  if (order.payment.status === 'Refunded') return { kind: 'refunded', words: 'Refunded' };
  // Before the outstanding check: wallet or points may cover the estimate while the card holds the margin.
  if (order.payment.status === 'Authorized') return { kind: 'card_authorised', words: 'Card authorised' };
  if (order.totals.outstanding <= 0) return { kind: 'paid', words: 'Paid' };
  if (order.payment.method === 'cash')
    return order.fulfilment.kind === 'collection'
      ? { kind: 'pay_on_collection', words: 'Pay on collection' }
      : { kind: 'pay_on_delivery', words: 'Pay on delivery' };
  if (expiresInMinutes !== undefined && expiresInMinutes > 0) {
    const n = Math.ceil(expiresInMinutes);
    return {
      kind: 'awaiting_card',
      words: `Awaiting card payment — pay within ${n} minute${n === 1 ? '' : 's'} or it is cancelled`,
    };
  }
  return { kind: 'awaiting_card', words: 'Awaiting card payment' };
}

/** The weighed-line margin as the shop words it: 1000 -> "10 %", 750 -> "7.5 %" (a no-break space: "%" never starts a line). */
export function marginWords(marginBp: number): string {
  const pct = marginBp / 100;
  return `${pct % 1 ? pct.toFixed(1) : pct}\u00a0%`;
}

/**
 * What a weighed line says under its name: before picking, the quantity at about its typical
 * weight and the price per kg ("1 × about 1.6 kg · £4.99/kg"); once picked, the weight and price
 * per kg ("Weighed 1.72 kg at £4.99/kg"), then what was ordered and estimated, and when the cap
 * applied, what the weight alone would have cost.
 */
export function weighedLineWords(
  line: Pick<OrderEmailLine, 'quantity' | 'lineTotal' | 'weighed'>,
  picked: boolean,
  currency: string,
  marginBp: number,
): { main: string; detail: string | null } {
  const w = line.weighed;
  if (!w) return { main: '', detail: null };
  const perKg = `${formatMoney(w.pencePerKg, currency)}/kg`;
  const ordered = `${line.quantity} × about ${formatWeight(Math.round(w.estimatedGrams / Math.max(1, line.quantity)))}`;
  if (!picked || w.weighedGrams === null) return { main: `${ordered} · ${perKg}`, detail: null };
  const byWeight = weightedTotal(w.pencePerKg, w.weighedGrams);
  const detail =
    byWeight > line.lineTotal
      ? `Ordered ${ordered}, estimated ${formatMoney(w.estimatedTotal, currency)}. By weight ${formatMoney(byWeight, currency)}: you pay no more than the estimate plus ${marginWords(marginBp)}.`
      : `Ordered ${ordered}, estimated ${formatMoney(w.estimatedTotal, currency)}`;
  return { main: `Weighed ${formatWeight(w.weighedGrams)} at ${perKg}`, detail };
}

/** Who the order is for, for a greeting: the first word of the name, or nothing. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
