import type { Kysely } from 'kysely';

/**
 * Food information of a product (decision 012), one row per product that has any: ingredients,
 * allergens as comma-separated codes of the 14 regulated ones (NULL: not declared, '': none),
 * "may contain" codes, storage, country of origin and nutrition per 100 g (energy in kJ and kcal,
 * the rest in whole milligrams; all NULL when not given).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_food')
    .addColumn('product_id', 'text', (c) => c.primaryKey().references('product.id').onDelete('cascade'))
    .addColumn('ingredients', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('allergens', 'text')
    .addColumn('may_contain', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('storage', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('energy_kj', 'integer')
    .addColumn('energy_kcal', 'integer')
    .addColumn('fat_mg', 'integer')
    .addColumn('saturates_mg', 'integer')
    .addColumn('carbohydrate_mg', 'integer')
    .addColumn('sugars_mg', 'integer')
    .addColumn('protein_mg', 'integer')
    .addColumn('salt_mg', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_food').execute();
}
