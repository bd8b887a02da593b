/** Starts Larder: config, database, migrations, demo seed for an empty store, then listen. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connect } from './db/connect';
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

  const database = connect(config.database);
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
  await warmSearch(state);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Larder is serving the shop at ${config.publicUrl}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
