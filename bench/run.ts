/**
 * `npm run bench [-- --products 50000 --duration 10 --only <substring> --load wrk|autocannon]`
 * Starts the built server on a seeded benchmark catalogue (kept in .bench/ inside the clone) and
 * measures each scenario under 50 concurrent connections (requests/s and latency percentiles),
 * optionally one request at a time (service time with exact percentiles), and the server's
 * resident memory after the load. Figures come from a 2-core box where the load generator shares
 * the CPU with the server: compare them as ratios, run to run, and only between runs under the
 * same load generator. wrk (C, Debian's `wrk` package; the default when installed) takes about a
 * quarter of a core; autocannon (JavaScript, the fallback) takes a whole one, which leaves a
 * second server process no core of its own (decision 046). `--node-flags "--cpu-prof"`
 * passes flags to the server's node (to profile it under the load). `--processes N` runs N server
 * processes behind one port (Node's cluster module, bench/cluster-launcher.mjs), as N processes
 * behind a load balancer would share one PostgreSQL; on PostgreSQL each scenario also reports the
 * database's share of the CPU the server side used (its backends against the Node processes).
 * `--db postgres://…` runs on PostgreSQL (seeded when its store is empty; keep one database per
 * size). Each run also measures the first search after start, first (uncached) product page
 * views and a deep search page, keeps its figures in .bench/results-*.json, and prints issue
 * 20's budgets with PASS/FAIL (bench/budgets.ts), comparing with the kept runs where a budget is a ratio.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import os from 'node:os';
import autocannon from 'autocannon';
import { serverNodeFlags } from '../scripts/server-flags.mjs';
import { type BudgetRow, checkBudgets, median, type RunSummary, type ScenarioResult } from './budgets';
import { type BenchContext, productRoutes, type Scenario, scenarios } from './scenarios';

const HELP = `npm run bench [-- options]
  --products N      benchmark catalogue size (default 50000; SQLite file kept in .bench/bench-N.sqlite)
  --db URL          sqlite (default) or postgres://user@host:port/db (seeded when empty; one database per size)
  --duration S      seconds of load per scenario (default 10)
  --only TEXT       only the scenarios whose name contains TEXT (or one of TEXT's comma-separated parts)
  --processes N     N server processes behind one port (default 1)
  --load TOOL       wrk (default when Debian's wrk is installed) or autocannon
  --port P          server port (default 3200)
  --node-flags "…"  flags for the server's node, e.g. "--cpu-prof"`;

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}
const arg = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : def;
};
const products = Number(arg('products', '50000'));
const duration = Number(arg('duration', '10'));
const only = arg('only', '');
const onlyParts = only.split(',').filter(Boolean);
const port = Number(arg('port', '3200'));
const wrkInstalled = spawnSync('wrk', ['--version']).error === undefined;
const load = arg('load', wrkInstalled ? 'wrk' : 'autocannon') as RunSummary['load'];
const nodeFlags = arg('node-flags', '').split(' ').filter(Boolean);
const processes = Number(arg('processes', '1'));
if (load !== 'autocannon' && load !== 'wrk') throw new Error('--load is autocannon or wrk');
const dbArg = arg('db', 'sqlite');
if (dbArg !== 'sqlite' && !/^postgres(ql)?:\/\//.test(dbArg)) throw new Error('--db is sqlite or a postgres:// URL');
const dbFile = path.join(root, '.bench', `bench-${products}.sqlite`);
const databaseUrl = dbArg !== 'sqlite' ? dbArg : (process.env.DATABASE_URL ?? `sqlite:${dbFile}`);
const onPostgres = !databaseUrl.startsWith('sqlite:');
const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };

function sh(cmd: string, cmdArgs: string[]): void {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed`);
}

async function waitReady(url: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    // Every 10 ms: the start-to-ready figure is judged against 1 s, so polling adds at most 10 ms to it.
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`server not ready at ${url}`);
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The pids of a process and its children (the cluster's workers). */
function tree(pid: number): number[] {
  const kids = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);
  return [pid, ...kids.flatMap(tree)];
}

/** CPU seconds of the PostgreSQL server's processes (backends included), or 0 when there is none here. */
function postgresCpu(): number {
  const pids = spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);
  return pids.reduce((sum, p) => sum + cpuSeconds(p), 0);
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request over a kept-alive connection; resolves with the parsed body and the time it took. */
function request(method: string, urlPath: string, body?: string): Promise<{ ms: number; json: any }> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method, agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, json: JSON.parse(Buffer.concat(chunks).toString() || '{}') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const benchCtx: BenchContext = { post: async (p, body) => (await request('POST', p, JSON.stringify(body))).json };

async function bodiesOf(s: Scenario): Promise<string[] | undefined> {
  if (!s.bodies) return s.body === undefined ? undefined : [JSON.stringify(s.body)];
  const list = typeof s.bodies === 'function' ? await s.bodies(benchCtx) : s.bodies;
  return list.map((b) => JSON.stringify(b));
}

/** Latency one request at a time: close to the server's own service time, with exact percentiles. */
async function probe(s: Scenario, bodies: string[] | undefined, n = 3000) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push((await request(s.method, s.path, bodies?.[i % bodies.length])).ms);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

interface LoadResult {
  rps: number;
  p50: number;
  p97_5: number | null;
  p99: number;
  errors: number;
}

/** wrk's "1.23ms" / "456.00us" / "1.02s" in milliseconds. */
function wrkMs(text: string): number {
  const m = /([\d.]+)(us|ms|s)/.exec(text);
  if (!m) return NaN;
  const v = Number(m[1]);
  return m[2] === 'us' ? v / 1000 : m[2] === 's' ? v * 1000 : v;
}

function measureWrk(s: Scenario, bodies: string[] | undefined, seconds: number, connections: number): LoadResult {
  const file = path.join(os.tmpdir(), `larder-bench-${process.pid}.jsonl`);
  fs.writeFileSync(file, `${(bodies ?? ['']).join('\n')}\n`);
  const r = spawnSync(
    'wrk',
    [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--latency',
      '-H',
      'content-type: application/json',
      '-s',
      path.join(import.meta.dirname, 'wrk-bodies.lua'),
      `http://127.0.0.1:${port}${s.path}`,
      '--',
      file,
      s.method,
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`wrk failed (is Debian's wrk installed?): ${r.stderr || r.error?.message}`);
  const out = r.stdout;
  const pct = (p: string) => wrkMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
  const errors =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
    [...out.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce((n, m) => n + Number(m[2]), 0);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN), p50: pct('50'), p97_5: null, p99: pct('99'), errors };
}

async function measureLoad(s: Scenario, bodies: string[] | undefined, seconds: number, connections: number): Promise<LoadResult> {
  if (load === 'wrk') {
    // A GET scenario sends no body.
    return measureWrk(s, s.method === 'GET' ? undefined : bodies, seconds, connections);
  }
  const r = await measure(s, bodies, seconds, connections);
  return { rps: r.requests.average, p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

function measure(s: Scenario, bodies: string[] | undefined, seconds: number, connections: number) {
  const base = {
    url: `http://127.0.0.1:${port}${s.path}`,
    connections,
    duration: seconds,
    method: s.method,
    headers: { 'content-type': 'application/json' },
  };
  // The bodies are dealt out in turn across all connections, so the requests in flight at once are
  // different ones (different products, different shoppers' carts), not every connection's same first body.
  let next = 0;
  return autocannon(
    bodies && bodies.length > 1
      ? { ...base, requests: [{ setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }) }] }
      : { ...base, ...(bodies ? { body: bodies[0] } : {}) },
  );
}

async function postgresQuery(url: string, sql: string): Promise<{ n?: string }[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n?: string }>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Products in a PostgreSQL store (0 when it has no tables yet). */
async function postgresProducts(url: string): Promise<number> {
  try {
    return Number((await postgresQuery(url, 'SELECT count(*) AS n FROM product'))[0]?.n ?? 0);
  } catch {
    return 0;
  }
}

/** Creates the bench's PostgreSQL database when the server has none of that name (a fresh machine). */
async function createPostgresDatabase(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const server = new URL(url);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  const found = await postgresQuery(server.toString(), `SELECT 1 AS n FROM pg_database WHERE datname = ${pg.escapeLiteral(name)}`);
  if (found.length) return;
  console.log(`Creating the PostgreSQL database ${name}…`);
  await postgresQuery(server.toString(), `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
}

async function seedIfNeeded(): Promise<void> {
  const seed = () => sh(process.execPath, ['server/dist/cli/seed.js', '--products', String(products)]);
  if (!onPostgres) {
    if (fs.existsSync(dbFile)) return;
    fs.mkdirSync(path.dirname(dbFile), { recursive: true });
    console.log(`Seeding a benchmark catalogue of ${products} products into ${path.relative(root, dbFile)}…`);
    return seed();
  }
  await createPostgresDatabase(databaseUrl);
  const have = await postgresProducts(databaseUrl);
  if (have === 0) {
    console.log(`Seeding a benchmark catalogue of ${products} products into PostgreSQL…`);
    seed();
    // Fresh tables have no statistics until autovacuum comes round: the planner would guess (a
    // hash join over the whole catalogue for related products, 35 ms instead of 0.5 ms).
    await postgresQuery(databaseUrl, 'VACUUM ANALYZE');
    return;
  }
  if (have < products || have > products + 1000)
    console.warn(`Warning: the PostgreSQL store has ${have} products, not about ${products}: use one database per size.`);
  // Earlier runs left guests, carts and lines. A shop's PostgreSQL analyses tables as they grow
  // (autovacuum); this machine's runs with autovacuum off, and the statistics from the seed (no
  // carts) would make the plans of a young shop (decision 056).
  await postgresQuery(databaseUrl, 'ANALYZE');
}

/** Peak resident memory of each of the server's processes so far (the kernel's high-water mark), in MB. */
function peakRssOfEachMb(pid: number): number[] {
  return tree(pid).map((p) => {
    try {
      return Math.round(Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024);
    } catch {
      return 0;
    }
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** First views of product pages not shown before (nothing cached for them), one at a time. */
async function productFirstViews(): Promise<RunSummary['productFirstView']> {
  // Warm the code paths on other products first: a cold JIT is not what this measures. 24 views
  // were too few for V8's optimising compiler: at 200,000 products, right after start, the p95
  // was 2.25-2.96 ms after 24 and 1.30-2.51 ms after 200 (decision 061).
  for (const route of await productRoutes(benchCtx, 3, 25))
    await request('POST', '/api/method/get_product_details', JSON.stringify({ route }));
  const times: number[] = [];
  for (const route of await productRoutes(benchCtx, 2, 25))
    times.push((await request('POST', '/api/method/get_product_details', JSON.stringify({ route }))).ms);
  if (!times.length) return null;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A deep search page (page 500, or the last) against page 1, medians of repeated requests one at a time. */
async function deepSearch(text = 'chick', pageLen = 15): Promise<RunSummary['deepSearch']> {
  const listing = await benchCtx.post('/api/method/get_search_listing', {
    searchTxt: text,
    page_no: 1,
    page_len: pageLen,
    sort_by: 'relevance',
  });
  const total = Number(listing.message?.total_count ?? 0);
  const page = Math.min(500, Math.ceil(total / pageLen));
  if (page < 2) return null;
  const time = async (pageNo: number) => {
    const body = JSON.stringify({ searchTxt: text, page_no: pageNo, page_len: pageLen });
    for (let i = 0; i < 5; i++) await request('POST', '/api/method/get_search_products', body);
    const times: number[] = [];
    for (let i = 0; i < 30; i++) times.push((await request('POST', '/api/method/get_search_products', body)).ms);
    return median(times);
  };
  const page1Ms = await time(1);
  return { text, page, page1Ms, deepMs: await time(page) };
}

/** A statement on the bench's database, from outside the server (as another process or the console would write). */
async function databaseQuery(query: string): Promise<{ n?: string }[]> {
  if (onPostgres) return postgresQuery(databaseUrl, query);
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(dbFile);
  try {
    const statement = db.prepare(query);
    if (!statement.reader) {
      statement.run();
      return [];
    }
    return statement.all() as { n?: string }[];
  } finally {
    db.close();
  }
}

/**
 * A catalogue change while shoppers are served: the catalogue's version moved in the database, as
 * a console save or another process moves it; the server sees it on its next poll and rebuilds
 * the search index. A cheap call, one at a time every 5 ms, until the new index is kept with the
 * database (so the next run starts from it): its slowest answer is how long a rebuild held every
 * call (decision 062).
 */
async function catalogueChangeStall(): Promise<RunSummary['catalogueChange']> {
  await databaseQuery(`UPDATE cache_version SET version = version + 1 WHERE scope = 'catalog'`);
  const kept = async () =>
    Number(
      (
        await databaseQuery(
          `SELECT count(*) AS n FROM search_snapshot WHERE catalog_version = (SELECT version FROM cache_version WHERE scope = 'catalog')`,
        )
      )[0]?.n ?? 0,
    ) > 0;
  const t0 = Date.now();
  const times: number[] = [];
  let checkedAt = 0;
  for (;;) {
    times.push((await request('GET', '/api/method/get_all_website_settings')).ms);
    await new Promise((r) => setTimeout(r, 5));
    if (Date.now() - checkedAt < 250) continue;
    checkedAt = Date.now();
    if (await kept()) break;
    if (Date.now() - t0 > 60_000) return null;
  }
  const rebuiltMs = Date.now() - t0;
  times.sort((a, b) => a - b);
  return { calls: times.length, p99Ms: percentile(times, 99), maxMs: times[times.length - 1]!, rebuiltMs };
}

/**
 * The cart read against the product page in alternating rounds (product, cart; cart, product;
 * product, cart), half a scenario's time each: a scenario's place in the run moves its figure by
 * 10-25 % on this machine (a product scenario run again at the end of the run gave 24,700 req/s,
 * against 27,800-32,200 in its own place), so the two are compared side by side (decision 056).
 */
async function cartAgainstShelfRounds(bodies: Map<Scenario, string[] | undefined>): Promise<RunSummary['cartAgainstShelf']> {
  const find = (prefix: string) => [...bodies.keys()].find((s) => s.name.startsWith(prefix));
  const product = find('get_product_details');
  const cart = find('get_cartItems');
  if (!product || !cart) return null;
  const rounds = { productRps: [] as number[], cartRps: [] as number[] };
  const seconds = Math.max(2, Math.round(duration / 2));
  for (const order of [
    [product, cart],
    [cart, product],
    [product, cart],
  ]) {
    for (const s of order) {
      const r = await measureLoad(s, bodies.get(s), seconds, s.connections ?? 50);
      (s === cart ? rounds.cartRps : rounds.productRps).push(Math.round(r.rps));
    }
  }
  console.log(
    `\nCart read against product page, alternating rounds: cart ${rounds.cartRps.join(', ')} req/s; product ${rounds.productRps.join(', ')} req/s`,
  );
  return rounds;
}

type RunKey = Pick<RunSummary, 'engine' | 'products' | 'processes' | 'load'>;

// Figures are compared only with runs under the same load generator (decision 046).
const resultsFile = (s: RunKey) => path.join(root, '.bench', `results-${s.engine}-${s.products}-p${s.processes}-${s.load}.json`);

function keptRun(s: RunKey): RunSummary | null {
  try {
    return JSON.parse(fs.readFileSync(resultsFile(s), 'utf8')) as RunSummary;
  } catch {
    return null;
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((c, i) => c.padEnd(widths[i]!)).join('  ')).join('\n');
}

async function main(): Promise<void> {
  sh('npm', ['run', 'build', '-w', '@larder/server']);
  await seedIfNeeded();

  const t0 = Date.now();
  const entry = processes > 1 ? 'bench/cluster-launcher.mjs' : 'server/dist/main.js';
  const server: ChildProcess = spawn(process.execPath, [...serverNodeFlags(env), ...nodeFlags, entry], {
    cwd: root,
    env: { ...env, SEED_DEMO: '0', BENCH_PROCESSES: String(processes) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitReady(`http://127.0.0.1:${port}/readyz`);
    const startToReadyMs = Date.now() - t0;
    // The first shopper's search, sent the moment the process reports ready.
    const firstSearchMs = (
      await request('POST', '/api/method/get_search_products', JSON.stringify({ searchTxt: 'chick', page_no: 1, page_len: 15 }))
    ).ms;
    console.log(
      `\nServer ready in ${startToReadyMs} ms, first search ${firstSearchMs.toFixed(1)} ms (${onPostgres ? 'PostgreSQL' : 'SQLite'}, ${processes} process${processes > 1 ? 'es' : ''}, ${products} bench products, load from ${load})\n`,
    );
    const productFirstView = only ? null : await productFirstViews();
    const deep = only ? null : await deepSearch();
    const results: Record<string, ScenarioResult> = {};
    const rows: string[][] = [
      [
        'scenario',
        'req/s',
        'p50 ms',
        'p97.5 ms',
        'p99 ms',
        'errors',
        '1-at-a-time p50/p95/p99 ms',
        ...(onPostgres ? ['db CPU share'] : []),
        'budget',
      ],
    ];
    const bodiesByScenario = new Map<Scenario, string[] | undefined>();
    for (const s of scenarios.filter((x) => !only || onlyParts.some((part) => x.name.includes(part)))) {
      const bodies = await bodiesOf(s);
      bodiesByScenario.set(s, bodies);
      await measureLoad(s, bodies, 2, 10); // warm caches and the JIT
      const pr = s.probe ? await probe(s, bodies) : null;
      const nodeBefore = tree(server.pid!).reduce((sum, p) => sum + cpuSeconds(p), 0);
      const pgBefore = onPostgres ? postgresCpu() : 0;
      const r = await measureLoad(s, bodies, duration, s.connections ?? 50);
      const nodeCpu = tree(server.pid!).reduce((sum, p) => sum + cpuSeconds(p), 0) - nodeBefore;
      const pgCpu = onPostgres ? postgresCpu() - pgBefore : 0;
      // Backends that exit between the two readings take their CPU with them: no share then.
      const dbShare = pgCpu >= 0 && nodeCpu + pgCpu > 0 ? `${Math.round((100 * pgCpu) / (nodeCpu + pgCpu))}%` : '';
      const errors = r.errors;
      results[s.name] = { rps: r.rps, p99: r.p99, probeP95: pr?.p95 ?? null };
      const verdict: string[] = [];
      if (s.budget?.minRps) verdict.push(`${r.rps >= s.budget.minRps ? 'PASS' : 'FAIL'} >= ${s.budget.minRps} req/s`);
      const maxP99 = (onPostgres && s.budget?.maxP99OnPostgresMs) || s.budget?.maxP99Ms;
      if (maxP99) verdict.push(`${r.p99 <= maxP99 ? 'PASS' : 'FAIL'} p99 <= ${maxP99} ms`);
      if (s.budget?.maxProbeP95Ms && pr)
        verdict.push(`${pr.p95 <= s.budget.maxProbeP95Ms ? 'PASS' : 'FAIL'} p95 <= ${s.budget.maxProbeP95Ms} ms`);
      const probeText = pr ? `${pr.p50.toFixed(2)}/${pr.p95.toFixed(2)}/${pr.p99.toFixed(2)}` : '';
      rows.push([
        s.name,
        r.rps.toFixed(0),
        r.p50.toFixed(2),
        r.p97_5 === null ? '' : String(r.p97_5),
        r.p99.toFixed(2),
        String(errors),
        probeText,
        ...(onPostgres ? [dbShare] : []),
        verdict.join('; '),
      ]);
      console.log(
        `${s.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${errors}${pr ? `, one at a time p95 ${pr.p95.toFixed(2)} ms` : ''}`,
      );
    }
    console.log(`\n${table(rows)}`);
    const cartAgainstShelf = await cartAgainstShelfRounds(bodiesByScenario);
    // The issue's memory budget is for the scenarios above; a rebuild of the search index after a
    // catalogue change has a peak of its own, measured after them and shown beside it.
    const peaks = peakRssOfEachMb(server.pid!);
    const serverRss = rssMb(server.pid!);
    const catalogueChange = only ? null : await catalogueChangeStall();
    if (catalogueChange) {
      catalogueChange.peakRssMb = peakRssOfEachMb(server.pid!).reduce((a, b) => a + b, 0);
      console.log(
        `\nA catalogue change while serving: calls one at a time waited p99 ${catalogueChange.p99Ms.toFixed(1)} ms, at most ${catalogueChange.maxMs.toFixed(1)} ms, while the search index was rebuilt and kept (${catalogueChange.rebuiltMs} ms, ${catalogueChange.calls} calls); peak RSS with the rebuild ${catalogueChange.peakRssMb} MB`,
      );
    }
    const summary: RunSummary = {
      engine: onPostgres ? 'postgres' : 'sqlite',
      products,
      processes,
      load,
      at: new Date().toISOString(),
      startToReadyMs,
      firstSearchMs,
      productFirstView,
      deepSearch: deep,
      cartAgainstShelf,
      catalogueChange,
      peakRssMb: peaks.reduce((a, b) => a + b, 0),
      peakRssOneProcessMb: Math.max(...peaks),
      partial: Boolean(only),
      scenarios: results,
    };
    console.log(
      `\nServer RSS after load: ${serverRss} MB, peak ${summary.peakRssMb} MB (all server processes${processes > 1 ? `; the largest ${summary.peakRssOneProcessMb} MB` : ''})`,
    );
    const budgets: BudgetRow[] = checkBudgets(summary, (o) => keptRun({ ...summary, ...o }));
    console.log(
      `\nIssue 20 budgets\n${table([['verdict', 'budget', 'measured'], ...budgets.map((b) => [b.verdict, b.budget, b.measured])])}`,
    );
    // A partial run (--only) does not replace the kept figures other runs compare with.
    if (!only) {
      fs.mkdirSync(path.dirname(resultsFile(summary)), { recursive: true });
      fs.writeFileSync(resultsFile(summary), `${JSON.stringify(summary, null, 2)}\n`);
    }
  } finally {
    agent.destroy();
    server.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
