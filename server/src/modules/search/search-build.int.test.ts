import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDb, TEST_DIALECT, type TestApp, type TestDb } from '../../../test/harness';
import { anonymousCtx } from '../../ctx';
import { connect } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { seedCategory, seedProduct, seedTaxClasses } from '../../db/seed/factories';
import { type BuildInput, buildInWorker } from './search-build';
import { loadDocs } from './search-docs';
import { SearchIndex } from './search-index';
import { decodeSnapshot } from './search-snapshot';
import { searchHolder, warmSearch } from './search.service';

const opened: TestDb[] = [];
afterAll(async () => {
  for (const db of opened) await db.drop();
});

/** A database a worker thread can open too: a file (SQLite; the harness's is in memory), or a schema (PostgreSQL). */
async function sharedDb(): Promise<{ db: TestDb; input: BuildInput }> {
  if (TEST_DIALECT === 'postgres') {
    const db = await createTestDb();
    opened.push(db);
    return { db, input: { database: { kind: 'postgres', url: process.env.TEST_DATABASE_URL! }, schema: db.schema! } };
  }
  const file = path.join(os.tmpdir(), `larder-search-build-${randomBytes(6).toString('hex')}.sqlite`);
  const handle = connect({ kind: 'sqlite', file });
  await migrateToLatest(handle.db);
  const db: TestDb = {
    ...handle,
    drop: async () => {
      await handle.close();
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    },
  };
  opened.push(db);
  return { db, input: { database: { kind: 'sqlite', file } } };
}

async function seedShelf(db: TestDb, names: string[]): Promise<void> {
  await seedTaxClasses(db.db);
  const cat = await seedCategory(db.db, { name: 'Poultry' });
  for (const [i, name] of names.entries()) await seedProduct(db.db, { name, price: 500 + i, popularity: 10 * i, category_ids: [cat.id] });
}

const QUERIES = ['chicken', 'chiken', 'wing', 'poultry', 'lamb chops', 'zzz'];
const answers = (index: SearchIndex) => QUERIES.map((q) => index.search(q, 0, 10));

describe('the search index built on a worker thread', () => {
  it('is the index the event loop builds, and its encoding for the database decodes to it', async () => {
    const { db, input } = await sharedDb();
    await seedShelf(db, ['Chicken Thighs', 'Chicken Wings', 'Whole Chicken', 'Lamb Chops', 'Duck Breast']);
    const here = SearchIndex.build(await loadDocs({ db: db.db, dialect: db.dialect }));
    const built = await buildInWorker(input);
    expect(built.index.size).toBe(5);
    expect(answers(built.index)).toEqual(answers(here));
    expect(answers(decodeSnapshot(await built.data))).toEqual(answers(here));
  });

  it('rebuilds the index the server answers from, and a worker that cannot open the database leaves the rebuild to the event loop', async () => {
    // The worker reads another database than the app's: only an index it built holds "Venison".
    const app = await sharedDb();
    const other = await sharedDb();
    await seedShelf(app.db, ['Chicken Thighs']);
    await seedShelf(other.db, ['Venison Steak', 'Chicken Wings']);
    const rebuilt = async (t: TestApp, worker: BuildInput) => {
      await warmSearch(t.state, { worker });
      const ctx = anonymousCtx(t.state, t.state.log);
      // The first build is the event loop's (before ready nothing else runs); a catalogue change rebuilds.
      expect((await searchHolder(ctx).get(ctx)).search('chicken', 0, 10).total).toBe(1);
      const before = await searchHolder(ctx).get(ctx);
      await t.state.cache.bump(t.db.db, 'catalog');
      for (let i = 0; i < 200 && (await searchHolder(ctx).get(ctx)) === before; i++) await new Promise((r) => setTimeout(r, 20));
      return searchHolder(ctx).get(ctx);
    };

    const t = await createTestApp({ db: app.db });
    try {
      expect((await rebuilt(t, other.input)).search('venison', 0, 10).total).toBe(1);
    } finally {
      await t.app.close();
    }

    const lines: string[] = [];
    const broken = await createTestApp({ db: app.db, config: { LOG_LEVEL: 'warn' }, logStream: { write: (l) => void lines.push(l) } });
    try {
      const unopenable: BuildInput =
        TEST_DIALECT === 'postgres'
          ? { database: { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' } }
          : { database: { kind: 'sqlite', file: '/etc/hostname/larder/db.sqlite' } };
      const index = await rebuilt(broken, unopenable);
      expect(index.search('chicken', 0, 10).total).toBe(1);
      expect(index.search('venison', 0, 10).total).toBe(0);
      expect(lines.some((l) => l.includes('search index worker failed'))).toBe(true);
    } finally {
      await broken.app.close();
    }
  });
});
