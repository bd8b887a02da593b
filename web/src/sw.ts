/// <reference lib="webworker" />
/**
 * Larder's service worker (vite-plugin-pwa injectManifest): precaches the app shell and built
 * assets, keeps the last-seen catalogue answers for offline reading, caches product images, and
 * shows and routes push notifications.
 *
 * What is never cached: cart, wishlist, checkout, orders, payments, account and every other call —
 * only the read-only catalogue and content calls below, so nothing stale reaches a price at
 * checkout. Catalogue answers are network-first: the cache answers only when the network fails
 * or is too slow and a copy exists.
 */
import { pushTargetPath } from './shared/push/push-route';

type ManifestEntry = string | { url: string; revision: string | null };
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

/** Read-only calls whose last answer may be shown offline (public catalogue and content). */
const CATALOGUE_CALLS = new Set([
  'get_mobile_home_page',
  'get_parent_categories',
  'get_category_products',
  'get_category_page_filters',
  'get_product_details',
  'get_product_reviews_list',
  'get_search_products',
  'get_search_listing',
  'get_search_page_filters',
  'get_brands_list',
  'get_brand_based_products',
  'get_all_website_settings',
  'get_business_detail',
  'get_page_details',
  'get_scroll_content',
  'get_general_settings',
  'get_settings_list',
  'get_all_route',
  'get_blog_list',
  'get_blog_categories',
  'get_blog_details',
]);

/** GET paths that are never the app shell, even when opened as a page. */
const NOT_SHELL = /^\/(api|media)\/|^\/(sitemap\.xml|robots\.txt|healthz|readyz|metrics|sw\.js|manifest\.webmanifest)$/;

const API_CACHE = 'larder-api-v1';
const MEDIA_CACHE = 'larder-media-v1';
const PRECACHE_PREFIX = 'larder-precache-';
const API_TIMEOUT_MS = 4000;
const NAV_TIMEOUT_MS = 3000;
const API_MAX_ENTRIES = 300;
const API_MAX_AGE_MS = 7 * 24 * 3600_000;
const MEDIA_MAX_ENTRIES = 250;
const MEDIA_MAX_AGE_MS = 30 * 24 * 3600_000;
const STAMP = 'x-larder-cached-at';

const entries = self.__WB_MANIFEST.map((e) => (typeof e === 'string' ? { url: e, revision: null } : e));
const precacheUrls = new Map(entries.map((e) => [new URL(e.url, self.location.href).href, e.revision]));
const PRECACHE = `${PRECACHE_PREFIX}${hashString(entries.map((e) => `${e.url}@${e.revision ?? ''}`).join('|'))}`;
const SHELL_URL = new URL('index.html', self.location.href).href;

function hashString(s: string): string {
  let h = 5381;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 33) ^ s.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Resolves with the promise's value, or with `null` once `ms` have passed. */
function within<T>(p: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([p, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/** A copy of a response with one header changed (cached responses carry when they were stored). */
async function withHeader(res: Response, name: string, value: string): Promise<Response> {
  const headers = new Headers(res.headers);
  headers.set(name, value);
  return new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers });
}

async function putLimited(cacheName: string, key: Request | string, res: Response, max: number): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(key, await withHeader(res, STAMP, String(Date.now())));
  const keys = await cache.keys();
  // Keys come back in insertion order (a put moves its key to the end): the oldest go first.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
}

async function matchFresh(cacheName: string, key: Request | string, maxAge: number): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(key);
  if (!hit) return undefined;
  if (Date.now() - Number(hit.headers.get(STAMP) ?? 0) > maxAge) {
    await cache.delete(key);
    return undefined;
  }
  return hit;
}

// ---- install / activate: the precache -----------------------------------------------------------

async function precache(): Promise<void> {
  const cache = await caches.open(PRECACHE);
  await Promise.all(
    [...precacheUrls].map(async ([url, revision]) => {
      if (await cache.match(url)) return;
      // Hashed assets never change: reuse a copy from the previous version instead of downloading.
      const previous = revision === null ? await caches.match(url) : undefined;
      const res = previous ?? (await fetch(url, { cache: 'reload' }));
      if (!res.ok) throw new Error(`Precache of ${url} failed: ${res.status}`);
      await cache.put(url, res);
    }),
  );
}

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the page's update prompt says so.
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(PRECACHE_PREFIX) && n !== PRECACHE).map((n) => caches.delete(n)));
      await self.registration.navigationPreload?.enable().catch(() => {});
      // The first visit's page is controlled at once, so what it browses is kept for offline.
      await self.clients.claim();
    })(),
  );
});

// ---- fetch ---------------------------------------------------------------------------------------

/** `/api/method/a.b.get_x` → `get_x` (a dotted prefix is accepted and ignored, as on the server). */
function methodName(pathname: string): string {
  const raw = decodeURIComponent(pathname.slice('/api/method/'.length));
  return raw.slice(raw.lastIndexOf('.') + 1);
}

async function catalogueCall(event: FetchEvent, name: string): Promise<Response> {
  const req = event.request;
  const body = await req.clone().text();
  // One entry per call, payload and caller (a signed-in customer's answers are not a guest's).
  const key = `${self.location.origin}/__larder-api/${name}?k=${await sha256(`${req.headers.get('authorization') ?? ''}\n${body}`)}`;
  const network = fetch(req);
  // Kept for later even when the cache answered first (the copy is taken before the page reads it).
  event.waitUntil(network.then((res) => (res.ok ? putLimited(API_CACHE, key, res.clone(), API_MAX_ENTRIES) : undefined)).catch(() => {}));
  const cached = async () => {
    const hit = await matchFresh(API_CACHE, key, API_MAX_AGE_MS);
    return hit ? withHeader(hit, 'x-larder-offline', '1') : undefined;
  };
  try {
    const res = await within(network, API_TIMEOUT_MS);
    if (res === null) return (await cached()) ?? (await network);
    if (res.status >= 500) return (await cached()) ?? res;
    return res;
  } catch (err) {
    const hit = await cached();
    if (hit) return hit;
    throw err;
  }
}

async function media(req: Request): Promise<Response> {
  const hit = await matchFresh(MEDIA_CACHE, req, MEDIA_MAX_AGE_MS);
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok && res.type === 'basic') await putLimited(MEDIA_CACHE, req, res.clone(), MEDIA_MAX_ENTRIES).catch(() => {});
  return res;
}

async function navigation(event: FetchEvent): Promise<Response> {
  const shell = () => caches.match(SHELL_URL, { cacheName: PRECACHE });
  // The request the browser started while this worker was waking up, when there is one.
  const preload = Promise.resolve(event.preloadResponse as Promise<Response | undefined>);
  event.waitUntil(preload.catch(() => {}));
  const network = preload.then((res) => res ?? fetch(event.request));
  try {
    const res = await within(network, NAV_TIMEOUT_MS);
    if (res === null) return (await shell()) ?? (await network);
    if (res.status >= 500) return (await shell()) ?? res;
    return res;
  } catch (err) {
    const hit = await shell();
    if (hit) return hit;
    throw err;
  }
}

async function precached(req: Request, url: string): Promise<Response> {
  return (await caches.match(url, { cacheName: PRECACHE })) ?? fetch(req);
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (req.method === 'POST' && url.pathname.startsWith('/api/method/')) {
    const name = methodName(url.pathname);
    if (CATALOGUE_CALLS.has(name)) event.respondWith(catalogueCall(event, name));
    return; // every other call: network only
  }
  if (req.method !== 'GET') return;
  if (req.mode === 'navigate') {
    if (!NOT_SHELL.test(url.pathname)) event.respondWith(navigation(event));
    // Not an app page: straight to the network (using the preloaded answer when there is one).
    else event.respondWith(Promise.resolve(event.preloadResponse as Promise<Response | undefined>).then((res) => res ?? fetch(req)));
    return;
  }
  if (url.pathname.startsWith('/media/')) {
    event.respondWith(media(req));
    return;
  }
  const key = `${url.origin}${url.pathname}`;
  if (precacheUrls.has(key)) event.respondWith(precached(req, key));
});

// ---- messages from the page ------------------------------------------------------------------------

type PageMessage = { type: 'SKIP_WAITING' } | { type: 'larder:has-asset'; path: string } | { type: 'larder:clear-api-cache' };

self.addEventListener('message', (event) => {
  const msg = event.data as PageMessage | null;
  if (!msg || typeof msg !== 'object') return;
  if (msg.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page asks whether this worker's version is the one it is running (then no prompt is due).
  else if (msg.type === 'larder:has-asset') event.ports[0]?.postMessage(precacheUrls.has(new URL(msg.path, self.location.href).href));
  else if (msg.type === 'larder:clear-api-cache') event.waitUntil(caches.delete(API_CACHE));
});

// ---- push ------------------------------------------------------------------------------------------

interface PushData {
  title?: string;
  body?: string;
  icon?: string;
  url?: string;
  additionalData?: { type?: string; route?: string; order_id?: string };
}

self.addEventListener('push', (event) => {
  let data: PushData = {};
  try {
    data = (event.data?.json() ?? {}) as PushData;
  } catch {
    data = { body: event.data?.text() };
  }
  const orderId = data.additionalData?.type === 'Order' ? data.additionalData.order_id : undefined;
  event.waitUntil(
    self.registration.showNotification(data.title || 'Larder', {
      body: data.body ?? '',
      icon: data.icon || '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'en-GB',
      data,
      // A later update about the same order replaces the earlier one.
      ...(orderId ? { tag: `order-${orderId}` } : {}),
    }),
  );
});

/** Asks an open page to route in-app (no reload); resolves false when it does not answer. */
function askToNavigate(client: Client, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 1500);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.postMessage({ type: 'larder:navigate', path }, [channel.port2]);
  });
}

/** Focuses an open Larder window and routes it to `path`, or opens a new one there. */
async function openPath(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const win = windows.find((w) => w.focused) ?? windows[0];
  if (win) {
    await win.focus().catch(() => win);
    if (await askToNavigate(win, path)) return;
    const moved = await win.navigate(url).catch(() => null);
    if (moved) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const done = openPath(pushTargetPath(event.notification.data, self.location.origin) ?? '/');
  try {
    event.waitUntil(done);
  } catch {
    // A click simulated by a test is not a trusted event: it cannot extend its lifetime.
  }
});
