import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../test/harness';
import { type ProductRows, seedCategory, seedCustomer, seedProduct, seedTaxClasses, seedThreeForTwo } from '../../db/seed/factories';

/**
 * Adds that arrive together: on PostgreSQL they share a transaction (cart.service.ts
 * `addBatchOnPostgres`), on SQLite each runs alone. Either way every add is answered and counted
 * as if it had been alone: FREE lines, refusals, a double tap on one cart, and a stranger's
 * reference in the middle of the crowd.
 */
let t: TestApp;
let mince: ProductRows; // 3 for 2
let rice: ProductRows;
const shoppers: { id: string; token: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  await seedTaxClasses(db);
  const cat = await seedCategory(db, { name: 'Everyday' });
  mince = await seedProduct(db, { name: 'Beef Mince 500g', route: 'mince', price: 450, stock: 400, category_ids: [cat.id] });
  rice = await seedProduct(db, {
    name: 'Basmati Rice 5kg',
    route: 'rice',
    price: 1299,
    stock: 400,
    max_order_qty: 5,
    category_ids: [cat.id],
  });
  await seedThreeForTwo(db, mince);
  for (let i = 0; i < 12; i++) {
    const c = await seedCustomer(db, { password_hash: 'not-used' });
    shoppers.push({ id: c.customer.id, token: c.token });
  }
});
afterAll(() => t.close());

const add = (token: string | undefined, item_code: string, qty: number, qty_type = 'set', extra: Record<string, unknown> = {}) =>
  t.call('insertCartItems', { item_code, qty, qty_type, cartType: 'Shopping Cart', ...extra }, token ? { token } : {});

async function lines(token: string) {
  const cart = (await t.call('get_cartItems', {}, { token })).body.message.cart;
  return cart.items
    .map((l: { product: string; quantity: number; is_free_item: number }) => `${l.product}:${l.quantity}${l.is_free_item ? ':free' : ''}`)
    .sort();
}

describe('adds that arrive together', () => {
  it('are each answered and counted as if alone', async () => {
    const stranger = `GC-${'x'.repeat(22)}`;
    const round = await Promise.all([
      ...shoppers.flatMap((s) => [
        add(s.token, 'mince', 2), // 3 for 2: one FREE mince
        add(s.token, 'rice', 1, 'add'), // a double tap: both count
        add(s.token, 'rice', 1, 'add'),
      ]),
      add(undefined, 'rice', 1, 'set', { customer: stranger }),
    ]);
    const strangers = round.pop()!;
    expect([401, 403]).toContain(strangers.status);
    for (const r of round) expect(r.body.message).toMatchObject({ status: 'success', message: 'Cart added' });
    for (let i = 0; i < shoppers.length; i++) {
      const [m, r1, r2] = round.slice(i * 3, i * 3 + 3).map((r) => r.body.message);
      // Each answer counts the cart as it was after that add: the two taps saw one and two rice.
      expect(Math.max(m.cart_count, r1.cart_count, r2.cart_count)).toBe(4);
      expect(r1.cart_count).not.toBe(r2.cart_count);
    }
    for (const s of shoppers)
      expect(await lines(s.token)).toEqual([`${mince.product.id}:1:free`, `${mince.product.id}:2`, `${rice.product.id}:2`].sort());
    const made = await t.db.db.selectFrom('cart').select('id').where('customer_id', '=', stranger).execute();
    expect(made).toEqual([]);

    // A refusal among the others changes only its own cart: nothing.
    const next = await Promise.all(shoppers.map((s, i) => (i % 2 ? add(s.token, 'rice', 9) : add(s.token, 'mince', 4))));
    next.forEach((r, i) => {
      expect(r.body.message.status).toBe(i % 2 ? 'failed' : 'success');
      expect(r.body.message.cart_count).toBe(i % 2 ? 4 : 6);
    });
    for (const [i, s] of shoppers.entries())
      expect(await lines(s.token)).toEqual(
        (i % 2
          ? [`${mince.product.id}:1:free`, `${mince.product.id}:2`, `${rice.product.id}:2`]
          : [`${mince.product.id}:2:free`, `${mince.product.id}:4`, `${rice.product.id}:2`]
        ).sort(),
      );
  });
});

describe.skipIf(TEST_DIALECT !== 'postgres')('a batch and a cart locked by another transaction', () => {
  it('gives up on the lock after a moment, so the adds behind it are not held up; the locked add waits alone', async () => {
    const [held, other] = [shoppers[0]!, shoppers[1]!];
    let heldAnswer: Awaited<ReturnType<typeof add>> | null = null;
    await t.db.db.transaction().execute(async (trx) => {
      // Another transaction (a checkout, say) holds the first shopper's cart.
      await trx
        .selectFrom('cart')
        .select('id')
        .where('customer_id', '=', held.id)
        .where('cart_type', '=', 'Shopping Cart')
        .forUpdate()
        .execute();
      void add(held.token, 'rice', 1, 'add').then((r) => (heldAnswer = r));
      const behind = add(other.token, 'rice', 1, 'add');
      const first = await Promise.race([behind, new Promise((r) => setTimeout(() => r('still waiting'), 3000))]);
      expect(first).not.toBe('still waiting');
      expect((first as Awaited<typeof behind>).body.message.status).toBe('success');
      expect(heldAnswer).toBeNull();
    });
    // Once the lock is let go, the held add is made, alone.
    await expect.poll(() => heldAnswer?.body.message.status, { timeout: 5000 }).toBe('success');
  });
});
