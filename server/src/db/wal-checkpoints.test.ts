import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { checkpointInWorker } from './wal-checkpoints';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function walDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-wal-'));
  dirs.push(dir);
  const file = path.join(dir, 'shop.sqlite');
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.exec('create table blob_row (v blob)');
  return { db, file };
}

const until = async (ok: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end && !ok();) await new Promise((r) => setTimeout(r, 20));
  return ok();
};

describe('WAL checkpoints on a worker thread', () => {
  it('copies committed pages into the database file while the writing connection never checkpoints', async () => {
    const { db, file } = walDatabase();
    const checkpoints = checkpointInWorker(db, file, { everyMs: 50, fallbackPages: 10_000 });
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000);
    const before = fs.statSync(file).size;

    // About 2,000 pages: past SQLite's automatic checkpoint (1,000), below the fallback.
    const insert = db.prepare('insert into blob_row (v) values (?)');
    db.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run(Buffer.alloc(16_384, i));
    })();

    // Only the worker copies them: the database file grows without another write here.
    expect(await until(() => fs.statSync(file).size > before + 7_000_000, 5_000)).toBe(true);
    await checkpoints.stop();
    expect(db.prepare('select count(*) as n from blob_row').get()).toEqual({ n: 500 });
    db.close();
  });

  it('stops its thread', async () => {
    const { db, file } = walDatabase();
    const errors: string[] = [];
    const checkpoints = checkpointInWorker(db, file, { everyMs: 10, onError: (m) => errors.push(m) });
    await new Promise((r) => setTimeout(r, 50));
    await checkpoints.stop();
    db.close();
    expect(errors).toEqual([]);
  });
});
