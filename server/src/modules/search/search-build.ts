import { Worker } from 'node:worker_threads';
import type { Config } from '../../config';
import { SearchIndex, type SearchSnapshot } from './search-index';
import type { Versions } from './search-snapshot';

/**
 * The search index built on a worker thread (search-build-worker.ts) with a database connection
 * of its own, for rebuilds while shoppers are served. Read and built on the event loop, a
 * 200,000-product index held every call for about two seconds after each catalogue change; here
 * only taking the finished index in is on the event loop (decision 062).
 */

/** Where the worker finds the database. */
export interface BuildInput {
  database: Config['database'];
  /** PostgreSQL: the schema the tables are in (tests), else the connection's default. */
  schema?: string;
}

/** The worker's first message: the versions read before the products, and the index. Its second: the index encoded for the database. */
export interface BuildOutput {
  versions: Versions;
  snapshot: SearchSnapshot;
}

export interface BuiltIndex {
  versions: Versions;
  index: SearchIndex;
  /** The index encoded for the database (encodeSnapshot); a worker does it after it has sent the index. */
  data: Promise<string>;
}

// Built, the worker is dist/search-build-worker.js beside the bundle this code is in. Run from the
// sources (tests, `npm run dev`) it is TypeScript: the thread registers tsx's loader, then loads it.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER = fromSource
  ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(new URL('./search-build-worker.ts', import.meta.url).href)}); });`
  : new URL('./search-build-worker.js', import.meta.url);

export function buildInWorker(input: BuildInput): Promise<BuiltIndex> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: input,
      // A small young generation: the thread's memory adds to the process's while it runs (2 MB
      // took 16 MB off a rebuild's peak at 20,000 products, the thread no slower).
      resourceLimits: { maxYoungGenerationSizeMb: 2 },
      eval: fromSource,
    });
    let failed: (err: Error) => void = reject;
    const data = new Promise<string>((resolveData, rejectData) => {
      worker.on('message', (message: BuildOutput | string) => {
        if (typeof message === 'string') return resolveData(message);
        failed = rejectData;
        resolve({ versions: message.versions, index: SearchIndex.fromSnapshot(message.snapshot), data });
      });
    });
    worker.once('error', (err) => failed(err));
    worker.once('exit', (code) => failed(new Error(`the search index worker stopped (exit code ${code}) before it was done`)));
  });
}
