// The home route's first-load JavaScript, from the built app (web/dist): the entry script, every
// chunk it imports statically, the app's start chunk (which the entry imports once the first view
// has painted) and the home page's own lazy chunk, each with its static imports.
// Prints each chunk's gzipped size and fails when the total passes the budget (ARCHITECTURE.md:
// 150 KB gzipped) or when any console (assets/admin/) code is part of it.
//   node web/scripts/bundle-report.mjs [--budget-kb 150]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '..', 'dist');
const budgetArg = process.argv.indexOf('--budget-kb');
const budgetKb = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 150;

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build -w @larder/web` first');
  process.exit(2);
}
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in index.html');

const read = (file) => fs.readFileSync(path.join(dist, file), 'utf8');
// Static imports only (`import … from "./x.js"`, `import "./x.js"`); dynamic `import("./x.js")` is lazy.
const staticImports = (file) =>
  [...read(file).matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)].map((m) => path.posix.join(path.posix.dirname(file), m[1]));

function closure(start, seen = new Set()) {
  const todo = [start];
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...staticImports(f));
  }
  return seen;
}

const files = closure(entry);
// What the page fetches with its HTML: the entry and its static imports. The app itself waits for
// the first view's picture (src/main.tsx); a static import of React or the app here would bring it
// back onto the line the picture needs.
const ENTRY_BUDGET_KB = 8;
const entryGzip = [...files].reduce((sum, f) => sum + zlib.gzipSync(read(f), { level: 9 }).length, 0);
if (entryGzip > ENTRY_BUDGET_KB * 1024) {
  console.error(
    `the entry and its static imports are ${(entryGzip / 1024).toFixed(1)} KB gz (budget ${ENTRY_BUDGET_KB} KB): ${[...files].join(', ')}`,
  );
  process.exit(1);
}
const assets = fs.readdirSync(path.join(dist, 'assets'));
const start = assets.find((f) => /^start-[\w-]+\.js$/.test(f));
if (!start) throw new Error('no start chunk: was src/start.tsx renamed?');
closure(`assets/${start}`, files);
const home = assets.find((f) => /^HomePage-[\w-]+\.js$/.test(f));
if (!home) throw new Error('no HomePage chunk: was the home route renamed?');
closure(`assets/${home}`, files);

const rows = [...files]
  .map((f) => ({ file: f, raw: fs.statSync(path.join(dist, f)).size, gzip: zlib.gzipSync(read(f), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
for (const r of rows) console.log(`${kb(r.gzip)} KB gz ${kb(r.raw)} KB  ${r.file}`);
const total = rows.reduce((s, r) => s + r.gzip, 0);
console.log(`${kb(total)} KB gz  home route first load, ${rows.length} chunks (budget ${budgetKb} KB)`);

const admin = rows.filter((r) => r.file.startsWith('assets/admin/'));
if (admin.length) {
  console.error(`console code in the storefront's first load: ${admin.map((r) => r.file).join(', ')}`);
  process.exit(1);
}
if (total > budgetKb * 1024) {
  console.error(`over budget by ${kb(total - budgetKb * 1024)} KB`);
  process.exit(1);
}
