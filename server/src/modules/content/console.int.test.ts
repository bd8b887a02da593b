import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { seedDemoShop } from '../../db/seed/demo-shop';
import { seedStaff } from '../../db/seed/factories';

let t: TestApp;
let owner: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp({ config: { TRUST_PROXY: '1' } });
  await seedDemoShop(t.db.db, { mediaDir: '/tmp/unused', images: false });
  owner = (await seedStaff(t.db.db, { role: 'owner' })).token;
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
});
afterAll(() => t.close());

const as =
  (token: string) =>
  (name: string, payload: object = {}) =>
    t.call(name, payload, { token });
const mgr = (name: string, payload: object = {}) => as(manager)(name, payload);
const home = async (application_type: 'mobile' | 'web') =>
  (await t.call('get_mobile_home_page', { application_type })).body.message.page_content as {
    section_name: string;
    title: string;
    section_type: string;
  }[];
const countOf = async (table: 'page_section' | 'info_page' | 'blog_post' | 'blog_category' | 'audit_log' | 'push_campaign') =>
  Number(
    (
      await t.db.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('home page sections', () => {
  it('lists every section, or those one layout shows, each without a problem', async () => {
    const all = (await mgr('admin_home_sections')).body.message;
    const mobile = (await mgr('admin_home_sections', { application_type: 'mobile' })).body.message;
    const web = (await mgr('admin_home_sections', { application_type: 'web' })).body.message;
    expect(all.length).toBeGreaterThan(mobile.length);
    expect(mobile.every((s: { application_type: string }) => s.application_type !== 'web')).toBe(true);
    expect(web.every((s: { application_type: string }) => s.application_type !== 'mobile')).toBe(true);
    expect(all.every((s: { problem: string }) => s.problem === '')).toBe(true);
    const orders = all.map((s: { display_order: number }) => s.display_order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  });

  it('a saved section shows on the storefront home of its layout; an edit shows at once', async () => {
    const res = await mgr('admin_save_home_section', {
      section_type: 'Text Block',
      application_type: 'web',
      title: 'Our promise',
      config: JSON.stringify({ items: [{ title: 'Fresh', text: 'Cut this morning.', icon: 'clock' }] }),
    });
    expect(res.status).toBe(200);
    const s = res.body.message;
    expect(s).toMatchObject({ section_type: 'Text Block', title: 'Our promise', is_active: 1, problem: '' });
    const web = await home('web');
    expect(web.at(-1)).toMatchObject({ section_name: s.name, title: 'Our promise' });
    expect((await home('mobile')).map((x) => x.section_name)).not.toContain(s.name);

    await mgr('admin_save_home_section', { ...s, name: s.name, title: 'Our promise to you', section_type: 'Text Block', config: s.config });
    expect((await home('web')).at(-1)!.title).toBe('Our promise to you');
    await mgr('admin_save_home_section', {
      name: s.name,
      section_type: 'Text Block',
      application_type: 'web',
      title: 'Hidden',
      is_active: 0,
      config: s.config,
    });
    expect((await home('web')).map((x) => x.section_name)).not.toContain(s.name);

    const carousel = await mgr('admin_save_home_section', {
      section_type: 'Product Carousel',
      application_type: 'mobile',
      title: 'Lamb picks',
      config: { source: 'category', category_route: 'meat/lamb', limit: 4 },
    });
    expect(carousel.status).toBe(200);
    const shown = (await t.call('get_mobile_home_page', { application_type: 'mobile' })).body.message.page_content.at(-1);
    expect(shown).toMatchObject({ title: 'Lamb picks', view_all_route: '/c/meat/lamb' });
    expect(shown.data.length).toBeGreaterThan(0);
    expect(shown.data.length).toBeLessThanOrEqual(4);
  });

  it('refuses an unknown type, a config that does not fit its type and an unknown category, saving nothing', async () => {
    const before = await countOf('page_section');
    const audits = await countOf('audit_log');
    const marquee = await mgr('admin_save_home_section', { section_type: 'Marquee', config: {} });
    expect(marquee.status).toBe(417);
    expect(errorMessage(marquee.body)).toMatch(/section_type must be one of Slider/);
    const slider = await mgr('admin_save_home_section', {
      section_type: 'Slider',
      config: { slides: [{ title: 'Hi', cta: 'Go', route: 'javascript:alert(1)', background: 'url(https://evil.example/x.png)' }] },
    });
    expect(slider.status).toBe(417);
    expect(slider.body.errors.map((e: { field: string }) => e.field)).toEqual(['config.slides.0.route', 'config.slides.0.background']);
    expect((await mgr('admin_save_home_section', { section_type: 'Text Block', config: { items: [] } })).status).toBe(417);
    expect((await mgr('admin_save_home_section', { section_type: 'Category List', config: '{oops' })).status).toBe(417);
    const nowhere = await mgr('admin_save_home_section', {
      section_type: 'Product Carousel',
      config: { source: 'category', category_route: 'meat/unicorn' },
    });
    expect(nowhere.status).toBe(417);
    expect(errorMessage(nowhere.body)).toMatch(/No category has the route meat\/unicorn/);
    expect((await mgr('admin_save_home_section', { name: 'HS-nope', section_type: 'Brand Strip', config: {} })).status).toBe(404);
    expect(await countOf('page_section')).toBe(before);
    expect(await countOf('audit_log')).toBe(audits);
  });

  it('reorders one layout; the other layout keeps its own sections in place', async () => {
    const allOf = async () => (await mgr('admin_home_sections')).body.message as { name: string; application_type: string }[];
    const before = await allOf();
    const mobile = (await mgr('admin_home_sections', { application_type: 'mobile' })).body.message.map((s: { name: string }) => s.name);
    const reversed = [...mobile].reverse();
    const res = await mgr('admin_reorder_home_sections', { application_type: 'mobile', order: reversed });
    expect(res.status).toBe(200);
    expect(res.body.message.map((s: { name: string }) => s.name)).toEqual(reversed);
    const shown = (await home('mobile')).map((s) => s.section_name);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    // Web-only sections keep their places in the shared order.
    const after = await allOf();
    const webOnly = (list: typeof before) => list.map((s, i) => (s.application_type === 'web' ? `${i}:${s.name}` : null)).filter(Boolean);
    expect(webOnly(after)).toEqual(webOnly(before));
    expect(webOnly(after).length).toBeGreaterThan(0);
    const partial = await mgr('admin_reorder_home_sections', { application_type: 'mobile', order: reversed.slice(1) });
    expect(partial.status).toBe(417);
    expect(errorMessage(partial.body)).toMatch(/exactly the/);
    expect(
      (await mgr('admin_reorder_home_sections', { application_type: 'mobile', order: [...reversed.slice(1), reversed[1]] })).status,
    ).toBe(417);
  });

  it('deletes a section (gone from the storefront), audited', async () => {
    const s = (await mgr('admin_save_home_section', { section_type: 'Brand Strip', title: 'Brands we love', config: { limit: 5 } })).body
      .message;
    expect((await home('mobile')).map((x) => x.section_name)).toContain(s.name);
    expect((await mgr('admin_delete_home_section', { name: s.name })).body.message.status).toBe('success');
    expect((await home('mobile')).map((x) => x.section_name)).not.toContain(s.name);
    expect((await mgr('admin_delete_home_section', { name: s.name })).status).toBe(404);
    const log = (await as(owner)('admin_audit_log', { entity: 'home_section', entity_id: s.name })).body.message;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
  });
});

describe('info pages', () => {
  it('a saved page shows in get_page_details; unpublished pages do not', async () => {
    const pages = (await mgr('admin_info_pages')).body.message;
    const about = pages.find((p: { route: string }) => p.route === 'about-us');
    expect(about.content.length).toBeGreaterThan(0);
    const content = [
      { type: 'h2', text: 'Butchers since 1987' },
      { type: 'p', text: 'We cut <b>everything</b> by hand.' },
      { type: 'ul', items: ['Halal', 'Free range'] },
      { type: 'img', src: '/media/brand/shop.webp', alt: 'Our shop' },
    ];
    const res = await mgr('admin_save_info_page', {
      original_route: 'about-us',
      route: 'about-us',
      title: 'About Larder',
      meta_description: 'Who we are',
      content,
    });
    expect(res.status).toBe(200);
    const shown = (await t.call('get_page_details', { route: 'about-us' })).body.message;
    expect(shown).toMatchObject({ title: 'About Larder', meta_description: 'Who we are', content });

    const created = await mgr('admin_save_info_page', {
      route: 'delivery-info',
      title: 'Delivery information',
      content: [{ type: 'p', text: 'We deliver Mon–Sat.' }],
      is_published: 0,
    });
    expect(created.status).toBe(200);
    expect((await t.call('get_page_details', { route: 'delivery-info' })).status).toBe(404);
    await mgr('admin_save_info_page', {
      original_route: 'delivery-info',
      route: 'delivery',
      title: 'Delivery information',
      content: [{ type: 'p', text: 'We deliver Mon–Sat.' }],
      is_published: 1,
    });
    expect((await t.call('get_page_details', { route: 'delivery' })).body.message.content).toEqual([
      { type: 'p', text: 'We deliver Mon–Sat.' },
    ]);
    expect((await t.call('get_page_details', { route: 'delivery-info' })).status).toBe(404);
  });

  it('refuses a duplicate route, an unknown block type and a bad route, saving nothing', async () => {
    const before = await countOf('info_page');
    const dup = await mgr('admin_save_info_page', { route: 'about-us', title: 'Another about', content: [] });
    expect(dup.status).toBe(417);
    expect(errorMessage(dup.body)).toMatch(/already exists/);
    expect(dup.body.errors).toEqual([expect.objectContaining({ field: 'route' })]);
    const rename = await mgr('admin_save_info_page', { original_route: 'why', route: 'about-us', title: 'Why', content: [] });
    expect(rename.status).toBe(417);
    const block = await mgr('admin_save_info_page', { route: 'new-page', title: 'New', content: [{ type: 'marquee', text: 'Hi' }] });
    expect(block.status).toBe(417);
    expect(errorMessage(block.body)).toMatch(/content\.0\.type: type must be one of h2, h3, p, ul, ol, img/);
    expect(
      (
        await mgr('admin_save_info_page', {
          route: 'new-page',
          title: 'New',
          content: [{ type: 'img', src: 'javascript:alert(1)', alt: '' }],
        })
      ).status,
    ).toBe(417);
    expect((await mgr('admin_save_info_page', { route: '../etc', title: 'New', content: [] })).status).toBe(417);
    expect((await mgr('admin_save_info_page', { original_route: 'nope', route: 'nope', title: 'New', content: [] })).status).toBe(404);
    expect(await countOf('info_page')).toBe(before);
    expect((await t.call('get_page_details', { route: 'why' })).status).toBe(200);
  });
});

describe('announcements', () => {
  it('creates, edits, hides and deletes; the announcement bar follows', async () => {
    const a = (await mgr('admin_save_scroll_content', { text: 'Eid orders open now', route: '/c/meat', display_order: 0 })).body.message;
    expect((await t.call('get_scroll_content')).body.message).toContainEqual({ text: 'Eid orders open now', route: '/c/meat' });
    await mgr('admin_save_scroll_content', { name: a.name, text: 'Eid orders close Friday', route: '/c/meat', is_active: 0 });
    const texts = (await t.call('get_scroll_content')).body.message.map((x: { text: string }) => x.text);
    expect(texts).not.toContain('Eid orders close Friday');
    expect((await mgr('admin_scroll_content')).body.message.find((x: { name: string }) => x.name === a.name)).toMatchObject({
      text: 'Eid orders close Friday',
      is_active: 0,
    });
    expect((await mgr('admin_save_scroll_content', { text: 'x', route: 'https://evil.example' })).status).toBe(417);
    expect((await mgr('admin_delete_scroll_content', { name: a.name })).body.message.status).toBe('success');
    expect((await mgr('admin_scroll_content')).body.message.map((x: { name: string }) => x.name)).not.toContain(a.name);
  });
});

describe('blog', () => {
  it('categories and posts: a saved post shows on the storefront; duplicate routes and unknown categories are refused', async () => {
    const cat = await mgr('admin_save_blog_category', { route: 'bbq', title: 'Barbecue' });
    expect(cat.body.message).toMatchObject({ route: 'bbq', title: 'Barbecue', post_count: 0 });
    expect((await mgr('admin_save_blog_category', { route: 'bbq', title: 'Grill' })).status).toBe(417);
    const post = await mgr('admin_save_blog_post', {
      route: 'perfect-lamb-kebabs',
      title: 'Perfect lamb kebabs',
      category: 'bbq',
      author: 'Yusuf',
      intro: 'Charcoal, lamb and patience.',
      content: [{ type: 'p', text: 'Light the coals an hour before.' }],
      published_on: '2026-11-20',
    });
    expect(post.status).toBe(200);
    expect(post.body.message).toMatchObject({
      category: cat.body.message.name,
      category_title: 'Barbecue',
      is_published: 1,
      pending_comments: 0,
    });
    const d = (await t.call('get_blog_details', { route: 'perfect-lamb-kebabs' })).body.message;
    expect(d.blog_details).toMatchObject({
      title: 'Perfect lamb kebabs',
      category: 'bbq',
      content: [{ type: 'p', text: 'Light the coals an hour before.' }],
    });
    expect((await mgr('admin_blog_categories')).body.message.find((c: { route: string }) => c.route === 'bbq').post_count).toBe(1);

    const before = await countOf('blog_post');
    const dup = await mgr('admin_save_blog_post', {
      route: 'perfect-lamb-kebabs',
      title: 'Again',
      category: 'bbq',
      author: 'Y',
      content: [],
      published_on: '2026-11-21',
    });
    expect(dup.status).toBe(417);
    expect(errorMessage(dup.body)).toMatch(/already exists/);
    const noCat = await mgr('admin_save_blog_post', {
      route: 'x-post',
      title: 'X',
      category: 'nope',
      author: 'Y',
      content: [],
      published_on: '2026-11-21',
    });
    expect(noCat.status).toBe(417);
    expect(
      (
        await mgr('admin_save_blog_post', {
          route: 'x-post',
          title: 'X',
          category: 'bbq',
          author: 'Y',
          content: [{ type: 'iframe' }],
          published_on: '2026-11-21',
        })
      ).status,
    ).toBe(417);
    expect(await countOf('blog_post')).toBe(before);

    // A draft leaves the storefront.
    await mgr('admin_save_blog_post', { ...post.body.message, name: post.body.message.name, category: 'bbq', is_published: 0 });
    expect((await t.call('get_blog_details', { route: 'perfect-lamb-kebabs' })).body.message.status).toBe('failed');
    const list = (await mgr('admin_blog_posts', { category: 'bbq' })).body.message;
    expect(list).toMatchObject({ total: 1, posts: [{ route: 'perfect-lamb-kebabs', is_published: 0 }] });
  });

  it('comments: pending first; an approved comment shows in get_blog_details as typed; a deleted one is gone', async () => {
    const post = (await t.call('get_blog_list', {})).body.message[0];
    const text = '<script>alert(1)</script> Brilliant marinade';
    const add = (message: string, ip: string) =>
      t.call(
        'insert_blog_comments',
        { data: { blog: post.route, user_name: 'Sam', email: 'sam@example.com', message } },
        { headers: { 'x-forwarded-for': ip } },
      );
    const c1 = (await add(text, '10.9.0.1')).body.message.comment.name;
    const c2 = (await add('Too salty for me', '10.9.0.2')).body.message.comment.name;
    const q = (await mgr('admin_blog_comments')).body.message;
    expect(q.pending).toBe(2);
    expect(
      q.comments
        .slice(0, 2)
        .map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual([c1, c2].sort());
    expect(q.comments[0]).toMatchObject({ is_approved: 0, post_route: post.route });
    expect(
      (await mgr('admin_blog_posts', {})).body.message.posts.find((p: { route: string }) => p.route === post.route).pending_comments,
    ).toBe(2);

    expect((await mgr('admin_moderate_comment', { name: c1, action: 'approve' })).body.message.status).toBe('success');
    const shown = (await t.call('get_blog_details', { route: post.route })).body.message.comments;
    expect(shown).toEqual([expect.objectContaining({ name: c1, comments: text, name1: 'Sam' })]);
    await mgr('admin_moderate_comment', { name: c2, action: 'delete' });
    expect((await mgr('admin_blog_comments', { status: 'pending' })).body.message).toMatchObject({ pending: 0, total: 0 });
    expect((await mgr('admin_moderate_comment', { name: c2, action: 'approve' })).status).toBe(404);
    const log = (await as(owner)('admin_audit_log', { entity: 'blog_comment' })).body.message;
    expect(log.map((e: { action: string }) => e.action).sort()).toEqual(['approve', 'delete']);
  });
});

describe('marketing push', () => {
  it('needs an existing product or category, is recorded and audited, and at most 3 go out an hour', async () => {
    const product = await t.db.db.selectFrom('product').select('route').where('is_active', '=', 1).executeTakeFirstOrThrow();
    const unknown = await mgr('admin_send_push', {
      title: 'Lamb is back',
      body: 'Fresh today',
      target_type: 'Product',
      route: 'no-such-product',
    });
    expect(unknown.status).toBe(417);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'route' })]);
    expect(
      (await mgr('admin_send_push', { title: 'Chicken', body: 'Fresh', target_type: 'Product Category', route: product.route })).status,
    ).toBe(417);
    expect(await countOf('push_campaign')).toBe(0);

    const sent = await mgr('admin_send_push', {
      title: 'Lamb is back',
      body: 'Fresh today',
      target_type: 'Product',
      route: `/pr/${product.route}`,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message.campaign).toMatchObject({ route: product.route, target_type: 'Product', sent: 0 });
    expect(
      (await mgr('admin_send_push', { title: 'Chicken week', body: '20% off', target_type: 'Product Category', route: 'meat/chicken' }))
        .status,
    ).toBe(200);
    expect(
      (
        await mgr('admin_send_push', {
          title: 'Fish Friday',
          body: 'Sea bass',
          target_type: 'Product Category',
          route: '/cl/fish-and-seafood',
        })
      ).status,
    ).toBe(200);
    const fourth = await mgr('admin_send_push', { title: 'Too many', body: 'Spam', target_type: 'Product Category', route: 'meat' });
    expect(fourth.status).toBe(429);
    expect(errorMessage(fourth.body)).toMatch(/At most 3 pushes/);
    const h = (await mgr('admin_push_history')).body.message;
    expect(h).toMatchObject({ limit_per_hour: 3, sent_last_hour: 3 });
    expect(h.campaigns.map((c: { title: string }) => c.title)).toEqual(['Fish Friday', 'Chicken week', 'Lamb is back']);
    expect((await as(owner)('admin_audit_log', { entity: 'push_campaign' })).body.message).toHaveLength(3);
  });
});
