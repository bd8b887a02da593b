import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../test/harness';
import { anonymousCtx } from '../../ctx';
import { seedBrand, seedCategory, seedProduct, seedTaxClasses } from '../../db/seed/factories';
import { listingQuery } from './listing';

let t: TestApp;
let lamb: Awaited<ReturnType<typeof seedCategory>>;
let chops: Awaited<ReturnType<typeof seedCategory>>;
let brandId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  await seedTaxClasses(db);
  lamb = await seedCategory(db, { name: 'Lamb' });
  chops = await seedCategory(db, { name: 'Chops', parent: lamb });
  const other = await seedCategory(db, { name: 'Drinks' });
  brandId = (await seedBrand(db, { name: 'Hill Farm' })).id;
  // Ties, a product in the category and its child (listed once), an inactive one and one elsewhere.
  const rows: [string, number, string[]][] = [
    ['loin', 40, [lamb.id]],
    ['shank', 900, [lamb.id]],
    ['cutlet', 40, [lamb.id, chops.id]],
    ['rack', 0, [chops.id]],
    ['mince', 300, [lamb.id]],
  ];
  for (const [route, popularity, category_ids] of rows)
    await seedProduct(db, { name: route, route, price: 500, popularity, category_ids, brand_id: brandId });
  await seedProduct(db, { name: 'retired', route: 'retired', price: 500, popularity: 5000, category_ids: [lamb.id], brand_id: brandId });
  await db.updateTable('product').set({ is_active: 0 }).where('route', '=', 'retired').execute();
  await seedProduct(db, { name: 'juice', route: 'juice', price: 200, popularity: 9999, category_ids: [other.id] });
});
afterAll(() => t.close());

const routes = async (res: Promise<{ status: number; body: { message: { products: { route: string }[] } } }>) => {
  const r = await res;
  expect(r.status).toBe(200);
  return r.body.message.products.map((p) => p.route);
};

describe('category and brand listings', () => {
  it('list a category with its children, active products once each, most popular first then by id', async () => {
    const listed = await routes(t.call('get_category_products', { route: lamb.route, page_len: 20 }));
    expect(listed.slice(0, 2)).toEqual(['shank', 'mince']);
    expect([...listed].sort()).toEqual(['cutlet', 'loin', 'mince', 'rack', 'shank']);
    expect(listed.at(-1)).toBe('rack');
    const byName = await routes(t.call('get_category_products', { route: lamb.route, page_len: 20, sort_by: 'name_asc' }));
    expect(byName).toEqual(['cutlet', 'loin', 'mince', 'rack', 'shank']);
  });

  it.runIf(TEST_DIALECT === 'sqlite')(
    'find a category’s or a brand’s products by its index on SQLite, not by walking the catalogue in popularity order',
    async () => {
      const ctx = anonymousCtx(t.state, t.state.log);
      const planOf = async (q: CompiledQuery) =>
        (await t.db.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]))).rows
          .map((r) => r.detail)
          .join('\n');
      const category = await planOf(listingQuery(ctx, { categoryIds: [lamb.id, chops.id] }, {}, 'popularity', null).compile());
      expect(category).toContain('product_category_related');
      expect(category).not.toContain('product_active_popularity_id');
      const brand = await planOf(listingQuery(ctx, { brandId }, {}, 'popularity', null).compile());
      expect(brand).toContain('product_brand');
      expect(brand).not.toContain('product_active_popularity_id');
    },
  );
});
