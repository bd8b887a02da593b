/**
 * Benchmark catalogue: N extra products on top of the demo shop, built from the demo products
 * with other brands, qualifiers and pack sizes ("Hilltop Farm Organic Chicken Thigh Fillets,
 * Skinless 2 kg"), so search and listings work on realistic text. Deterministic for a given N.
 * Reuses the demo products' images; writes no files.
 */
import type { Db } from '../database';
import { type DemoProduct, demoProducts, unitGrams } from './demo/catalogue-data';
import { type AttributeInput, buildProducts, insertProducts, type ProductInput } from './factories';
import { productImageUrl, shortName } from './images';

const BATCH = 2000;
const BASE_DATE = Date.parse('2026-11-01T09:00:00.000Z');
const DAY = 86_400_000;

/** Small, fast, seeded PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Qualifier words and how they move the price. */
const QUALIFIERS: { word: string; factor: number; cert?: string }[] = [
  { word: '', factor: 1 },
  { word: '', factor: 1 },
  { word: '', factor: 1 },
  { word: 'Premium', factor: 1.25 },
  { word: 'Organic', factor: 1.35, cert: 'organic' },
  { word: 'Value', factor: 0.8 },
  { word: 'Finest', factor: 1.4 },
  { word: 'Everyday', factor: 0.9 },
  { word: 'Family Pack', factor: 0.95 },
  { word: 'Traditional', factor: 1.1 },
];

const WEIGHT_LADDER = [100, 200, 250, 400, 500, 750, 1000, 1500, 2000, 2500, 5000, 10000];
const VOLUME_LADDER = [200, 250, 330, 500, 750, 1000, 1500, 2000];
const MULTIPACK_COUNTS = [2, 4, 6, 8, 12, 24];
const EACH_COUNTS = [2, 4, 6, 10, 12, 15];

function formatGrams(g: number, volume: boolean): string {
  if (g >= 1000) return `${Number((g / 1000).toFixed(2))} ${volume ? 'l' : 'kg'}`;
  return `${g} ${volume ? 'ml' : 'g'}`;
}

/** Another pack size near the template's, with its weight; the same pack when the unit is not a size. */
function otherPack(unit: string, grams: number, rnd: () => number): { unit: string; grams: number } {
  const multi = /^(\d+)\s*x\s*(.+)$/.exec(unit);
  if (multi) {
    // Small packs (2 fish, 4 burgers) stay small; drinks multipacks may become cases.
    const n = Number(multi[1]);
    const counts = MULTIPACK_COUNTS.filter((c) => (n >= 6 ? c >= n / 2 && c <= n * 4 : c >= n && c <= n * 2));
    const count = counts[Math.floor(rnd() * counts.length)] ?? n;
    const each = unitGrams(multi[2] ?? '') ?? grams / n;
    return { unit: `${count} x ${multi[2]}`, grams: Math.round(count * each) };
  }
  const eggs = /^x(\d+)$/.exec(unit);
  if (eggs) {
    const count = EACH_COUNTS[Math.floor(rnd() * EACH_COUNTS.length)] ?? 6;
    return { unit: `x${count}`, grams: Math.round((grams / Number(eggs[1])) * count) };
  }
  const single = unitGrams(unit);
  if (single === null) return { unit, grams };
  const volume = /m?l$/i.test(unit.trim());
  const ladder = (volume ? VOLUME_LADDER : WEIGHT_LADDER).filter((g) => g >= single * 0.4 && g <= single * 4);
  const g = ladder[Math.floor(rnd() * ladder.length)] ?? single;
  return { unit: formatGrams(g, volume), grams: g };
}

/** Price for another pack: roughly proportional, a little cheaper per kilo for bigger packs; ends in 9. */
function scalePrice(price: number, ratio: number, factor: number): number {
  const p = price * ratio ** 0.9 * factor;
  return Math.max(49, Math.round(p / 10) * 10 - 1);
}

function copyAttributes(attrs: AttributeInput[], ratio: number): AttributeInput[] {
  return attrs.map((a) => ({
    ...a,
    options: a.options.map((o) => ({
      ...o,
      ...(o.price_adjustment ? { price_adjustment: Math.max(10, Math.round((o.price_adjustment * ratio) / 10) * 10) } : {}),
    })),
  }));
}

interface Context {
  leaves: { id: string; templates: DemoProduct[] }[];
  /** Brand ids by name, and the brands that sell in each top-level category. */
  brandIds: Map<string, string>;
  brandsByTop: Map<string, string[]>;
}

function makeInput(ctx: Context, rnd: () => number): ProductInput {
  const leaf = ctx.leaves[Math.floor(rnd() * ctx.leaves.length)];
  if (!leaf) throw new Error('bench catalogue: no leaf categories');
  const t = leaf.templates[Math.floor(rnd() * leaf.templates.length)] ?? leaf.templates[0];
  if (!t) throw new Error('bench catalogue: empty template list');
  const top = t.category.split('/')[0] ?? '';
  const family = ctx.brandsByTop.get(top) ?? [];
  const r = rnd();
  const brandName = r < 0.55 ? t.brand : r < 0.9 ? family[Math.floor(rnd() * family.length)] : undefined;
  const brandId = brandName ? (ctx.brandIds.get(brandName) ?? null) : null;

  const base = shortName(t.name);
  let q = QUALIFIERS[Math.floor(rnd() * QUALIFIERS.length)] ?? { word: '', factor: 1 };
  if (q.word && base.toLowerCase().includes(q.word.toLowerCase())) q = { word: '', factor: 1 };
  const tracked = t.inventory_method === 'Track Inventory By Product Attributes' && rnd() < 0.7;
  const pack = tracked ? { unit: t.unit, grams: t.weight_grams } : otherPack(t.unit, t.weight_grams, rnd);
  const ratio = t.weight_grams > 0 ? pack.grams / t.weight_grams : 1;
  if (q.word === 'Family Pack' && ratio < 1.5) q = { word: '', factor: 1 };
  const price = scalePrice(t.price, ratio, q.factor * (0.9 + rnd() * 0.25));
  const name = [brandName, q.word, base, pack.unit].filter(Boolean).join(' ');

  const certifications = [...new Set([...(t.certifications ?? []), ...(q.cert ? [q.cert] : [])])];
  const m = rnd();
  const input: ProductInput = {
    name,
    price,
    old_price: rnd() < 0.12 ? Math.round((price * (1.15 + rnd() * 0.2)) / 10) * 10 + 9 : null,
    category_ids: [leaf.id],
    brand_id: brandId,
    unit: pack.unit,
    weight_grams: pack.grams,
    tax_class_id: t.tax_class_id,
    certifications,
    tags: [...new Set([...(t.tags ?? []), ...q.word.toLowerCase().split(' ').filter(Boolean)])],
    popularity: Math.floor(rnd() ** 2 * 1000),
    short_description: t.short_description,
    full_description: t.full_description,
    images: [{ url: productImageUrl(t.route), alt: name }],
    created_at: new Date(BASE_DATE - Math.floor(rnd() * 365 * DAY)).toISOString(),
  };
  if (tracked && t.attributes) {
    input.inventory_method = 'Track Inventory By Product Attributes';
    input.attributes = copyAttributes(t.attributes, price / t.price);
    input.default_variant_stock = Math.floor(rnd() * 40);
  } else if (m < 0.14) {
    input.inventory_method = 'Dont Track Inventory';
  } else {
    input.inventory_method = 'Track Inventory';
    input.stock = rnd() < 0.04 ? 0 : 1 + Math.floor(rnd() * 150);
  }
  if (input.old_price) input.max_order_qty = 10;
  return input;
}

/**
 * Adds `products` deterministic products over the demo shop's leaf categories, in transactions
 * of 2,000. Expects the demo shop to be seeded (its categories and brands are looked up by route
 * and name).
 */
export async function seedBenchCatalog(
  db: Db,
  opts: { products: number; onProgress?: (done: number, total: number) => void },
): Promise<void> {
  const total = Math.max(0, Math.floor(opts.products));
  if (!total) return;

  const categories = await db.selectFrom('category').select(['id', 'route', 'parent_id']).execute();
  const parents = new Set(categories.map((c) => c.parent_id).filter((p): p is string => p !== null));
  const byRoute = new Map<string, DemoProduct[]>();
  for (const p of demoProducts) byRoute.set(p.category, [...(byRoute.get(p.category) ?? []), p]);
  const leaves = categories
    .filter((c) => !parents.has(c.id) && byRoute.has(c.route))
    .map((c) => ({ id: c.id, templates: byRoute.get(c.route) ?? [] }));
  if (!leaves.length) throw new Error('bench catalogue: seed the demo shop first (no demo leaf categories found)');

  const brands = await db.selectFrom('brand').select(['id', 'name']).execute();
  const brandIds = new Map(brands.map((b) => [b.name, b.id]));
  const brandsByTop = new Map<string, string[]>();
  for (const p of demoProducts) {
    const top = p.category.split('/')[0] ?? '';
    if (!p.brand || !brandIds.has(p.brand)) continue;
    const list = brandsByTop.get(top) ?? [];
    if (!list.includes(p.brand)) list.push(p.brand);
    brandsByTop.set(top, list);
  }
  const ctx: Context = { leaves, brandIds, brandsByTop };

  const rnd = prng(0x1a2de5);
  for (let done = 0; done < total;) {
    const n = Math.min(BATCH, total - done);
    const inputs = Array.from({ length: n }, () => makeInput(ctx, rnd));
    await db.transaction().execute(async (trx) => {
      await insertProducts(trx, await buildProducts(trx, inputs));
    });
    done += n;
    opts.onProgress?.(done, total);
  }
}
