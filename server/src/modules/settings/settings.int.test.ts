import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { anonymousCtx, type Ctx } from '../../ctx';
import { seedBusiness } from '../../db/seed/factories';
import { updateStoreSettings } from './settings.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedBusiness(t.db.db, { business_name: 'Larder Whitechapel' });
});
afterAll(() => t.close());

function ctx(): Ctx {
  return anonymousCtx(t.state, t.app.log);
}

describe('get_all_website_settings', () => {
  it('returns the spec keys with UK defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/method/get_all_website_settings' });
    expect(res.statusCode).toBe(200);
    const s = res.json().message;
    expect(s).toMatchObject({
      currency: 'GBP',
      currency_symbol: '£',
      default_country: 'GB',
      enable_zipcode: 1,
      radius_based_validation: 0,
      enable_multi_store: 0,
    });
    expect(s.app_settings).toHaveProperty('playstore_url');
    expect(s.app_settings).toHaveProperty('no_cart');
    expect(s.location_areas).toEqual([]);
    const wallet = s.menu_items.find((m: { title: string }) => m.title === 'Wallet');
    const points = s.menu_items.find((m: { title: string }) => m.title === 'Reward Points');
    expect(wallet.enable).toBe(0);
    expect(points.enable).toBe(0);
  });

  it('reflects a changed setting', async () => {
    await updateStoreSettings(ctx(), { enable_wallet: 1, store_name: 'Larder E1' });
    const res = await t.call('get_all_website_settings', {});
    expect(res.body.message.enable_wallet).toBe(1);
    expect(res.body.message.store_name).toBe('Larder E1');
  });

  it('shows the Wallet and Reward Points menu items exactly when the shop runs them, whatever their own flag', async () => {
    const { menu_items } = await updateStoreSettings(ctx(), { enable_wallet: 0, enable_reward_points: 0 });
    // The owner ticked Reward Points in the menu while points are off: still hidden.
    await updateStoreSettings(ctx(), {
      menu_items: menu_items.map((m) => (m.route === '/reward-points' ? { ...m, enable: 1 as const } : m)),
    });
    const shown = async () => {
      const items = (await t.call('get_all_website_settings', {})).body.message.menu_items as { route: string; enable: number }[];
      return Object.fromEntries(items.filter((m) => ['/wallet', '/reward-points', '/'].includes(m.route)).map((m) => [m.route, m.enable]));
    };
    expect(await shown()).toEqual({ '/': 1, '/wallet': 0, '/reward-points': 0 });
    await updateStoreSettings(ctx(), { enable_wallet: 1, enable_reward_points: 1 });
    expect(await shown()).toEqual({ '/': 1, '/wallet': 1, '/reward-points': 1 });
  });
});

describe('get_business_detail', () => {
  it('returns BS-00001 by default', async () => {
    const res = await t.call('get_business_detail', {});
    expect(res.body.message).toMatchObject({ name: 'BS-00001', business_name: 'Larder Whitechapel', country: 'GB' });
    expect(typeof res.body.message.latitude).toBe('number');
  });

  it('validates the name', async () => {
    const res = await t.call('get_business_detail', { name: 'x'.repeat(500) });
    expect(res.status).toBe(417);
  });
});

describe('unexpected failures', () => {
  it('answer 500 in the Frappe shape without a stack', async () => {
    const other = await createTestApp();
    await other.db.db.schema.dropTable('business').execute();
    const res = await other.call('get_business_detail', {});
    await other.close();
    expect(res.status).toBe(500);
    expect(res.body.exc_type).toBe('InternalServerError');
    expect(JSON.stringify(res.body)).not.toMatch(/business|stack|\.ts/i);
  });
});
