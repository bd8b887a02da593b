import { describe, expect, it } from 'vitest';
import { formatMoney, fromMajor, hasAtMostTwoDecimals, toMajor, vatIncluded, weightedTotal } from './money';

describe('money', () => {
  it('converts between pence and pounds without float drift', () => {
    expect(toMajor(1234)).toBe(12.34);
    expect(fromMajor(12.34)).toBe(1234);
    expect(fromMajor(0.1 + 0.2)).toBe(30);
    expect(fromMajor(19.99)).toBe(1999);
  });

  it('refuses three decimals', () => {
    expect(() => fromMajor(1.005)).toThrow(RangeError);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    expect(hasAtMostTwoDecimals(1.5)).toBe(true);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });

  it('rounds weighed prices once', () => {
    expect(weightedTotal(1299, 500)).toBe(650);
    expect(weightedTotal(999, 333)).toBe(333);
  });

  it('extracts inclusive VAT', () => {
    expect(vatIncluded(120, 2000)).toBe(20);
    expect(vatIncluded(999, 0)).toBe(0);
    expect(vatIncluded(105, 500)).toBe(5);
  });

  it('formats GBP', () => {
    expect(formatMoney(1234)).toBe('£12.34');
  });

  it('writes pounds by hand exactly as Intl does', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    const amounts = [0, 1, 5, 9, 10, 99, 100, 101, 449, 999, 1000, 12345, 99999, 100000, 123456, 1234567, 100000000, 123456789012];
    for (const p of [...amounts, ...amounts.slice(1).map((a) => -a)]) expect(formatMoney(p)).toBe(intl.format(p / 100));
    for (let p = -2500; p <= 250000; p += 7) expect(formatMoney(p)).toBe(intl.format(p / 100));
  });

  it('writes nothing owed as £0.00, never -£0.00', () => {
    expect(formatMoney(-0)).toBe('£0.00');
  });

  it('leaves fractions of a penny and other currencies to Intl', () => {
    expect(formatMoney(1234, 'EUR')).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(12.34));
    expect(formatMoney(1234.5)).toBe('£12.35');
  });
});
