import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../test/harness';
import { anonymousCtx } from '../../ctx';
import { seedBrand, seedCategory, seedProduct, seedTaxClasses } from '../../db/seed/factories';
import { getCategoryTree } from '../catalog/category-tree';
import { activeProducts, categoryPathNames, loadDocs, OUT_OF_STOCK_QUERIES, outOfStockIds } from './search-docs';

let t: TestApp;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  await seedTaxClasses(db);
  const meat = await seedCategory(db, { name: 'Meat' });
  const lamb = await seedCategory(db, { name: 'Lamb', parent: meat });
  const chops = await seedCategory(db, { name: 'Chops', parent: lamb });
  const hidden = await seedCategory(db, { name: 'Hidden', is_active: 0 });
  const under = await seedCategory(db, { name: 'Under Hidden', parent: hidden });
  const off = await seedCategory(db, { name: 'Off', parent: meat, is_active: 0 });
  ids.push(meat.id, lamb.id, chops.id, hidden.id, under.id, off.id, 'CAT-NONE');
});
afterAll(() => t.close());

describe('category names in search documents', () => {
  it('are the category tree path names, empty under an inactive category', async () => {
    const ctx = anonymousCtx(t.state, t.state.log);
    const tree = await getCategoryTree(ctx);
    const pathNames = await categoryPathNames(ctx);
    expect(ids.map((id) => pathNames(id))).toEqual(ids.map((id) => tree.path(id).map((c) => c.name)));
    expect(pathNames(ids[2]!)).toEqual(['Meat', 'Lamb', 'Chops']);
    expect(pathNames(ids[4]!)).toEqual([]);
  });
});

describe('out-of-stock products for the search index', () => {
  const sizes = [{ name: 'Size', options: [{ value: 'Small' }, { value: 'Large' }] }];

  it('are the active ones tracked at 0, refused for the cart, or with every enabled combination at 0', async () => {
    const db = t.db.db;
    const seed = async (name: string, input: Partial<Parameters<typeof seedProduct>[1]>) =>
      (await seedProduct(db, { name, price: 100, ...input })).product.id;
    const out = [
      await seed('Tracked at 0', { stock: 0 }),
      await seed('Refused for the cart', { stock: 9, disable_add_to_cart: 1 }),
      await seed('Combinations at 0', { attributes: sizes, default_variant_stock: 0 }),
      await seed('Untracked but refused', { inventory_method: 'Dont Track Inventory', disable_add_to_cart: 1 }),
    ];
    await seed('Tracked with stock', { stock: 3 });
    await seed('Inactive at 0', { stock: 0, is_active: 0 });
    await seed('Untracked at 0', { inventory_method: 'Dont Track Inventory', stock: 0 });
    await seed('One combination left', { attributes: sizes, default_variant_stock: 0, variant_stock: { Large: 2 } });
    const onlyDisabled = await seed('Stock only in a disabled combination', {
      attributes: sizes,
      default_variant_stock: 0,
      variant_stock: { Large: 5 },
    });
    await db.updateTable('product_variant').set({ disabled: 1 }).where('product_id', '=', onlyDisabled).where('stock', '=', 5).execute();
    out.push(onlyDisabled);

    const ctx = anonymousCtx(t.state, t.state.log);
    expect((await outOfStockIds(ctx)).sort()).toEqual(out.sort());
    // A sale takes the last one, a delivery brings one back: read again, the answer follows.
    const restocked = out[0]!;
    await db.updateTable('product').set({ stock: 4 }).where('id', '=', restocked).execute();
    expect((await outOfStockIds(ctx)).sort()).toEqual(out.filter((id) => id !== restocked).sort());
  });

  it('are read through the partial indexes, not a pass over the catalogue', async () => {
    const plans = await t.db.db.connection().execute(async (db) => {
      // PostgreSQL would rather read a table of a few test rows whole: forbid that, so the plan
      // shows whether the index can answer at all (its condition implied by the query's).
      if (TEST_DIALECT === 'postgres') await sql`set enable_seqscan = off`.execute(db);
      try {
        const out: string[] = [];
        for (const q of OUT_OF_STOCK_QUERIES) {
          const rows = (
            await sql.raw<Record<string, unknown>>(`${TEST_DIALECT === 'sqlite' ? 'explain query plan' : 'explain'} ${q}`).execute(db)
          ).rows;
          out.push(rows.map((r) => String(r.detail ?? r['QUERY PLAN'])).join('\n'));
        }
        return out;
      } finally {
        if (TEST_DIALECT === 'postgres') await sql`reset enable_seqscan`.execute(db);
      }
    });
    expect(plans[0]).toContain('product_out_of_stock');
    expect(plans[1]).toContain('product_stock_by_variant');
  });
});

describe('the products the search index is built from', () => {
  it.runIf(TEST_DIALECT === 'sqlite')(
    'are read by a scan of the product table on SQLite, not a lookup per product through an index',
    async () => {
      const q = activeProducts(anonymousCtx(t.state, t.state.log)).compile();
      const plan = (
        await t.db.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]))
      ).rows.map((r) => r.detail);
      expect(plan[0]).toMatch(/^SCAN p\b/);
      expect(plan.join('\n')).not.toContain('product_active_popularity_id');
    },
  );
});

describe('the search documents', () => {
  it('are the active products, each with its brand, category names, tags, popularity and stock', async () => {
    const db = t.db.db;
    const brand = await seedBrand(db, { name: 'Moorland Meats' });
    const poultry = await seedCategory(db, { name: 'Poultry' });
    const thighs = await seedCategory(db, { name: 'Thighs', parent: poultry });
    const a = await seedProduct(db, {
      name: 'Docs Chicken Thighs',
      price: 499,
      brand_id: brand.id,
      category_ids: [thighs.id],
      tags: ['bbq', 'halal'],
      popularity: 7,
      stock: 5,
    });
    const b = await seedProduct(db, { name: 'Docs Plain Rice', price: 199, stock: 0 });
    const c = await seedProduct(db, { name: 'Docs Gone', price: 100, is_active: 0 });
    const docs = new Map((await loadDocs(anonymousCtx(t.state, t.state.log))).map((d) => [d.id, d]));
    expect(docs.get(a.product.id)).toEqual({
      id: a.product.id,
      name: 'Docs Chicken Thighs',
      brand: 'Moorland Meats',
      categories: ['Poultry', 'Thighs'],
      tags: 'bbq halal',
      popularity: 7,
      inStock: true,
    });
    expect(docs.get(b.product.id)).toEqual({
      id: b.product.id,
      name: 'Docs Plain Rice',
      brand: '',
      categories: [],
      tags: '',
      popularity: 0,
      inStock: false,
    });
    expect(docs.has(c.product.id)).toBe(false);
  });
});
