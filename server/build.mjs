// Bundles the server (and the TypeScript contract it imports) into dist/, keeping npm packages external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

await build({
  entryPoints: { main: 'src/main.ts', 'cli/seed': 'src/cli/seed.ts', 'cli/migrate': 'src/cli/migrate.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'zod'],
  banner: { js: "import { createRequire as __larderRequire } from 'node:module'; const require = __larderRequire(import.meta.url);" },
  logLevel: 'warning',
});
