import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { anonymousCtx } from '../../ctx';
import { seedCategory } from '../../db/seed/factories';
import { getCategoryTree } from '../catalog/category-tree';
import { categoryPathNames } from './search-docs';

let t: TestApp;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  const meat = await seedCategory(db, { name: 'Meat' });
  const lamb = await seedCategory(db, { name: 'Lamb', parent: meat });
  const chops = await seedCategory(db, { name: 'Chops', parent: lamb });
  const hidden = await seedCategory(db, { name: 'Hidden', is_active: 0 });
  const under = await seedCategory(db, { name: 'Under Hidden', parent: hidden });
  const off = await seedCategory(db, { name: 'Off', parent: meat, is_active: 0 });
  ids.push(meat.id, lamb.id, chops.id, hidden.id, under.id, off.id, 'CAT-NONE');
});
afterAll(() => t.close());

describe('category names in search documents', () => {
  it('are the category tree path names, empty under an inactive category', async () => {
    const ctx = anonymousCtx(t.state, t.state.log);
    const tree = await getCategoryTree(ctx);
    const pathNames = await categoryPathNames(ctx);
    expect(ids.map((id) => pathNames(id))).toEqual(ids.map((id) => tree.path(id).map((c) => c.name)));
    expect(pathNames(ids[2]!)).toEqual(['Meat', 'Lamb', 'Chops']);
    expect(pathNames(ids[4]!)).toEqual([]);
  });
});
