import { describe, expect, it } from 'vitest';
import { formatClock } from './clock';

describe('formatClock', () => {
  it('writes the UK way: hour without a leading zero, minutes, am/pm stuck on', () => {
    expect(formatClock('2026-11-25T15:45:00Z', 'Europe/London')).toBe('3:45pm');
    expect(formatClock('2026-11-25T09:05:00Z', 'Europe/London')).toBe('9:05am');
  });
  it('noon and midnight are 12', () => {
    expect(formatClock('2026-11-25T12:00:00Z', 'Europe/London')).toBe('12:00pm');
    expect(formatClock('2026-11-25T00:30:00Z', 'Europe/London')).toBe('12:30am');
  });
  it('follows the zone (British Summer Time)', () => {
    expect(formatClock('2026-07-01T14:10:00Z', 'Europe/London')).toBe('3:10pm');
  });
  it('says nothing for a bad time', () => {
    expect(formatClock('soon')).toBe('');
  });
});
