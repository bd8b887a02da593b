import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../test/harness';
import { anonymousCtx } from '../../ctx';
import { buildProducts, insertProducts, type ProductRows, seedCategory, seedProduct, seedTaxClasses } from '../../db/seed/factories';
import { livePageQuery, pageWithDefinitionQuery } from './product-details';
import { relatedCopyOutOfStep } from './related-copy';
import { relatedProductsQuery } from './related-products';

let t: TestApp;
const rice: ProductRows[] = [];
const imported: ProductRows[] = [];

/** The ranking rule, written out: active others of the category, most popular first, then by id; eight. */
function expectedRelated(pool: ProductRows[], of: ProductRows): string[] {
  return pool
    .filter((p) => p.product.id !== of.product.id && p.product.is_active === 1)
    .sort((a, b) => b.product.popularity - a.product.popularity || (a.product.id < b.product.id ? -1 : 1))
    .slice(0, 8)
    .map((p) => p.product.route);
}

async function relatedRoutes(route: string): Promise<string[]> {
  const res = await t.call('get_product_details', { route });
  expect(res.status).toBe(200);
  return res.body.message.related_products.map((r: { route: string }) => r.route);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  await seedTaxClasses(db);
  const grains = await seedCategory(db, { name: 'Rice' });
  const flour = await seedCategory(db, { name: 'Flour' });
  const other = await seedCategory(db, { name: 'Drinks' });
  // Ties and an inactive favourite, so the order by popularity then id and the filters all show.
  const pops = [40, 900, 40, 0, 300, 40, 0, 900, 5, 300, 0, 12];
  for (const [i, popularity] of pops.entries())
    rice.push(await seedProduct(db, { name: `Basmati ${i}`, route: `basmati-${i}`, price: 300, category_ids: [grains.id], popularity }));
  rice.push(
    await seedProduct(db, { name: 'Retired rice', route: 'retired-rice', price: 300, category_ids: [grains.id], popularity: 5000 }),
  );
  await db.updateTable('product').set({ is_active: 0 }).where('route', '=', 'retired-rice').execute();
  rice[rice.length - 1]!.product.is_active = 0;
  await seedProduct(db, { name: 'Mango juice', route: 'mango-juice', price: 200, category_ids: [other.id], popularity: 9999 });
  // An imported catalogue: every popularity 0, so the order is the ids'.
  for (let i = 0; i < 11; i++)
    imported.push(await seedProduct(db, { name: `Atta ${i}`, route: `atta-${i}`, price: 400, category_ids: [flour.id] }));
});

afterAll(async () => {
  await t.close();
});

describe('related products', () => {
  it('are the most popular active others of the primary category, ties by id', async () => {
    for (const p of [rice[0]!, rice[1]!, rice[3]!, rice[11]!]) {
      const routes = await relatedRoutes(p.product.route);
      expect(routes).toHaveLength(8);
      expect(routes).toEqual(expectedRelated(rice, p));
    }
    expect(await relatedRoutes('basmati-1')).toEqual([
      'basmati-7',
      'basmati-4',
      'basmati-9',
      'basmati-0',
      'basmati-2',
      'basmati-5',
      'basmati-11',
      'basmati-8',
    ]);
  });

  it('on an imported catalogue (every popularity 0) are the first others by id', async () => {
    expect(await relatedRoutes('atta-0')).toEqual(['atta-1', 'atta-2', 'atta-3', 'atta-4', 'atta-5', 'atta-6', 'atta-7', 'atta-8']);
    expect(await relatedRoutes('atta-4')).toEqual(expectedRelated(imported, imported[4]!));
  });

  it.runIf(TEST_DIALECT === 'sqlite')(
    'read the first index entries of the category on SQLite: no sort, no walk of the catalogue (the page query too)',
    async () => {
      const ctx = anonymousCtx(t.state, t.state.log);
      for (const q of [
        relatedProductsQuery(t.db.db, 'CAT-X', rice[0]!.product.id).compile(),
        livePageQuery.compile(ctx, 'basmati-0'),
        pageWithDefinitionQuery.compile(ctx, 'basmati-0'),
      ]) {
        const plan = await t.db.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]));
        const lines = plan.rows.map((r) => r.detail);
        expect(lines).toContain('SEARCH pc USING COVERING INDEX product_category_related (category_id=? AND product_is_active=?)');
        expect(lines.join('\n')).not.toMatch(/product_active_popularity_id|SCAN (p|pc|q)\b/);
        // The only sort by ORDER BY is of the product's own categories (to find its primary one);
        // the eight cards' JSON array sorts its eight rows (json_group_array(ORDER BY)).
        const sorts = lines.filter((d, i) => d === 'USE TEMP B-TREE FOR ORDER BY' && !lines[i - 1]!.startsWith('SEARCH c USING INDEX'));
        expect(sorts).toEqual([]);
      }
    },
  );

  it('stay right when a category sits at the end of an imported catalogue (every popularity 0, categories in id order)', async () => {
    const db = t.db.db;
    const first = await seedCategory(db, { name: 'Pulses' });
    const last = await seedCategory(db, { name: 'Spices' });
    const pulses = Array.from({ length: 300 }, (_, i) => ({ name: `Dal ${i}`, route: `dal-${i}`, price: 100, category_ids: [first.id] }));
    await insertProducts(db, await buildProducts(db, pulses));
    const spices = await buildProducts(
      db,
      Array.from({ length: 10 }, (_, i) => ({ name: `Jeera ${i}`, route: `jeera-${i}`, price: 100, category_ids: [last.id] })),
    );
    await insertProducts(db, spices);
    expect(await relatedRoutes('jeera-9')).toEqual(expectedRelated(spices, spices[9]!));
    expect(await relatedRoutes('jeera-0')).toEqual(spices.slice(1, 9).map((p) => p.product.route));
  });
});

describe('the copy of is_active and popularity in product_category', () => {
  it('follows any update of a product, and a new category row takes its product’s values', async () => {
    const db = t.db.db;
    // A hand-written update, not a console path: the database keeps the copy, not the callers.
    await db.updateTable('product').set({ popularity: 7000 }).where('route', '=', 'basmati-3').execute();
    await db.updateTable('product').set({ is_active: 0 }).where('route', '=', 'basmati-1').execute();
    await db.updateTable('product').set({ is_active: 1, popularity: 6000 }).where('route', '=', 'retired-rice').execute();
    const drinks = await db.selectFrom('category').select('id').where('name', '=', 'Drinks').executeTakeFirstOrThrow();
    await db.insertInto('product_category').values({ product_id: rice[3]!.product.id, category_id: drinks.id, is_primary: 0 }).execute();
    expect(await relatedCopyOutOfStep(db)).toEqual([]);
    const copy = await db
      .selectFrom('product_category')
      .select(['product_is_active', 'product_popularity'])
      .where('product_id', '=', rice[3]!.product.id)
      .execute();
    expect(copy).toEqual([
      { product_is_active: 1, product_popularity: 7000 },
      { product_is_active: 1, product_popularity: 7000 },
    ]);
    await t.state.cache.bump(db, 'catalog');
    const routes = await relatedRoutes('basmati-0');
    expect(routes.slice(0, 3)).toEqual(['basmati-3', 'retired-rice', 'basmati-7']);
    expect(routes).not.toContain('basmati-1');
  });
});
