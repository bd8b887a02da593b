// Table ownership and module cycle check (decision 026).
//
// A table belongs to the module whose `*.table.ts` declares its row type (as wired into the Database
// type in server/src/db/database.ts). A module may write only its own tables; modules must not import
// each other in a circle. Today's known violations live in scripts/ownership-baseline.json: the check
// fails on anything new and on any baseline entry that no longer occurs, so the list only shrinks.
//
//   node scripts/check-ownership.mjs            check against the baseline
//   node scripts/check-ownership.mjs --write    rewrite the baseline from the code (review the diff!)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Tables declared outside server/src/modules (server/src/db/*.table.ts): shared plumbing any module may write. */
export const INFRA_OWNER = 'db';

function read(file) {
  return fs.readFileSync(file, 'utf8');
}

function listFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(p));
    else if (/\.tsx?$/.test(entry.name)) out.push(p);
  }
  return out;
}

const isTestFile = (rel) => /\.test\.tsx?$/.test(rel) || rel.split('/').includes('test') || rel.split('/').includes('__tests__');

/** `{ name: Type; ... }` members of `interface <name> ... { }` in a source text. */
function interfaceMembers(text, name) {
  const m = new RegExp(`interface\\s+${name}\\b[^{]*\\{`).exec(text);
  if (!m) return null;
  const body = text.slice(m.index + m[0].length, text.indexOf('\n}', m.index));
  const members = [];
  for (const line of body.split('\n')) {
    const field = /^\s*([a-z_][a-z0-9_]*)\??\s*:\s*([A-Za-z0-9_]+)\s*;/.exec(line);
    if (field) members.push([field[1], field[2]]);
  }
  const ext = /extends\s+([^{]+)\{/.exec(m[0]);
  const parents = ext
    ? ext[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
  return { members, parents };
}

/** Which file declares each imported type name, from the `import type { ... } from '...'` lines. */
function importedTypes(text, fromFile) {
  const map = new Map();
  const re = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
  for (const m of text.matchAll(re)) {
    const target = resolveImport(fromFile, m[2]);
    if (!target) continue;
    for (const part of m[1].split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        .trim();
      if (name) map.set(name, target);
    }
  }
  return map;
}

function resolveImport(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), spec.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Module name (folder under modulesDir) of a file, or null when outside the modules. */
function moduleOf(modulesDir, file) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/** table name -> owning module (or INFRA_OWNER), derived from the Database interface. */
export function tableOwners({ databaseFile, modulesDir }) {
  const owners = new Map();
  const visit = (file, interfaceName) => {
    const text = read(file);
    const decl = interfaceMembers(text, interfaceName);
    if (!decl) throw new Error(`interface ${interfaceName} not found in ${file}`);
    const types = importedTypes(text, file);
    const ownerOf = (typeName) => {
      const declaredIn = types.get(typeName) ?? file;
      return moduleOf(modulesDir, declaredIn) ?? INFRA_OWNER;
    };
    for (const [table, typeName] of decl.members) owners.set(table, ownerOf(typeName));
    for (const parent of decl.parents) {
      const parentFile = types.get(parent);
      if (!parentFile) throw new Error(`cannot find where ${parent} (extended by ${interfaceName}) is declared`);
      visit(parentFile, parent);
    }
  };
  visit(databaseFile, 'Database');
  return owners;
}

const KYSELY_WRITE = /\.(insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(\s*(['"`])([a-z_][a-z0-9_]*)(?:\s+as\s+\w+)?\2/g;
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** Bodies of sql`...` tagged templates (with `${...}` holes blanked). */
function sqlTemplates(text) {
  const bodies = [];
  const re = /\bsql(?:<[^>`]*>)?`/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let i = m.index + m[0].length;
    let body = '';
    while (i < text.length && text[i] !== '`') {
      if (text[i] === '\\') {
        body += text.slice(i, i + 2);
        i += 2;
      } else if (text[i] === '$' && text[i + 1] === '{') {
        let depth = 1;
        i += 2;
        while (i < text.length && depth > 0) {
          if (text[i] === '{') depth++;
          else if (text[i] === '}') depth--;
          i++;
        }
        body += ' ? ';
      } else body += text[i++];
    }
    bodies.push({ body, index: m.index });
    re.lastIndex = i + 1;
  }
  return bodies;
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** Every write to a known table in a source text: { table, line, how }. */
export function findWrites(text, knownTables) {
  const writes = [];
  for (const m of text.matchAll(KYSELY_WRITE)) writes.push({ table: m[3], line: lineAt(text, m.index), how: m[1] });
  for (const { body, index } of sqlTemplates(text)) {
    for (const m of body.matchAll(SQL_WRITE)) {
      const table = m[2].toLowerCase();
      // "do update set", "for update": only a known table name after the verb is a write.
      if (!knownTables.has(table)) continue;
      writes.push({ table, line: lineAt(text, index), how: `sql ${m[1].toLowerCase().replace(/\s+/g, ' ')}` });
    }
  }
  return writes;
}

const IMPORT_SPEC = /(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** module -> Map(imported module -> [files that import it]) */
export function moduleImports({ modulesDir, files }) {
  const graph = new Map();
  for (const file of files) {
    const from = moduleOf(modulesDir, file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const m of read(file).matchAll(IMPORT_SPEC)) {
      const spec = m[1] ?? m[2];
      if (!spec.startsWith('.')) continue;
      const target = moduleOf(modulesDir, path.resolve(path.dirname(file), spec));
      if (!target || target === from) continue;
      const edges = graph.get(from);
      if (!edges.has(target)) edges.set(target, []);
      edges.get(target).push(file);
    }
  }
  return graph;
}

/** Strongly connected components with more than one module (Tarjan). */
export function moduleCycles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const sccs = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) sccs.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) strong(v);
  return sccs;
}

/** A shortest circle through `start` inside one component, for the message. */
function shortestCircle(graph, members, start) {
  const inside = new Set(members);
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const circle = [start];
        for (let u = v; u !== start; u = prev.get(u)) circle.splice(1, 0, u);
        return [...circle, start];
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

/** Everything the check finds in a tree laid out like this repo (root/server/src/...). */
export function scan(root) {
  const modulesDir = path.join(root, 'server/src/modules');
  const databaseFile = path.join(root, 'server/src/db/database.ts');
  const owners = tableOwners({ databaseFile, modulesDir });
  const known = new Set(owners.keys());
  const files = listFiles(modulesDir)
    .filter((f) => !isTestFile(path.relative(root, f).split(path.sep).join('/')))
    .sort();

  const writes = [];
  for (const file of files) {
    const module = moduleOf(modulesDir, file);
    if (!module) continue;
    const rel = path.relative(root, file).split(path.sep).join('/');
    for (const w of findWrites(read(file), known)) {
      const owner = owners.get(w.table);
      if (owner === module || owner === INFRA_OWNER) continue;
      writes.push({ module, table: w.table, owner, file: rel, line: w.line, how: w.how });
    }
  }

  const graph = moduleImports({ modulesDir, files });
  const cycles = moduleCycles(graph).map((members) => {
    const edges = [];
    for (const from of members) {
      for (const [to, importers] of graph.get(from) ?? []) {
        if (!members.includes(to)) continue;
        const sample = [...new Set(importers.map((f) => path.relative(root, f).split(path.sep).join('/')))].sort();
        edges.push({ from, to, files: sample });
      }
    }
    return { members, circle: shortestCircle(graph, members, members[0]), edges };
  });

  return { owners, writes, cycles };
}

const writeKey = (v) => `${v.module}|${v.table}|${v.file}`;
const edgeKey = (e) => `${e.from}->${e.to}`;

/** The baseline: one entry per (module, table, file) foreign write and per import edge inside a circle. */
export function toBaseline({ writes, cycles }) {
  const seen = new Map();
  for (const w of writes) seen.set(writeKey(w), { module: w.module, table: w.table, file: w.file });
  const foreignWrites = [...seen.values()].sort((a, b) => writeKey(a).localeCompare(writeKey(b)));
  const cycleImports = cycles
    .flatMap((c) => c.edges.map((e) => ({ from: e.from, to: e.to })))
    .sort((a, b) => edgeKey(a).localeCompare(edgeKey(b)));
  return { foreignWrites, cycleImports };
}

/** Compare a scan with the baseline: what is new (fails) and what has gone (also fails until removed). */
export function compare(found, baseline) {
  const now = toBaseline(found);
  const baseWrites = new Set((baseline.foreignWrites ?? []).map(writeKey));
  const baseEdges = new Set((baseline.cycleImports ?? []).map(edgeKey));
  const nowWrites = new Set(now.foreignWrites.map(writeKey));
  const nowEdges = new Set(now.cycleImports.map(edgeKey));
  return {
    newWrites: found.writes.filter((w) => !baseWrites.has(writeKey(w))),
    goneWrites: (baseline.foreignWrites ?? []).filter((w) => !nowWrites.has(writeKey(w))),
    newEdges: found.cycles.flatMap((c) => c.edges.map((e) => ({ ...e, circle: c.circle }))).filter((e) => !baseEdges.has(edgeKey(e))),
    goneEdges: (baseline.cycleImports ?? []).filter((e) => !nowEdges.has(edgeKey(e))),
    now,
  };
}

function summary(found, now) {
  const lines = [];
  const perModule = new Map();
  for (const w of now.foreignWrites) perModule.set(w.module, (perModule.get(w.module) ?? 0) + 1);
  lines.push(`foreign writes: ${now.foreignWrites.length} (module, table, file) entries`);
  for (const [module, n] of [...perModule].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    lines.push(`  ${module.padEnd(16)} ${n}`);
  }
  lines.push(`import circles: ${found.cycles.length} (${now.cycleImports.length} imports inside them)`);
  for (const c of found.cycles)
    lines.push(`  ${c.circle.join(' -> ')}${c.members.length > 2 ? `   (all of: ${c.members.join(', ')})` : ''}`);
  return lines.join('\n');
}

export function main(argv = process.argv.slice(2)) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const rootArg = argv.indexOf('--root');
  const root = rootArg >= 0 ? path.resolve(argv[rootArg + 1]) : path.resolve(here, '..');
  const baselineFile = path.join(root, 'scripts/ownership-baseline.json');
  const found = scan(root);

  if (argv.includes('--write')) {
    const baseline = toBaseline(found);
    fs.mkdirSync(path.dirname(baselineFile), { recursive: true });
    fs.writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
    console.log(summary(found, baseline));
    console.log(`\nwrote ${path.relative(root, baselineFile)}`);
    return 0;
  }

  const baseline = fs.existsSync(baselineFile) ? JSON.parse(read(baselineFile)) : { foreignWrites: [], cycleImports: [] };
  const result = compare(found, baseline);
  console.log(summary(found, result.now));
  const problems = [];
  for (const w of result.newWrites) {
    problems.push(`${w.file}:${w.line}: module '${w.module}' writes '${w.table}' (${w.how}), which module '${w.owner}' owns`);
  }
  for (const e of result.newEdges) {
    problems.push(`${e.files[0]}: '${e.from}' imports '${e.to}', closing the circle ${e.circle.join(' -> ')}`);
  }
  for (const w of result.goneWrites) {
    problems.push(`baseline: '${w.module}' no longer writes '${w.table}' in ${w.file}: remove it from scripts/ownership-baseline.json`);
  }
  for (const e of result.goneEdges) {
    problems.push(`baseline: '${e.from}' -> '${e.to}' is no longer part of a circle: remove it from scripts/ownership-baseline.json`);
  }
  if (problems.length) {
    console.error(`\ncheck:ownership failed (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    console.error('\nA module writes only the tables its *.table.ts declares; call the owning module instead. See docs/decisions/026.');
    return 1;
  }
  console.log('\ncheck:ownership passed (no write or circle beyond the baseline)');
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
