import { describe, expect, it } from 'vitest';
import { chargeFromRates } from './rates';
import type { ShippingRateRow } from './shipping.table';

const rate = (o: Partial<ShippingRateRow>): ShippingRateRow => ({
  id: 'r',
  shipping_method_id: 'm',
  rule_type: 'fixed',
  band_from: 0,
  band_to: null,
  charge: 0,
  percentage_bp: 0,
  display_order: 0,
  ...o,
});
const input = (o: Partial<{ subtotal: number; weightGrams: number; distanceMetres: number | null }> = {}) => ({
  subtotal: 0,
  weightGrams: 0,
  distanceMetres: null,
  ...o,
});

describe('chargeFromRates', () => {
  const byTotal = [
    rate({ rule_type: 'total_band', band_from: 0, band_to: 2500, charge: 599, display_order: 1 }),
    rate({ rule_type: 'total_band', band_from: 2500, band_to: 4000, charge: 399, display_order: 2 }),
    rate({ rule_type: 'total_band', band_from: 4000, band_to: null, charge: 199, display_order: 3 }),
  ];
  it.each([
    [0, 599],
    [2499, 599],
    [2500, 399],
    [3999, 399],
    [4000, 199],
    [100000, 199],
  ])('order total bands at their boundaries: %i pence -> %i', (subtotal, charge) => {
    expect(chargeFromRates(byTotal, input({ subtotal }))).toBe(charge);
  });

  it('weight bands in grams, lower end included, upper excluded', () => {
    const byWeight = [
      rate({ rule_type: 'weight_band', band_from: 0, band_to: 5000, charge: 300 }),
      rate({ rule_type: 'weight_band', band_from: 5000, band_to: 20000, charge: 700, display_order: 1 }),
    ];
    expect(chargeFromRates(byWeight, input({ weightGrams: 4999 }))).toBe(300);
    expect(chargeFromRates(byWeight, input({ weightGrams: 5000 }))).toBe(700);
    expect(chargeFromRates(byWeight, input({ weightGrams: 20000 }))).toBeNull();
  });

  it('distance bands need a distance', () => {
    const byDistance = [
      rate({ rule_type: 'distance_band', band_from: 0, band_to: 3000, charge: 250 }),
      rate({ rule_type: 'distance_band', band_from: 3000, band_to: 8000, charge: 450, display_order: 1 }),
    ];
    expect(chargeFromRates(byDistance, input({ distanceMetres: 2999 }))).toBe(250);
    expect(chargeFromRates(byDistance, input({ distanceMetres: 3000 }))).toBe(450);
    expect(chargeFromRates(byDistance, input({ distanceMetres: 9000 }))).toBeNull();
    expect(chargeFromRates(byDistance, input())).toBeNull();
  });

  it('charges a percentage of the basket when the rule says so, and a fixed rule always applies', () => {
    expect(chargeFromRates([rate({ percentage_bp: 500 })], input({ subtotal: 3333 }))).toBe(167);
    expect(chargeFromRates([rate({ charge: 495 })], input({ subtotal: 123456 }))).toBe(495);
  });
});
