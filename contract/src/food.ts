/**
 * Food information (UK distance-selling rules): the 14 regulated allergens, ingredients, a "may
 * contain" statement, nutrition per 100 g, storage and origin. Decision 012 explains the choices:
 * allergens are a structured list of the codes below and the ingredients are plain text in which
 * the shop emphasises the declared allergens' words when it shows them; nutrition travels in
 * grams with at most two decimals and is stored as whole milligrams.
 */
import { z } from 'zod';
import { ALLERGENS } from './allergens';
import { zNumber, zText } from './wire';

export * from './allergens';

export const ZAllergen = z.enum(ALLERGENS, { error: `allergen must be one of ${ALLERGENS.join(', ')}` });

/** Nutrition per 100 g in grams (energy in kJ and kcal). */
export const NUTRIENTS = ['fat', 'saturates', 'carbohydrate', 'sugars', 'protein', 'salt'] as const;
export type TNutrient = (typeof NUTRIENTS)[number];

export const ZNutrition = z.object({
  energy_kj: z.number().int(),
  energy_kcal: z.number().int(),
  fat_g: z.number(),
  saturates_g: z.number(),
  carbohydrate_g: z.number(),
  sugars_g: z.number(),
  protein_g: z.number(),
  salt_g: z.number(),
});
export type TNutrition = z.infer<typeof ZNutrition>;

/** The product page's food information (an extra key of the product details). */
export const ZFoodInformation = z.object({
  ingredients: z.string(),
  /** Allergens the product contains; null when none were declared (not the same as "none"). */
  allergens: z.array(ZAllergen).nullable(),
  may_contain: z.array(ZAllergen),
  storage: z.string(),
  origin: z.string(),
  nutrition: ZNutrition.nullable(),
});
export type TFoodInformation = z.infer<typeof ZFoodInformation>;

const grams = (label: string) =>
  zNumber({ min: 0, max: 100, label }).refine(
    (g) => Math.abs(g * 100 - Math.round(g * 100)) < 1e-6,
    `${label} can have at most two decimals`,
  );

/** Nutrition as the console and the CSV send it, with the label's own consistency rules. */
export const ZNutritionInput = z
  .object({
    energy_kj: zNumber({ min: 0, max: 3800, label: 'energy_kj' }).refine(Number.isInteger, 'energy_kj must be a whole number'),
    energy_kcal: zNumber({ min: 0, max: 900, label: 'energy_kcal' }).refine(Number.isInteger, 'energy_kcal must be a whole number'),
    fat_g: grams('fat_g'),
    saturates_g: grams('saturates_g'),
    carbohydrate_g: grams('carbohydrate_g'),
    sugars_g: grams('sugars_g'),
    protein_g: grams('protein_g'),
    salt_g: grams('salt_g'),
  })
  .refine((n) => n.saturates_g <= n.fat_g, { error: 'saturates_g must not be above fat_g', path: ['saturates_g'] })
  .refine((n) => n.sugars_g <= n.carbohydrate_g, { error: 'sugars_g must not be above carbohydrate_g', path: ['sugars_g'] })
  .refine((n) => n.fat_g + n.carbohydrate_g + n.protein_g + n.salt_g <= 100.5, {
    error: 'fat, carbohydrate, protein and salt add up to more than 100 g per 100 g',
    path: ['fat_g'],
  });

const allergenList = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() ? v.split(',').map((x) => x.trim().toLowerCase()) : []) : v),
    z.array(ZAllergen, { error: `${label} must be a list of allergens` }).max(14),
  );

/** Food information as the console saves it. */
export const ZFoodInformationInput = z.object({
  ingredients: zText({ max: 4000, label: 'ingredients' }).default(''),
  /** null: not declared; []: declared free of all 14. */
  allergens: allergenList('allergens').nullable().default(null),
  may_contain: allergenList('may_contain').default([]),
  storage: zText({ max: 500, label: 'storage' }).default(''),
  origin: zText({ max: 100, label: 'origin' }).default(''),
  nutrition: ZNutritionInput.nullable().default(null),
});
export type TFoodInformationInput = z.input<typeof ZFoodInformationInput>;
export type TFoodInformationSaved = z.output<typeof ZFoodInformationInput>;

/** Diet certifications shown as badges and offered as filters. */
export const DIETS = ['halal', 'vegetarian', 'vegan'] as const;
