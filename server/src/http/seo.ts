import { hasHostileChars } from '@larder/contract/wire';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppState, Ctx } from '../ctx';
import { VersionedMemo } from '../cache/cache-versions';
import { anonymousCtx, appSingleton } from '../ctx';
import { AppError, notFound } from '../lib/errors';
import { getCategoryTree } from '../modules/catalog/category-tree';
import { getBrandProducts, getCategoryProducts } from '../modules/catalog/listing';
import { getProductDetails } from '../modules/catalog/product-details';
import { getHomePage } from '../modules/content/home.service';
import { getStoreSettings } from '../modules/settings/settings.service';
import type { FirstViewPage } from './first-view';
import { frappeErrorBody } from './http-errors';

/** What a page tells search engines and link previews, rendered into the HTML shell. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  type: 'website' | 'product';
  jsonLd: object[];
  status: number;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script> must not be able to close the tag. */
const jsonForScript = (v: object) => JSON.stringify(v).replace(/</g, '\\u003c');

export function renderHead(shell: string, head: PageHead): string {
  const tags = [
    `<link rel="canonical" href="${esc(head.canonical)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${esc(head.title)}" />`,
    `<meta property="og:description" content="${esc(head.description)}" />`,
    `<meta property="og:url" content="${esc(head.canonical)}" />`,
    `<meta property="og:site_name" content="Larder" />`,
    head.image ? `<meta property="og:image" content="${esc(head.image)}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    ...head.jsonLd.map((j) => `<script type="application/ld+json">${jsonForScript(j)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
  // Function replacers: shop text is inserted as it is, never read as a replacement pattern
  // (`$&`, `$'`, `` $` `` in a product name would otherwise copy parts of the page into it).
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${esc(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${esc(head.description)}" />`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

function breadcrumbLd(base: string, crumbs: { title: string; route: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.title, item: `${base}${c.route}` })),
  };
}

function clip(text: string, max = 160): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

/** How many products a category's first view shows (a row on computers, two on phones). */
const FIRST_VIEW_PRODUCTS = 4;

/**
 * What the server renders into a page's HTML: the head of a catalogue page (product, category,
 * brand) and the first view of home, category and product pages; nulls for other paths.
 * `mobile` picks the home content for phones (the app shows the same below its breakpoint).
 */
export async function renderablePage(
  ctx: Ctx,
  pathname: string,
  mobile: boolean,
): Promise<{ head: PageHead | null; firstView: FirstViewPage | null }> {
  const base = ctx.app.config.publicUrl;
  let path: string;
  try {
    path = decodeURIComponent(pathname.split('?')[0] ?? '').replace(/\/+$/, '');
  } catch {
    // Fastify refuses a path it cannot decode before it gets here; nothing to render if one slips through.
    return { head: null, firstView: null };
  }
  if (path === '' || path === '/home')
    return { head: null, firstView: { kind: 'home', home: await getHomePage(ctx, mobile ? 'mobile' : 'web') } };
  const store = (await getStoreSettings(ctx)).store_name;
  try {
    // No catalogue route holds NUL or a lone surrogate: such a path is not looked up, it is not found.
    if (hasHostileChars(path)) throw notFound('No such page');
    let m = /^\/pr\/([^/]+)$/.exec(path);
    if (m) {
      const p = await getProductDetails(ctx, m[1]!);
      const url = `${base}/pr/${p.route}`;
      const images = p.images.map((i) => `${base}${i.image}`);
      const product: Record<string, unknown> = {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.item,
        sku: p.sku,
        description: clip(p.full_description || p.short_description, 500),
        image: images,
        url,
        offers: {
          '@type': 'Offer',
          priceCurrency: 'GBP',
          price: p.price.toFixed(2),
          availability: p.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url,
          itemCondition: 'https://schema.org/NewCondition',
        },
      };
      if (p.brand) product.brand = { '@type': 'Brand', name: p.brand.brand_name };
      if (p.review_count > 0) product.aggregateRating = { '@type': 'AggregateRating', ratingValue: p.rating, reviewCount: p.review_count };
      const head: PageHead = {
        title: `${p.item}${p.unit ? `, ${p.unit}` : ''} | ${store}`,
        description: clip(p.meta_description || p.short_description || `${p.item} from ${store}.`),
        canonical: url,
        image: images[0],
        type: 'product',
        jsonLd: [product, breadcrumbLd(base, p.breadcrumbs)],
        status: 200,
      };
      return { head, firstView: { kind: 'product', product: p } };
    }
    m = /^\/(?:c|cl)\/(.+)$/.exec(path);
    if (m) {
      const c = await getCategoryProducts(ctx, m[1]!, { page_no: 1, page_len: FIRST_VIEW_PRODUCTS, sort_by: 'relevance' });
      const head: PageHead = {
        title: `${c.category.meta_title || c.category.category_name} | ${store}`,
        description: clip(
          c.category.meta_description ||
            `Shop ${c.category.category_name} online at ${store}: ${c.total_count} products delivered in a slot you choose.`,
        ),
        canonical: `${base}/c/${c.category.route}`,
        image: c.category.image ? `${base}${c.category.image}` : undefined,
        type: 'website',
        jsonLd: [breadcrumbLd(base, c.breadcrumbs)],
        status: 200,
      };
      return { head, firstView: { kind: 'category', category: c } };
    }
    m = /^\/brands\/([^/]+)(?:\/[^/]+)?$/.exec(path);
    if (m) {
      const b = await getBrandProducts(ctx, m[1]!, { page_no: 1, page_len: 1, sort_by: 'relevance' });
      const head: PageHead = {
        title: `${b.brand.brand_name} | ${store}`,
        description: clip(b.brand.description || `Shop ${b.brand.brand_name} at ${store}.`),
        canonical: `${base}/brands/${b.brand.route}`,
        image: b.brand.logo ? `${base}${b.brand.logo}` : undefined,
        type: 'website',
        jsonLd: [
          breadcrumbLd(base, [
            { title: 'Brands', route: '/brands' },
            { title: b.brand.brand_name, route: `/brands/${b.brand.route}` },
          ]),
        ],
        status: 200,
      };
      return { head, firstView: null };
    }
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') {
      const head: PageHead = {
        title: `Not found | ${store}`,
        description: 'This page could not be found.',
        canonical: `${base}${path}`,
        type: 'website',
        jsonLd: [],
        status: 404,
      };
      return { head, firstView: null };
    }
    throw err;
  }
  return { head: null, firstView: null };
}

function xmlEsc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const SITEMAP_CHUNK = 40_000;

/** Every category, product and brand URL, cached per catalogue version. */
async function sitemapUrls(ctx: Ctx): Promise<string[]> {
  const memo = appSingleton(ctx.app, 'seo.sitemap', () => new VersionedMemo<string, string[]>(ctx.app.cache, 'catalog'));
  return memo.get('urls', async () => {
    const base = ctx.app.config.publicUrl;
    const tree = await getCategoryTree(ctx);
    const [products, brands] = await Promise.all([
      ctx.db.selectFrom('product').select('route').where('is_active', '=', 1).orderBy('id').execute(),
      ctx.db.selectFrom('brand').select('route').where('is_active', '=', 1).orderBy('route').execute(),
    ]);
    return [
      `${base}/`,
      ...[...tree.byId.values()].map((c) => `${base}/c/${c.route}`),
      `${base}/brands`,
      ...brands.map((b) => `${base}/brands/${b.route}`),
      ...products.map((p) => `${base}/pr/${p.route}`),
    ];
  });
}

export function registerSeo(app: FastifyInstance, state: AppState): void {
  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

  app.get('/robots.txt', (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /checkout\nDisallow: /my-profile\nDisallow: /yourcart\n\nSitemap: ${state.config.publicUrl}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', async (req, reply) => {
    const urls = await sitemapUrls(anonymousCtx(state, req.log));
    if (urls.length <= SITEMAP_CHUNK) {
      return xml(
        reply,
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `<url><loc>${xmlEsc(u)}</loc></url>`).join('\n')}\n</urlset>\n`,
      );
    }
    const parts = Math.ceil(urls.length / SITEMAP_CHUNK);
    const items = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${xmlEsc(`${state.config.publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return xml(
      reply,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`,
    );
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (req, reply) => {
    const urls = await sitemapUrls(anonymousCtx(state, req.log));
    const n = Number(req.params.n);
    const chunk = Number.isInteger(n) && n >= 1 ? urls.slice((n - 1) * SITEMAP_CHUNK, n * SITEMAP_CHUNK) : [];
    if (!chunk.length) return reply.code(404).type('application/json; charset=utf-8').send(frappeErrorBody(404, 'Not found'));
    return xml(
      reply,
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${chunk.map((u) => `<url><loc>${xmlEsc(u)}</loc></url>`).join('\n')}\n</urlset>\n`,
    );
  });
}
