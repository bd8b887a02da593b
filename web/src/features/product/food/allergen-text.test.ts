import { describe, expect, it } from 'vitest';
import { emphasiseAllergens, gramsText } from './allergen-text';

const bold = (text: string, allergens: Parameters<typeof emphasiseAllergens>[1]) =>
  emphasiseAllergens(text, allergens)
    .filter((p) => p.allergen)
    .map((p) => p.text);

describe('emphasiseAllergens', () => {
  it('marks the words of the declared allergens, whole words only, any case', () => {
    expect(bold('Wheat flour, butter (Milk), sugar, buttermilk', ['gluten', 'milk'])).toEqual(['Wheat', 'butter', 'Milk', 'buttermilk']);
  });
  it('leaves undeclared allergens and parts of other words alone', () => {
    expect(bold('Peanuts, coconut, walnut oil', ['nuts'])).toEqual(['walnut']);
    expect(bold('Milk chocolate', [])).toEqual([]);
  });
  it('keeps the whole text, in order', () => {
    const parts = emphasiseAllergens('Eggs, sugar, egg yolks', ['eggs']);
    expect(parts.map((p) => p.text).join('')).toBe('Eggs, sugar, egg yolks');
    expect(parts.filter((p) => p.allergen).map((p) => p.text)).toEqual(['Eggs', 'egg yolks']);
  });
  it('does not take cocoa butter or coconut milk for milk', () => {
    expect(bold('Sugar, cocoa butter, whole milk powder, coconut milk, butter', ['milk'])).toEqual(['milk', 'butter']);
  });
  it('matches sulphite spellings inside preservative names', () => {
    expect(bold('preservative (sodium metabisulphite)', ['sulphites'])).toEqual(['metabisulphite']);
  });
});

describe('gramsText', () => {
  it('rounds as labels do', () => {
    expect(gramsText(12.34)).toBe('12.3 g');
    expect(gramsText(0.25)).toBe('0.25 g');
    expect(gramsText(1.5, true)).toBe('1.5 g');
    expect(gramsText(0)).toBe('0 g');
    expect(gramsText(0.004)).toBe('<0.01 g');
  });
});
