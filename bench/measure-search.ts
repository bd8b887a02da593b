/**
 * Measures the search index in-process on a seeded catalogue (decision 031):
 *   DATABASE_URL=sqlite:.bench/bench-200000.sqlite npx tsx bench/measure-search.ts [old|new|both]
 * Times reading the documents, building each index, its heap, and the bench's as-you-type
 * queries (page 1 of 15, and a deep page), and checks both indexes answer the same.
 */
import fs from 'node:fs';
import v8 from 'node:v8';
import { SEARCH_QUERIES } from './scenarios';
import { CacheVersions } from '../server/src/cache/cache-versions';
import { loadConfig } from '../server/src/config';
import type { AppState } from '../server/src/ctx';
import { anonymousCtx } from '../server/src/ctx';
import { connect } from '../server/src/db/connect';
import { ReferenceSearchIndex } from '../server/src/modules/search/reference-index';
import { loadDocs } from '../server/src/modules/search/search-docs';
import { type SearchDoc, SearchIndex } from '../server/src/modules/search/search-index';

const which = process.argv[2] ?? 'both';
const config = loadConfig();
const database = connect(config.database);
const cache = new CacheVersions(database.db, 1_000_000);
await cache.poll();
const log = { error: console.error, warn: console.warn, info() {}, debug() {} } as never;
const app = {
  config,
  db: database.db,
  dialect: database.dialect,
  sqlite: database.sqlite,
  cache,
  memos: new Map(),
  log,
} as unknown as AppState;
const ctx = anonymousCtx(app, log);

const mb = (b: number) => `${(b / 1048576).toFixed(1)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

let t = performance.now();
// DOCS_FILE: read the documents from (or keep them in) a file, to time the index alone quickly.
const docsFile = process.env.DOCS_FILE;
const docs: SearchDoc[] =
  docsFile && fs.existsSync(docsFile) ? (v8.deserialize(fs.readFileSync(docsFile)) as SearchDoc[]) : await loadDocs(ctx);
console.log(`documents: ${docs.length} in ${(performance.now() - t).toFixed(0)} ms`);
if (docsFile && !fs.existsSync(docsFile)) fs.writeFileSync(docsFile, v8.serialize(docs));

type Index = { search(text: string, offset: number, limit: number): { ids: string[]; total: number }; searchAll(text: string): string[] };
const built: Record<string, Index> = {};
for (const [name, make] of [
  ['old', () => ReferenceSearchIndex.build(docs)],
  ['new', () => SearchIndex.build(docs)],
] as const) {
  if (which !== 'both' && which !== name) continue;
  gc();
  const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  t = performance.now();
  const index = make();
  const buildMs = performance.now() - t;
  gc();
  const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  built[name] = index;
  // First pass: cold (expansions, word matches); then timed passes.
  t = performance.now();
  for (const q of SEARCH_QUERIES) index.search(q, 0, 15);
  const coldMs = performance.now() - t;
  const memo = index as unknown as { memoBytes?: number; memo?: Map<string, unknown> };
  if (memo.memo) console.log(`${name}: memo ${memo.memo.size} words, ${mb(memo.memoBytes ?? 0)}`);
  const per: number[] = [];
  const rounds = 20;
  for (let r = 0; r < rounds; r++)
    for (const [i, q] of SEARCH_QUERIES.entries()) {
      const s = performance.now();
      index.search(q, 0, 15);
      const e = performance.now() - s;
      if (r === 0) per[i] = e;
      else per[i] = Math.min(per[i]!, e);
    }
  t = performance.now();
  for (let r = 0; r < rounds; r++) for (const q of SEARCH_QUERIES) index.search(q, 0, 15);
  const meanUs = ((performance.now() - t) / (rounds * SEARCH_QUERIES.length)) * 1000;
  const worst = SEARCH_QUERIES.map((q, i) => [q, per[i]!] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.SHOW ?? 5))
    .map(([q, e]) => `${q} ${(e * 1000).toFixed(0)}µs`);
  t = performance.now();
  index.search('chick', 7485, 15);
  const deepMs = performance.now() - t;
  gc();
  console.log(
    `${name}: build ${buildMs.toFixed(0)} ms, index heap+buffers ${mb(heapAfter - heapBefore)}, first pass of ${SEARCH_QUERIES.length} queries ${coldMs.toFixed(1)} ms, ` +
      `mean ${meanUs.toFixed(1)} µs/query, slowest (best of ${rounds}): ${worst.join(', ')}; "chick" page 500 ${deepMs.toFixed(2)} ms; rss ${mb(process.memoryUsage().rss)}`,
  );
}

if (built.old && built.new) {
  let pages = 0;
  for (const q of SEARCH_QUERIES)
    for (const [offset, limit] of [
      [0, 15],
      [15, 15],
      [150, 15],
      [7485, 15],
      [0, 0],
    ] as const) {
      const a = built.old.search(q, offset, limit);
      const b = built.new.search(q, offset, limit);
      if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`differs: ${q} ${offset} ${limit}`);
      pages++;
    }
  for (const q of SEARCH_QUERIES)
    if (JSON.stringify(built.old.searchAll(q)) !== JSON.stringify(built.new.searchAll(q))) throw new Error(`searchAll differs: ${q}`);
  console.log(`old and new agree on ${pages} pages and ${SEARCH_QUERIES.length} searchAll lists`);
  // Interleaved, so both see the same load from other processes: per query the best of 30 rounds.
  const best = { old: SEARCH_QUERIES.map(() => Infinity), new: SEARCH_QUERIES.map(() => Infinity) };
  for (let r = 0; r < 30; r++)
    for (const [i, q] of SEARCH_QUERIES.entries())
      for (const name of ['old', 'new'] as const) {
        const s = performance.now();
        built[name]!.search(q, 0, 15);
        best[name][i] = Math.min(best[name][i]!, performance.now() - s);
      }
  for (const name of ['old', 'new'] as const) {
    const sorted = [...best[name]].sort((a, b) => a - b);
    const sum = sorted.reduce((a, b) => a + b, 0);
    console.log(
      `${name} interleaved, best of 30 per query: mean ${((sum / sorted.length) * 1000).toFixed(1)} µs, median ${(sorted[Math.floor(sorted.length / 2)]! * 1000).toFixed(1)} µs, ` +
        `p95 ${(sorted[Math.floor(sorted.length * 0.95)]! * 1000).toFixed(1)} µs, max ${(sorted[sorted.length - 1]! * 1000).toFixed(1)} µs`,
    );
  }
}
await database.close();
