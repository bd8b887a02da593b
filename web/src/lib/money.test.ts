import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('rounds a wire amount to the penny', () => {
    expect(formatPrice(4.49)).toBe('£4.49');
    expect(formatPrice(0.1 + 0.2)).toBe('£0.30');
    expect(formatPrice(1234.5)).toBe('£1,234.50');
  });
});
