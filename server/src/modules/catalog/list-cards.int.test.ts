import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { anonymousCtx } from '../../ctx';
import { seedCategory, seedProduct, seedTaxClasses } from '../../db/seed/factories';
import { listProductsJson, loadListProducts } from './product-cards';

let t: TestApp;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  await seedTaxClasses(db);
  const lamb = await seedCategory(db, { name: 'Lamb' });
  const rows = [
    await seedProduct(db, { name: 'Lamb Chops £/kg', price: 899, stock: 4, category_ids: [lamb.id] }),
    await seedProduct(db, { name: 'Lamb Neck', price: 650, stock: 0, category_ids: [lamb.id] }),
    await seedProduct(db, { name: 'Held Back', price: 700, stock: 9, disable_add_to_cart: 1, category_ids: [lamb.id] }),
    await seedProduct(db, {
      name: 'Curry Pieces',
      price: 750,
      category_ids: [lamb.id],
      attributes: [{ name: 'Weight', options: [{ value: '500 g' }, { value: '1 kg', price_adjustment: 650 }] }],
      default_variant_stock: 3,
    }),
    await seedProduct(db, { name: 'Retired', price: 500, is_active: 0, category_ids: [lamb.id] }),
  ];
  ids.push(...rows.map((r) => r.product.id));
  // One combination disabled: its stock is not the product's.
  const variant = await db
    .selectFrom('product_variant')
    .select('id')
    .where('product_id', '=', ids[3]!)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('product_variant').set({ disabled: 1 }).where('id', '=', variant.id).execute();
});
afterAll(() => t.close());

describe('list cards serialised (search pages)', () => {
  it('are exactly the list cards as objects would serialise: order kept, live stock, inactive and unknown left out', async () => {
    const ctx = anonymousCtx(t.state, t.state.log);
    const wanted = [ids[3]!, 'ITEM-NONE', ...ids];
    const objects = await loadListProducts(ctx, wanted);
    expect(objects.map((p) => p.item)).toEqual(['Curry Pieces', 'Lamb Chops £/kg', 'Lamb Neck', 'Held Back', 'Curry Pieces']);
    expect(objects[0]).toMatchObject({ stock: 3, in_stock: true });
    expect(objects[3]).toMatchObject({ stock: 9, in_stock: false });
    const first = await listProductsJson(ctx, wanted);
    expect(first.body.toString('utf8')).toBe(JSON.stringify({ message: objects }));
    // Again, from the serialised cards kept, after a stock change.
    await t.db.db.updateTable('product').set({ stock: 1 }).where('id', '=', ids[0]!).execute();
    await t.state.cache.bump(t.db.db, 'stock');
    const again = await listProductsJson(ctx, wanted);
    expect(again.body.toString('utf8')).toBe(JSON.stringify({ message: await loadListProducts(ctx, wanted) }));
    expect(again.body.toString('utf8')).toContain('"stock":1,"in_stock":true');
  });

  it('keep their stock until a stock write bumps the stock version (orders) or the catalogue version (the console)', async () => {
    const ctx = anonymousCtx(t.state, t.state.log);
    const stockOfFirst = async () => (await loadListProducts(ctx, [ids[0]!]))[0]!.stock;
    await t.db.db.updateTable('product').set({ stock: 5 }).where('id', '=', ids[0]!).execute();
    await t.state.cache.bump(t.db.db, 'stock');
    expect(await stockOfFirst()).toBe(5);
    // A write that bumps nothing (no writer of Larder's does) is not seen: the stock is kept.
    await t.db.db.updateTable('product').set({ stock: 6 }).where('id', '=', ids[0]!).execute();
    expect(await stockOfFirst()).toBe(5);
    await t.state.cache.bump(t.db.db, 'catalog');
    expect(await stockOfFirst()).toBe(6);
    await t.db.db.updateTable('product').set({ stock: 0 }).where('id', '=', ids[0]!).execute();
    await t.state.cache.bump(t.db.db, 'stock');
    expect(await loadListProducts(ctx, [ids[0]!])).toMatchObject([{ stock: 0, in_stock: false }]);
  });
});
