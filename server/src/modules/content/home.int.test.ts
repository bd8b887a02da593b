import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedDemoShop } from '../../db/seed/demo-shop';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoShop(t.db.db, { mediaDir: '/tmp/unused', images: false });
});
afterAll(() => t.close());

const types = (page: { page_content: { section_type: string; title: string }[] }) =>
  page.page_content.map((s) => `${s.section_type}:${s.title}`);

describe('get_mobile_home_page', () => {
  it('returns the seeded sections in order, different for web and mobile', async () => {
    const web = (await t.call('get_mobile_home_page', { application_type: 'web', domain: 'x', route: 'home', business: 'BS-00001' })).body
      .message;
    const mobile = (await t.call('get_mobile_home_page', { application_type: 'mobile' })).body.message;
    expect(web.application_type).toBe('web');
    expect(types(web).slice(0, 3)).toEqual([
      'Slider:This week at Larder',
      'Category List:Shop By Category',
      'Product Carousel:Best Sellers',
    ]);
    expect(types(web)).toContain('Text Block:Why shop at Larder');
    expect(types(web)).not.toContain('Image Block:Spice up dinner');
    expect(types(mobile)).toContain('Image Block:Spice up dinner');
    expect(types(mobile)).not.toContain('Text Block:Why shop at Larder');
  });

  it('fills carousels with products and the category list with top-level categories', async () => {
    const web = (await t.call('get_mobile_home_page', { application_type: 'web' })).body.message;
    const best = web.page_content.find((s: { title: string }) => s.title === 'Best Sellers');
    expect(best.data.length).toBeGreaterThanOrEqual(8);
    const pops = best.data.map((p: { item: string }) => p.item);
    expect(new Set(pops).size).toBe(pops.length);
    const offers = web.page_content.find((s: { title: string }) => s.title === 'Offers');
    for (const p of offers.data) expect(p.old_price).toBeGreaterThan(p.price);
    const cats = web.page_content.find((s: { section_type: string }) => s.section_type === 'Category List');
    expect(cats.data.length).toBeGreaterThanOrEqual(8);
    expect(cats.view_all_route).toBe('/tabs/category');
  });

  it('is served again as it was until stock, a price or a section changes, then shows the change', async () => {
    const bestSellers = async () =>
      (await t.call('get_mobile_home_page', { application_type: 'web' })).body.message.page_content.find(
        (s: { title: string }) => s.title === 'Best Sellers',
      ).data as { name: string; price: number; stock: number; in_stock: boolean }[];
    const first = (await bestSellers())[0]!;
    expect(await bestSellers()).toEqual(await bestSellers());
    await t.db.db.updateTable('product').set({ stock: 0, inventory_method: 'Track Inventory' }).where('id', '=', first.name).execute();
    await t.state.cache.bump(t.db.db, 'stock');
    expect((await bestSellers())[0]).toMatchObject({ name: first.name, stock: 0, in_stock: false });
    await t.db.db.updateTable('product').set({ price: 12345 }).where('id', '=', first.name).execute();
    await t.state.cache.bump(t.db.db, 'catalog');
    expect((await bestSellers())[0]).toMatchObject({ name: first.name, price: 123.45 });
    await t.db.db.updateTable('page_section').set({ title: 'Our Best Sellers' }).where('title', '=', 'Best Sellers').execute();
    await t.state.cache.bump(t.db.db, 'home');
    const titles = types((await t.call('get_mobile_home_page', { application_type: 'web' })).body.message);
    expect(titles).toContain('Product Carousel:Our Best Sellers');
    await t.db.db.updateTable('page_section').set({ title: 'Best Sellers' }).where('title', '=', 'Our Best Sellers').execute();
    await t.state.cache.bump(t.db.db, 'home');
  });

  it('skips a badly configured section instead of failing the page', async () => {
    await t.db.db
      .insertInto('page_section')
      .values({
        id: 'home-broken',
        page: 'home',
        application_type: 'both',
        section_type: 'Product Carousel',
        title: 'Broken',
        subtitle: '',
        config: '{"source":"nonsense"}',
        display_order: 1,
        is_active: 1,
      })
      .execute();
    await t.state.cache.bump(t.db.db, 'home');
    const res = await t.call('get_mobile_home_page', { application_type: 'web' });
    expect(res.status).toBe(200);
    expect(types(res.body.message)).not.toContain('Product Carousel:Broken');
  });
});
