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
});
