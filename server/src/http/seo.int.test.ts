import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedBrand, seedCategory, seedProduct, seedTaxClasses } from '../db/seed/factories';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-seo-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Default" /><title>Larder</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ config: { WEB_DIST: dist, PUBLIC_URL: 'https://shop.example' } });
  await seedTaxClasses(t.db.db);
  const meat = await seedCategory(t.db.db, { name: 'Meat', description: 'Halal butcher cuts.' });
  const lamb = await seedCategory(t.db.db, { name: 'Lamb', parent: meat });
  const brand = await seedBrand(t.db.db, { name: 'Hilltop Farm', description: 'Grass-fed lamb from Wales.' });
  await seedProduct(t.db.db, {
    name: 'Lamb Loin Chops "Best" <Cut>',
    route: 'lamb-loin-chops',
    price: 899,
    category_ids: [lamb.id],
    brand_id: brand.id,
    short_description: 'Tender loin chops.',
    images: [{ url: '/media/products/lamb-loin-chops' }],
    unit: '500 g',
  });
  await seedProduct(t.db.db, { name: 'Lamb Mince', route: 'lamb-mince', price: 599, category_ids: [lamb.id], stock: 0 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function jsonLd(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('server-rendered page heads', () => {
  it('gives a product page its title, description, canonical, Open Graph and Product + BreadcrumbList JSON-LD', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pr/lamb-loin-chops' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Lamb Loin Chops &quot;Best&quot; &lt;Cut&gt;, 500 g | Larder</title>');
    expect(html).toContain('<meta name="description" content="Tender loin chops." />');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/pr/lamb-loin-chops" />');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/media/products/lamb-loin-chops-640.webp" />');
    const [product, crumbs] = jsonLd(html);
    expect(product).toMatchObject({ '@type': 'Product', name: 'Lamb Loin Chops "Best" <Cut>', brand: { name: 'Hilltop Farm' } });
    expect(product.offers).toMatchObject({ price: '8.99', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' });
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Meat', 'Lamb']);
    // A name with "<" cannot close the script element.
    expect(html).not.toContain('<Cut>');
  });

  it('marks an out-of-stock product and answers 404 for an unknown one', async () => {
    const mince = await t.app.inject({ method: 'GET', url: '/pr/lamb-mince' });
    expect(jsonLd(mince.body)[0].offers.availability).toBe('https://schema.org/OutOfStock');
    const missing = await t.app.inject({ method: 'GET', url: '/pr/no-such-product' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('heads category and brand pages', async () => {
    const cat = await t.app.inject({ method: 'GET', url: '/c/meat/lamb' });
    expect(cat.body).toContain('<title>Lamb | Larder</title>');
    expect(cat.body).toContain('<link rel="canonical" href="https://shop.example/c/meat/lamb" />');
    const cl = await t.app.inject({ method: 'GET', url: '/cl/meat' });
    expect(cl.body).toContain('<meta name="description" content="Halal butcher cuts." />');
    const brand = await t.app.inject({ method: 'GET', url: '/brands/hilltop-farm' });
    expect(brand.body).toContain('<title>Hilltop Farm | Larder</title>');
  });

  it('leaves other pages with the default head', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/yourcart' });
    expect(res.body).toContain('<title>Larder</title>');
    expect(res.body).not.toContain('canonical');
  });
});

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Mobile Safari/537.36';
const firstView = (html: string) => /<div id="first-view"[^>]*>(.*?)<\/div><div id="root">/s.exec(html)?.[1] ?? null;

describe('server-rendered first view', () => {
  it('shows a product page its picture, name and price before the app loads, escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pr/lamb-loin-chops', headers: { 'user-agent': PHONE } });
    const view = firstView(res.body)!;
    expect(view).toContain('Lamb Loin Chops &quot;Best&quot; &lt;Cut&gt;');
    expect(view).toContain('£8.99');
    expect(view).toContain('src="/media/products/lamb-loin-chops-640.webp"');
    expect(view).toContain('<li>› Lamb</li>');
    expect(res.body).toContain('<div id="first-view" class="fv" aria-hidden="true" inert>');
    expect(res.headers.vary).toMatch(/user-agent/i);
  });

  it('shows a category its first products and its home page the first slide of the phone or computer content', async () => {
    const cat = firstView((await t.app.inject({ method: 'GET', url: '/c/meat' })).body)!;
    expect(cat).toContain('<h1 class="fv-h1">Meat</h1>');
    expect(cat).toContain('2 products');
    expect(cat).toContain('£5.99');
    const slide = (title: string) => ({
      title,
      subtitle: 'Cut to order',
      cta: 'Shop',
      route: '/c/meat',
      image: '/media/x.webp',
      background: 'red',
    });
    for (const [app, title] of [
      ['mobile', 'For phones'],
      ['web', 'For computers <b>'],
    ] as const) {
      await t.db.db
        .insertInto('page_section')
        .values({
          id: `home-slider-${app}`,
          page: 'home',
          application_type: app,
          section_type: 'Slider',
          title: '',
          subtitle: '',
          config: JSON.stringify({ slides: [slide(title)] }),
          display_order: 0,
          is_active: 1,
        })
        .execute();
    }
    await t.state.cache.bump(t.db.db, 'home');
    expect(firstView((await t.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': PHONE } })).body)).toContain('For phones');
    expect(firstView((await t.app.inject({ method: 'GET', url: '/home' })).body)).toContain('For computers &lt;b&gt;');
  });

  it('is left out of other pages and of unknown products', async () => {
    expect(firstView((await t.app.inject({ method: 'GET', url: '/yourcart' })).body)).toBeNull();
    const missing = await t.app.inject({ method: 'GET', url: '/pr/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(firstView(missing.body)).toBeNull();
  });
});

describe('sitemap and robots', () => {
  it('lists every category, brand and product URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    for (const u of [
      'https://shop.example/c/meat',
      'https://shop.example/c/meat/lamb',
      'https://shop.example/brands/hilltop-farm',
      'https://shop.example/pr/lamb-loin-chops',
      'https://shop.example/pr/lamb-mince',
    ]) {
      expect(res.body).toContain(`<loc>${u}</loc>`);
    }
  });

  it('serves robots.txt with the absolute sitemap URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });
});
