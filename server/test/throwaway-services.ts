/**
 * Throw-away PostgreSQL clusters and Redis servers for fault tests: started by the test on free
 * ports in a temporary folder, stopped, restarted and killed by it, and removed afterwards (also
 * when the test fails or its process exits early). Never touches the shared services.
 */
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, name);
    if (dir && fs.existsSync(file)) return file;
  }
  return null;
}

/** Debian keeps the server binaries off PATH, under /usr/lib/postgresql/<major>/bin. */
function postgresBinDir(): string | null {
  const initdb = onPath('initdb');
  if (initdb && fs.existsSync(path.join(path.dirname(fs.realpathSync(initdb)), 'pg_ctl'))) return path.dirname(fs.realpathSync(initdb));
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((d) => /^\d+$/.test(d))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const m of majors) {
    const dir = path.join(root, m, 'bin');
    if (['initdb', 'pg_ctl', 'postgres'].every((b) => fs.existsSync(path.join(dir, b)))) return dir;
  }
  return null;
}

/** The account PostgreSQL runs as: this one, or `postgres` when this is root (initdb refuses root). */
function postgresAccount(): { uid: number; gid: number; asUser: string[] } | null {
  if (process.getuid?.() !== 0) return { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0, asUser: [] };
  let entry: string | undefined;
  try {
    entry = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('postgres:'));
  } catch {
    return null;
  }
  const [, , uid, gid] = entry?.split(':') ?? [];
  const runuser = onPath('runuser') ?? ['/usr/sbin/runuser', '/sbin/runuser'].find((f) => fs.existsSync(f));
  if (!uid || !gid || !runuser) return null;
  return { uid: Number(uid), gid: Number(gid), asUser: [runuser, '-u', 'postgres', '--'] };
}

export interface FaultTools {
  pgBin: string;
  redisServer: string;
  account: { uid: number; gid: number; asUser: string[] };
}

/** What the fault tests need, or why they cannot run here. */
export function findFaultTools(): FaultTools | { missing: string } {
  const pgBin = postgresBinDir();
  const redisServer = onPath('redis-server');
  const account = postgresAccount();
  const missing = [
    !pgBin && 'PostgreSQL server binaries (initdb, pg_ctl, postgres; apt-get install postgresql)',
    !redisServer && 'redis-server (apt-get install redis-server)',
    !account && 'a postgres account and runuser to run initdb as (this process is root)',
  ].filter(Boolean);
  if (missing.length || !pgBin || !redisServer || !account) return { missing: missing.join(', ') };
  return { pgBin, redisServer, account };
}

const cleanups = new Set<() => void>();
let exitHookSet = false;
/** Runs `fn` (synchronous) if the process exits before the test cleaned up. */
function onExit(fn: () => void): () => void {
  if (!exitHookSet) {
    exitHookSet = true;
    process.once('exit', () => {
      for (const c of cleanups) {
        try {
          c();
        } catch {
          /* best effort */
        }
      }
    });
  }
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

export class ThrowawayPostgres {
  private forget: () => void = () => {};
  private constructor(
    private readonly tools: FaultTools,
    readonly dir: string,
    readonly port: number,
  ) {}

  get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  /** postgres://postgres@127.0.0.1:<port>/<db> */
  url(db = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${db}`;
  }

  /** A fresh cluster (trust auth, no fsync: data safety is not what these tests are about), started. */
  static async create(tools: FaultTools): Promise<ThrowawayPostgres> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-faults-pg-'));
    fs.chownSync(dir, tools.account.uid, tools.account.gid);
    const pg = new ThrowawayPostgres(tools, dir, await freePort());
    pg.forget = onExit(() => pg.destroySync());
    await pg.run('initdb', ['-D', pg.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    fs.appendFileSync(
      path.join(pg.dataDir, 'postgresql.conf'),
      [
        `port = ${pg.port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'max_connections = 60',
        'shared_buffers = 32MB',
        '',
      ].join('\n'),
    );
    await pg.start();
    return pg;
  }

  /** Runs a PostgreSQL program as the cluster's owner (asynchronously: the load goes on meanwhile). */
  private run(bin: string, args: string[]): Promise<string> {
    const cmd = [...this.tools.account.asUser, path.join(this.tools.pgBin, bin), ...args];
    return new Promise((resolve, reject) => {
      execFile(cmd[0]!, cmd.slice(1), { cwd: this.dir, encoding: 'utf8', timeout: 60_000 }, (err, stdout, stderr) => {
        if (err) reject(new Error(`${bin} ${args.join(' ')} failed: ${stderr || stdout || err.message}\n${this.log()}`));
        else resolve(stdout);
      });
    });
  }

  /** Starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    await this.run('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.dir, 'server.log'), '-w', '-t', '60', 'start']);
  }

  /** Stops it, ending every session (fast mode: each session gets 57P01), and waits until it is down. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.run('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
  }

  async restart(): Promise<void> {
    await this.run('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.dir, 'server.log'), '-m', 'fast', '-w', '-t', '60', 'restart']);
  }

  log(): string {
    try {
      return fs.readFileSync(path.join(this.dir, 'server.log'), 'utf8').split('\n').slice(-20).join('\n');
    } catch {
      return '';
    }
  }

  private destroySync(): void {
    if (fs.existsSync(path.join(this.dataDir, 'postmaster.pid'))) {
      const cmd = [
        ...this.tools.account.asUser,
        path.join(this.tools.pgBin, 'pg_ctl'),
        '-D',
        this.dataDir,
        '-m',
        'immediate',
        '-w',
        'stop',
      ];
      spawnSync(cmd[0]!, cmd.slice(1), { stdio: 'ignore', timeout: 30_000 });
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** Stops the cluster and removes its folder. */
  destroy(): void {
    this.forget();
    this.destroySync();
  }
}

export class ThrowawayRedis {
  private proc: ChildProcess | null = null;
  private forget: () => void = () => {};
  private constructor(
    private readonly tools: FaultTools,
    readonly port: number,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async create(tools: FaultTools): Promise<ThrowawayRedis> {
    const r = new ThrowawayRedis(tools, await freePort());
    r.forget = onExit(() => r.proc?.kill('SIGKILL'));
    await r.start();
    return r;
  }

  /** Starts redis-server (no persistence: a restart starts empty, as a crashed cache would) and waits for it. */
  async start(): Promise<void> {
    const proc = spawn(this.tools.redisServer, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    this.proc = proc;
    for (let i = 0; i < 100; i++) {
      if (proc.exitCode !== null) throw new Error(`redis-server exited with ${proc.exitCode}`);
      const up = await new Promise<boolean>((resolve) => {
        const s = net.connect(this.port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      });
      if (up) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('redis-server did not start');
  }

  /** Kills it at once, as a crash would, and waits until it is gone. */
  async stop(): Promise<void> {
    const proc = this.proc;
    this.proc = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise((resolve) => {
      proc.once('exit', resolve);
      proc.kill('SIGKILL');
    });
  }

  async destroy(): Promise<void> {
    this.forget();
    await this.stop();
  }
}
