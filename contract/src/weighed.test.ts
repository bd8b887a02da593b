import { describe, expect, it } from 'vitest';
import { capFor, estimateFor, formatWeight, weighedCharge, weighedLabel, weightPromise } from './weighed';

describe('weighed pricing', () => {
  it('estimates a piece at its typical weight, rounded once to the penny', () => {
    // Whole chicken, about 1.6 kg at £4.99/kg.
    expect(estimateFor(499, 1600)).toBe(798);
    expect(estimateFor(499, 1600, 2)).toBe(1597);
    expect(estimateFor(1299, 333)).toBe(433);
  });

  it('caps a line at the estimate plus the margin, never rounding the cap up', () => {
    expect(capFor(798, 1000)).toBe(877);
    expect(capFor(1000, 1000)).toBe(1100);
    expect(capFor(999, 0)).toBe(999);
    expect(capFor(1, 1000)).toBe(1);
  });

  it('charges the weight at the price per kg, within the cap', () => {
    // Weighed at 1.72 kg: £8.58, under the £8.77 cap.
    expect(weighedCharge(499, 1720, 798, 1000)).toBe(858);
    // Under weight: the shopper pays less than the estimate.
    expect(weighedCharge(499, 1400, 798, 1000)).toBe(699);
    // Over weight beyond the margin: the cap holds.
    expect(weighedCharge(499, 2000, 798, 1000)).toBe(877);
  });

  it('says weights and the promise as a shopper reads them', () => {
    expect(formatWeight(1600)).toBe('1.6 kg');
    expect(formatWeight(1720)).toBe('1.72 kg');
    expect(formatWeight(2000)).toBe('2 kg');
    expect(formatWeight(850)).toBe('850 g');
    expect(weighedLabel(499, 1600)).toBe('about 1.6 kg · £4.99/kg');
    expect(weightPromise(1000)).toContain('estimate plus 10 %');
    expect(weightPromise(750)).toContain('estimate plus 7.5 %');
  });
});
