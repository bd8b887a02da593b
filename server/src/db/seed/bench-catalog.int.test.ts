import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/harness';
import { seedBenchCatalog } from './bench-catalog';
import { seedDemoShop } from './demo-shop';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  await seedDemoShop(t.db, { mediaDir: path.join(os.tmpdir(), 'larder-bench-test-unused'), images: false });
});
afterAll(() => t.drop());

const activeCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('product')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seedBenchCatalog', () => {
  it('adds N active products, each in a leaf category, with realistic names and demo images', async () => {
    const before = await activeCount();
    const progress: [number, number][] = [];
    await seedBenchCatalog(t.db, { products: 2000, onProgress: (done, total) => progress.push([done, total]) });
    expect(await activeCount()).toBe(before + 2000);
    expect(progress.at(-1)).toEqual([2000, 2000]);

    const added = await t.db
      .selectFrom('product')
      .leftJoin('product_category', 'product_category.product_id', 'product.id')
      .leftJoin('product_image', 'product_image.product_id', 'product.id')
      .select(['product.id', 'product.name', 'product.inventory_method', 'product_category.category_id', 'product_image.url'])
      .orderBy('product.id', 'desc')
      .limit(2000)
      .execute();
    expect(added).toHaveLength(2000);
    const parents = new Set((await t.db.selectFrom('category').select('parent_id').execute()).map((c) => c.parent_id));
    const demoImages = new Set(
      (
        await t.db
          .selectFrom('product_image')
          .select('url')
          .where('product_id', '<=', `ITEM-${String(before).padStart(5, '0')}`)
          .execute()
      ).map((i) => i.url),
    );
    for (const p of added) {
      expect(p.category_id, p.name).toBeTruthy();
      expect(parents.has(p.category_id ?? null), p.name).toBe(false);
      expect(demoImages.has(p.url ?? ''), p.name).toBe(true);
      expect(p.name).toMatch(/^[A-Z0-9].+/);
    }
    const methods = new Set(added.map((p) => p.inventory_method));
    expect(methods).toEqual(new Set(['Track Inventory', 'Dont Track Inventory', 'Track Inventory By Product Attributes']));
  });
});
