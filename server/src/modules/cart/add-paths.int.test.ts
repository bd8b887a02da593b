import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../test/harness';
import { DECLINED } from '../../db/sync-sqlite';
import { type ProductRows, seedCategory, seedDiscount, seedProduct, seedTaxClasses, seedThreeForTwo } from '../../db/seed/factories';

/**
 * insertCartItems runs as a synchronous transaction on SQLite when it can, and as an async one
 * otherwise. These tests hold both paths to the same answers, and the synchronous one to its
 * rules about other transactions.
 */
let t: TestApp;
let mince: ProductRows; // 3 for 2: a FREE line that grows and shrinks with the paid quantity
let rice: ProductRows;
let soap: ProductRows; // given FREE over £30

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  await seedTaxClasses(db);
  const cat = await seedCategory(db, { name: 'Everyday' });
  mince = await seedProduct(db, {
    name: 'Beef Mince 500g',
    route: 'mince',
    price: 450,
    stock: 40,
    max_order_qty: 20,
    category_ids: [cat.id],
  });
  rice = await seedProduct(db, {
    name: 'Basmati Rice 5kg',
    route: 'rice',
    price: 1299,
    stock: 40,
    max_order_qty: 20,
    category_ids: [cat.id],
  });
  soap = await seedProduct(db, { name: 'Olive Oil Soap', route: 'soap', price: 199, stock: 40, category_ids: [cat.id] });
  await seedThreeForTwo(db, mince);
  await seedDiscount(db, { name: 'Soap over £30', kind: 'free_item', min_subtotal: 3000, free_product_id: soap.product.id, free_qty: 1 });
});
afterAll(() => t.close());

const add = (item_code: string, qty: number, customer?: string, qty_type = 'set') =>
  t.call('insertCartItems', { item_code, qty, qty_type, cartType: 'Shopping Cart', customer });

/** A cart as a comparison needs it: every line's product, quantity, price and FREE flag, and the totals. */
async function cartShape(customer: string) {
  const cart = (await t.call('get_cartItems', { customer })).body.message.cart;
  return {
    total: cart.total,
    items: cart.items
      .map((l: { product: string; quantity: number; price: number; is_free_item: number }) => [
        l.product,
        l.quantity,
        l.price,
        l.is_free_item,
      ])
      .sort((a: string[], b: string[]) => (a.join() < b.join() ? -1 : 1)),
  };
}

/** The same adds, answer by answer, then the cart they leave. */
async function journey() {
  const first = (await add('mince', 1)).body.message;
  const customer = first.customer as string;
  const answers = [first];
  for (const [item, qty, type] of [
    ['mince', 2, 'set'], // 3 for 2 gives one FREE
    ['rice', 2, 'set'], // £35.98: soap FREE too
    ['mince', 4, 'set'], // two FREE mince
    ['rice', 25, 'set'], // over the limit: refused, nothing changes
    ['mince', 1, 'sub'],
    ['rice', 1, 'set'], // £26.49: the soap goes
    ['mince', 1, 'set'], // no FREE mince left
  ] as const)
    answers.push((await add(item, qty, customer, type)).body.message);
  return {
    answers: answers.map(({ status, message, cart_count, wish_count }) => ({ status, message, cart_count, wish_count })),
    cart: await cartShape(customer),
  };
}

describe('insertCartItems on both paths', () => {
  it('gives the same answers and leaves the same cart, FREE lines included, either way', async () => {
    const usual = await journey();
    const sqlite = t.state.sqlite;
    t.state.sqlite = null; // every add takes the async path
    let async;
    try {
      async = await journey();
    } finally {
      t.state.sqlite = sqlite;
    }
    expect(async).toEqual(usual);
    expect(usual.answers.map((a) => a.status)).toEqual([
      'success',
      'success',
      'success',
      'success',
      'failed',
      'success',
      'success',
      'success',
    ]);
    expect(usual.cart).toEqual({
      total: 17.49,
      items: [
        [mince.product.id, 1, 4.5, 0],
        [rice.product.id, 1, 12.99, 0],
      ].sort((a, b) => (a.join() < b.join() ? -1 : 1)),
    });
  });

  it('keeps the FREE lines the rules give after each synchronous add', async () => {
    const customer = (await add('rice', 3)).body.message.customer as string;
    await add('mince', 6, customer);
    const shape = await cartShape(customer);
    expect(shape.items).toContainEqual([mince.product.id, 3, 0, 1]);
    expect(shape.items).toContainEqual([soap.product.id, 1, 0, 1]);
    expect(shape.total).toBe(65.97);
  });
});

describe.skipIf(TEST_DIALECT !== 'sqlite')('the synchronous transaction', () => {
  it('declines while an async transaction holds the connection; the add then waits for it and sees its write', async () => {
    const customer = (await add('rice', 1)).body.message.customer as string;
    let pending: ReturnType<typeof add> | undefined;
    await t.state.db.transaction().execute(async (trx) => {
      expect(t.state.sqlite!.transaction(() => 'ran')).toBe(DECLINED);
      pending = add('rice', 5, customer);
      await trx.updateTable('product').set({ stock: 3 }).where('id', '=', rice.product.id).execute();
    });
    const answer = (await pending!).body.message;
    expect(answer.status).toBe('failed');
    expect(answer.message).toMatch(/stock|available/i);
    await t.state.db.updateTable('product').set({ stock: 40 }).where('id', '=', rice.product.id).execute();
  });

  it('rolls back what its body wrote when the body declines or throws', () => {
    const s = t.state.sqlite!;
    const stock = sql<{ stock: number }>`select stock from product where id = ${rice.product.id}`.compile(t.state.db);
    const read = () => s.rows(stock)[0]!.stock;
    const before = read();
    const setStock = sql`update product set stock = 0 where id = ${rice.product.id}`.compile(t.state.db);
    expect(
      s.transaction(() => {
        s.rows(setStock);
        return DECLINED;
      }),
    ).toBe(DECLINED);
    expect(read()).toBe(before);
    expect(() =>
      s.transaction(() => {
        s.rows(setStock);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(read()).toBe(before);
    expect(s.transaction(() => 'done')).toBe('done');
  });
});

describe.skipIf(TEST_DIALECT !== 'postgres')('the add on PostgreSQL', () => {
  /** The add statements this session's connection has prepared (a pool hands back the connection it was last given). */
  const preparedHere = async () => {
    const names = sql<{
      name: string;
    }>`select name from pg_prepared_statements where name ~ '^larder_(lock_carts|add_snapshots|set_quantities)_' order by name`;
    return (await names.execute(t.db.db)).rows.map((r) => r.name);
  };

  it('sends the batch’s lock, snapshot and quantities as statements prepared once per connection, a set for each cart type', async () => {
    const customer = (await add('rice', 1)).body.message.customer as string;
    expect(await preparedHere()).toEqual(['larder_add_snapshots_cart', 'larder_lock_carts_cart', 'larder_set_quantities_cart']);
    // A wishlist add on a connection that has only the cart's set prepares the wishlist's.
    const wished = await t.call('insertCartItems', { item_code: 'soap', qty: 1, qty_type: 'set', cartType: 'Wishlist', customer });
    expect(wished.body.message.wish_count).toBe(1);
    expect(await preparedHere()).toEqual([
      'larder_add_snapshots_cart',
      'larder_add_snapshots_wishlist',
      'larder_lock_carts_cart',
      'larder_lock_carts_wishlist',
      'larder_set_quantities_cart',
      'larder_set_quantities_wishlist',
    ]);
    expect((await add('rice', 3, customer)).body.message.cart_count).toBe(3);
  });
});
