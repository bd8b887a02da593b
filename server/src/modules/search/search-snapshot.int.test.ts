import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { anonymousCtx } from '../../ctx';
import { seedCategory, seedProduct, seedTaxClasses } from '../../db/seed/factories';
import { searchHolder, warmSearch } from './search.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedTaxClasses(t.db.db);
  const cat = await seedCategory(t.db.db, { name: 'Poultry' });
  for (const [i, name] of ['Chicken Thighs', 'Chicken Wings', 'Whole Chicken', 'Lamb Chops'].entries())
    await seedProduct(t.db.db, { name, price: 500 + i, popularity: 10 * i, category_ids: [cat.id] });
  await t.state.cache.bump(t.db.db, 'catalog');
});
afterAll(() => t.close());

const snapshotVersions = async () =>
  (await t.db.db.selectFrom('search_snapshot').select('catalog_version').execute()).map((r) => r.catalog_version);

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
  expect(await check()).toBe(true);
}

describe('the search index kept with the database', () => {
  it('is written after a build, and a second process loads it instead of reading the products', async () => {
    await warmSearch(t.state);
    const version = t.state.cache.current('catalog');
    await until(async () => (await snapshotVersions()).includes(version));
    const ctx = anonymousCtx(t.state, t.state.log);
    const first = (await searchHolder(ctx).get(ctx)).search('chicken', 0, 10);
    expect(first.total).toBe(3);

    // A product written without bumping the catalogue version: an index built now would find it, a kept one not.
    await seedProduct(t.db.db, { name: 'Chicken Livers', price: 300 });
    const second = await createTestApp({ db: t.db });
    try {
      await warmSearch(second.state);
      const ctx2 = anonymousCtx(second.state, second.state.log);
      expect((await searchHolder(ctx2).get(ctx2)).search('chicken', 0, 10)).toEqual(first);

      // Once the catalogue version moves on, the kept index is not the catalogue's: built afresh and kept anew.
      await second.state.cache.bump(t.db.db, 'catalog');
      const next = second.state.cache.current('catalog');
      await until(async () => (await searchHolder(ctx2).get(ctx2)).search('chicken', 0, 10).total === 4);
      await until(async () => JSON.stringify(await snapshotVersions()) === JSON.stringify([next]));
    } finally {
      await second.app.close();
    }
  });
});
