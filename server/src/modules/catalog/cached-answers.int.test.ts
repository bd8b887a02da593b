import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper } from '../../../test/world';
import { VersionedMemo } from '../../cache/cache-versions';
import { anonymousCtx, inTransaction } from '../../ctx';
import { seedCustomer } from '../../db/seed/factories';
import { updateStoreSettings } from '../settings/settings.service';

/**
 * Product pages and listings are served from a cache of their whole answer. It must never show
 * stock or ratings older than the last order, cancellation or review.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedWorld(t);
});
afterAll(() => t.close());

const details = async (route: string) => (await t.call('get_product_details', { route })).body.message;
const listed = async (route: string) => {
  const list = (await t.call('get_category_products', { route: 'meat', page_len: 50 })).body.message.products;
  return list.find((p: { route: string }) => p.route === route);
};

describe('cached catalogue answers', () => {
  it('show the stock an order takes and its cancellation gives back', async () => {
    const before = await details('chops');
    expect((await listed('chops')).stock).toBe(before.stock);
    const c = await shopper(t);
    await addToCart(t, c.token, 'chops', 2);
    const placed = (await t.call('insert_order', { data: { shipping_method: 'Click & Collect' } }, { token: c.token })).body.message;
    expect(placed.status).toBe(true);
    expect((await details('chops')).stock).toBe(before.stock - 2);
    expect((await listed('chops')).stock).toBe(before.stock - 2);

    const cancelled = await t.call('cancel_order', { order_id: placed.order.name }, { token: c.token });
    expect(cancelled.status).toBe(200);
    expect((await details('chops')).stock).toBe(before.stock);
    expect((await listed('chops')).stock).toBe(before.stock);
  });

  it('show a review in the rating as soon as it is posted', async () => {
    await updateStoreSettings(anonymousCtx(t.state, t.app.log), { product_reviews_to_be_approved: 0 });
    expect((await details('rice')).review_count).toBe(0);
    const { token } = await seedCustomer(t.db.db);
    await t.call('insert_review', { data: { product: 'rice', rating: 4, title: 'Good', message: 'Fluffy.' } }, { token });
    expect(await details('rice')).toMatchObject({ review_count: 1, rating: 4 });
  });

  it('do not keep what was read between a change and its commit', async () => {
    const memo = new VersionedMemo<string, string>(t.state.cache, 'stock');
    const ctx = anonymousCtx(t.state, t.app.log);
    await inTransaction(ctx, async (tx) => {
      await tx.app.cache.bump(tx.db, 'stock');
      // Another request, before the commit, still reads the old stock and caches it.
      expect(await memo.get('k', () => Promise.resolve('old'))).toBe('old');
    });
    expect(await memo.get('k', () => Promise.resolve('new'))).toBe('new');
  });
});
