import { ALLERGENS, type TAllergen, type TFoodInformation, type TFoodInformationSaved, type TNutrition } from '@larder/contract/food';
import type { ProductFoodRow, ProductFoodTable } from './food.table';

/** Food information rows <-> the contract's shape (nutrition grams <-> stored milligrams). */
const codes = (s: string): TAllergen[] => s.split(',').filter((c): c is TAllergen => (ALLERGENS as readonly string[]).includes(c));

/** Codes in the canonical order, without repeats. */
const joinCodes = (list: readonly TAllergen[]) => ALLERGENS.filter((a) => list.includes(a)).join(',');

const toGrams = (mg: number) => mg / 1000;
const toMg = (g: number) => Math.round(g * 1000);

export const EMPTY_FOOD: TFoodInformation = { ingredients: '', allergens: null, may_contain: [], storage: '', origin: '', nutrition: null };

export function foodRowToDto(r: ProductFoodRow | undefined): TFoodInformation {
  if (!r) return EMPTY_FOOD;
  const n = [r.energy_kj, r.energy_kcal, r.fat_mg, r.saturates_mg, r.carbohydrate_mg, r.sugars_mg, r.protein_mg, r.salt_mg];
  const nutrition: TNutrition | null = n.some((v) => v === null)
    ? null
    : {
        energy_kj: r.energy_kj!,
        energy_kcal: r.energy_kcal!,
        fat_g: toGrams(r.fat_mg!),
        saturates_g: toGrams(r.saturates_mg!),
        carbohydrate_g: toGrams(r.carbohydrate_mg!),
        sugars_g: toGrams(r.sugars_mg!),
        protein_g: toGrams(r.protein_mg!),
        salt_g: toGrams(r.salt_mg!),
      };
  return {
    ingredients: r.ingredients,
    allergens: r.allergens === null ? null : codes(r.allergens),
    may_contain: codes(r.may_contain),
    storage: r.storage,
    origin: r.origin,
    nutrition,
  };
}

export function isEmptyFood(f: TFoodInformation | TFoodInformationSaved): boolean {
  return !f.ingredients && f.allergens === null && !f.may_contain.length && !f.storage && !f.origin && !f.nutrition;
}

export function foodInputToRow(productId: string, f: TFoodInformationSaved): ProductFoodTable {
  const n = f.nutrition;
  return {
    product_id: productId,
    ingredients: f.ingredients,
    allergens: f.allergens === null ? null : joinCodes(f.allergens),
    may_contain: joinCodes(f.may_contain),
    storage: f.storage,
    origin: f.origin,
    energy_kj: n ? n.energy_kj : null,
    energy_kcal: n ? n.energy_kcal : null,
    fat_mg: n ? toMg(n.fat_g) : null,
    saturates_mg: n ? toMg(n.saturates_g) : null,
    carbohydrate_mg: n ? toMg(n.carbohydrate_g) : null,
    sugars_mg: n ? toMg(n.sugars_g) : null,
    protein_mg: n ? toMg(n.protein_g) : null,
    salt_mg: n ? toMg(n.salt_g) : null,
  };
}
