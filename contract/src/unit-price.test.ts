import { describe, expect, it } from 'vitest';
import { packOfChoice, packSizeLabel, parsePackSize, spokenUnitPrice, unitPrice, unitPriceOf } from './unit-price';

describe('parsePackSize', () => {
  it('reads weights, volumes, multipacks and counts', () => {
    expect(parsePackSize('500 g')).toEqual({ measure: 'g', amount: 500 });
    expect(parsePackSize('1.5 kg')).toEqual({ measure: 'g', amount: 1500 });
    expect(parsePackSize('1 l')).toEqual({ measure: 'ml', amount: 1000 });
    expect(parsePackSize('2.272 l')).toEqual({ measure: 'ml', amount: 2272 });
    expect(parsePackSize('75cl')).toEqual({ measure: 'ml', amount: 750 });
    expect(parsePackSize('1 Litre')).toEqual({ measure: 'ml', amount: 1000 });
    expect(parsePackSize('6 x 330 ml')).toEqual({ measure: 'ml', amount: 1980 });
    expect(parsePackSize('4 x 113 g')).toEqual({ measure: 'g', amount: 452 });
    expect(parsePackSize('x6')).toEqual({ measure: 'item', amount: 6 });
    expect(parsePackSize('6 pack')).toEqual({ measure: 'item', amount: 6 });
    expect(parsePackSize('each')).toEqual({ measure: 'item', amount: 1 });
    expect(parsePackSize('bunch')).toEqual({ measure: 'item', amount: 1 });
  });

  it('gives null for what is not a pack size', () => {
    for (const t of ['', 'Curry cut', 'Boneless', '0 g', 'x0', 'kg', 'about a kilo']) expect(parsePackSize(t)).toBeNull();
  });
});

describe('unitPrice', () => {
  it('prices weighed goods per kg, small packs per 100 g', () => {
    expect(unitPriceOf(499, '500 g')).toEqual({ text: '£9.98/kg', per: 'kg', pence: 998 });
    expect(unitPriceOf(1299, '1 kg')).toEqual({ text: '£12.99/kg', per: 'kg', pence: 1299 });
    expect(unitPriceOf(500, '250 g')).toEqual({ text: '£20.00/kg', per: 'kg', pence: 2000 });
    expect(unitPriceOf(129, '100 g')).toEqual({ text: '£1.29/100g', per: '100g', pence: 129 });
    expect(unitPriceOf(199, '50 g')).toEqual({ text: '£3.98/100g', per: '100g', pence: 398 });
  });

  it('prices liquids per litre, small bottles per 100 ml', () => {
    expect(unitPriceOf(155, '1 l')).toEqual({ text: '£1.55/litre', per: 'litre', pence: 155 });
    expect(unitPriceOf(349, '6 x 330 ml')).toEqual({ text: '£1.76/litre', per: 'litre', pence: 176 });
    expect(unitPriceOf(99, '200 ml')).toEqual({ text: '£0.50/100ml', per: '100ml', pence: 50 });
  });

  it('prices counted packs per item', () => {
    expect(unitPriceOf(300, 'x6')).toEqual({ text: '£0.50 each', per: 'item', pence: 50 });
    expect(unitPriceOf(120, 'each')).toEqual({ text: '£1.20 each', per: 'item', pence: 120 });
  });

  it('rounds half up to the penny, once', () => {
    // 1 penny over 2 items is exactly half a penny: up.
    expect(unitPrice(1, { measure: 'item', amount: 2 })?.pence).toBe(1);
    // 250 pence for 3: 83.33 -> 83; 500 for 3: 166.67 -> 167.
    expect(unitPrice(250, { measure: 'item', amount: 3 })?.pence).toBe(83);
    expect(unitPrice(500, { measure: 'item', amount: 3 })?.pence).toBe(167);
    // 999 for 400 g = 2497.5 per kg: up to 2498.
    expect(unitPriceOf(999, '400 g')?.pence).toBe(2498);
  });

  it('gives null without a readable pack', () => {
    expect(unitPriceOf(499, 'a tray')).toBeNull();
    expect(unitPrice(499, null)).toBeNull();
  });

  it('says the price in words for screen readers', () => {
    expect(spokenUnitPrice(unitPriceOf(499, '500 g')!)).toBe('£9.98 per kilogram');
    expect(spokenUnitPrice(unitPriceOf(129, '100 g')!)).toBe('£1.29 per 100 grams');
    expect(spokenUnitPrice(unitPriceOf(300, 'x6')!)).toBe('£0.50 each');
  });
});

describe('packOfChoice', () => {
  const none = { weight_adjustment_grams: 0 };
  it('takes a chosen option that is a pack size', () => {
    expect(
      packOfChoice('500 g', [
        { option_value: 'Boneless', ...none },
        { option_value: '1 kg', weight_adjustment_grams: 500 },
      ]),
    ).toEqual({
      label: '1 kg',
      pack: { measure: 'g', amount: 1000 },
    });
  });

  it('adds weight adjustments to a weighed product', () => {
    expect(packOfChoice('500 g', [{ option_value: 'Large', weight_adjustment_grams: 250 }])).toEqual({
      label: '750 g',
      pack: { measure: 'g', amount: 750 },
    });
    expect(packOfChoice('1 kg', [{ option_value: 'Family', weight_adjustment_grams: 1000 }]).label).toBe('2 kg');
  });

  it('keeps the product pack otherwise', () => {
    expect(packOfChoice('500 g', [{ option_value: 'Curry cut', ...none }])).toEqual({
      label: '500 g',
      pack: { measure: 'g', amount: 500 },
    });
    expect(packOfChoice('x6', [])).toEqual({ label: 'x6', pack: { measure: 'item', amount: 6 } });
    expect(packOfChoice('a tray', [])).toEqual({ label: 'a tray', pack: null });
  });
});

describe('packSizeLabel', () => {
  it('shows milk in whole pints as pints, the unit price still per litre', () => {
    expect(packSizeLabel('568 ml')).toBe('1 pint');
    expect(packSizeLabel('1.136 l')).toBe('2 pints');
    expect(packSizeLabel('2.272 l')).toBe('4 pints');
    expect(packOfChoice('1.136 l', [])).toEqual({ label: '2 pints', pack: { measure: 'ml', amount: 1136 } });
  });

  it('leaves every other pack size as it is', () => {
    for (const unit of ['1 l', '500 ml', '2 l', '6 x 568 ml', '500 g', 'x6', 'each', 'a tray']) expect(packSizeLabel(unit)).toBe(unit);
  });
});
