import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { seedWorld, type World } from '../../../test/world';
import { seedProduct, seedStaff } from '../../db/seed/factories';

let t: TestApp;
let w: World;
let owner: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedWorld(t);
  owner = (await seedStaff(t.db.db, { role: 'owner' })).token;
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
});
afterAll(async () => {
  // The event stream's socket would keep a listening server waiting.
  t.app.server.closeAllConnections();
  await t.close();
});

const own = (name: string, payload: object = {}) => t.call(name, payload, { token: owner });
const settingRows = async () =>
  (await t.db.db.selectFrom('setting').select(['key', 'value']).orderBy('key').execute()).filter((r) => r.key !== 'vapid_keys');
const auditCount = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('settings are for owners only', () => {
  it('a manager gets 403 from every settings call', async () => {
    for (const name of [
      'admin_settings',
      'admin_save_settings',
      'admin_app_config',
      'admin_save_app_config',
      'admin_vat',
      'admin_save_vat',
      'admin_vat_delete',
      'admin_menu',
      'admin_save_menu',
    ])
      expect((await t.call(name, {}, { token: manager })).status, name).toBe(403);
  });
});

describe('store settings', () => {
  it('reads in pounds, saves a subset (audited) and the shop uses it at once', async () => {
    const s = (await own('admin_settings')).body.message;
    expect(s).toMatchObject({
      currency: 'GBP',
      default_country: 'GB',
      min_basket: 15,
      basket_charge: 4,
      free_delivery_over: 50,
      point_value: 0.01,
    });
    const res = await own('admin_save_settings', {
      store_name: 'Larder Whitechapel',
      min_basket: '20.00',
      basket_charge: 3.5,
      free_delivery_over: null,
      enable_wallet: 1,
      wallet_min_topup: 10,
      wallet_max_topup: 250,
      max_points_share_percent: 40,
      opening_hours: JSON.stringify([{ days: 'Every day', hours: '09:00 – 21:00' }]),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({
      store_name: 'Larder Whitechapel',
      min_basket: 20,
      basket_charge: 3.5,
      free_delivery_over: null,
      enable_wallet: 1,
      max_points_share_percent: 40,
    });
    const list = Object.fromEntries(
      (await t.call('get_settings_list')).body.message.map((x: { key: string; value: unknown }) => [x.key, x.value]),
    );
    expect(list).toMatchObject({ store_name: 'Larder Whitechapel', min_basket: 2000, basket_charge: 350, free_delivery_over: null });
    const web = (await t.call('get_all_website_settings', {})).body.message;
    expect(web).toMatchObject({ enable_wallet: 1, wallet_min_topup: 10, wallet_max_topup: 250 });
    expect((await t.call('get_general_settings')).body.message.opening_hours).toEqual([{ days: 'Every day', hours: '09:00 – 21:00' }]);
    const log = (await own('admin_audit_log', { entity: 'settings', entity_id: 'store' })).body.message;
    expect(log[0].before).toMatchObject({ min_basket: 1500, store_name: 'Larder' });
    expect(log[0].after).toMatchObject({ min_basket: 2000, store_name: 'Larder Whitechapel' });
    // Saving the same values again changes (and audits) nothing.
    const audits = await auditCount();
    await own('admin_save_settings', { min_basket: 20 });
    expect(await auditCount()).toBe(audits);
  });

  it('refuses another currency, a bad time zone, three decimals and crossed wallet bounds, saving nothing', async () => {
    const rows = await settingRows();
    const audits = await auditCount();
    const cur = await own('admin_save_settings', { currency: 'EUR', min_basket: 1 });
    expect(cur.status).toBe(417);
    expect(errorMessage(cur.body)).toMatch(/currency must be GBP/);
    expect((await own('admin_save_settings', { time_zone: 'Mars/Olympus' })).status).toBe(417);
    expect((await own('admin_save_settings', { default_country: 'FR' })).status).toBe(417);
    const dec = await own('admin_save_settings', { basket_charge: 3.999 });
    expect(errorMessage(dec.body)).toMatch(/at most two decimals/);
    const crossed = await own('admin_save_settings', { wallet_min_topup: 300 });
    expect(crossed.status).toBe(417);
    expect(crossed.body.errors).toEqual([expect.objectContaining({ field: 'wallet_min_topup' })]);
    expect((await own('admin_save_settings', { social: [{ name: 'X', url: 'javascript:alert(1)' }] })).status).toBe(417);
    expect((await own('admin_save_settings', { low_stock_threshold: -1 })).status).toBe(417);
    expect(await settingRows()).toEqual(rows);
    expect(await auditCount()).toBe(audits);
  });
});

describe('app config', () => {
  const config = async () => (await t.app.inject({ method: 'GET', url: '/api/app-config' })).json();

  it('shows the push key read-only; a change reaches /api/app-config and the open event stream', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const ac = new AbortController();
    const stream = await fetch(`${base}/api/app-config/stream`, { signal: ac.signal });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    const nextEvent = async () => {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const chunk = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = chunk.split('\n').find((l) => l.startsWith('data: '));
          if (data) return JSON.parse(data.slice(6));
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffered += decoder.decode(value, { stream: true });
      }
    };
    const first = await nextEvent();
    expect(first.footer).toBe(1);

    const current = (await own('admin_app_config')).body.message;
    expect(current.push_key).toBe((await config()).one_signal.key);
    expect(current.push_key.length).toBeGreaterThan(40);
    expect(current.category_choices.map((c: { route: string }) => c.route)).toContain('meat');
    const res = await own('admin_save_app_config', {
      app_version: { version: '2.1.0', show_popup: 1, force: 0 },
      logrocket: { enabled: 1, id: 'abc123/larder' },
      footer: 0,
      category_list: ['meat', '/c/drinks'],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({
      footer: 0,
      category_list: ['meat', 'drinks'],
      app_version: { version: '2.1.0', show_popup: 1, force: 0 },
    });
    expect(await config()).toMatchObject({
      footer: 0,
      category_list: ['meat', 'drinks'],
      logrocket: { enabled: 1, id: 'abc123/larder' },
      app_version: { version: '2.1.0' },
    });
    const pushed = await nextEvent();
    expect(pushed).toMatchObject({ footer: 0, app_version: { version: '2.1.0' } });
    await reader.cancel();
    ac.abort();
    const log = (await own('admin_audit_log', { entity: 'settings', entity_id: 'app_config' })).body.message;
    expect(log[0].after).toMatchObject({ footer: 0 });
  });

  it('refuses an unknown category route, a bad version and LogRocket on without an id, saving nothing', async () => {
    const before = await config();
    const base = { app_version: { version: '2.2.0', show_popup: 0, force: 0 }, logrocket: { enabled: 0, id: '' }, footer: 1 };
    const unknown = await own('admin_save_app_config', { ...base, category_list: ['meat', 'unicorns'] });
    expect(unknown.status).toBe(417);
    expect(errorMessage(unknown.body)).toMatch(/No category has the route unicorns/);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'category_list' })]);
    expect(
      (await own('admin_save_app_config', { ...base, app_version: { version: 'latest', show_popup: 0, force: 0 }, category_list: [] }))
        .status,
    ).toBe(417);
    expect((await own('admin_save_app_config', { ...base, logrocket: { enabled: 1, id: '' }, category_list: [] })).status).toBe(417);
    expect(await config()).toEqual(before);
  });
});

describe('VAT classes', () => {
  it('lists classes with their use; adds, renames and re-rates one; a class in use cannot be deleted', async () => {
    const list = (await own('admin_vat')).body.message;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['zero', 'reduced', 'standard']);
    expect(list.find((c: { name: string }) => c.name === 'standard')).toMatchObject({ rate_bp: 2000, in_use: true });
    const lux = (await own('admin_save_vat', { title: 'Luxury goods', rate_bp: 2500 })).body.message;
    expect(lux).toMatchObject({ name: 'luxury-goods', title: 'Luxury goods', rate_bp: 2500, product_count: 0, in_use: false });
    expect((await own('admin_save_vat', { title: 'Luxury goods', rate_bp: 100 })).status).toBe(417);
    const updated = (await own('admin_save_vat', { name: lux.name, title: 'Luxury', rate_bp: 2200 })).body.message;
    expect(updated).toMatchObject({ name: 'luxury-goods', title: 'Luxury', rate_bp: 2200 });

    // In use by a product: refused, nothing deleted.
    const p = await seedProduct(t.db.db, { name: 'Saffron 1 g', price: 899, stock: 5 });
    await t.db.db.updateTable('product').set({ tax_class_id: lux.name }).where('id', '=', p.product.id).execute();
    const inUse = await own('admin_vat_delete', { name: lux.name });
    expect(inUse.status).toBe(417);
    expect(errorMessage(inUse.body)).toMatch(/used by 1 product/);
    // The delivery charge's class is in use too.
    expect(errorMessage((await own('admin_vat_delete', { name: 'standard' })).body)).toMatch(/used by|delivery charge/);
    expect((await own('admin_vat')).body.message).toHaveLength(4);

    await t.db.db.updateTable('product').set({ tax_class_id: 'zero' }).where('id', '=', p.product.id).execute();
    expect((await own('admin_vat_delete', { name: lux.name })).body.message.status).toBe('success');
    expect((await own('admin_vat')).body.message).toHaveLength(3);
    expect((await own('admin_vat_delete', { name: lux.name })).status).toBe(404);
    expect((await own('admin_save_vat', { title: 'Too much', rate_bp: 10001 })).status).toBe(417);
    const log = (await own('admin_audit_log', { entity: 'tax_class', entity_id: lux.name })).body.message;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['delete', 'save', 'create']);
  });

  it('a change bumps the catalogue cache, so product definitions pick up the new rate', async () => {
    void w;
    const version = async () =>
      (await t.db.db.selectFrom('cache_version').select('version').where('scope', '=', 'catalog').executeTakeFirst())?.version ?? 0;
    const before = await version();
    await own('admin_save_vat', { name: 'reduced', title: 'Reduced rate 5%', rate_bp: 500 });
    expect(await version()).toBeGreaterThan(before);
    expect(t.state.cache.current('catalog')).toBe(await version());
  });
});

describe('menu items', () => {
  it('saves the mobile menu in order with its enable flags; the website settings follow', async () => {
    const m = (await own('admin_menu')).body.message;
    expect(m.icons).toContain('home');
    type Item = { title: string; route: string; enable: number };
    const items = ([...m.items] as Item[]).reverse().map((i, n) => ({ ...i, enable: n === 0 ? 0 : i.enable }));
    expect(items[0]!.route).not.toMatch(/^\/(wallet|reward-points)$/);
    const res = await own('admin_save_menu', { items });
    expect(res.status).toBe(200);
    // Wallet and Reward Points show exactly while the shop has them switched on (settings.int.test.ts).
    const followsSwitch = (i: Item) => i.route === '/wallet' || i.route === '/reward-points';
    const shown = () =>
      t.call('get_all_website_settings', {}).then((r) => (r.body.message.menu_items as Item[]).filter((i) => !followsSwitch(i)));
    expect(await shown()).toEqual(items.filter((i) => !followsSwitch(i)));
    expect((await own('admin_save_menu', { items: [{ title: 'Home', route: '/', icon: 'rocket', enable: 1 }] })).status).toBe(417);
    expect(
      (await own('admin_save_menu', { items: [{ title: 'Evil', route: 'https://evil.example', icon: 'home', enable: 1 }] })).status,
    ).toBe(417);
    expect((await own('admin_save_menu', { items: [] })).status).toBe(417);
    expect(await shown()).toEqual(items.filter((i) => !followsSwitch(i)));
  });
});
