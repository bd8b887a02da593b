import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page, Worker } from '@playwright/test';
import Database from 'better-sqlite3';
import { BASE_URL } from '../playwright.config';
import { expect, expectNoAxeViolations, newCustomer, shot, test, type TestSession, useSession } from './fixtures';

/**
 * The installable app: manifest and service worker, offline reading of what was browsed, the
 * update prompt, push opt-in and notification taps, and the live app config over server-sent
 * events. One customer per project (registrations are rate limited).
 */
test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'allow' });

const PORT = new URL(BASE_URL).port;
const DB_FILE = path.resolve(import.meta.dirname, '..', '..', '.tmp', `e2e-${PORT}`, 'larder-e2e.sqlite');
const PRODUCT = { id: 'ITEM-00002', name: 'Chicken Thigh Fillets, Skinless', route: 'chicken-thigh-fillets-skinless' };
const LOGROCKET_SRC = 'https://cdn.logrocket.io/LogRocket.min.js';

let customer: TestSession;

async function callApi<T = unknown>(request: APIRequestContext, name: string, payload: object): Promise<T> {
  const res = await request.post(`/api/method/${name}`, {
    data: payload,
    headers: { authorization: `token ${customer.api_key}:${customer.api_secret}` },
  });
  const body = (await res.json()) as { message: T };
  expect(res.ok(), `${name}: ${JSON.stringify(body)}`).toBe(true);
  return body.message;
}

/** The service worker is registered after load and claims the page once it is active. */
async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** Writes store settings straight into the e2e database, as the shop's back office would; the server polls for the change. */
function writeSettings(values: Record<string, unknown>): void {
  const db = new Database(DB_FILE);
  try {
    const now = new Date().toISOString();
    const put = db.prepare(
      'INSERT INTO setting (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
    );
    for (const [key, value] of Object.entries(values)) put.run(key, JSON.stringify(value), now);
    db.prepare(
      "INSERT INTO cache_version (scope, version) VALUES ('settings', 1) ON CONFLICT(scope) DO UPDATE SET version = cache_version.version + 1",
    ).run();
  } finally {
    db.close();
  }
}

function resetSettings(keys: string[]): void {
  const db = new Database(DB_FILE);
  try {
    const del = db.prepare('DELETE FROM setting WHERE key = ?');
    for (const k of keys) del.run(k);
    db.prepare("UPDATE cache_version SET version = version + 1 WHERE scope = 'settings'").run();
  } finally {
    db.close();
  }
}

/**
 * Headless Chromium has no push service (subscribe answers "permission denied"), so the browser's
 * PushManager is replaced by one that hands out a subscription with real P-256 keys; everything
 * after it (the shop's registration call, the PUT on the customer, the service worker) is real.
 */
function fakeSubscription(tag: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${BASE_URL}/__test-push/${tag}-${Date.now()}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
}

async function stubPushManager(page: Page, sub: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
  await page.addInitScript((s) => {
    const KEY = '__e2e_push_subscription';
    const make = () => ({
      endpoint: s.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: { p256dh: s.p256dh, auth: s.auth } }),
      unsubscribe: () => {
        localStorage.removeItem(KEY);
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function () {
      localStorage.setItem(KEY, '1');
      return Promise.resolve(make() as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(localStorage.getItem(KEY) ? (make() as unknown as PushSubscription) : null);
    };
  }, sub);
}

/** An order placed through the API (click & collect, test provider, not paid): enough for the thank-you page. */
async function placeOrder(request: APIRequestContext): Promise<string> {
  await callApi(request, 'insertCartItems', { item_code: 'ITEM-00243', qty: 1 });
  const order = { shipping_method: 'SM-002', payment_method: 'test' };
  const first = await callApi<{ changes: { slot: { next_free: { date: string; slot: string } } | null } | null }>(request, 'insert_order', {
    data: order,
  });
  const next = first.changes?.slot?.next_free;
  expect(next, 'a free collection slot').toBeTruthy();
  const placed = await callApi<{ status: boolean; order: { name: string } }>(request, 'insert_order', {
    data: { ...order, delivery_slots: [{ date: next!.date, slot: next!.slot }] },
  });
  expect(placed.status).toBe(true);
  return placed.order.name;
}

test.beforeAll(async ({ request }) => {
  customer = await newCustomer(request, 'app');
});

test('installable: manifest, icons, service worker active and no installability errors', async ({ playwright, request }, info) => {
  // The worker and the manifest are always revalidated, and the CSP allows both.
  for (const file of ['/sw.js', '/manifest.webmanifest']) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['cache-control'], file).toBe('no-cache');
  }
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");

  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Larder'),
    short_name: 'Larder',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#a51318',
    background_color: '#a51318',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${sizes} ${purpose}`).toBeTruthy();
    const res = await request.get(icon!.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }

  // Installability is judged by Chromium in a normal (not incognito) profile.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: info.project.use.launchOptions?.args ?? ['--no-sandbox'],
    viewport: info.project.use.viewport ?? null,
    baseURL: BASE_URL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await waitForController(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const app = await cdp.send('Page.getAppManifest');
    expect(app.errors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('offline after browsing: the shell and a visited category show with the banner; the cart is never shown from a cache', async ({
  page,
  context,
  request,
}, info) => {
  await callApi(request, 'clear_cartitem', {});
  await callApi(request, 'insertCartItems', { item_code: PRODUCT.id, qty: 1 });
  await useSession(page, customer);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop By Category' })).toBeVisible();
  await waitForController(page);

  await page.goto('/c/meat');
  await expect(page.getByRole('heading', { level: 1, name: 'Meat' })).toBeVisible();
  await expect(page.getByRole('link', { name: PRODUCT.name }).first()).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeEmpty();

  await context.setOffline(true);
  await page.reload();
  await expect(banner).toContainText('You’re offline');
  await expect(banner).toContainText('Prices and stock are checked again when you’re back online.');
  await expect(page.getByRole('heading', { level: 1, name: 'Meat' })).toBeVisible();
  await expect(page.getByRole('link', { name: PRODUCT.name }).first()).toBeVisible();
  await expectNoAxeViolations(page, '[data-testid="offline-banner"]');
  await shot(page, 'app-offline-category', info.project.name);

  // The cart always asks the shop: offline it says so instead of showing a kept copy.
  await page.goto('/yourcart');
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load your cart' })).toContainText('offline', { timeout: 15_000 });
  await expect(page.getByText(PRODUCT.name)).toHaveCount(0);
  await expect(banner).toContainText('You’re offline');
  await shot(page, 'app-offline-cart', info.project.name);

  await context.setOffline(false);
  await expect(banner).toBeEmpty();
  // Back online, the cart asks the shop again by itself; Try again does the same if it is still
  // showing by then (either way the cart comes back from the shop).
  await page
    .getByRole('button', { name: 'Try again' })
    .click({ timeout: 2_000 })
    .catch(() => {});
  await expect(page.getByText(PRODUCT.name).first()).toBeVisible();
});

test('update prompt: a waiting new version offers Refresh and Later', async ({ page }, info) => {
  await page.goto('/');
  await waitForController(page);
  // This page pretends to run an older build (its entry script is not in the new worker's
  // precache), then a new worker version is installed beside the current one.
  const prompt = page.getByTestId('update-prompt');
  await page.evaluate(async () => {
    document.querySelector('script[type="module"][src]')?.setAttribute('src', '/assets/index-OLDBUILD.js');
    await navigator.serviceWorker.register('/sw.js?e2e-update=1', { scope: '/' });
  });
  await expect(prompt).toContainText('A new version of Larder is available', { timeout: 20_000 });
  await expectNoAxeViolations(page, '[data-testid="update-prompt"]');
  await shot(page, 'app-update-prompt', info.project.name);

  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeEmpty();

  // Again, and this time Refresh: the new worker takes over and the page reloads into it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?e2e-update=2', { scope: '/' });
  });
  await expect(prompt).toContainText('A new version of Larder is available', { timeout: 20_000 });
  // Which worker took over when the page reloaded (the reloaded app registers /sw.js again, and
  // that registration may take over a moment later).
  await page.evaluate(() =>
    navigator.serviceWorker.addEventListener('controllerchange', () =>
      sessionStorage.setItem('e2e-controller', navigator.serviceWorker.controller?.scriptURL ?? ''),
    ),
  );
  const reloaded = page.waitForEvent('framenavigated');
  await prompt.getByRole('button', { name: 'Refresh' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Shop By Category' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-controller'))).toContain('e2e-update=2');
  await expect(prompt).toBeEmpty();
});

test('push: "Get order updates" on the thank-you page subscribes this device', async ({ page, context, request }, info) => {
  await context.grantPermissions(['notifications']);
  await stubPushManager(page, fakeSubscription(`thanks-${info.project.name}`));
  const orderId = await placeOrder(request);
  await useSession(page, customer);
  await page.goto('/');
  await waitForController(page);
  await page.goto(`/thankyou/${orderId}`);
  const card = page.getByRole('region', { name: 'Get order updates' });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page, '[data-testid="push-opt-in"]');
  await shot(page, 'app-push-offer', info.project.name);

  const registered = page.waitForResponse((r) => r.url().endsWith('/api/method/register_push_subscription'));
  const saved = page.waitForResponse((r) => r.url().includes('/api/resource/Customers/') && r.request().method() === 'PUT');
  await card.getByRole('button', { name: 'Turn on notifications' }).click();
  const reg = (await (await registered).json()).message as { status: string; player_id: string };
  expect(reg.status).toBe('success');
  const put = await saved;
  expect(put.status()).toBe(200);
  expect((await put.json()).data.player_id).toBe(reg.player_id);
  await expect(card.getByRole('status')).toContainText('Notifications are on');
  const info2 = await callApi<{ player_id: string }>(request, 'get_customer_info', {});
  expect(info2.player_id).toBe(reg.player_id);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('larder.session') ?? '{}') as { player_id?: string });
  expect(session.player_id).toBe(reg.player_id);
});

test('push: the profile switch, and a delivered notification opens the product when tapped', async ({ page, context }, info) => {
  await context.grantPermissions(['notifications']);
  await stubPushManager(page, fakeSubscription(`profile-${info.project.name}`));
  await useSession(page, customer);
  await page.goto('/');
  await waitForController(page);
  await page.goto('/my-profile');
  const toggle = page.getByRole('switch', { name: 'Order updates' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toBeEnabled();
  const saved = page.waitForResponse((r) => r.url().includes('/api/resource/Customers/') && r.request().method() === 'PUT');
  await toggle.click();
  expect((await saved).status()).toBe(200);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page, '[data-testid="push-opt-in"]');
  await page.getByRole('switch', { name: 'Order updates' }).scrollIntoViewIfNeeded();
  await shot(page, 'app-push-setting', info.project.name);

  // A push as the shop sends it (server/src/modules/notifications/push-target.ts) reaches the worker…
  const worker = await serviceWorker(context);
  const payload = {
    title: 'Back in stock',
    body: `${PRODUCT.name} is back in stock.`,
    icon: '/icons/icon-192.png',
    additionalData: { type: 'Product', route: PRODUCT.route },
    url: `/pr/${PRODUCT.route}`,
  };
  const shown = await worker.evaluate(async (p) => {
    // Service-worker globals (the e2e project's types are the page's).
    const sw = self as any;
    sw.dispatchEvent(new sw.PushEvent('push', { data: JSON.stringify(p) }));
    for (let i = 0; i < 20; i++) {
      const list: Notification[] = await sw.registration.getNotifications();
      if (list.length) return list.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
      await new Promise((r) => setTimeout(r, 100));
    }
    return [];
  }, payload);
  expect(shown).toEqual([{ title: 'Back in stock', body: payload.body, data: payload }]);

  // …and tapping it routes the open page to the product.
  await worker.evaluate(async () => {
    const sw = self as any;
    const [notification] = await sw.registration.getNotifications();
    sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`/pr/${PRODUCT.route}$`));
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();

  // A push about an order opens that order; a category opens /cl/{route}.
  for (const [data, url] of [
    [{ additionalData: { type: 'Order', order_id: 'ORD-TEST-1' } }, /\/order-detail\/ORD-TEST-1$/],
    [{ additionalData: { type: 'Product Category', route: 'meat/chicken' } }, /\/cl\/meat\/chicken$/],
  ] as const) {
    await worker.evaluate((d) => {
      const event = Object.assign(new Event('notificationclick'), { notification: { data: d, close: () => {} } });
      self.dispatchEvent(event);
    }, data);
    await expect(page).toHaveURL(url);
  }

  // Turning it off detaches the device from the customer. (Opening the page re-attaches this
  // browser's device first, with a PUT of its own: wait for the one that detaches.)
  await page.goto('/my-profile');
  await expect(page.getByRole('switch', { name: 'Order updates' })).toHaveAttribute('aria-checked', 'true');
  const off = page.waitForResponse(
    (r) =>
      r.url().includes('/api/resource/Customers/') &&
      r.request().method() === 'PUT' &&
      JSON.parse(r.request().postData() ?? '{}').player_id === '',
  );
  await page.getByRole('switch', { name: 'Order updates' }).click();
  expect((await off).status()).toBe(200);
  await expect(page.getByRole('switch', { name: 'Order updates' })).toHaveAttribute('aria-checked', 'false');
});

test('push: signing in re-attaches the subscription this browser already has', async ({ page, context, request }, info) => {
  await context.grantPermissions(['notifications']);
  await stubPushManager(page, fakeSubscription(`resync-${info.project.name}`));
  await page.addInitScript(() => localStorage.setItem('__e2e_push_subscription', '1'));
  await page.goto('/');
  await waitForController(page);
  // Signing in (as the login form does: the session is stored and announced).
  const saved = page.waitForResponse((r) => r.url().includes('/api/resource/Customers/') && r.request().method() === 'PUT');
  await page.evaluate((json) => {
    localStorage.setItem('larder.session', json);
    window.dispatchEvent(new CustomEvent('larder:storage'));
  }, JSON.stringify(customer));
  const put = await saved;
  expect(put.status()).toBe(200);
  const playerId = ((await put.json()) as { data: { player_id: string } }).data.player_id;
  expect(playerId).toMatch(/^PUSH-/);
  expect((await callApi<{ player_id: string }>(request, 'get_customer_info', {})).player_id).toBe(playerId);
});

test('live app config: a settings change reaches an open page within seconds', async ({ page }, info) => {
  const keys = ['footer', 'category_list', 'logrocket'];
  resetSettings(keys);
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Shop By Category' })).toBeVisible();
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('larder.app-config') ?? 'null') as Record<string, unknown> | null);
    await expect.poll(async () => (await stored())?.footer).toBe(1);
    // Session recording is off: nothing is loaded.
    await expect(page.locator(`script[src="${LOGROCKET_SRC}"]`)).toHaveCount(0);

    writeSettings({ category_list: ['dairy-and-eggs', 'meat'] });
    await expect.poll(async () => (await stored())?.category_list, { timeout: 8000 }).toEqual(['dairy-and-eggs', 'meat']);

    if (info.project.name === 'desktop') {
      const download = page.getByRole('region', { name: 'Get the Larder app' });
      await expect(download).toBeVisible();
      writeSettings({ footer: 0 });
      await expect(download).toBeHidden({ timeout: 8000 });
      writeSettings({ footer: 1 });
      await expect(download).toBeVisible({ timeout: 8000 });
    } else {
      // Turned on, the recorder's script is added (the CSP and the offline machine stop it: only logged).
      writeSettings({ logrocket: { enabled: 1, id: 'larder/e2e' } });
      await expect(page.locator(`script[src="${LOGROCKET_SRC}"]`)).toHaveCount(1, { timeout: 8000 });
      await expect(page.getByRole('heading', { name: 'Shop By Category' })).toBeVisible();
    }
  } finally {
    resetSettings(keys);
  }
});
