import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../test/harness';
import { anonymousCtx } from '../../ctx';
import { seedBrand, seedCategory, seedProduct, seedTaxClasses } from '../../db/seed/factories';
import { listingQuery } from './listing';

let t: TestApp;
let lamb: Awaited<ReturnType<typeof seedCategory>>;
let chops: Awaited<ReturnType<typeof seedCategory>>;
let brandId: string;
let drinks: Awaited<ReturnType<typeof seedCategory>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  await seedTaxClasses(db);
  lamb = await seedCategory(db, { name: 'Lamb' });
  chops = await seedCategory(db, { name: 'Chops', parent: lamb });
  drinks = await seedCategory(db, { name: 'Drinks' });
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
  await seedProduct(db, { name: 'juice', route: 'juice', price: 200, popularity: 9999, category_ids: [drinks.id] });
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

  it('list a category unfiltered by popularity as the general query does: the same products, the same order', async () => {
    const db = t.db.db;
    // More ties, a product moved up after it was listed, and one retired after it was listed.
    for (const [route, popularity] of [
      ['neck', 40],
      ['breast', 40],
      ['leg', 7],
    ] as const)
      await seedProduct(db, { name: route, route, price: 500, popularity, category_ids: [chops.id, lamb.id] });
    await db.updateTable('product').set({ popularity: 950 }).where('route', '=', 'rack').execute();
    await db.updateTable('product').set({ is_active: 0 }).where('route', '=', 'leg').execute();
    await t.state.cache.bump(db, 'catalog');
    const unfiltered = await routes(t.call('get_category_products', { route: lamb.route, page_len: 50, sort_by: 'popularity' }));
    // min_price 0 filters nothing but takes the general query over product rows.
    const general = await routes(t.call('get_category_products', { route: lamb.route, page_len: 50, min_price: 0 }));
    expect(unfiltered).toEqual(general);
    expect(unfiltered.slice(0, 3)).toEqual(['rack', 'shank', 'mince']);
    expect([...unfiltered].sort()).toEqual(['breast', 'cutlet', 'loin', 'mince', 'neck', 'rack', 'shank']);
    const ctx = anonymousCtx(t.state, t.state.log);
    const ids = (await listingQuery(ctx, { categoryIds: [lamb.id, chops.id] }, {}, 'relevance', null).execute()).map((r) => r.id);
    expect(ids).toHaveLength(7);
  });

  it.runIf(TEST_DIALECT === 'sqlite')(
    'find a category’s or a brand’s products by its index on SQLite, not by walking the catalogue in popularity order',
    async () => {
      const ctx = anonymousCtx(t.state, t.state.log);
      const planOf = async (q: CompiledQuery) =>
        (await t.db.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]))).rows
          .map((r) => r.detail)
          .join('\n');
      const category = await planOf(
        listingQuery(ctx, { categoryIds: [lamb.id, chops.id] }, { min_price: 1 }, 'popularity', null).compile(),
      );
      expect(category).toContain('product_category_related');
      expect(category).not.toContain('product_active_popularity_id');
      // Unfiltered, the category's own index answers alone: no product row is read.
      const unfiltered = await planOf(listingQuery(ctx, { categoryIds: [lamb.id, chops.id] }, {}, 'popularity', null).compile());
      expect(unfiltered.split('\n').filter((step) => !step.startsWith('USE TEMP B-TREE'))).toEqual([
        expect.stringMatching(/^SEARCH pc USING COVERING INDEX product_category_related /),
      ]);
      const brand = await planOf(listingQuery(ctx, { brandId }, {}, 'popularity', null).compile());
      expect(brand).toContain('product_brand');
      expect(brand).not.toContain('product_active_popularity_id');
    },
  );

  it.runIf(TEST_DIALECT === 'postgres')(
    "estimates a category's products from PostgreSQL's statistics, so a big category is not probed product by product",
    async () => {
      const db = t.db.db;
      // 2,000 more products in the child category, 1,000 elsewhere: a category of two thirds of the shop.
      await sql`insert into product select (jsonb_populate_record(null::product, to_jsonb(p)
          || jsonb_build_object('id', 'PLAN-' || g, 'route', 'plan-' || g, 'price', g))).*
        from product p, generate_series(1, 3000) g where p.route = 'loin'`.execute(db);
      await sql`insert into product_category (product_id, category_id, is_primary)
        select 'PLAN-' || g, case when g <= 2000 then ${chops.id} else ${lamb.id} end, 1 from generate_series(1, 3000) g`.execute(db);
      await sql`analyze product`.execute(db);
      await sql`analyze product_category`.execute(db);
      const ctx = anonymousCtx(t.state, t.state.log);
      const query = listingQuery(ctx, { categoryIds: [chops.id] }, {}, 'price_asc', null).compile();
      const listed = (await db.executeQuery(query)).rows.length;
      expect(listed).toBeGreaterThan(2000);
      const [{ 'QUERY PLAN': plan }] = (
        await db.executeQuery<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
          CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
        )
      ).rows as [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }];
      // With `+p.is_active` the estimate was 0.5 % of the active products (about 15 here).
      expect(plan[0].Plan['Plan Rows']).toBeGreaterThan(listed / 2);
    },
  );

  it.runIf(TEST_DIALECT === 'postgres')(
    'lists a small category on PostgreSQL by key: the same products in the same order as the join, without reading every product',
    async () => {
      // After the test above: 3,000 more products, most of them in these two categories.
      const ctx = anonymousCtx(t.state, t.state.log);
      const retired = (await t.db.db.selectFrom('product').select('id').where('route', '=', 'retired').executeTakeFirstOrThrow()).id;
      for (const sort of ['name_asc', 'price_desc', 'newest', 'popularity'] as const)
        for (const f of [{}, { in_stock: true }, { min_price: 10, max_price: 1500 }, { brands: [brandId] }]) {
          const brands = f.brands ?? null;
          const join = (
            await listingQuery(ctx, { categoryIds: [lamb.id, chops.id], categorySize: 100_000 }, f, sort, brands).execute()
          ).map((r) => r.id);
          const byKey = (await listingQuery(ctx, { categoryIds: [lamb.id, chops.id], categorySize: 1 }, f, sort, brands).execute()).map(
            (r) => r.id,
          );
          expect(byKey.length).toBeGreaterThan(0);
          expect(byKey).toEqual(join);
          expect(byKey).not.toContain(retired);
        }
      const all = await listingQuery(ctx, { categoryIds: [lamb.id, chops.id], categorySize: 1 }, {}, 'name_asc', null).execute();
      expect(all.length).toBeGreaterThan(3000);

      // 200 of the products in a small category too: as a join, PostgreSQL would read every product for them.
      await sql`insert into product_category (product_id, category_id, is_primary)
        select 'PLAN-' || g, ${drinks.id}, 0 from generate_series(1, 200) g`.execute(t.db.db);
      await sql`analyze product_category`.execute(t.db.db);
      const small = listingQuery(ctx, { categoryIds: [drinks.id], categorySize: 201 }, {}, 'price_asc', null).compile();
      expect((await t.db.db.executeQuery(small)).rows).toHaveLength(201);
      const plan = (
        await t.db.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${small.sql}`, [...small.parameters]))
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain('Index Scan using product_pkey');
      expect(plan).not.toMatch(/Seq Scan on product(?!_)/);
    },
  );
});
