/**
 * The demo shop at start-up (SEED_DEMO=1). Its data and artwork code (demo-shop.ts and what it
 * imports, about 300 KB) load only when there is work for them: an empty store to seed, or the
 * demo's artwork to write again. Evaluating them took about a tenth of every start before ready.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../database';
import type { DemoShopOptions } from './demo-shop';

/** The store logo under the media directory: while it is there, the demo's artwork counts as written. */
export const STORE_LOGO_FILE = 'brand/logo.svg';

/** seedDemoShopIfEmpty, skipped without loading the demo when the store has products and its logo. */
export async function seedDemoIfNeeded(db: Db, opts: DemoShopOptions, loadDemo = () => import('./demo-shop')): Promise<boolean> {
  const product = await db.selectFrom('product').select('id').limit(1).executeTakeFirst();
  if (product && fs.existsSync(path.join(opts.mediaDir, STORE_LOGO_FILE))) return false;
  const { seedDemoShopIfEmpty } = await loadDemo();
  return seedDemoShopIfEmpty(db, opts);
}
