import { describe, expect, it } from 'vitest';
import { todayIso } from './insert-web-subscription';

describe('subscription start date', () => {
  it('is yyyy-mm-dd in London', () => {
    expect(todayIso(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21');
    // 23:30 UTC in summer is already the next day in London.
    expect(todayIso(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
  });
});
