import { describe, expect, it } from 'vitest';
import { emptyForm, toPayload, weightEstimate } from './product-form';

describe('the product form, sold by weight', () => {
  it('estimates the price of a typical piece at the price per kg, as the shop does', () => {
    expect(weightEstimate({ price_per_kg: '4.99', typical_weight_g: '1600' })).toBe(798);
    expect(weightEstimate({ price_per_kg: '£7.99', typical_weight_g: '1100' })).toBe(879);
    expect(weightEstimate({ price_per_kg: '4.999', typical_weight_g: '1600' })).toBeNull();
    expect(weightEstimate({ price_per_kg: '4.99', typical_weight_g: '' })).toBeNull();
    expect(weightEstimate({ price_per_kg: '0', typical_weight_g: '1600' })).toBeNull();
  });

  it('sends the estimate as the price with both weight fields, and no was-price', () => {
    const f = {
      ...emptyForm(),
      item: 'Whole chicken',
      price: '9.99',
      old_price: '12.00',
      by_weight: true,
      price_per_kg: '4.99',
      typical_weight_g: '1600',
    };
    expect(toPayload(f)).toMatchObject({ price: '7.98', old_price: '', price_per_kg: '4.99', typical_weight_g: '1600' });
  });

  it('sends neither weight field for a product sold by the pack, whatever was typed before', () => {
    const f = { ...emptyForm(), price: '9.99', by_weight: false, price_per_kg: '4.99', typical_weight_g: '1600' };
    expect(toPayload(f)).toMatchObject({ price: '9.99', price_per_kg: null, typical_weight_g: null });
  });
});
