import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/**
 * SQLite: the WAL's checkpoints on a thread of their own. SQLite's automatic checkpoint runs
 * inside the commit that takes the WAL past 1,000 pages, on the connection that commits: the
 * server's one connection, on its event loop. Under a stream of adds that was a 3–5 ms stall every
 * thousand or so commits, which every call in flight waited out (more on a disk slow to flush).
 *
 * Here a worker thread with a connection of its own copies the WAL into the database every
 * `everyMs` (a PASSIVE checkpoint: it never waits for, nor blocks, the server's reads and writes).
 * The server's connection keeps an automatic checkpoint at `fallbackPages`, a bound on the WAL
 * should the worker fall behind or stop: under a steady stream of writes the WAL is never
 * checkpointed to its very end between two writes, so it cannot start again from its beginning
 * until that fallback copies the last few frames the worker had not reached yet.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    parentPort.postMessage(String(err));
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpoints {
  stop(): Promise<void>;
}

export function checkpointInWorker(
  connection: SQLite.Database,
  file: string,
  { everyMs = 100, fallbackPages = 10_000, onError = (message: string) => console.error(`WAL checkpoint: ${message}`) } = {},
): WalCheckpoints {
  connection.pragma(`wal_autocheckpoint = ${fallbackPages}`);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { driver, file, everyMs } });
  worker.on('message', onError);
  worker.on('error', (err) => onError(err.message));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // The worker alone never keeps the process alive.
  worker.unref();
  return {
    stop: async () => {
      worker.postMessage('stop');
      await exited;
    },
  };
}
