import { describe, expect, it } from 'vitest';
import {
  dateOnly,
  dateTime,
  marginWords,
  minus,
  money,
  paymentState,
  slotDay,
  slotWindow,
  substitutionWords,
  weighedLineWords,
} from './format';
import { sampleCollectionOrder, sampleDeliveryOrder, sampleWeighedOrder } from './samples';

describe('money and dates', () => {
  it('prints pence as pounds with thousands separators, deductions with a minus sign', () => {
    expect(money(123456, 'GBP')).toBe('£1,234.56');
    expect(money(5, 'GBP')).toBe('£0.05');
    expect(minus(270, 'GBP')).toBe('−£2.70');
  });

  it("prints slots as the app does, with the weekday, and instants in the shop's time zone", () => {
    expect(slotDay('2026-11-24')).toBe('Tuesday, Nov 24, 2026');
    expect(slotWindow({ from: '12:00', to: '15:00' })).toBe('12pm–3pm');
    expect(dateTime('2026-07-01T08:30:00Z', 'Europe/London')).toBe('1 July 2026 at 09:30');
    expect(dateOnly('2026-11-23T23:30:00Z', 'Europe/London')).toBe('23 November 2026');
  });
});

describe('substitution words', () => {
  it('says what happens when a line is short', () => {
    expect(substitutionWords({ substitution: 'best_match', substituteName: null })).toBe('If unavailable: best match');
    expect(substitutionWords({ substitution: 'no_substitute', substituteName: null })).toBe('If unavailable: no substitute');
    expect(substitutionWords({ substitution: 'specific', substituteName: 'Lamb Cutlets' })).toBe('If unavailable: swap for Lamb Cutlets');
    expect(substitutionWords({ substitution: 'specific', substituteName: null })).toBe('If unavailable: your chosen alternative');
  });
});

describe('payment state', () => {
  const paid = sampleDeliveryOrder({ paid: true });
  const unpaid = sampleDeliveryOrder({ paid: false });
  const collection = sampleCollectionOrder();

  it('paid when nothing is left to pay; refunded when the order was refunded', () => {
    expect(paymentState(paid)).toEqual({ kind: 'paid', words: 'Paid' });
    expect(paymentState({ ...paid, payment: { ...paid.payment, status: 'Refunded' } }).words).toBe('Refunded');
  });

  it('a card payment still owed, with the minutes left when known', () => {
    expect(paymentState(unpaid).words).toBe('Awaiting card payment');
    expect(paymentState(unpaid, 30).words).toBe('Awaiting card payment — pay within 30 minutes or it is cancelled');
    expect(paymentState(unpaid, 0.4).words).toBe('Awaiting card payment — pay within 1 minute or it is cancelled');
  });

  it('cash: pay on delivery, or on collection for a collection', () => {
    expect(paymentState(collection)).toEqual({ kind: 'pay_on_collection', words: 'Pay on collection' });
    const cashDelivery = { ...unpaid, payment: { ...unpaid.payment, method: 'cash' as const } };
    expect(paymentState(cashDelivery)).toEqual({ kind: 'pay_on_delivery', words: 'Pay on delivery' });
  });

  it('a card authorised for an order with weighed lines, even when the wallet covered the estimate', () => {
    const held = sampleWeighedOrder({ picked: false, method: 'card' });
    expect(paymentState(held)).toEqual({ kind: 'card_authorised', words: 'Card authorised' });
    const walletCovered = { ...held, totals: { ...held.totals, wallet: held.totals.total, paid: held.totals.total, outstanding: 0 } };
    expect(paymentState(walletCovered).kind).toBe('card_authorised');
  });
});

describe('weighed lines', () => {
  const estimated = sampleWeighedOrder({ picked: false, method: 'cash' });
  const picked = sampleWeighedOrder({ picked: true, method: 'cash' });

  it('prints the margin as the shop promises it, with a space that does not break', () => {
    expect(marginWords(1000)).toBe('10\u00a0%');
    expect(marginWords(750)).toBe('7.5\u00a0%');
    expect(marginWords(0)).toBe('0\u00a0%');
  });

  it('before picking: the quantity at about its typical weight and the price per kg', () => {
    expect(weighedLineWords(estimated.lines[0]!, false, 'GBP', 1000)).toEqual({ main: '1 × about 1.6 kg · £4.99/kg', detail: null });
    expect(weighedLineWords(estimated.lines[1]!, false, 'GBP', 1000).main).toBe('2 × about 1.2 kg · £12.99/kg');
  });

  it('once picked: the weight, what was ordered, and the cap when the weight alone would cost more', () => {
    expect(weighedLineWords(picked.lines[0]!, true, 'GBP', 1000)).toEqual({
      main: 'Weighed 1.72 kg at £4.99/kg',
      detail: 'Ordered 1 × about 1.6 kg, estimated £7.98',
    });
    expect(weighedLineWords(picked.lines[1]!, true, 'GBP', 1000)).toEqual({
      main: 'Weighed 2.71 kg at £12.99/kg',
      detail: 'Ordered 2 × about 1.2 kg, estimated £31.18. By weight £35.20: you pay no more than the estimate plus 10\u00a0%.',
    });
  });
});
