import { describe, expect, it } from 'vitest';
import { formatDay, shopDate, substitutionText } from './orders-format';
import { minutesOf, slotOptions } from './orders-slot-bookings';

describe('console order formatting', () => {
  it('dates are London dates: 23:30 UTC in summer is already tomorrow', () => {
    expect(shopDate(0, new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(shopDate(1, new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-22');
    expect(formatDay('2026-11-21')).toBe('Sat 21 Nov');
  });

  it('names substitution wishes', () => {
    expect(substitutionText('no_substitute')).toBe('No substitute (refund)');
    expect(substitutionText('specific', 'Lamb Chops')).toBe('Substitute: Lamb Chops');
  });

  it('orders slots by method, then time of day', () => {
    expect(minutesOf('12pm–2pm')).toBe(720);
    expect(minutesOf('8:30pm–10pm')).toBe(1230);
    const day = {
      date: '2026-11-21',
      format_date: '',
      blocked: '',
      slots: [
        {
          slot: 'b',
          slot_label: '2pm–4pm',
          shipping_method_name: 'Delivery',
          capacity: 6,
          booked: 1,
          held: 0,
          remaining: 5,
          orders: [],
        },
        {
          slot: 'a',
          slot_label: '8am–10am',
          shipping_method_name: 'Delivery',
          capacity: 6,
          booked: 0,
          held: 0,
          remaining: 6,
          orders: [],
        },
        {
          slot: 'c',
          slot_label: '10am–12pm',
          shipping_method_name: 'Click & Collect',
          capacity: 10,
          booked: 0,
          held: 0,
          remaining: 10,
          orders: [],
        },
      ],
    };
    expect(slotOptions(day).map((s) => s.value)).toEqual(['c', 'a', 'b']);
  });
});
