// Bundles the server (and the TypeScript contract it imports) into dist/, keeping most npm packages
// external (loaded from node_modules).
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Pure-JS packages every start loads are bundled in, with zod (the contract's): resolving and
// compiling their files one by one (800 of the 1,130 files a start opened from node_modules) was
// about a quarter of the time to ready (decision 041). Fastify, its plugins and helmet too: they
// were most of the rest, about 150 ms of a start (decision 050). Native, optional and lazily
// loaded packages stay external, and so does pino (its transports load files by path).
const BUNDLED = new Set([
  'kysely',
  'libphonenumber-js',
  'csv-parse',
  'csv-stringify',
  'fastify',
  '@fastify/compress',
  '@fastify/cors',
  '@fastify/formbody',
  '@fastify/multipart',
  '@fastify/static',
  'helmet',
]);
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !BUNDLED.has(name));

// Chunk names carry a content hash: start from an empty dist/ so stale chunks never pile up.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: {
    main: 'src/main.ts',
    'cli/seed': 'src/cli/seed.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    // A worker thread's entry (modules/search/search-build.ts finds it beside the bundle).
    'search-build-worker': 'src/modules/search/search-build-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  // Code reached only through import() (the e-mail templates, which pull in React) goes to its own
  // chunk and loads on first use, not at start-up; code shared by the entries goes to chunks too.
  // Chunks sit in dist/ beside main.js: config.ts finds the repo root from its own file's folder.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The e-mail templates are .tsx: React's automatic runtime (react/jsx-runtime stays external, like react).
  jsx: 'automatic',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __larderRequire } from 'node:module'; const require = __larderRequire(import.meta.url);" },
  logLevel: 'warning',
});
