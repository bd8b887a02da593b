/**
 * Runs BENCH_PROCESSES copies of the built server behind one port (Node's cluster module: the
 * primary accepts connections and hands them to the workers in turn), as N processes behind a
 * load balancer would run. Used by `npm run bench -- --processes N`. The workers are started with
 * this process's Node flags (the bench gives it the server's, scripts/server-flags.mjs).
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const n = Number(process.env.BENCH_PROCESSES ?? 2);
if (cluster.isPrimary) {
  for (let i = 0; i < n; i++) cluster.fork();
  const stop = () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  await import(pathToFileURL(path.resolve(import.meta.dirname, '../server/dist/main.js')).href);
}
