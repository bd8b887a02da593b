import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type ProductRows, seedCategory, seedCustomer, seedProduct, seedTaxClasses } from '../../db/seed/factories';

/**
 * update_cartitem as the spec's client sends it, `{name, qty, qty_type}` and nothing else: a guest's
 * line id alone is enough for that line (decision 021); a customer's line is never reached that way.
 */
let t: TestApp;
let chops: ProductRows; // stock 5, at most 4 per order
let scarce: ProductRows; // stock 2

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  await seedTaxClasses(db);
  const lamb = await seedCategory(db, { name: 'Lamb' });
  chops = await seedProduct(db, { name: 'Lamb Loin Chops', price: 899, stock: 5, max_order_qty: 4, category_ids: [lamb.id] });
  scarce = await seedProduct(db, { name: 'Lamb Shanks', price: 1099, stock: 2, category_ids: [lamb.id] });
});
afterAll(() => t.close());

async function guestLine(productId: string, qty = 1) {
  const m = (await t.call('insertCartItems', { item_code: productId, qty })).body.message;
  return { guest: m.customer as string, line: m.line as string };
}

async function quantityOf(lineId: string) {
  return (await t.db.db.selectFrom('cart_item').select('quantity').where('id', '=', lineId).executeTakeFirst())?.quantity;
}

describe('a guest line by its id alone', () => {
  it('sets, adds and subtracts with the spec payload, and shows nothing of the rest of the cart', async () => {
    const { guest, line } = await guestLine(chops.product.id);
    const otherLine = (await t.call('insertCartItems', { item_code: scarce.product.id, qty: 1, customer: guest })).body.message.line;
    const set = await t.call('update_cartitem', { name: line, qty: 3, qty_type: 'set' });
    expect(set.status).toBe(200);
    expect(set.body.message).toEqual({ status: 'success', message: 'Cart updated', cart: null });
    expect(JSON.stringify(set.body)).not.toContain(otherLine);
    expect(await quantityOf(line)).toBe(3);
    await t.call('update_cartitem', { name: line, qty: '1', qty_type: 'add' });
    await t.call('update_cartitem', { name: line, qty: 2, qty_type: 'sub' });
    expect(await quantityOf(line)).toBe(2);
    // The guest's own view agrees.
    const cart = (await t.call('get_cartItems', { customer: guest })).body.message.cart;
    expect(cart.items.find((l: { name: string }) => l.name === line).quantity).toBe(2);
    // The guest naming itself gets its cart back, as before.
    const own = await t.call('update_cartitem', { name: line, qty: 1, customer: guest });
    expect(own.body.message.cart.items).toHaveLength(2);
  });

  it('keeps the stock, maximum and minimum rules of every other update', async () => {
    const { line } = await guestLine(chops.product.id, 2);
    const overMax = await t.call('update_cartitem', { name: line, qty: 5, qty_type: 'set' });
    expect(overMax.body.message.status).toBe('failed');
    expect(await quantityOf(line)).toBe(2);
    const zero = await t.call('update_cartitem', { name: line, qty: 2, qty_type: 'sub' });
    expect(zero.status).toBe(417);
    expect(await quantityOf(line)).toBe(2);

    const short = await guestLine(scarce.product.id, 1);
    const tooMany = await t.call('update_cartitem', { name: short.line, qty: 3, qty_type: 'set' });
    expect(tooMany.body.message.status).toBe('failed');
    expect(tooMany.body.message.message).toMatch(/stock|available|only/i);
    expect(await quantityOf(short.line)).toBe(1);
  });

  it('does not reach a signed-in customer’s line: anonymous, a guest or another customer get not found, like a made-up id', async () => {
    const owner = await seedCustomer(t.db.db);
    const other = await seedCustomer(t.db.db);
    const line = (await t.call('insertCartItems', { item_code: chops.product.id, qty: 1 }, { token: owner.token })).body.message.line;
    const wish = (await t.call('insertCartItems', { item_code: chops.product.id, qty: 1, cartType: 'Wishlist' }, { token: owner.token }))
      .body.message.line;
    const { guest } = await guestLine(chops.product.id);
    const madeUp = await t.call('update_cartitem', { name: 'CI-AAAAAAAAAAAAAAAA', qty: 2 });
    expect(madeUp.status).toBe(404);
    for (const id of [line, wish]) {
      for (const [payload, opts] of [
        [{ name: id, qty: 3, qty_type: 'set' }, {}],
        [{ name: id, qty: 3, qty_type: 'set', customer: guest }, {}],
        [{ name: id, qty: 3, qty_type: 'set' }, { token: other.token }],
      ] as const) {
        const res = await t.call('update_cartitem', payload, opts);
        expect(res.status).toBe(404);
        expect(res.body).toEqual(madeUp.body);
      }
      expect(await quantityOf(id)).toBe(1);
    }
  });

  it('does not let another guest naming itself, or a customer, change a guest’s line', async () => {
    const { line } = await guestLine(chops.product.id);
    const { guest: otherGuest } = await guestLine(chops.product.id);
    const customer = await seedCustomer(t.db.db);
    expect((await t.call('update_cartitem', { name: line, qty: 3, customer: otherGuest })).status).toBe(404);
    expect((await t.call('update_cartitem', { name: line, qty: 3 }, { token: customer.token })).status).toBe(404);
    expect(await quantityOf(line)).toBe(1);
  });

  it('stops working once the guest signs in (the line is then the customer’s)', async () => {
    const c = await seedCustomer(t.db.db);
    const { guest, line } = await guestLine(scarce.product.id);
    expect((await t.call('login', { usr: c.customer.email, pwd: c.password, guest_id: guest })).body.message.status).toBe('success');
    expect((await t.call('update_cartitem', { name: line, qty: 2 })).status).toBe(404);
    expect(await quantityOf(line)).toBe(1);
    expect((await t.call('update_cartitem', { name: line, qty: 2 }, { token: c.token })).body.message.status).toBe('success');
  });

  it('is no capability for a line whose id is not of the random form (rows made another way)', async () => {
    const { guest, line } = await guestLine(chops.product.id);
    await t.db.db.updateTable('cart_item').set({ id: 'CI-00001' }).where('id', '=', line).execute();
    expect((await t.call('update_cartitem', { name: 'CI-00001', qty: 2 })).status).toBe(404);
    expect(await quantityOf('CI-00001')).toBe(1);
    // Its guest, naming itself, still can.
    expect((await t.call('update_cartitem', { name: 'CI-00001', qty: 2, customer: guest })).body.message.status).toBe('success');
  });
});
