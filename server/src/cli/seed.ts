/**
 * `npm run seed [-- --products N]`: migrates, seeds the demo shop into an empty store, and with
 * --products adds a deterministic benchmark catalogue of N products, showing a progress bar.
 */
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedBenchCatalog } from '../db/seed/bench-catalog';
import { seedDemoShopIfEmpty } from '../db/seed/demo-shop';

function parseArgs(argv: string[]): { products: number } {
  const i = argv.indexOf('--products');
  if (i < 0) return { products: 0 };
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    console.error('--products needs a whole number between 1 and 1000000, e.g. npm run seed -- --products 50000');
    process.exit(2);
  }
  return { products: n };
}

function progressBar(done: number, total: number, started: number): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} products ${secs}s`);
  if (done >= total) process.stderr.write('\n');
}

const { products } = parseArgs(process.argv.slice(2));
const config = loadConfig();
const database = connect(config.database);
try {
  await migrateToLatest(database.db);
  const seeded = await seedDemoShopIfEmpty(database.db, { mediaDir: config.mediaDir, log: (m) => console.log(m) });
  console.log(seeded ? 'Seeded the demo shop.' : 'The store already has data; the demo shop was not seeded again.');
  if (products > 0) {
    const started = Date.now();
    await seedBenchCatalog(database.db, { products, onProgress: (done, total) => progressBar(done, total, started) });
    // Tell running servers their catalogue caches are stale.
    await database.db
      .insertInto('cache_version')
      .values({ scope: 'catalog', version: 1 })
      .onConflict((oc) => oc.column('scope').doUpdateSet((eb) => ({ version: eb('cache_version.version', '+', 1) })))
      .execute();
    console.log(`Added ${products} benchmark products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
