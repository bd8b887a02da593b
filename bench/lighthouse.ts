/**
 * `npm run bench:lighthouse [-- --url http://127.0.0.1:3000] [--runs 3] [--only home] [--save DIR [--trace]]`
 * Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) on the
 * home page, a category page and a product page, in Debian's Chromium. Without --url it builds
 * the shop and starts it on a fresh demo database (port 3300). Each page is measured --runs
 * times and the median performance score is reported (single Lighthouse runs vary by a few
 * points on a busy 2-core box). Fails when a page is under the budgets of issue 20:
 * performance >= 98, accessibility, best practices and SEO 100. --save writes each page's last
 * report (JSON) to DIR, to look into its audits. With --trace it also writes that run's trace,
 * with the page's JavaScript sampled (V8's profiler: what ran inside each long task; the samples
 * themselves cost a little time).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serverNodeFlags } from '../scripts/server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const arg = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : def;
};
const runs = Number(arg('runs', '3'));
const only = arg('only', '');
const saveDir = arg('save', '');
const trace = saveDir !== '' && args.includes('--trace');
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type CategoryId = keyof typeof BUDGET;

async function waitReady(url: string, ms = 180_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready at ${url}`);
}

async function startShop(port: number): Promise<{ base: string; server: ChildProcess }> {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-lighthouse-'));
  const server = spawn(process.execPath, [...serverNodeFlags(), 'server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${path.join(dir, 'shop.sqlite')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(`${base}/readyz`);
  return { base, server };
}

async function rpc(base: string, name: string, body: object): Promise<any> {
  const res = await fetch(`${base}/api/method/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { message: unknown }).message;
}

/** The pages to measure, found from the shop's own data: home, its first category, a product. */
async function pages(base: string): Promise<{ name: string; url: string }[]> {
  const categories = (await rpc(base, 'get_parent_categories', {})) as { route: string }[];
  const category = categories[0]!.route;
  const listing = (await rpc(base, 'get_category_products', { route: category, page_no: 1, page_len: 15 })) as {
    products: { route: string }[];
  };
  return [
    { name: 'home', url: `${base}/` },
    { name: 'category', url: `${base}/c/${category}` },
    { name: 'product', url: `${base}/pr/${listing.products[0]!.route}` },
  ];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * chrome-launcher's usual flags, with Chromium's omnibox popups also turned off: since Chromium 156
 * they are WebUI pages, two renderers per window even when headless, and on this 2-core machine
 * they take CPU from the page being measured while it loads. (Chromium keeps only the last
 * --disable-features, so they join the launcher's list rather than follow it.)
 */
function launcherFlags(): string[] {
  const popups = 'WebUIOmniboxPopup,WebUIOmniboxAimPopup';
  return chromeLauncher.Launcher.defaultFlags().map((f) => (f.startsWith('--disable-features=') ? `${f},${popups}` : f));
}

async function main(): Promise<void> {
  const given = arg('url', '');
  const shop = given ? { base: given.replace(/\/$/, ''), server: null } : await startShop(Number(arg('port', '3300')));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ignoreDefaultFlags: true,
    chromeFlags: [...launcherFlags(), '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage'],
  });
  let failed = false;
  try {
    const rows: string[][] = [['page', 'performance (runs)', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS']];
    for (const page of (await pages(shop.base)).filter((p) => !only || p.name === only)) {
      const scores: Record<CategoryId, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
      const metrics = { lcp: [] as number[], tbt: [] as number[], cls: [] as number[] };
      let lighthouseFailures = 0;
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(BUDGET),
          ...(trace ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
        });
        if (!result) throw new Error(`no Lighthouse result for ${page.url}`);
        // A run Lighthouse itself could not finish (no trace on a loaded box, NO_NAVSTART …) scores
        // 0 without measuring the page: it is reported and left out of the medians.
        if (result.lhr.runtimeError) {
          console.log(
            `  ${page.name} run ${i + 1}: Lighthouse failed (${result.lhr.runtimeError.code}): ${result.lhr.runtimeError.message}`,
          );
          lighthouseFailures++;
          continue;
        }
        const { categories, audits } = result.lhr;
        for (const id of Object.keys(BUDGET) as CategoryId[]) scores[id].push(Math.round((categories[id]?.score ?? 0) * 100));
        metrics.lcp.push(audits['largest-contentful-paint']?.numericValue ?? NaN);
        metrics.tbt.push(audits['total-blocking-time']?.numericValue ?? NaN);
        metrics.cls.push(audits['cumulative-layout-shift']?.numericValue ?? NaN);
        if (i === runs - 1) {
          if (saveDir) {
            fs.mkdirSync(saveDir, { recursive: true });
            fs.writeFileSync(path.join(saveDir, `${page.name}.json`), JSON.stringify(result.lhr));
            if (trace) fs.writeFileSync(path.join(saveDir, `${page.name}.trace.json`), JSON.stringify(result.artifacts.Trace));
          }
          // Where the largest paint waited: a start for performance work.
          const lcp = audits['largest-contentful-paint-element']?.details as
            { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined;
          const element = lcp?.items?.[0]?.items?.[0]?.node?.snippet;
          const phases = (lcp?.items?.[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ');
          if (element) console.log(`  ${page.name} LCP element: ${element.slice(0, 160)} (${phases})`);
          // What cost points, so a regression can be found without opening the report.
          for (const id of Object.keys(BUDGET) as CategoryId[]) {
            for (const ref of categories[id]?.auditRefs ?? []) {
              const a = audits[ref.id];
              if (ref.weight > 0 && a && a.score !== null && a.score < 1 && id !== 'performance')
                console.log(`  ${page.name} ${id}: ${a.id} — ${a.title}`);
            }
          }
        }
      }
      if (!scores.performance.length) throw new Error(`every Lighthouse run of ${page.url} failed`);
      const perf = median(scores.performance);
      const verdicts = (Object.keys(BUDGET) as CategoryId[]).map((id) => median(scores[id]) >= BUDGET[id]);
      if (verdicts.includes(false)) failed = true;
      rows.push([
        page.name,
        `${perf} (${scores.performance.join(', ')}${lighthouseFailures ? `; ${lighthouseFailures} failed` : ''})`,
        String(median(scores.accessibility)),
        String(median(scores['best-practices'])),
        String(median(scores.seo)),
        median(metrics.lcp).toFixed(0),
        median(metrics.tbt).toFixed(0),
        median(metrics.cls).toFixed(3),
      ]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
    console.log(`\n${rows.map((row) => row.map((c, i) => c.padEnd(widths[i]!)).join('  ')).join('\n')}`);
    console.log(
      `\nBudgets: performance >= ${BUDGET.performance}, accessibility/best practices/SEO ${BUDGET.seo}: ${failed ? 'FAIL' : 'PASS'}`,
    );
  } finally {
    chrome.kill();
    shop.server?.kill('SIGTERM');
  }
  if (failed) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
