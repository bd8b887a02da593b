/**
 * Issue 20's budgets (and ARCHITECTURE.md's), checked against one bench run and, for the ratios
 * between runs, against the runs kept in .bench/ (search at 1,000 products, SQLite against
 * PostgreSQL, one process against two). A budget this run cannot judge says why.
 */

export interface ScenarioResult {
  rps: number;
  p99: number;
  probeP95: number | null;
}

/** What one run measured, kept in .bench/results-<engine>-<products>-p<processes>.json. */
export interface RunSummary {
  engine: 'sqlite' | 'postgres';
  products: number;
  processes: number;
  /** The load generator: its own CPU use on this 2-core box shapes the figures (decision 046). */
  load: 'wrk' | 'autocannon';
  at: string;
  startToReadyMs: number;
  firstSearchMs: number;
  productFirstView: { p50: number; p95: number } | null;
  deepSearch: { text: string; page: number; page1Ms: number; deepMs: number } | null;
  /** get_cartItems and get_product_details measured in alternating rounds (run.ts `cartAgainstShelfRounds`). */
  cartAgainstShelf?: { cartRps: number[]; productRps: number[] } | null;
  /** Calls one at a time while the search index is rebuilt after a catalogue change (run.ts `catalogueChangeStall`). */
  catalogueChange?: { calls: number; p99Ms: number; maxMs: number; rebuiltMs: number; peakRssMb?: number } | null;
  /** Peak resident memory during the scenarios (before the catalogue change). */
  peakRssMb: number;
  /** The largest single server process's peak (a run with several processes: each holds the catalogue). */
  peakRssOneProcessMb?: number;
  /** An --only run: the whole bench's figures (peak memory) are not judged. */
  partial: boolean;
  scenarios: Record<string, ScenarioResult>;
}

export interface BudgetRow {
  budget: string;
  measured: string;
  verdict: 'PASS' | 'FAIL' | 'n/a';
}

/** Finds a run with other settings (another size, engine or process count), or null. */
export type OtherRun = (settings: Partial<Pick<RunSummary, 'engine' | 'products' | 'processes'>>) => RunSummary | null;

/** Add to cart p99 at 50 connections, per engine (on PostgreSQL a commit is a round trip and an fsync). */
export const ADD_P99_MS = { sqlite: 15, postgres: 25 } as const;

const SEARCH = 'get_search_products';
const ADD_TO_CART = 'insertCartItems';
const CART = 'get_cartItems';
const PRODUCT = 'get_product_details';
const CATALOGUE_READS = ['get_parent_categories', 'get_category_products', PRODUCT];

function scenario(run: RunSummary, prefix: string): ScenarioResult | null {
  const name = Object.keys(run.scenarios).find((n) => n.startsWith(prefix));
  return name ? run.scenarios[name]! : null;
}

/** The middle value (the upper one of an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(0)} ms`;
const rps = (n: number) => `${Math.round(n)} req/s`;

function row(budget: string, measured: string | null, pass: boolean | null, why = 'not measured in this run'): BudgetRow {
  if (measured === null || pass === null) return { budget, measured: why, verdict: 'n/a' };
  return { budget, measured, verdict: pass ? 'PASS' : 'FAIL' };
}

/** Catalogue reads of a run: each scenario's throughput, for comparisons between runs. */
function catalogueReads(run: RunSummary): { name: string; rps: number }[] {
  return CATALOGUE_READS.flatMap((prefix) => {
    const s = scenario(run, prefix);
    return s ? [{ name: prefix, rps: s.rps }] : [];
  });
}

export function checkBudgets(run: RunSummary, other: OtherRun): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const search = scenario(run, SEARCH);

  // 1. Search cost flat in the catalogue.
  const small = run.products > 1000 ? other({ products: 1000 }) : null;
  const smallSearch = small ? scenario(small, SEARCH) : null;
  rows.push(
    row(
      'search req/s within 1.25x of the 1,000-product run',
      search && smallSearch ? `${rps(search.rps)} vs ${rps(smallSearch.rps)} (${(smallSearch.rps / search.rps).toFixed(2)}x)` : null,
      search && smallSearch ? smallSearch.rps <= 1.25 * search.rps : null,
      run.products <= 1000 ? 'this is the 1,000-product run' : 'no 1,000-product run on this engine in .bench/',
    ),
  );
  rows.push(row('search p99 <= 25 ms at 50 connections', search ? ms(search.p99) : null, search ? search.p99 <= 25 : null));
  rows.push(
    row(
      'search one-at-a-time p95 <= 1 ms',
      search?.probeP95 != null ? ms(search.probeP95) : null,
      search?.probeP95 != null ? search.probeP95 <= 1 : null,
    ),
  );

  // 2. No cold first search; start-up.
  rows.push(row('first search after start <= 50 ms', ms(run.firstSearchMs), run.firstSearchMs <= 50));
  const readyLimit = run.products <= 50_000 ? 1000 : run.products <= 200_000 ? 2500 : null;
  rows.push(
    row(
      `start to ready <= ${readyLimit === 1000 ? '1 s (<= 50,000 products)' : '2.5 s (<= 200,000 products)'}`,
      readyLimit ? ms(run.startToReadyMs) : null,
      readyLimit ? run.startToReadyMs <= readyLimit : null,
      'no budget above 200,000 products',
    ),
  );

  // 3. Memory.
  // The budget is a process's memory for its catalogue: with several processes each holds its own
  // copy, so the largest one is judged and the sum is shown beside it.
  const rssLimit = run.products <= 20_000 ? 250 : run.products <= 200_000 ? 400 : null;
  const perProcess = run.processes > 1 && run.peakRssOneProcessMb !== undefined;
  const judged = perProcess ? run.peakRssOneProcessMb! : run.peakRssMb;
  rows.push(
    row(
      `peak RSS during the bench <= ${rssLimit ?? 400} MB${perProcess ? ' (one process)' : ''}`,
      rssLimit && !run.partial ? `${judged} MB${perProcess ? ` (all ${run.processes + 1} processes: ${run.peakRssMb} MB)` : ''}` : null,
      rssLimit && !run.partial ? judged <= rssLimit : null,
      run.partial ? 'a partial run (--only)' : 'no budget above 200,000 products',
    ),
  );

  // 4. Every page is cheap.
  const first = run.productFirstView;
  rows.push(
    row(
      'product page first (uncached) view p95 <= 2 ms',
      first ? `${ms(first.p95)} (p50 ${ms(first.p50)})` : null,
      first ? first.p95 <= 2 : null,
    ),
  );
  const deep = run.deepSearch;
  rows.push(
    row(
      'any search page <= 3x page 1',
      deep
        ? `"${deep.text}" page ${deep.page} ${ms(deep.deepMs)} vs page 1 ${ms(deep.page1Ms)} (${(deep.deepMs / deep.page1Ms).toFixed(1)}x)`
        : null,
      deep ? deep.deepMs <= 3 * deep.page1Ms : null,
    ),
  );

  // 5. The cart as fast as the shelf.
  // Side by side in alternating rounds when the run made them; a scenario's place in the run moves its figure.
  const rounds = run.cartAgainstShelf;
  const cart = rounds ? { rps: median(rounds.cartRps) } : scenario(run, CART);
  const product = rounds ? { rps: median(rounds.productRps) } : scenario(run, PRODUCT);
  rows.push(
    row(
      'get_cartItems req/s >= product details req/s',
      cart && product ? `${rps(cart.rps)} vs ${rps(product.rps)}${rounds ? ' (medians of 3 alternating rounds)' : ''}` : null,
      cart && product ? cart.rps >= product.rps : null,
    ),
  );
  const addLimit = ADD_P99_MS[run.engine];
  const add = scenario(run, ADD_TO_CART);
  rows.push(row(`add to cart p99 <= ${addLimit} ms at 50 connections`, add ? ms(add.p99) : null, add ? add.p99 <= addLimit : null));
  const reads = catalogueReads(run);
  if (run.processes === 1)
    rows.push(
      row(
        'catalogue reads >= 15,000 req/s from one process',
        reads.length ? reads.map((r) => `${r.name} ${rps(r.rps)}`).join(', ') : null,
        reads.length ? reads.every((r) => r.rps >= 15_000) : null,
      ),
    );

  // 6. PostgreSQL against SQLite (one process each), two processes against one.
  if (run.engine === 'postgres' && run.processes === 1) {
    const lite = other({ engine: 'sqlite', processes: 1 });
    const pairs = lite ? reads.map((r) => ({ ...r, lite: catalogueReads(lite).find((l) => l.name === r.name)?.rps ?? 0 })) : [];
    rows.push(
      row(
        'PostgreSQL catalogue reads >= 80 % of SQLite (same size, one process)',
        pairs.length ? pairs.map((p) => `${p.name} ${Math.round((100 * p.rps) / p.lite)} %`).join(', ') : null,
        pairs.length ? pairs.every((p) => p.rps >= 0.8 * p.lite) : null,
        'no SQLite run of this size in .bench/',
      ),
    );
  }
  if (run.processes === 2) {
    const one = other({ processes: 1 });
    const pairs = one ? reads.map((r) => ({ ...r, one: catalogueReads(one).find((o) => o.name === r.name)?.rps ?? 0 })) : [];
    rows.push(
      row(
        'two processes >= 1.6x one on catalogue reads',
        pairs.length ? pairs.map((p) => `${p.name} ${(p.rps / p.one).toFixed(2)}x`).join(', ') : null,
        pairs.length ? pairs.every((p) => p.rps >= 1.6 * p.one) : null,
        'no one-process run of this engine and size in .bench/',
      ),
    );
  }
  return rows;
}
