import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { anonymousCtx, type Ctx } from '../ctx';
import { seedCustomer } from './seed/factories';
import { prepared } from './prepared';

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
