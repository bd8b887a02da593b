import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness';
import { anonymousCtx, type Ctx } from '../ctx';
import { seedCustomer } from './seed/factories';
import { asExecute, isNotPrepared, prepared } from './prepared';

let t: TestApp;
let ctx: Ctx;

beforeAll(async () => {
  t = await createTestApp();
  ctx = anonymousCtx(t.state, t.state.log);
});
afterAll(() => t.close());

describe('prepared queries', () => {
  it('binds each call’s arguments where the builder used them, keeping the query’s own constants', async () => {
    const a = await seedCustomer(t.db.db, { first_name: 'Amina' });
    const b = await seedCustomer(t.db.db, { first_name: 'Bilal' });
    // The arguments appear in the SQL in the opposite order to the signature, around a constant.
    const q = prepared((c: Ctx, first: string, id: string) =>
      c.db
        .selectFrom('customer')
        .select(['id', 'first_name'])
        .where('id', '=', id)
        .where('is_guest', '=', 0)
        .where('first_name', '=', first),
    );
    expect(await q(ctx, 'Amina', a.customer.id)).toEqual([{ id: a.customer.id, first_name: 'Amina' }]);
    expect(await q(ctx, 'Bilal', b.customer.id)).toEqual([{ id: b.customer.id, first_name: 'Bilal' }]);
    expect(await q(ctx, 'Amina', b.customer.id)).toEqual([]);
    // On PostgreSQL the whole-number constant is written into the text (its plan then knows it), and
    // the arguments are numbered again around it.
    const compiled = q.compile(ctx, 'Amina', a.customer.id);
    if (TEST_DIALECT === 'postgres') {
      expect(compiled.sql).toMatch(/"id" = \$1 and "is_guest" = 0 and "first_name" = \$2$/);
      expect(compiled.parameters).toEqual([a.customer.id, 'Amina']);
    } else expect(compiled.parameters).toEqual([a.customer.id, 0, 'Amina']);
  });

  it('keeps a negative, a fractional or a text constant right on PostgreSQL (the first written, the others bound)', async () => {
    const a = await seedCustomer(t.db.db, { first_name: 'Chidi' });
    const q = prepared((c: Ctx, id: string) =>
      c.db
        .selectFrom('customer')
        .select(['id', sql<number>`${-2}`.as('n'), sql<number>`${1.5}`.as('f'), sql<string>`${'x'}`.as('s')])
        .where('id', '=', id)
        .limit(1),
    );
    const [row] = await q(ctx, a.customer.id);
    expect({ ...row, f: Number(row!.f) }).toEqual({ id: a.customer.id, n: -2, f: 1.5, s: 'x' });
    if (TEST_DIALECT === 'postgres') expect(q.compile(ctx, a.customer.id).parameters).toEqual([1.5, 'x', a.customer.id]);
  });

  it('refuses an argument used as anything but a bound value', async () => {
    const q = prepared((c: Ctx, unused: string) =>
      c.db
        .selectFrom('customer')
        .select('id')
        .where('id', '=', unused.length ? 'x' : 'y'),
    );
    await expect(q(ctx, 'anything')).rejects.toThrow(/bound value/);
  });
});

describe.skipIf(TEST_DIALECT !== 'postgres')('prepare and execute in one message (PostgreSQL)', () => {
  it('runs the query with its values as typed, answers the last statement, and says when the connection has not prepared it', async () => {
    const names = ["O'Brien \\ $1 'x'", 'Plain'];
    const made = await Promise.all(names.map((first_name) => seedCustomer(t.db.db, { first_name })));
    const q = prepared((c: Ctx, first: string) =>
      c.db.selectFrom('customer').select(['id', 'first_name']).where('first_name', '=', first).where('is_guest', '=', 0),
    );
    const name = `larder_test_${Date.now()}`;
    await t.db.db.connection().execute(async (db) => {
      const send = async (text: string) => (await db.executeQuery(CompiledQuery.raw(text))).rows;
      const statements = (first: string) => asExecute(q.compile(ctx, first), name);
      const notYet = await send(`select 1; ${statements(names[0]!).execute}`).catch((err: unknown) => err);
      expect(isNotPrepared(notYet)).toBe(true);
      const first = statements(names[0]!);
      expect(await send(`${first.prepare}; select 1; ${first.execute}`)).toEqual([{ id: made[0]!.customer.id, first_name: names[0] }]);
      expect(await send(`begin; ${statements(names[1]!).execute}; commit`)).toEqual([]); // commit's (empty) answer is the last
      expect(await send(`select 2 as n; ${statements(names[1]!).execute}`)).toEqual([{ id: made[1]!.customer.id, first_name: 'Plain' }]);
      await send(`deallocate ${name}`);
    });
  });
});
