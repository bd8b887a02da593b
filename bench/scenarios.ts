/** What `npm run bench` measures. Each area adds its calls here. */
import { ADD_P99_MS } from './budgets';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Several bodies to rotate through (e.g. different search words); overrides body. */
  bodies?: unknown[] | ((ctx: BenchContext) => Promise<unknown[]>);
  connections?: number;
  /** Also measure latency one request at a time (service time, exact percentiles). */
  probe?: boolean;
  /** The budget this scenario is held to, printed next to the result (maxP99OnPostgresMs: p99 on PostgreSQL, where it differs). */
  budget?: { minRps?: number; maxP99Ms?: number; maxP99OnPostgresMs?: number; maxProbeP95Ms?: number };
}

export interface BenchContext {
  post(path: string, body: unknown): Promise<any>;
}

/** As-you-type sequences, typos, multi-word and category/brand words. */
export const SEARCH_QUERIES = [
  'c',
  'ch',
  'chi',
  'chic',
  'chick',
  'chicke',
  'chicken',
  'chicken th',
  'chicken thigh',
  'l',
  'la',
  'lam',
  'lamb',
  'lamb m',
  'lamb mi',
  'lamb min',
  'lamb mince',
  'mince lamb',
  'chiken',
  'basmathi',
  'bsmati rice',
  'chik',
  'gram masala',
  'garam masala',
  'tumeric',
  'eggs',
  'free range eggs',
  'organic milk',
  'milk',
  'yog',
  'yoghurt',
  'paneer',
  'butter',
  'salmon',
  'prawn',
  'king prawns',
  'sea bass',
  'tomato',
  'onion',
  'potatoes',
  'mango',
  'atta',
  'chapatti flour',
  'lentils',
  'chickpeas',
  'halal',
  'boneless',
  'drumsticks',
  'kebab',
  'hilltop',
  'spice route',
  'frozen peas',
  'juice',
  'water',
  'cola',
  'biscuits',
  'naan',
];

/** Routes of up to `perCategory` products from listing page `page` of each top category. */
export async function productRoutes(ctx: BenchContext, page: number, perCategory: number): Promise<string[]> {
  const routes: string[] = [];
  for (const route of [
    'meat',
    'fish-and-seafood',
    'fruit-and-veg',
    'dairy-and-eggs',
    'rice-flour-and-grains',
    'spices-and-masalas',
    'frozen',
    'drinks',
  ]) {
    const r = await ctx.post('/api/method/get_category_products', { route, page_no: page, page_len: perCategory });
    routes.push(...r.message.products.map((p: { route: string }) => p.route));
  }
  return routes;
}

export const scenarios: Scenario[] = [
  { name: 'get_all_website_settings (GET)', method: 'GET', path: '/api/method/get_all_website_settings' },
  {
    name: 'get_parent_categories show_count=1',
    method: 'POST',
    path: '/api/method/get_parent_categories',
    body: { domain: 'bench', show_count: 1 },
    budget: { minRps: 5000 },
  },
  {
    name: 'get_category_products 15 (rotating categories and sorts)',
    method: 'POST',
    path: '/api/method/get_category_products',
    bodies: [
      'meat',
      'meat/chicken',
      'meat/chicken/boneless',
      'meat/lamb',
      'fish-and-seafood',
      'fruit-and-veg',
      'dairy-and-eggs',
      'rice-flour-and-grains',
      'spices-and-masalas',
      'drinks',
    ].flatMap((route) => ['relevance', 'price_asc'].map((sort_by) => ({ route, page_no: 1, page_len: 15, sort_by }))),
    budget: { minRps: 5000 },
  },
  {
    name: 'get_product_details (200 products)',
    method: 'POST',
    path: '/api/method/get_product_details',
    bodies: async (ctx) => (await productRoutes(ctx, 1, 25)).map((route) => ({ route })),
    budget: { minRps: 5000 },
  },
  {
    name: 'get_search_products as-you-type (60 queries)',
    method: 'POST',
    path: '/api/method/get_search_products',
    bodies: SEARCH_QUERIES.map((searchTxt) => ({ searchTxt, page_no: 1, page_len: 15 })),
    probe: true,
    budget: { maxProbeP95Ms: 1, maxP99Ms: 25 },
  },
  { name: 'get_mobile_home_page web', method: 'POST', path: '/api/method/get_mobile_home_page', body: { application_type: 'web' } },
  {
    // A write under load: 50 guests' carts, each setting quantities of tracked products (stock checked, cart repriced).
    name: 'insertCartItems (50 guest carts, set qty)',
    method: 'POST',
    path: '/api/method/insertCartItems',
    bodies: async (ctx) => {
      const guests: string[] = [];
      for (let i = 0; i < 50; i++) guests.push((await ctx.post('/api/method/check_guest_customer', {})).message.customer_id);
      const items: string[] = [];
      for (const route of ['meat', 'rice-flour-and-grains', 'dairy-and-eggs', 'drinks']) {
        const r = await ctx.post('/api/method/get_category_products', { route, page_len: 25 });
        items.push(
          ...r.message.products
            .filter((p: { has_variants: number; in_stock: boolean }) => !p.has_variants && p.in_stock)
            .map((p: { name: string }) => p.name),
        );
      }
      // Shopper by shopper in turn: the 50 adds in flight are 50 shoppers' adds, as in a shop. (The
      // guest-major order sent 20 adds in a row to one cart, so the run measured one cart's lock.)
      return items
        .slice(0, 20)
        .flatMap((item_code, i) => guests.map((customer, g) => ({ item_code, qty: 1 + ((g + i) % 3), qty_type: 'set', customer })));
    },
    budget: { maxP99Ms: ADD_P99_MS.sqlite, maxP99OnPostgresMs: ADD_P99_MS.postgres },
  },
  {
    // Reading a cart: 50 guests' carts of three lines each, filled before the run.
    name: 'get_cartItems (50 guest carts, 3 lines)',
    method: 'POST',
    path: '/api/method/get_cartItems',
    bodies: async (ctx) => {
      const r = await ctx.post('/api/method/get_category_products', { route: 'rice-flour-and-grains', page_len: 25 });
      const items: string[] = r.message.products
        .filter((p: { has_variants: number; in_stock: boolean }) => !p.has_variants && p.in_stock)
        .map((p: { name: string }) => p.name);
      const guests: { customer: string }[] = [];
      for (let g = 0; g < 50; g++) {
        const customer: string = (await ctx.post('/api/method/check_guest_customer', {})).message.customer_id;
        for (let i = 0; i < 3; i++)
          await ctx.post('/api/method/insertCartItems', { item_code: items[(g + i) % items.length], qty: 1, qty_type: 'set', customer });
        guests.push({ customer });
      }
      return guests;
    },
  },
];
