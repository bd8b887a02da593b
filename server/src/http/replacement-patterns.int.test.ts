import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { anonymousCtx } from '../ctx';
import { seedCategory, seedProduct, seedTaxClasses } from '../db/seed/factories';
import { updateStoreSettings } from '../modules/settings/settings.service';

/**
 * Shop text in the server-rendered page is inserted as it is: `$&`, `$'`, `` $` ``, `$1` and `$$`
 * in a product, category or shop name are characters, not String.replace patterns (which once
 * copied the rest of the page into a product name: 3.8 KB became 52 KB with 24 <head>s).
 */
const PATTERNS = "$' $` $& $1 $$ $<x>";
const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="description" content="Default" /><title>Larder</title>' +
  '<link rel="stylesheet" href="/assets/index.css" /><script type="module" src="/assets/index.js"></script></head>' +
  `<body><div id="root"></div><noscript>${'Larder needs JavaScript. '.repeat(100)}</noscript></body></html>`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-patterns-'));
const product = `Lamb ${PATTERNS} Chops`;
const category = `Meat ${PATTERNS}`;
const shop = `Larder ${PATTERNS}`;

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  t = await createTestApp({ config: { WEB_DIST: dist, PUBLIC_URL: 'https://shop.example' } });
  await seedTaxClasses(t.db.db);
  await updateStoreSettings(anonymousCtx(t.state, t.state.log), { store_name: shop });
  const meat = await seedCategory(t.db.db, { name: category, slug: 'meat', description: `Cuts ${PATTERNS}` });
  await seedProduct(t.db.db, {
    name: product,
    route: 'chops',
    price: 899,
    category_ids: [meat.id],
    short_description: `Chops ${PATTERNS}`,
    unit: `500 g ${PATTERNS}`,
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const count = (html: string, s: string) => html.split(s).length - 1;

describe('shop text with replacement patterns in the server-rendered page', () => {
  for (const [page, url] of [
    ['product', '/pr/chops'],
    ['category', '/c/meat'],
  ] as const) {
    it(`keeps the ${page} page whole: one head, one root, the names as written`, async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const html = res.body;
      for (const tag of ['<head>', '</head>', '<title>', '<div id="root">', '<body>', '</html>']) expect(count(html, tag), tag).toBe(1);
      // The head tags, JSON-LD and first view add a few KB at most; a pattern copying the page adds its size again per use.
      expect(Buffer.byteLength(html)).toBeLessThan(Buffer.byteLength(SHELL) + 8 * 1024);
      expect(html).toContain(
        `<title>${esc(page === 'product' ? `${product}, 500 g ${PATTERNS} | ${shop}` : `${category} | ${shop}`)}</title>`,
      );
      expect(html).toContain(`<h1 class="fv-h1">${esc(page === 'product' ? product : category)}</h1>`);
      if (page === 'category') expect(html).toContain(`<p class="fv-card-name">${esc(product)}</p>`);
    });
  }

  it('answers a page path holding NUL with a 4xx in the error shape (refused before the page is looked up)', async () => {
    for (const url of ['/pr/%00', '/c/meat%00x']) {
      const res = await t.app.inject({ method: 'GET', url });
      // The static files plugin refuses it (403 or 417 by its version); either way a client error in the shape.
      expect([403, 417], url).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ exc_type: expect.any(String), _server_messages: expect.any(String) });
    }
  });
});
