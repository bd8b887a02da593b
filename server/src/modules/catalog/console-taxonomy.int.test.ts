import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { seedBrand, seedCategory, seedProduct, seedStaff, seedTaxClasses } from '../../db/seed/factories';

const media = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-taxonomy-media-'));
let t: TestApp;
let manager: string;
let picker: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ config: { MEDIA_DIR: media } });
  await seedTaxClasses(t.db.db);
  const meat = await seedCategory(t.db.db, { name: 'Meat', display_order: 0 });
  const fish = await seedCategory(t.db.db, { name: 'Fish', display_order: 1 });
  const veg = await seedCategory(t.db.db, { name: 'Veg', display_order: 2 });
  const chicken = await seedCategory(t.db.db, { name: 'Chicken', parent: meat });
  const wings = await seedCategory(t.db.db, { name: 'Wings', parent: chicken });
  Object.assign(ids, { meat: meat.id, fish: fish.id, veg: veg.id, chicken: chicken.id, wings: wings.id });
  await seedProduct(t.db.db, { name: 'Hot Wings', route: 'hot-wings', price: 399, category_ids: [wings.id] });
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
  picker = (await seedStaff(t.db.db, { role: 'picker' })).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(media, { recursive: true, force: true });
});

const call = (name: string, payload: unknown, token = manager) => t.call(name, payload, { token });
const ok = async (name: string, payload: unknown) => {
  const res = await call(name, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message;
};
const tree = async () =>
  (await ok('admin_category_tree', {})) as {
    name: string;
    route: string;
    level: number;
    display_order: number;
    products_count: number;
    is_active: number;
  }[];
const routes = async () => (await tree()).map((c) => c.route);
const jpeg = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#3c8a2e' } })
    .jpeg()
    .toBuffer()
    .then((b) => `data:image/jpeg;base64,${b.toString('base64')}`);

describe('categories', () => {
  it('lists every category depth first with counts; pickers may not', async () => {
    expect(await routes()).toEqual(['meat', 'meat/chicken', 'meat/chicken/wings', 'fish', 'veg']);
    expect((await tree()).find((c) => c.route === 'meat/chicken/wings')).toMatchObject({ level: 3, products_count: 1 });
    expect((await call('admin_category_tree', {}, picker)).status).toBe(403);
  });

  it('creates a category under a parent, with an uploaded tile in the storefront sizes', async () => {
    const c = await ok('admin_save_category', {
      category_name: 'Lamb & Mutton',
      parent: ids.meat,
      image_data: await jpeg(),
      default_view: 'List View',
    });
    ids.lamb = c.name;
    expect(c).toMatchObject({
      route: 'meat/lamb-and-mutton',
      slug: 'lamb-and-mutton',
      level: 2,
      parent: ids.meat,
      default_view: 'List View',
      is_active: 1,
      display_order: 1,
    });
    expect(c.image).toMatch(/^\/media\/categories\/uploads\/lamb-and-mutton-[\w-]+-640\.webp$/);
    expect(c.mobile_image).toBe(c.image.replace('-640.webp', '-320.webp'));
    const meta = await sharp(path.join(media, c.image.slice('/media/'.length))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 640]);
    // The storefront's tree shows it (cache bumped).
    const shop = (await t.call('get_parent_categories', {})).body.message;
    expect(shop[0].child.map((x: { route: string }) => x.route)).toContain('meat/lamb-and-mutton');
  });

  it('moves a category with everything below it: routes and levels follow', async () => {
    const moved = await ok('admin_save_category', { name: ids.chicken, category_name: 'Poultry', slug: 'poultry', parent: ids.fish });
    expect(moved.route).toBe('fish/poultry');
    const all = await tree();
    expect(all.find((c) => c.name === ids.wings)).toMatchObject({ route: 'fish/poultry/wings', level: 3 });
    // Back to the top level: one level up for everything.
    await ok('admin_save_category', { name: ids.chicken, category_name: 'Chicken', slug: 'chicken', parent: '' });
    expect((await tree()).find((c) => c.name === ids.wings)).toMatchObject({ route: 'chicken/wings', level: 2 });
    const log = (await ok('admin_audit_log', { entity: 'category', entity_id: ids.chicken }))[0];
    expect(log.action).toBe('update');
  });

  it('refuses loops, a fourth level, a route in use and unknown parents; nothing changes', async () => {
    const before = await tree();
    const loop = await call('admin_save_category', { name: ids.chicken, category_name: 'Chicken', parent: ids.wings });
    expect(errorMessage(loop.body)).toContain('cannot sit inside itself');
    // chicken/wings under lamb (level 2) would put wings at level 4.
    const deep = await call('admin_save_category', { name: ids.chicken, category_name: 'Chicken', parent: ids.lamb });
    expect(errorMessage(deep.body)).toContain('at most 3 levels deep');
    const taken = await call('admin_save_category', { category_name: 'Fish' });
    expect(errorMessage(taken.body)).toBe('slug: the route fish is already used by Fish');
    expect((await call('admin_save_category', { category_name: 'X', parent: 'CAT-99999' })).status).toBe(417);
    expect((await call('admin_save_category', { name: 'CAT-99999', category_name: 'X' })).status).toBe(404);
    const notImage = await call('admin_save_category', { category_name: 'Broken', image_data: Buffer.from('hello').toString('base64') });
    expect(errorMessage(notImage.body)).toContain('not an image');
    expect(await tree()).toEqual(before);
  });

  it('reorders siblings (drag-and-drop) and the storefront follows', async () => {
    const top = (await tree()).filter((c) => c.level === 1).map((c) => c.name);
    const wanted = [...top].reverse();
    const after = await ok('admin_reorder_categories', { parent: null, order: wanted });
    expect(after.filter((c: { level: number }) => c.level === 1).map((c: { name: string }) => c.name)).toEqual(wanted);
    const shop = (await t.call('get_parent_categories', {})).body.message;
    expect(shop.map((c: { name: string }) => c.name)).toEqual(wanted);
    const partial = await call('admin_reorder_categories', { parent: null, order: wanted.slice(1) });
    expect(errorMessage(partial.body)).toContain('every category under this parent exactly once');
    expect((await call('admin_reorder_categories', { parent: ids.meat, order: [ids.fish] })).status).toBe(417);
  });

  it('hides an inactive category from the storefront but keeps it in the console', async () => {
    await ok('admin_save_category', { name: ids.veg, category_name: 'Veg', is_active: 0 });
    expect((await tree()).find((c) => c.name === ids.veg)?.is_active).toBe(0);
    const shop = (await t.call('get_parent_categories', {})).body.message;
    expect(shop.map((c: { name: string }) => c.name)).not.toContain(ids.veg);
  });
});

describe('brands', () => {
  it('lists, creates with a logo upload, updates; routes are unique', async () => {
    await seedBrand(t.db.db, { name: 'Hilltop Farm' });
    const created = await ok('admin_save_brand', { brand_name: 'Green Valley', description: 'Organic veg', logo_data: await jpeg() });
    expect(created).toMatchObject({ brand_name: 'Green Valley', route: 'green-valley', is_active: 1, products_count: 0 });
    expect(created.logo).toMatch(/^\/media\/brands\/uploads\/green-valley-[\w-]+\.webp$/);
    const meta = await sharp(path.join(media, created.logo.slice('/media/'.length))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
    const updated = await ok('admin_save_brand', {
      name: created.name,
      brand_name: 'Green Valley Organics',
      route: 'green-valley',
      logo: created.logo,
      display_order: 2,
    });
    expect(updated).toMatchObject({ brand_name: 'Green Valley Organics', display_order: 2, logo: created.logo });
    const clash = await call('admin_save_brand', { brand_name: 'Hilltop Farm' });
    expect(errorMessage(clash.body)).toBe('route: hilltop-farm is already used by Hilltop Farm');
    expect((await ok('admin_brand_list', { search: 'valley' })).map((b: { brand_name: string }) => b.brand_name)).toEqual([
      'Green Valley Organics',
    ]);
    expect((await ok('admin_brand_list', {})).length).toBe(2);
    const storefront = (await t.call('get_brands_list', {})).body.message;
    expect(JSON.stringify(storefront)).toContain('Green Valley Organics');
  });
});
