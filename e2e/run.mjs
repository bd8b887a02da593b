// `npm run test:e2e`: builds the shop once, then runs the phone (390×844) and desktop (1280×800)
// journeys side by side, each against its own server and fresh database (ports 3100 and 3101),
// so the two widths share no state and the run takes about half as long on two cores.
// With arguments (`npm run test:e2e -- tests/cart.spec.ts --project desktop`) it is plain
// `playwright test` on port 3100.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const playwright = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');

function run(extra, port, label, outputName) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [playwright, 'test', ...extra], {
      cwd: import.meta.dirname,
      env: { ...process.env, E2E_PORT: String(port), ...(outputName ? { E2E_OUTPUT: outputName } : {}) },
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (label) {
      const prefix = (stream, out) => {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) out.write(`[${label}] ${line}\n`);
        });
        stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
      };
      prefix(child.stdout, process.stdout);
      prefix(child.stderr, process.stderr);
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (args.length > 0) {
  process.exit(await run(args, process.env.E2E_PORT ?? 3100));
}

// One build for both servers (start.mjs then finds it fresh and does not rebuild).
const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
// The desktop journeys take longer than the phone's (about a third longer, spec for spec): some
// desktop-only ones follow the phone run on its port (a fresh server and database again), so both
// halves end about together.
const MOVED = [
  'tests/admin-delivery.spec.ts',
  'tests/admin-orders.spec.ts',
  'tests/admin-catalogue.spec.ts',
  'tests/issue17-subscriptions-reviews.spec.ts',
];
const desktopRest = fs
  .readdirSync(path.join(import.meta.dirname, 'tests'))
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => `tests/${f}`)
  .filter((f) => !MOVED.includes(f));
const codes = await Promise.all([
  run(['--project', 'mobile'], 3100, 'mobile').then(async (code) => {
    const consoleCode = await run(['--project=desktop', ...MOVED], 3100, 'desktop', 'console');
    return code || consoleCode;
  }),
  run(['--project=desktop', ...desktopRest], 3101, 'desktop'),
]);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
