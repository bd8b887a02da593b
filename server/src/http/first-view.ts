import type { TListProduct, TProductDetails, TCategoryProducts } from '@larder/contract/catalog';
import type { THomePage } from '@larder/contract/home';
import { formatMoney } from '@larder/contract/money';

/**
 * The first view of a catalogue page, in the HTML itself: what the top of the page will show
 * (home's first slide, a category's first products, a product's picture, name and price), so a
 * shopper on a slow phone sees the page before the app's JavaScript has loaded and asked for its
 * data. It sits over the app, inert, and the app removes it once its own page has rendered
 * (`web/src/app/first-view.ts`). Styles: `web/src/first-view.css`, inline in the page.
 */
export type FirstViewPage =
  { kind: 'home'; home: THomePage } | { kind: 'category'; category: TCategoryProducts } | { kind: 'product'; product: TProductDetails };

/** An image at its two widths, as the page asks for it. */
interface Picture {
  src: string;
  small: string;
  sizes: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const price = (major: number) => esc(formatMoney(Math.round(major * 100)));

/** Only colours and gradients from the shop's own slide settings reach the style attribute. */
const safeBackground = (v: string) => (/^[#(),.%\w\s-]*$/.test(v) ? v : '');

/**
 * The app's header at its real heights: on phones a 56 px bar (the logo on home, else the page's
 * title), the search row on home and the announcement strip; on computers the top strip, the
 * logo row, the category bar and the announcement strip.
 */
function header(title: string | null, logo: string, search: boolean): string {
  const mark = `<img class="fv-logo${title ? ' fv-wide' : ''}" src="${esc(logo)}" alt="" width="144" height="36">`;
  return (
    `<div class="fv-top"></div><div class="fv-bar">${mark}${title ? `<span class="fv-title">${esc(title)}</span>` : ''}</div>` +
    `<div class="fv-cats"></div>${search ? '<div class="fv-search"><div></div></div>' : ''}<div class="fv-strip"></div>`
  );
}

function crumbs(items: { title: string }[]): string {
  return `<ol class="fv-crumbs"><li>Home</li>${items.map((c) => `<li>› ${esc(c.title)}</li>`).join('')}</ol>`;
}

const img = (pic: Picture, attrs: string) =>
  `<img src="${esc(pic.src)}" srcset="${esc(pic.small)} 320w, ${esc(pic.src)} 640w" sizes="${pic.sizes}" alt="" ${attrs}>`;

/** The same sizes as the app's product card and gallery, so the browser fetches one file for both. */
const cardPicture = (p: TListProduct): Picture => ({
  src: p.product_image,
  small: p.product_thumb,
  sizes: '(min-width: 768px) 220px, 45vw',
});
const galleryPicture = (p: TProductDetails): Picture => ({
  src: p.product_image,
  small: p.product_thumb,
  sizes: '(min-width: 768px) 560px, 100vw',
});

/** The unit price under a price, muted (the first view is inert: the app's page is what is read aloud). */
function unitPriceLine(p: TListProduct): string {
  return p.unit_price ? `<p class="fv-muted">${esc(p.unit_price.text)}</p>` : '';
}

function card(p: TListProduct, i: number): string {
  return `<div class="fv-card">${p.product_image ? img(cardPicture(p), `width="320" height="320"${i < 2 ? ' fetchpriority="high"' : ''}`) : '<span></span>'}<div class="fv-card-body"><p class="fv-card-name">${esc(p.item)}</p><p class="fv-muted">${esc(p.unit)}</p><p class="fv-price">${price(p.price)}</p>${unitPriceLine(p)}</div></div>`;
}

function home(page: THomePage, logo: string): string {
  const slider = page.page_content.find((s) => s.section_type === 'Slider');
  const slide = slider?.section_type === 'Slider' ? slider.data[0] : undefined;
  const hero = slide
    ? `<div class="fv-hero" style="background:${esc(safeBackground(slide.background))}"><div><p class="fv-hero-title">${esc(slide.title)}</p><p class="fv-hero-sub">${esc(slide.subtitle)}</p><span class="fv-pill">${esc(slide.cta)} →</span></div>${slide.image ? `<img class="fv-hero-img" src="${esc(slide.image)}" alt="" width="320" height="320" fetchpriority="high">` : ''}</div>`
    : '';
  return `${header(null, logo, true)}<div class="fv-main fv-home">${hero}</div>`;
}

function category(c: TCategoryProducts, logo: string): string {
  const products = c.products;
  const chips = c.child_categories.length
    ? `<div class="fv-chips">${c.child_categories.map((k) => `<span>${esc(k.category_name)}</span>`).join('')}</div>`
    : '';
  return (
    `${header(c.category.category_name, logo, false)}<div class="fv-main fv-listing">${crumbs(c.breadcrumbs)}` +
    `<h1 class="fv-h1">${esc(c.category.category_name)}</h1>${c.category.description ? `<p class="fv-desc">${esc(c.category.description)}</p>` : ''}` +
    `${chips}<p class="fv-count">${c.total_count} products</p><div class="fv-grid">${products.map(card).join('')}</div></div>`
  );
}

function product(p: TProductDetails, logo: string): string {
  return (
    `${header('Product Detail', logo, false)}<div class="fv-main fv-detail">${crumbs([...p.breadcrumbs, { title: p.item }])}<div class="fv-product">` +
    `${p.product_image ? img(galleryPicture(p), 'class="fv-product-img" width="640" height="640" fetchpriority="high"') : ''}` +
    `<div>${p.brand_name ? `<p class="fv-brand">${esc(p.brand_name)}</p>` : ''}<h1 class="fv-h1">${esc(p.item)}</h1><p class="fv-muted">${esc(p.unit)}</p><p class="fv-price fv-price-lg">${price(p.price)}</p>${unitPriceLine(p)}</div></div></div>`
  );
}

/** The first view's HTML, placed before the app's root in the page shell. */
export function renderFirstView(page: FirstViewPage, logo: string): string {
  const html =
    page.kind === 'home' ? home(page.home, logo) : page.kind === 'category' ? category(page.category, logo) : product(page.product, logo);
  return `<div id="first-view" class="fv" aria-hidden="true" inert>${html}</div>`;
}
