import { describe, expect, it } from 'vitest';
import { contractResolver } from '../../../../shared/forms';
import { emptyForm, newAttribute, newOption, PRODUCT_WORDS, productSchema, toPayload, weightEstimate } from './product-form';

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

describe('the product form, checked by the contract', () => {
  const valid = { ...emptyForm(), item: 'Lamb chops', price: '£9.99', categories: ['CAT-1'] };

  it('gives the save call its payload: pounds without the £, empty optional numbers left to their defaults', () => {
    const parsed = productSchema.safeParse({ ...valid, old_price: '', stock: '', min_order_qty: ' 2 ' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ item: 'Lamb chops', price: 9.99, old_price: null, stock: 0, min_order_qty: 2, is_active: true });
  });

  it('refuses at the path of the form’s own field, nested ones too', () => {
    const attributes = [{ ...newAttribute(), attribute: 'Cut', options: [newOption(''), newOption('Boneless')] }];
    const parsed = productSchema.safeParse({ ...valid, price: '9.995', attributes });
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['price', 'attributes.0.options.0.value']);
  });

  it('sends the stock grid in the order of its rows, each with what was typed for its combination', () => {
    const attributes = [
      { ...newAttribute(), attribute: 'Cut', options: [newOption('Whole'), newOption('Diced')] },
      { ...newAttribute(), attribute: 'Weight', options: [newOption('1 kg')] },
    ];
    const f = {
      ...valid,
      inventory_method: 'Track Inventory By Product Attributes' as const,
      attributes,
      combinations: [{ values: ['diced', '1 KG'], stock: '7', sku: 'D1', disabled: false }],
    };
    expect(toPayload(f).combinations).toEqual([
      { values: ['Whole', '1 kg'], stock: '0', sku: '', disabled: 0 },
      { values: ['Diced', '1 kg'], stock: '7', sku: 'D1', disabled: 0 },
    ]);
  });
});

describe('the product form’s words', () => {
  it('says what to do where the contract would name a wire field; other refusals speak as the server does', async () => {
    const resolve = contractResolver(productSchema, PRODUCT_WORDS);
    const nutrition = { ...emptyForm().food_information.nutrition, energy_kj: '100' };
    const values = { ...emptyForm(), price: '1.234', food_information: { ...emptyForm().food_information, nutrition } };
    const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors.item?.message).toBe('Give the product a name');
    expect(errors.price?.message).toBe('price can have at most two decimals');
    expect(errors.food_information?.nutrition?.fat_g?.message).toBe('Give all eight values, or none');
  });
});
