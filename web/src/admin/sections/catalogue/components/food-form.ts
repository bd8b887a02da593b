/**
 * The product editor's food information, as typed: nutrition values stay text (the server checks
 * and converts them); all eight empty means "no nutrition table".
 */
import { ALLERGENS, type TAllergen } from '@larder/contract/allergens';
import type { TFoodInformation, TFoodInformationInput } from '@larder/contract/food';

export const NUTRITION_FIELDS = [
  ['energy_kj', 'Energy (kJ)'],
  ['energy_kcal', 'Energy (kcal)'],
  ['fat_g', 'Fat (g)'],
  ['saturates_g', 'of which saturates (g)'],
  ['carbohydrate_g', 'Carbohydrate (g)'],
  ['sugars_g', 'of which sugars (g)'],
  ['protein_g', 'Protein (g)'],
  ['salt_g', 'Salt (g)'],
] as const;
export type NutritionField = (typeof NUTRITION_FIELDS)[number][0];

export interface FoodForm {
  ingredients: string;
  /** Whether the allergens were checked and declared; without it the shop says nothing about them. */
  declared: boolean;
  allergens: TAllergen[];
  may_contain: TAllergen[];
  storage: string;
  origin: string;
  nutrition: Record<NutritionField, string>;
}

const emptyNutrition = (): Record<NutritionField, string> =>
  Object.fromEntries(NUTRITION_FIELDS.map(([k]) => [k, ''])) as Record<NutritionField, string>;

export const emptyFoodForm = (): FoodForm => ({
  ingredients: '',
  declared: false,
  allergens: [],
  may_contain: [],
  storage: '',
  origin: '',
  nutrition: emptyNutrition(),
});

export function foodFromProduct(f: TFoodInformation): FoodForm {
  const nutrition = emptyNutrition();
  if (f.nutrition) for (const [k] of NUTRITION_FIELDS) nutrition[k] = String(f.nutrition[k]);
  return {
    ingredients: f.ingredients,
    declared: f.allergens !== null,
    allergens: f.allergens ?? [],
    may_contain: f.may_contain,
    storage: f.storage,
    origin: f.origin,
    nutrition,
  };
}

export function foodToPayload(f: FoodForm): TFoodInformationInput {
  const given = NUTRITION_FIELDS.some(([k]) => f.nutrition[k].trim() !== '');
  return {
    ingredients: f.ingredients.trim(),
    allergens: f.declared ? ALLERGENS.filter((a) => f.allergens.includes(a)) : null,
    may_contain: ALLERGENS.filter((a) => f.may_contain.includes(a)),
    storage: f.storage.trim(),
    origin: f.origin.trim(),
    // Text goes as typed (an empty value among given ones is refused by the server, by name).
    nutrition: given
      ? (Object.fromEntries(NUTRITION_FIELDS.map(([k]) => [k, f.nutrition[k].trim()])) as unknown as TFoodInformationInput['nutrition'])
      : null,
  };
}
