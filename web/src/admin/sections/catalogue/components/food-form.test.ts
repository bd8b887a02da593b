import { describe, expect, it } from 'vitest';
import { emptyFoodForm, foodFromProduct, foodToPayload } from './food-form';

describe('food form', () => {
  it('sends no allergens (undeclared) and no nutrition when left empty', () => {
    expect(foodToPayload(emptyFoodForm())).toEqual({
      ingredients: '',
      allergens: null,
      may_contain: [],
      storage: '',
      origin: '',
      nutrition: null,
    });
  });

  it('round-trips a product, allergens in canonical order, nutrition as typed text', () => {
    const form = foodFromProduct({
      ingredients: 'Wheat flour, butter (milk)',
      allergens: ['milk', 'gluten'],
      may_contain: ['nuts'],
      storage: 'Cool, dry place',
      origin: 'United Kingdom',
      nutrition: {
        energy_kj: 2160,
        energy_kcal: 518,
        fat_g: 28,
        saturates_g: 18,
        carbohydrate_g: 60,
        sugars_g: 18,
        protein_g: 5.5,
        salt_g: 0.5,
      },
    });
    expect(form.declared).toBe(true);
    const payload = foodToPayload({ ...form, nutrition: { ...form.nutrition, salt_g: ' 0.45 ' } });
    expect(payload.allergens).toEqual(['gluten', 'milk']);
    expect(payload.nutrition).toMatchObject({ energy_kj: '2160', protein_g: '5.5', salt_g: '0.45' });
  });

  it('declared with nothing ticked means free of all 14', () => {
    expect(foodToPayload({ ...emptyFoodForm(), declared: true }).allergens).toEqual([]);
  });
});
