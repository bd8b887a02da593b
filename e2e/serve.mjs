// Starts the shop on a fresh SQLite database for the browser journeys.
// Default: `npm start` exactly as a newcomer runs it. With E2E_ISOLATED=1 (several people testing at
// once on one machine), the web app is built into a directory of this port and the server runs from
// source, so parallel runs do not share build outputs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3100';
const dir = path.join(root, '.tmp', `e2e-${port}`);
const dbFile = path.join(dir, 'larder-e2e.sqlite');
fs.rmSync(dbFile, { force: true });
fs.rmSync(`${dbFile}-wal`, { force: true });
fs.rmSync(`${dbFile}-shm`, { force: true });
fs.mkdirSync(dir, { recursive: true });
const env = {
  ...process.env,
  DATABASE_URL: `sqlite:${dbFile}`,
  HOST: '127.0.0.1',
  // Each port's server keeps its own media, so two runs side by side never write the same files.
  MEDIA_DIR: path.join(dir, 'media'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Every journey signs up its own accounts from one IP; the limits themselves are tested in the server's suite.
  RATE_LIMIT_SCALE: '50',
  // The push journey delivers to a local test push service.
  PUSH_LOCAL_ENDPOINTS: '1',
};

let child;
if (process.env.E2E_ISOLATED === '1') {
  const webDist = path.join(dir, 'web-dist');
  const built = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, WEB_DIST: webDist },
  });
} else {
  child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, stdio: 'inherit', env });
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
