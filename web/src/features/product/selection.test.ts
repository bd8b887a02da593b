import type { TProductDetails } from '@larder/contract/catalog';
import { describe, expect, it } from 'vitest';
import {
  chosenIds,
  combinationKey,
  combinationStock,
  describeChoice,
  initialChoice,
  isOptionSoldOut,
  parseQuantity,
  percentOff,
  priceOfChoice,
  quantityBounds,
} from './selection';

const opt = (name: string, value: string, adj: number, pre = 0, disable = 0) => ({
  name,
  option_value: value,
  price_adjustment: adj,
  weight_adjustment_grams: 0,
  is_pre_selected: pre as 0 | 1,
  disable: disable as 0 | 1,
});

const attributes: TProductDetails['product_attributes'] = [
  {
    name: 'A1',
    attribute: 'Cut',
    control_type: 'Radio Button List',
    is_required: 1,
    options: [opt('c1', 'Curry cut', 0), opt('c2', 'Small pieces', 0.3, 1), opt('c3', 'Boneless', 2)],
  },
  {
    name: 'A2',
    attribute: 'Weight',
    control_type: 'Radio Button List',
    is_required: 1,
    options: [opt('w1', '500 g', 0, 0, 1), opt('w2', '1 kg', 6.6), opt('w3', '2 kg', 19.3)],
  },
];

const combinations = [
  { attribute_id: 'c1\nw2', stock: 3, in_stock: true },
  { attribute_id: 'c2\nw2', stock: 0, in_stock: false },
  { attribute_id: 'c2\nw3', stock: 5, in_stock: true },
];

describe('product selection', () => {
  it('starts with the pre-selected option, else the first usable one', () => {
    expect(initialChoice(attributes)).toEqual({ A1: 'c2', A2: 'w2' });
  });

  it('keys a combination by sorted option ids joined by newlines', () => {
    expect(combinationKey(['w2', 'c1'])).toBe('c1\nw2');
    expect(chosenIds(attributes, { A2: 'w3', A1: 'c1' })).toEqual(['c1', 'w3']);
  });

  it('knows sold-out and missing combinations', () => {
    expect(combinationStock(combinations, 'c1\nw2')).toBe('in');
    expect(combinationStock(combinations, 'c2\nw2')).toBe('out');
    expect(combinationStock(combinations, 'c3\nw3')).toBe('out');
    expect(combinationStock([], 'c3\nw3')).toBe('unknown');
    expect(isOptionSoldOut(attributes, combinations, { A1: 'c1', A2: 'w2' }, 'A1', 'c2')).toBe(true);
    expect(isOptionSoldOut(attributes, combinations, { A1: 'c2', A2: 'w2' }, 'A2', 'w3')).toBe(false);
  });

  it('prices a choice from the base and the option adjustments', () => {
    const p = { price: 6.99, old_price: 7.99, product_attributes: attributes };
    expect(priceOfChoice(p, { A1: 'c3', A2: 'w2' })).toEqual({ price: 15.59, old_price: 16.59 });
    expect(percentOff(15.59, 16.59)).toBe(6);
    expect(percentOff(5, null)).toBe(0);
    expect(describeChoice(attributes, { A1: 'c3', A2: 'w2' })).toBe('Cut: Boneless, Weight: 1 kg');
  });

  it('accepts whole quantities within the order bounds only', () => {
    const b = quantityBounds({ minimum_order_qty: 2, maximum_order_qty: 10 });
    expect(b).toEqual({ min: 2, max: 10 });
    expect(parseQuantity('4', b)).toBe(4);
    expect(parseQuantity('40', b)).toBe(10);
    expect(parseQuantity('1', b)).toBe(2);
    expect(parseQuantity('2.5', b)).toBeNull();
    expect(parseQuantity('', b)).toBeNull();
  });
});
