import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedCategory, seedProduct, seedTaxClasses } from '../../db/seed/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  await seedTaxClasses(db);
  const meat = await seedCategory(db, { name: 'Meat', default_view: 'Grid View', image: '/media/c/meat-640.webp', display_order: 1 });
  const chicken = await seedCategory(db, { name: 'Chicken', parent: meat, display_order: 1 });
  const boneless = await seedCategory(db, { name: 'Boneless', parent: chicken });
  const onBone = await seedCategory(db, { name: 'On the Bone', parent: chicken });
  const lamb = await seedCategory(db, { name: 'Lamb', parent: meat, display_order: 2 });
  await seedCategory(db, { name: 'Dairy & Eggs', display_order: 2 });
  await seedCategory(db, { name: 'Hidden', display_order: 3, is_active: 0 });
  await seedProduct(db, { name: 'Chicken Breast Fillets', price: 599, category_ids: [boneless.id] });
  await seedProduct(db, { name: 'Chicken Thigh Fillets', price: 699, category_ids: [boneless.id, onBone.id] });
  await seedProduct(db, { name: 'Whole Chicken', price: 549, category_ids: [onBone.id] });
  await seedProduct(db, { name: 'Old Lamb Line', price: 999, category_ids: [lamb.id], is_active: 0 });
});
afterAll(() => t.close());

describe('get_parent_categories', () => {
  it('returns the active tree to three levels with the spec keys', async () => {
    const res = await t.call('get_parent_categories', { domain: 'larder.example', show_count: 0 });
    expect(res.status).toBe(200);
    const tree = res.body.message;
    expect(tree.map((c: { category_name: string }) => c.category_name)).toEqual(['Meat', 'Dairy & Eggs']);
    const meat = tree[0];
    expect(meat).toMatchObject({ category_name: 'Meat', route: 'meat', image: '/media/c/meat-640.webp', default_view: 'Grid View' });
    expect(meat.products_count).toBeUndefined();
    const chicken = meat.child[0];
    expect(chicken.route).toBe('meat/chicken');
    expect(chicken.child.map((c: { route: string }) => c.route)).toEqual(['meat/chicken/boneless', 'meat/chicken/on-the-bone']);
    expect(chicken.child[0].child).toEqual([]);
  });

  it('counts distinct active products of each subtree when show_count=1', async () => {
    const res = await t.call('get_parent_categories', { show_count: 1 });
    const meat = res.body.message[0];
    expect(meat.products_count).toBe(3); // thigh fillets counted once, inactive lamb not at all
    const chicken = meat.child[0];
    expect(chicken.products_count).toBe(3);
    expect(chicken.child[0].products_count).toBe(2);
    expect(chicken.child[1].products_count).toBe(2);
    expect(meat.child[1].products_count).toBe(0);
  });

  it('counts a product listed in a category and in its ancestors once, and a product retired since no more', async () => {
    const db = t.db.db;
    const ids = Object.fromEntries((await db.selectFrom('category').select(['id', 'route']).execute()).map((c) => [c.route, c.id]));
    await seedProduct(db, {
      name: 'Chicken Wings',
      price: 399,
      category_ids: [ids['meat']!, ids['meat/chicken']!, ids['meat/chicken/boneless']!],
    });
    await db.updateTable('product').set({ is_active: 0 }).where('name', '=', 'Whole Chicken').execute();
    await t.state.cache.bump(db, 'catalog');
    const meat = (await t.call('get_parent_categories', { show_count: 1 })).body.message[0];
    expect(meat.products_count).toBe(3); // breast, thigh (two categories), wings (three)
    expect(meat.child[0].products_count).toBe(3);
    expect(meat.child[0].child.map((c: { products_count: number }) => c.products_count)).toEqual([3, 1]);
  });

  it('sees a new category after the catalogue version is bumped', async () => {
    await seedCategory(t.db.db, { name: 'Frozen', display_order: 9 });
    await t.state.cache.bump(t.db.db, 'catalog');
    const res = await t.call('get_parent_categories', {});
    expect(res.body.message.map((c: { category_name: string }) => c.category_name)).toContain('Frozen');
  });
});
