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

/** What each started server wrote to stderr last, by port: `ready` shows it when a server does not start. */
const started = new Map<number, { child: ChildProcess; stderr: string[] }>();

export function startServer(port: number, dbUrl: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
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
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr.push(...chunk.split('\n').filter(Boolean));
    stderr.splice(0, Math.max(0, stderr.length - 20));
  });
  started.set(port, { child, stderr });
  return child;
}

/**
 * Waits for the server on `port` to answer /readyz: up to a minute (a start compiles the sources
 * with tsx, slow on a busy 2-core machine), and no longer than the process lives. A server that
 * exits or never answers fails with what it wrote to stderr.
 */
export async function ready(port: number): Promise<void> {
  const server = started.get(port);
  const failure = (why: string) => new Error(`server on ${port} ${why}${server?.stderr.length ? `:\n${server.stderr.join('\n')}` : ''}`);
  for (let i = 0; i < 600; i++) {
    if (server && server.child.exitCode !== null) throw failure(`exited with code ${server.child.exitCode} before it was ready`);
    const up = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw failure('did not start within a minute');
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

/**
 * Two ports for a file's servers, at random from two ranges above `base`. Bases lie below Linux's
 * ephemeral range (32768 and up): a port there may be held by any outgoing connection, such as one
 * of the suite's many PostgreSQL clients. Each file has a base of its own, as files run side by side.
 */
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
