import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish while closing', async () => {
    const t = await createTestApp();
    let release: () => void = () => {};
    t.app.get('/slow-for-test', async () => {
      await new Promise<void>((r) => (release = r));
      return { done: true };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/slow-for-test`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((r) => setTimeout(r, 100));
    const closing = t.app.close();
    setTimeout(() => release(), 200);
    const res = await inFlight;
    await closing;
    await t.db.drop();
    expect(res).toEqual({ status: 200, body: { done: true } });
  });

  it('exits cleanly on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-sigterm-'));
    const port = 34000 + Math.floor(Math.random() * 1000);
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../main.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`,
        SEED_DEMO: '0',
        LOG_LEVEL: 'silent',
        MEDIA_DIR: path.join(dir, 'media'),
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    let ready = false;
    for (let i = 0; i < 100 && !ready; i++) {
      await new Promise((r) => setTimeout(r, 150));
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(ready).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
