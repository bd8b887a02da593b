import { describe, expect, it } from 'vitest';
import { dateOnly, dateTime, minus, money, paymentState, slotDay, slotWindow, substitutionWords } from './format';
import { sampleCollectionOrder, sampleDeliveryOrder } from './samples';

describe('money and dates', () => {
  it('prints pence as pounds with thousands separators, deductions with a minus sign', () => {
    expect(money(123456, 'GBP')).toBe('£1,234.56');
    expect(money(5, 'GBP')).toBe('£0.05');
    expect(minus(270, 'GBP')).toBe('−£2.70');
  });

  it("prints slots as the app does, with the weekday, and instants in the shop's time zone", () => {
    expect(slotDay('2026-11-24')).toBe('Tuesday, Nov 24, 2026');
    expect(slotWindow({ from: '12:00', to: '15:00' })).toBe('12:00 PM - 03:00 PM');
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
});
