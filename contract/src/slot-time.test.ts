import { describe, expect, it } from 'vitest';
import { formatTime, formatTimeRange, minutesOfLabel } from './slot-time';

describe('slot times, as the UK writes them', () => {
  it('drops the minutes on the hour and pads none', () => {
    expect(formatTime('08:00')).toBe('8am');
    expect(formatTime('08:30')).toBe('8:30am');
    expect(formatTime('12:00')).toBe('12pm');
    expect(formatTime('13:05:00')).toBe('1:05pm');
    expect(formatTime('00:15')).toBe('12:15am');
  });

  it('joins a range with an en dash', () => {
    expect(formatTimeRange('08:00', '10:00')).toBe('8am–10am');
    expect(formatTimeRange('08:30', '10:00')).toBe('8:30am–10am');
    expect(formatTimeRange('12:00', '14:00')).toBe('12pm–2pm');
  });

  it('reads the start of a label back for sorting', () => {
    expect(minutesOfLabel('8am–10am')).toBe(480);
    expect(minutesOfLabel('Delivery 8:30pm–10pm')).toBe(20 * 60 + 30);
    expect(minutesOfLabel('12am–1am')).toBe(0);
    expect(minutesOfLabel('12pm–2pm')).toBe(720);
  });
});
