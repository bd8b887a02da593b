/**
 * Real Larder server processes (`main.ts`) for tests that need more than one, sharing one
 * PostgreSQL database the test creates and drops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

async function admin(url: string, query: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/** A fresh database next to TEST_DATABASE_URL's, migrated; `drop` removes it. */
export async function createClusterDb(prefix: string): Promise<{ url: string; handle: DbHandle; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const u = new URL(base || 'postgres://localhost/test');
  u.pathname = `/${name}`;
  await admin(base, `CREATE DATABASE ${name}`);
  const handle = connect({ kind: 'postgres', url: u.toString() }, { poolSize: 20 });
  await migrateToLatest(handle.db);
  return { url: u.toString(), handle, drop: () => admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export function startServer(port: number, dbUrl: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      CACHE_POLL_MS: '200',
      RATE_LIMIT_SCALE: '100',
      JOBS_TICK_MS: '0',
      MEDIA_DIR: path.join(os.tmpdir(), 'larder-cluster-media'),
      WEB_DIST: path.join(os.tmpdir(), 'larder-cluster-no-web'),
      ...env,
    },
    stdio: 'ignore',
  });
}

export async function ready(port: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

export function stopServers(servers: ChildProcess[]): Promise<unknown> {
  return Promise.all(
    servers.map(
      (s) =>
        new Promise((r) => {
          if (s.exitCode !== null) return r(null);
          s.once('exit', r);
          s.kill('SIGTERM');
        }),
    ),
  );
}

/** Two free-looking ports in separate ranges (each test file picks its own at random). */
export const twoPorts = (base: number): [number, number] => [
  base + Math.floor(Math.random() * 400),
  base + 500 + Math.floor(Math.random() * 400),
];

export const call = (port: number, name: string, body: unknown, token?: string) =>
  fetch(`http://127.0.0.1:${port}/api/method/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `token ${token}` } : {}) },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
