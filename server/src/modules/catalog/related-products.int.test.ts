import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../test/harness';
import { type ProductRows, seedCategory, seedProduct, seedTaxClasses } from '../../db/seed/factories';
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

  it.runIf(TEST_DIALECT === 'sqlite')('walk an index in their order on SQLite, never sorting the catalogue', async () => {
    const q = relatedProductsQuery(t.db.db, 'CAT-X', rice[0]!.product.id).compile();
    const plan = await t.db.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]));
    const details = plan.rows.map((r) => r.detail);
    expect(details.join('\n')).toContain('product_active_popularity_id');
    expect(details.some((d) => /TEMP B-TREE|SCAN p\b/.test(d))).toBe(false);
  });
});
