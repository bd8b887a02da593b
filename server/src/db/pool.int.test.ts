import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, TEST_DIALECT, type TestDb } from '../../test/harness';

describe.skipIf(TEST_DIALECT !== 'postgres')('the PostgreSQL pool', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.drop());

  const backend = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.db)).rows[0]!.pid;

  it('keeps an idle connection past pg’s default idle timeout (10 s): the next query runs on the same backend', async () => {
    const before = await backend();
    await new Promise((r) => setTimeout(r, 10_500));
    expect(await backend()).toBe(before);
  }, 20_000);
});
