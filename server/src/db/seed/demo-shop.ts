/**
 * Seeds the demo shop: business, tax classes, categories, brands and products in one
 * transaction, then the artwork outside it (rendering images must not hold a write lock).
 */
import fs from 'node:fs';
import path from 'node:path';
import { slugify } from '../../lib/ids';
import type { Db, DbOrTrx } from '../database';
import { type DemoProduct, demoBrands, demoProducts, flattenCategories } from './demo/catalogue-data';
import { demoFood } from './demo/food-data';
import { foodInputToRow, isEmptyFood } from '../../modules/catalog/food-rows';
import { seedDemoContent } from './demo-content';
import { seedDemoDelivery, seedDemoPlans } from './demo-delivery';
import { seedDemoHomeSections } from './home-sections';
import { buildProducts, insertProducts, type ProductInput, seedBrand, seedBusiness, seedCategory, seedTaxClasses } from './factories';
import {
  brandLogoJob,
  brandLogoUrl,
  categoryImageJob,
  categoryImageUrls,
  type MediaJob,
  productImageJob,
  productImageUrl,
  storeBrandingJobs,
  writeMedia,
} from './images';
import { STORE_LOGO_FILE } from './demo-start';

export interface DemoShopOptions {
  /** Directory served under /media. */
  mediaDir: string;
  log?: (msg: string) => void;
  /** Generate the artwork after seeding (default true; tests pass false). */
  images?: boolean;
}

/** Route of the top-level category a leaf route belongs to ("meat/chicken/boneless" -> "meat"). */
const topOf = (route: string) => route.split('/')[0] ?? route;

function toProductInput(p: DemoProduct, categoryId: string, brandId: string | null): ProductInput {
  const { category: _category, brand: _brand, art: _art, ...input } = p;
  // Diets are certifications (badges and filters); a vegan product is vegetarian too.
  const { diet } = demoFood(p.name, p.category);
  const diets = diet === 'vegan' ? ['vegetarian', 'vegan'] : diet === 'vegetarian' ? ['vegetarian'] : [];
  const certifications = [...(p.certifications ?? []), ...diets];
  return {
    ...input,
    certifications,
    category_ids: [categoryId],
    brand_id: brandId,
    images: [{ url: productImageUrl(p.route), alt: p.name }],
  };
}

/** Food information of the demo products; `ids` are in demoProducts order. */
async function seedDemoFood(trx: DbOrTrx, ids: string[]): Promise<void> {
  const rows = ids.flatMap((id, i) => {
    const p = demoProducts[i]!;
    const { food } = demoFood(p.name, p.category);
    return isEmptyFood(food) ? [] : [foodInputToRow(id, food)];
  });
  for (let i = 0; i < rows.length; i += 100)
    await trx
      .insertInto('product_food')
      .values(rows.slice(i, i + 100))
      .execute();
}

/**
 * Writes the demo catalogue. Not idempotent: call on an empty store (see seedDemoShopIfEmpty).
 * Everything but the images is one transaction, so a failed seed leaves nothing behind.
 */
export async function seedDemoShop(db: Db, opts: DemoShopOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  await db.transaction().execute(async (trx) => {
    await seedTaxClasses(trx);
    await seedBusiness(trx);

    const categories = new Map<string, { id: string; route: string; level: number }>();
    for (const c of flattenCategories()) {
      const parent = c.parent ? categories.get(c.parent) : null;
      if (c.parent && !parent) throw new Error(`demo shop: parent of ${c.route} not seeded`);
      const row = await seedCategory(trx, {
        name: c.category.name,
        parent: parent ?? null,
        description: c.category.description,
        default_view: c.level === 1 ? (c.category.default_view ?? 'Grid View') : inheritedView(c.route),
        display_order: c.order,
        ...categoryImageUrls(c.route),
      });
      if (row.route !== c.route) throw new Error(`demo shop: category route ${row.route} != ${c.route}`);
      categories.set(c.route, row);
    }

    const brands = new Map<string, string>();
    for (const b of demoBrands) {
      const row = await seedBrand(trx, { name: b.name, description: b.description, logo: brandLogoUrl(slugify(b.name)) });
      brands.set(b.name, row.id);
    }

    const inputs = demoProducts.map((p) => {
      const category = categories.get(p.category);
      if (!category) throw new Error(`demo shop: unknown category ${p.category} for ${p.name}`);
      const brandId = p.brand ? brands.get(p.brand) : null;
      if (brandId === undefined) throw new Error(`demo shop: unknown brand ${p.brand} for ${p.name}`);
      return toProductInput(p, category.id, brandId);
    });
    const built = await buildProducts(trx, inputs);
    await insertProducts(trx, built);
    await seedDemoFood(
      trx,
      built.map((b) => b.product.id),
    );
    await seedDemoHomeSections(trx);
    await seedDemoDelivery(trx);
    await seedDemoPlans(trx);
    await seedDemoContent(trx);
  });
  log(
    `demo shop: ${demoProducts.length} products, ${flattenCategories().length} categories, ${demoBrands.length} brands in ${Date.now() - started} ms`,
  );
  if (opts.images !== false) await generateDemoMedia(opts.mediaDir, log);
}

/** Sub-categories show the way their top-level category does. */
function inheritedView(route: string): 'Grid View' | 'List View' | null {
  return flattenCategories().find((c) => c.route === topOf(route))?.category.default_view ?? null;
}

/** Every media job of the demo shop; the store logo comes last (it marks the set as complete). */
export function demoMediaJobs(): MediaJob[] {
  const jobs: MediaJob[] = [];
  for (const p of demoProducts) jobs.push(productImageJob(p.route, { name: p.name, art: p.art, theme: topOf(p.category) }));
  for (const c of flattenCategories())
    jobs.push(categoryImageJob(c.route, { name: c.category.name, art: c.category.art, theme: topOf(c.route) }));
  for (const b of demoBrands) jobs.push(brandLogoJob(slugify(b.name), b.name));
  jobs.push(...storeBrandingJobs());
  return jobs;
}

/** Renders (or skips, when unchanged) all demo artwork into `mediaDir`. */
export async function generateDemoMedia(
  mediaDir: string,
  log: (msg: string) => void = () => {},
): Promise<{ written: number; skipped: number }> {
  const started = Date.now();
  const jobs = demoMediaJobs();
  let reported = 0;
  const result = await writeMedia(mediaDir, jobs, {
    concurrency: 4,
    onProgress: (done, total) => {
      if (done - reported >= 100 && done < total) {
        reported = done;
        log(`demo media: ${done}/${total}`);
      }
    },
  });
  log(`demo media: ${result.written} written, ${result.skipped} unchanged in ${Date.now() - started} ms`);
  return result;
}

/**
 * Seeds the demo shop when the store is empty (no product and no business) and returns true.
 * On an already seeded demo store whose media folder has been lost (no logo file), regenerates
 * the artwork and returns false.
 */
export async function seedDemoShopIfEmpty(db: Db, opts: DemoShopOptions): Promise<boolean> {
  const product = await db.selectFrom('product').select('id').limit(1).executeTakeFirst();
  const business = await db.selectFrom('business').select('id').limit(1).executeTakeFirst();
  if (!product && !business) {
    await seedDemoShop(db, opts);
    return true;
  }
  if (opts.images !== false && !fs.existsSync(path.join(opts.mediaDir, STORE_LOGO_FILE))) {
    const first = demoProducts[0];
    const isDemo = first && (await db.selectFrom('product').select('id').where('route', '=', first.route).executeTakeFirst());
    if (isDemo) {
      opts.log?.('demo media missing: regenerating');
      await generateDemoMedia(opts.mediaDir, opts.log);
    }
  }
  return false;
}
