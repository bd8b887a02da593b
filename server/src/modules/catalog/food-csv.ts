/**
 * The catalogue CSV's certification and food columns (PRODUCT_FOOD_CSV_COLUMNS): written by the
 * export, read and checked by the import with the console's own schema, so both agree.
 */
import type { TProductFoodCsvColumn } from '@larder/contract/admin-catalog';
import { NUTRIENTS, type TFoodInformation, type TFoodInformationSaved, ZFoodInformationInput } from '@larder/contract/food';

export type FoodCells = Record<TProductFoodCsvColumn, string>;

export interface FoodImport {
  certifications: string;
  food: TFoodInformationSaved;
}

const certificationsOf = (s: string) =>
  [
    ...new Set(
      s
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].join(',');

const num = (n: number | undefined) => (n === undefined ? '' : String(n));

export function foodCsvCells(certifications: string, f: TFoodInformation): FoodCells {
  const n = f.nutrition;
  return {
    certifications,
    ingredients: f.ingredients,
    allergens: f.allergens === null ? '' : f.allergens.length ? f.allergens.join(',') : 'none',
    may_contain: f.may_contain.join(','),
    storage: f.storage,
    origin: f.origin,
    energy_kj: num(n?.energy_kj),
    energy_kcal: num(n?.energy_kcal),
    fat_g: num(n?.fat_g),
    saturates_g: num(n?.saturates_g),
    carbohydrate_g: num(n?.carbohydrate_g),
    sugars_g: num(n?.sugars_g),
    protein_g: num(n?.protein_g),
    salt_g: num(n?.salt_g),
  };
}

/** Reads one row's food cells; errors name the column. Nutrition is all eight values or none. */
export function readFoodCells(get: (c: TProductFoodCsvColumn) => string): {
  ok?: FoodImport;
  errors: { column: string; message: string }[];
} {
  const errors: { column: string; message: string }[] = [];
  const nutritionCols = ['energy_kj', 'energy_kcal', ...NUTRIENTS.map((k) => `${k}_g` as const)] as const;
  const given = nutritionCols.filter((c) => get(c) !== '');
  if (given.length && given.length < nutritionCols.length) {
    const missing = nutritionCols.filter((c) => get(c) === '');
    errors.push({ column: missing[0]!, message: `nutrition needs all eight values or none (missing: ${missing.join(', ')})` });
    return { errors };
  }
  const allergens = get('allergens').toLowerCase();
  const parsed = ZFoodInformationInput.safeParse({
    ingredients: get('ingredients'),
    allergens: allergens === '' ? null : allergens === 'none' ? [] : allergens,
    may_contain: get('may_contain'),
    storage: get('storage'),
    origin: get('origin'),
    nutrition: given.length ? Object.fromEntries(nutritionCols.map((c) => [c, get(c)])) : null,
  });
  const certifications = certificationsOf(get('certifications'));
  if (certifications.length > 200)
    errors.push({ column: 'certifications', message: 'certifications is too long (at most 200 characters)' });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors.push({ column: String((issue.path[0] === 'nutrition' ? issue.path[1] : issue.path[0]) ?? ''), message: issue.message });
    return { errors };
  }
  return errors.length ? { errors } : { ok: { certifications, food: parsed.data }, errors };
}
