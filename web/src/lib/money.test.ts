import { describe, expect, it } from 'vitest';
import { formatPence, formatPrice } from './money';

const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

describe('formatPence', () => {
  it('writes pounds exactly as Intl does', () => {
    const amounts = [0, 1, 5, 9, 10, 99, 100, 101, 449, 999, 1000, 12345, 99999, 100000, 123456, 1234567, 100000000, 123456789012];
    for (const p of [...amounts, ...amounts.slice(1).map((a) => -a)]) expect(formatPence(p)).toBe(intl.format(p / 100));
    for (let p = -2500; p <= 250000; p += 7) expect(formatPence(p)).toBe(intl.format(p / 100));
  });

  it('writes nothing owed as £0.00, never -£0.00', () => {
    expect(formatPence(-0)).toBe('£0.00');
  });

  it('leaves other currencies to Intl', () => {
    expect(formatPence(1234, 'EUR')).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(12.34));
  });
});

describe('formatPrice', () => {
  it('rounds a wire amount to the penny', () => {
    expect(formatPrice(4.49)).toBe('£4.49');
    expect(formatPrice(0.1 + 0.2)).toBe('£0.30');
    expect(formatPrice(1234.5)).toBe('£1,234.50');
  });
});
