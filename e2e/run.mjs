// `npm run test:e2e`: builds the shop once, then runs the phone (390×844) and desktop (1280×800)
// journeys side by side, each against its own server and fresh database (ports 3100 and 3101),
// so the two widths share no state and the run takes about half as long on two cores.
// With arguments (`npm run test:e2e -- tests/cart.spec.ts --project desktop`) it is plain
// `playwright test` on port 3100.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const playwright = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');

function run(extra, port, label) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [playwright, 'test', ...extra], {
      cwd: import.meta.dirname,
      env: { ...process.env, E2E_PORT: String(port) },
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
const codes = await Promise.all([run(['--project', 'mobile'], 3100, 'mobile'), run(['--project', 'desktop'], 3101, 'desktop')]);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
