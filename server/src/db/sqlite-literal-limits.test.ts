import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousCtx, type Ctx } from '../ctx';
import { createTestApp, type TestApp } from '../../test/harness';
import { connect, type DbHandle } from './connect';
import { prepared } from './prepared';

let h: DbHandle;
let t: TestApp;
beforeAll(async () => {
  h = connect({ kind: 'sqlite', file: ':memory:' });
  await sql`create table n (v integer)`.execute(h.db);
  await sql`insert into n values (1), (2), (3), (4), (5)`.execute(h.db);
  t = await createTestApp();
});
afterAll(async () => {
  await h.close();
  await t.close();
});

describe('SQLite LIMIT written into the text', () => {
  const numbers = () => (h.db as unknown as Kysely<{ n: { v: number } }>).selectFrom('n').select('v').orderBy('v');

  it('writes a whole-number limit into the text and keeps the offset bound', async () => {
    const q = numbers().limit(2).offset(1);
    const compiled = q.compile();
    expect(compiled.sql).toMatch(/ limit 2 offset \?$/);
    expect(compiled.parameters).toEqual([1]);
    expect(await q.execute()).toEqual([{ v: 2 }, { v: 3 }]);
    expect(
      numbers()
        .limit(3n as unknown as number)
        .compile().sql,
    ).toMatch(/ limit 3$/);
  });

  it('leaves anything but a whole number bound, as before', () => {
    for (const limit of [-1, 1.5, '2']) {
      const compiled = numbers()
        .limit(limit as number)
        .compile();
      expect(compiled.sql).toMatch(/ limit \?$/);
      expect(compiled.parameters).toEqual([limit]);
    }
  });

  it('applies inside subqueries and to the queries prepared() keeps (the product page’s related products)', () => {
    expect(
      numbers()
        .where('v', 'in', (eb) => eb.selectFrom('n as m').select('m.v').limit(4))
        .compile().sql,
    ).toMatch(/limit 4\)/);
    const ctx: Ctx = anonymousCtx(t.state, t.state.log);
    const q = prepared((c: Ctx, id: string) => c.db.selectFrom('product').select('id').where('route', '=', id).limit(1));
    const compiled = q.compile(ctx, 'x');
    expect(compiled.sql).toMatch(/ limit 1$/);
    expect(compiled.parameters).toEqual(['x']);
  });
});
