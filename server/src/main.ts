/** Starts Larder: config, database, migrations, demo seed for an empty store, the search index and one search, then listen. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connect } from './db/connect';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfNeeded } from './db/seed/demo-start';
import { warmSearch } from './modules/search/search.service';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = connect(config.database, { checkpointInWorker: true });
  const applied = await migrateToLatest(database.db);
  const { app, state } = await buildApp({ config, database });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (config.seedDemo) {
    const seeded = await seedDemoIfNeeded(database.db, { mediaDir: config.mediaDir, log: (m) => app.log.info(m) });
    if (seeded) await state.cache.poll();
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 15000);
    force.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // Ready means the search index is built: the first search after a start or deploy answers at once.
  // A database in memory is this connection's alone: no worker thread can open it.
  const inMemory = config.database.kind === 'sqlite' && config.database.file === ':memory:';
  await warmSearch(state, inMemory ? {} : { worker: { database: config.database } });
  await searchOnce(app, database.db);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Larder is serving the shop at ${config.publicUrl}`);
}

/**
 * One search through the whole stack before ready, for a word of the most popular product's name:
 * a first call's one-time costs (its code's first run; on PostgreSQL, a connection reading the
 * catalogue's tables and planning the listing's queries) are paid here, not by the first shopper.
 */
async function searchOnce(app: FastifyInstance, db: Db): Promise<void> {
  const top = await db
    .selectFrom('product')
    .select('name')
    .where('is_active', '=', 1)
    .orderBy('popularity', 'desc')
    .limit(1)
    .executeTakeFirst();
  const word = top?.name.split(/\s+/).find((w) => w.length >= 3);
  if (!word) return;
  await app.inject({ method: 'POST', url: '/api/method/get_search_products', payload: { searchTxt: word, page_no: 1, page_len: 15 } });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
