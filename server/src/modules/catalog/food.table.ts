import type { Selectable } from 'kysely';

/** Food information of a product (migration 2026_11_26_0200, decision 012). */
export interface ProductFoodTable {
  product_id: string;
  ingredients: string;
  /** Comma-separated allergen codes; null: not declared, '': declared free of all 14. */
  allergens: string | null;
  may_contain: string;
  storage: string;
  origin: string;
  energy_kj: number | null;
  energy_kcal: number | null;
  /** Per 100 g, in milligrams. */
  fat_mg: number | null;
  saturates_mg: number | null;
  carbohydrate_mg: number | null;
  sugars_mg: number | null;
  protein_mg: number | null;
  salt_mg: number | null;
}
export type ProductFoodRow = Selectable<ProductFoodTable>;
