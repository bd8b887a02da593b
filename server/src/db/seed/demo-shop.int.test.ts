import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/harness';
import { seedDemoShopIfEmpty } from './demo-shop';

let t: TestDb;
const mediaDir = path.join(os.tmpdir(), `larder-demo-test-${process.pid}`);
let seeded: boolean;

beforeAll(async () => {
  t = await createTestDb();
  seeded = await seedDemoShopIfEmpty(t.db, { mediaDir, images: false });
});
afterAll(async () => {
  await t.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('seedDemoShop', () => {
  it('seeds an empty store once', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoShopIfEmpty(t.db, { mediaDir, images: false })).toBe(false);
    const business = await t.db.selectFrom('business').selectAll().execute();
    expect(business).toHaveLength(1);
    expect(business[0]).toMatchObject({ id: 'BS-00001', city: 'London' });
    expect(business[0]?.zipcode.startsWith('E1')).toBe(true);
  });

  it('builds a three-level category tree with images', async () => {
    const cats = await t.db
      .selectFrom('category')
      .select(['id', 'parent_id', 'route', 'level', 'image', 'mobile_image', 'default_view'])
      .execute();
    expect(cats.filter((c) => c.level === 1).length).toBeGreaterThanOrEqual(8);
    expect(cats.some((c) => c.level === 3)).toBe(true);
    for (const c of cats) {
      expect(c.id).toMatch(/^CAT-\d{5}$/);
      expect(c.image).toMatch(/^\/media\/categories\/[a-z0-9-]+-640\.webp$/);
      expect(c.mobile_image).toMatch(/-320\.webp$/);
      if (c.level === 1) expect(['Grid View', 'List View']).toContain(c.default_view);
    }
    expect(cats.find((c) => c.route === 'meat/chicken/boneless')?.level).toBe(3);
  });

  it('puts every product in one leaf category with an image', async () => {
    const products = await t.db.selectFrom('product').select(['id', 'route']).execute();
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(products.map((p) => p.route)).size).toBe(products.length);

    const cats = await t.db.selectFrom('category').select(['id', 'parent_id']).execute();
    const parents = new Set(cats.map((c) => c.parent_id));
    const links = await t.db.selectFrom('product_category').select(['product_id', 'category_id', 'is_primary']).execute();
    const linked = new Map(links.map((l) => [l.product_id, l.category_id]));
    expect(links.length).toBe(products.length);
    for (const p of products) {
      const cat = linked.get(p.id);
      expect(cat, p.route).toBeDefined();
      expect(parents.has(cat ?? null), p.route).toBe(false);
    }

    const images = await t.db.selectFrom('product_image').select(['product_id', 'url', 'is_primary']).execute();
    const withImage = new Map(images.map((i) => [i.product_id, i]));
    for (const p of products) {
      expect(withImage.get(p.id)?.url, p.route).toBe(`/media/products/${p.route}`);
      expect(withImage.get(p.id)?.is_primary).toBe(1);
    }
  });

  it('links brands with logos', async () => {
    const brands = await t.db.selectFrom('brand').select(['id', 'route', 'logo']).execute();
    expect(brands.length).toBeGreaterThanOrEqual(12);
    for (const b of brands) expect(b.logo).toBe(`/media/brands/${b.route}.svg`);
    const branded = await t.db.selectFrom('product').select('id').where('brand_id', 'is not', null).execute();
    expect(branded.length).toBeGreaterThan(200);
  });

  it('has out of stock, untracked and attribute-tracked products with sold out variants', async () => {
    const rows = await t.db.selectFrom('product').select(['id', 'inventory_method', 'stock']).execute();
    expect(rows.filter((r) => r.inventory_method === 'Track Inventory' && r.stock === 0).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.inventory_method === 'Dont Track Inventory').length).toBeGreaterThan(0);
    const byAttr = rows.filter((r) => r.inventory_method === 'Track Inventory By Product Attributes').map((r) => r.id);
    expect(byAttr.length).toBeGreaterThan(0);

    const variants = await t.db.selectFrom('product_variant').select(['product_id', 'stock']).execute();
    const withVariants = new Set(variants.map((v) => v.product_id));
    for (const id of byAttr) expect(withVariants.has(id), id).toBe(true);
    expect(variants.some((v) => v.stock === 0)).toBe(true);

    const options = await t.db
      .selectFrom('product_attribute_option')
      .select(['product_id', 'option_value', 'price_adjustment', 'is_pre_selected'])
      .where('product_id', 'in', byAttr)
      .execute();
    expect(options.some((o) => o.option_value === 'Boneless' && o.price_adjustment > 0)).toBe(true);
    expect(options.some((o) => o.option_value === '1 kg' && o.price_adjustment > 0)).toBe(true);
    expect(options.filter((o) => o.is_pre_selected === 1).length).toBeGreaterThanOrEqual(byAttr.length);
  });
});
