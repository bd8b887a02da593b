import { ALLERGEN_WORDS, ZFoodInformationInput } from '@larder/contract/food';
import { describe, expect, it } from 'vitest';
import { demoProducts } from './catalogue-data';
import { demoFood, PACKAGED, productFood } from './food-data';

const all = demoProducts.map((p) => ({ p, ...demoFood(p.name, p.category) }));
const packaged = all.filter(({ p }) => PACKAGED.some((c) => p.category === c || p.category.startsWith(`${c}/`)));

describe('demo food information', () => {
  it('names only demo products', () => {
    const names = new Set(demoProducts.map((p) => p.name));
    expect(Object.keys(productFood).filter((n) => !names.has(n))).toEqual([]);
  });

  it('declares origin, storage and allergens for every product, and passes the console’s checks', () => {
    for (const { p, food } of all) {
      expect(food.allergens, p.name).not.toBeNull();
      expect(food.origin, p.name).not.toBe('');
      expect(food.storage, p.name).not.toBe('');
      expect(ZFoodInformationInput.safeParse(food).success, p.name).toBe(true);
    }
  });

  it('gives every packaged food ingredients and nutrition', () => {
    expect(packaged.length).toBeGreaterThan(150);
    for (const { p, food } of packaged) {
      expect(food.ingredients, p.name).not.toBe('');
      expect(food.nutrition, p.name).not.toBeNull();
    }
  });

  it('names each declared allergen in the ingredients, so the page can emphasise it', () => {
    for (const { p, food } of all) {
      if (!food.ingredients) continue;
      for (const a of food.allergens ?? []) {
        const re = new RegExp(`(?<![\\p{L}])(?:${ALLERGEN_WORDS[a].join('|')})(?![\\p{L}])`, 'iu');
        expect(re.test(food.ingredients), `${p.name}: ${a}`).toBe(true);
      }
    }
  });

  it('calls nothing with animal allergens vegan, and no meat or fish vegetarian', () => {
    for (const { p, food, diet } of all) {
      if (diet === 'vegan')
        expect(
          food.allergens?.filter((a) => ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'].includes(a)),
          p.name,
        ).toEqual([]);
      if (
        /^(meat|fish-and-seafood|frozen\/frozen-meat)/.test(p.category) ||
        (/chicken|lamb|beef/i.test(p.name) && !p.category.startsWith('spices'))
      )
        expect(diet, p.name).toBeNull();
    }
  });
});
