// `npm start`: build what is missing or stale, then run the server (migrations and demo seed run inside).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './build-state.mjs';
import { serverNodeFlags } from './server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const r = (...p) => path.join(root, ...p);

function run(cmd, args, label) {
  console.log(`[larder] ${label}…`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const contract = r('contract', 'src');
if (
  isStale(r('web', 'dist', 'index.html'), [
    r('web', 'src'),
    r('web', 'public'),
    r('web', 'index.html'),
    r('web', 'vite.config.ts'),
    contract,
  ])
) {
  run('npm', ['run', 'build', '-w', '@larder/web'], 'building the web app');
}
if (isStale(r('server', 'dist', 'main.js'), [r('server', 'src'), r('server', 'build.mjs'), contract])) {
  run('npm', ['run', 'build', '-w', '@larder/server'], 'building the server');
}

const child = spawnSync(process.execPath, [...serverNodeFlags(), '--enable-source-maps', r('server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(child.status ?? 0);
