import { describe, expect, it } from 'vitest';
import { beforeCutoff, formatSlotDate, localDate, offeredDates, weekdayOf, zonedInstant } from './slot-dates';

const TZ = 'Europe/London';

describe('slot dates', () => {
  it('places local slot times on the right instant in winter and summer', () => {
    expect(zonedInstant('2026-11-21', '09:00', TZ).toISOString()).toBe('2026-11-21T09:00:00.000Z');
    expect(zonedInstant('2026-07-01', '09:00', TZ).toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('handles the clock-change days', () => {
    // Clocks go forward at 01:00 GMT on 29 March 2026: a 09:00 slot is 08:00 UTC.
    expect(zonedInstant('2026-03-29', '09:00', TZ).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(zonedInstant('2026-03-28', '09:00', TZ).toISOString()).toBe('2026-03-28T09:00:00.000Z');
    // Clocks go back at 02:00 BST on 25 October 2026: a 09:00 slot is 09:00 UTC.
    expect(zonedInstant('2026-10-25', '09:00', TZ).toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(zonedInstant('2026-10-24', '18:00', TZ).toISOString()).toBe('2026-10-24T17:00:00.000Z');
  });

  it('knows the local date just after midnight in summer', () => {
    expect(localDate(new Date('2026-07-01T23:30:00Z'), TZ)).toBe('2026-07-02');
    expect(localDate(new Date('2026-11-21T23:30:00Z'), TZ)).toBe('2026-11-21');
  });

  it('formats as the spec shows', () => {
    expect(formatSlotDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(weekdayOf('2026-11-22')).toBe(0);
  });

  it('offers days ahead with blocked weekdays and dates closed', () => {
    const dates = offeredDates({
      now: new Date('2026-11-21T10:00:00Z'),
      timeZone: TZ,
      daysAhead: 4,
      cutoffMinutes: 120,
      blockedWeekdays: [0],
      blockedDates: new Set(['2026-11-24']),
    });
    expect(dates).toEqual([
      { date: '2026-11-21', closed: '' },
      { date: '2026-11-22', closed: 'No deliveries on Sundays' },
      { date: '2026-11-23', closed: '' },
      { date: '2026-11-24', closed: 'Closed' },
    ]);
  });

  it('applies the cut-off before a slot starts, exactly', () => {
    const rules = { timeZone: TZ, cutoffMinutes: 120 };
    expect(beforeCutoff('2026-11-21', '12:00', { ...rules, now: new Date('2026-11-21T10:00:00Z') })).toBe(true);
    expect(beforeCutoff('2026-11-21', '12:00', { ...rules, now: new Date('2026-11-21T10:00:01Z') })).toBe(false);
    // In summer 12:00 local is 11:00 UTC.
    expect(beforeCutoff('2026-07-01', '12:00', { ...rules, now: new Date('2026-07-01T09:30:00Z') })).toBe(false);
  });
});
