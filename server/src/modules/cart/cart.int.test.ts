import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type ProductRows, seedCategory, seedCustomer, seedProduct, seedTaxClasses } from '../../db/seed/factories';

let t: TestApp;
let chops: ProductRows; // tracked, stock 5, max 4 per order
let juice: ProductRows; // untracked, standard-rated VAT
let curry: ProductRows; // tracked by attributes
let soldOut: ProductRows;
let halalThighs: ProductRows;
let halalAlt: ProductRows;
let plainAlt: ProductRows;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  await seedTaxClasses(db);
  const lamb = await seedCategory(db, { name: 'Lamb' });
  const chicken = await seedCategory(db, { name: 'Chicken' });
  const drinks = await seedCategory(db, { name: 'Drinks' });
  chops = await seedProduct(db, {
    name: 'Lamb Loin Chops',
    route: 'chops',
    price: 899,
    stock: 5,
    max_order_qty: 4,
    category_ids: [lamb.id],
    certifications: ['halal'],
  });
  juice = await seedProduct(db, {
    name: 'Mango Juice 1 litre carton',
    route: 'juice',
    price: 240,
    inventory_method: 'Dont Track Inventory',
    stock: 0,
    tax_class_id: 'standard',
    category_ids: [drinks.id],
    max_order_qty: 50,
  });
  curry = await seedProduct(db, {
    name: 'Lamb Curry Pieces',
    route: 'curry',
    price: 750,
    category_ids: [lamb.id],
    attributes: [
      { name: 'Cut', options: [{ value: 'Curry cut' }, { value: 'Boneless', price_adjustment: 150 }] },
      { name: 'Weight', options: [{ value: '500 g' }, { value: '1 kg', price_adjustment: 650 }] },
    ],
    variant_stock: { 'Boneless / 1 kg': 2, 'Curry cut / 1 kg': 0 },
    default_variant_stock: 10,
  });
  soldOut = await seedProduct(db, { name: 'Lamb Shanks', route: 'shanks', price: 1099, stock: 0, category_ids: [lamb.id] });
  halalThighs = await seedProduct(db, {
    name: 'Chicken Thigh Fillets',
    route: 'thighs',
    price: 699,
    stock: 30,
    category_ids: [chicken.id],
    certifications: ['halal', 'free-range'],
  });
  halalAlt = await seedProduct(db, {
    name: 'Free Range Chicken Thigh Fillets',
    route: 'thighs-2',
    price: 749,
    stock: 30,
    category_ids: [chicken.id],
    certifications: ['halal', 'free-range', 'organic'],
  });
  plainAlt = await seedProduct(db, {
    name: 'Chicken Thighs Boneless',
    route: 'thighs-3',
    price: 650,
    stock: 30,
    category_ids: [chicken.id],
    certifications: ['free-range'],
  });
});
afterAll(() => t.close());

const opt = (p: ProductRows, attr: number, o: number) => `${p.product.id}-a${attr}o${o}`;
const add = (payload: Record<string, unknown>, token?: string) =>
  t.call('insertCartItems', { qty: 1, cartType: 'Shopping Cart', ...payload }, token ? { token } : {});
const cartOf = async (who: { customer?: string; token?: string }) =>
  (await t.call('get_cartItems', { customer: who.customer }, who.token ? { token: who.token } : {})).body.message;

describe('guest carts', () => {
  it('creates an unguessable guest on the first add and returns it as message.customer', async () => {
    const res = await add({ item_code: chops.product.id, qty: 2 });
    expect(res.body.message).toMatchObject({ status: 'success', message: 'Cart added', cart_count: 2, wish_count: 0 });
    const guest = res.body.message.customer as string;
    expect(guest).toMatch(/^GC-[A-Za-z0-9_-]{22}$/); // 128 random bits
    expect((await t.call('check_guest_customer', { customer_id: guest })).body.message.customer_id).toBe(guest);
    const again = await add({ item_code: 'chops', qty: 1, customer: guest });
    expect(again.body.message.customer).toBe(guest);
    const cart = await cartOf({ customer: guest });
    expect(cart.cart.items).toHaveLength(1);
    expect(cart.cart.items[0]).toMatchObject({ product: chops.product.id, quantity: 3, price: 8.99, total: 26.97 });
  });

  it('prices from the catalogue, never from rate', async () => {
    const res = await add({ item_code: 'juice', qty: 3, rate: 0.01 });
    const cart = await cartOf({ customer: res.body.message.customer });
    expect(cart.cart.items[0]).toMatchObject({ price: 2.4, total: 7.2 });
    expect(cart.cart.total).toBe(7.2);
    // 20% VAT contained in £7.20
    expect(cart.cart.tax).toBe(1.2);
  });
});

describe('quantities', () => {
  it.each([0, -1, 1.5, 1e9, 'abc', '', null])('refuses qty %s with 417 and changes nothing', async (qty) => {
    const c = await seedCustomer(t.db.db);
    await add({ item_code: 'juice', qty: 2 }, c.token);
    const res = await add({ item_code: 'juice', qty }, c.token);
    expect(res.status).toBe(417);
    expect(res.body.exc_type).toBe('ValidationError');
    expect((await cartOf({ token: c.token })).cart.items[0].quantity).toBe(2);
  });

  it('checks stock and the order limits on the resulting quantity', async () => {
    const c = await seedCustomer(t.db.db);
    expect((await add({ item_code: 'chops', qty: 4 }, c.token)).body.message.status).toBe('success');
    const over = await add({ item_code: 'chops', qty: 1 }, c.token);
    expect(over.body.message).toMatchObject({ status: 'failed', message: 'Maximum order quantity of Lamb Loin Chops is 4' });
    expect((await add({ item_code: 'shanks' }, c.token)).body.message).toMatchObject({
      status: 'failed',
      message: 'Sorry! no stock available for Lamb Shanks',
    });
    expect((await cartOf({ token: c.token })).cart.items.map((l: { quantity: number }) => l.quantity)).toEqual([4]);
  });

  it('updates, subtracts and deletes lines; at zero it refuses rather than guessing', async () => {
    const c = await seedCustomer(t.db.db);
    const line = (await add({ item_code: 'juice', qty: 5 }, c.token)).body.message.line;
    const sub = await t.call('update_cartitem', { name: line, qty: 2, qty_type: 'sub' }, { token: c.token });
    expect(sub.body.message).toMatchObject({ status: 'success', message: 'Cart updated' });
    expect(sub.body.message.cart.items[0].quantity).toBe(3);
    expect((await t.call('update_cartitem', { name: line, qty: 3, qty_type: 'sub' }, { token: c.token })).status).toBe(417);
    const set = await t.call('update_cartitem', { name: line, qty: 7 }, { token: c.token });
    expect(set.body.message.cart.total).toBe(16.8);
    const del = await t.call('deleteCartItems', { name: line }, { token: c.token });
    expect(del.body.message.cart.items).toEqual([]);
  });
});

describe('attributes', () => {
  it('keeps one line per combination and prices the options', async () => {
    const c = await seedCustomer(t.db.db);
    await add({ item_code: 'curry', attribute_id: [opt(curry, 1, 2), opt(curry, 2, 2)] }, c.token);
    await add({ item_code: 'curry', attribute_id: `${opt(curry, 2, 2)}\n${opt(curry, 1, 2)}` }, c.token);
    await add({ item_code: 'curry', attribute_id: [opt(curry, 1, 1), opt(curry, 2, 1)] }, c.token);
    const items = (await cartOf({ token: c.token })).cart.items;
    expect(items).toHaveLength(2);
    const boneless = items.find((l: { attribute_description: string }) => l.attribute_description === 'Cut: Boneless, Weight: 1 kg');
    expect(boneless).toMatchObject({ quantity: 2, price: 15.5 });
    expect((await add({ item_code: 'curry', attribute_id: [opt(curry, 1, 2), opt(curry, 2, 2)] }, c.token)).body.message).toMatchObject({
      status: 'failed',
      message: 'Sorry! Available quantity for Lamb Curry Pieces is 2',
    });
    expect((await add({ item_code: 'curry', attribute_id: [opt(curry, 1, 1), opt(curry, 2, 2)] }, c.token)).body.message.message).toBe(
      'Sorry! No stock available for Lamb Curry Pieces',
    );
  });
});

describe('stock checks', () => {
  it('validate_product_cart_qty counts what is already in the cart', async () => {
    const c = await seedCustomer(t.db.db);
    await add({ item_code: 'chops', qty: 3 }, c.token);
    expect((await t.call('validate_product_cart_qty', { ProductId: chops.product.id, qty: 1 }, { token: c.token })).body.message).toEqual({
      status: 1,
      message: '',
    });
    expect(
      (await t.call('validate_product_cart_qty', { ProductId: chops.product.id, qty: 2 }, { token: c.token })).body.message.status,
    ).toBe(0);
  });

  it('check_cartitems_stock names the first line that can no longer be bought', async () => {
    const c = await seedCustomer(t.db.db);
    const line = (await add({ item_code: 'thighs', qty: 3 }, c.token)).body.message.line;
    expect((await t.call('check_cartitems_stock', { customer_id: c.customer.id }, { token: c.token })).body.message).toEqual({
      status: true,
      message: '',
      line: null,
    });
    await t.db.db.updateTable('product').set({ stock: 2 }).where('id', '=', halalThighs.product.id).execute();
    const res = await t.call('check_cartitems_stock_mob', {}, { token: c.token });
    expect(res.body.message).toEqual({ status: false, message: 'Sorry! Available quantity for Chicken Thigh Fillets is 2', line });
    const cart = await cartOf({ token: c.token });
    expect(cart.cart.items[0].in_stock).toBe(false);
    await t.db.db.updateTable('product').set({ stock: 30 }).where('id', '=', halalThighs.product.id).execute();
  });
});

describe('reading a cart', () => {
  it('answers with the live stock of each product and combination, in the cart and the wishlist', async () => {
    const c = await seedCustomer(t.db.db);
    await add({ item_code: 'curry', qty: 2, attribute_id: [opt(curry, 1, 2), opt(curry, 2, 2)] }, c.token);
    await add({ item_code: 'chops', qty: 2 }, c.token);
    await add({ item_code: 'thighs', cartType: 'Wishlist' }, c.token);
    const before = await cartOf({ token: c.token });
    // Two adds in one millisecond have no order of their own: compare the lines by name.
    const byName = (items: { product_name: string; stock: number; in_stock: boolean }[]) =>
      [...items].sort((a, b) => a.product_name.localeCompare(b.product_name)).map((l) => [l.product_name, l.stock, l.in_stock]);
    expect(byName(before.cart.items)).toEqual([
      ['Lamb Curry Pieces', 2, true],
      ['Lamb Loin Chops', 5, true],
    ]);
    expect(before.wishlist.items).toMatchObject([{ product_name: 'Chicken Thigh Fillets', stock: 30 }]);

    const boneless1kg = `${opt(curry, 1, 2)}\n${opt(curry, 2, 2)}`.split('\n').sort().join('\n');
    await t.db.db
      .updateTable('product_variant')
      .set({ stock: 1 })
      .where('product_id', '=', curry.product.id)
      .where('attribute_key', '=', boneless1kg)
      .execute();
    await t.db.db.updateTable('product').set({ stock: 1 }).where('id', '=', chops.product.id).execute();
    await t.db.db.updateTable('product').set({ stock: 7 }).where('id', '=', halalThighs.product.id).execute();
    const after = await cartOf({ token: c.token });
    expect(byName(after.cart.items)).toEqual([
      ['Lamb Curry Pieces', 1, false],
      ['Lamb Loin Chops', 1, false],
    ]);
    expect(after.cart.item_count).toBe(0);
    expect(after.wishlist.items).toMatchObject([{ stock: 7 }]);

    await t.db.db
      .updateTable('product_variant')
      .set({ stock: 2 })
      .where('product_id', '=', curry.product.id)
      .where('attribute_key', '=', boneless1kg)
      .execute();
    await t.db.db.updateTable('product').set({ stock: 5 }).where('id', '=', chops.product.id).execute();
    await t.db.db.updateTable('product').set({ stock: 30 }).where('id', '=', halalThighs.product.id).execute();
  });
});

describe('wishlist', () => {
  it('adds without stock checks and moves to the cart, one or all', async () => {
    const c = await seedCustomer(t.db.db);
    const w1 = (await add({ item_code: 'shanks', cartType: 'Wishlist' }, c.token)).body.message;
    expect(w1).toMatchObject({ status: 'success', message: 'Added to wishlist', wish_count: 1 });
    await add({ item_code: 'juice', cartType: 'Wishlist', qty: 2 }, c.token);
    await add({ item_code: 'juice', qty: 1 }, c.token);
    const wish = (await cartOf({ token: c.token })).wishlist;
    expect(wish.items.map((l: { product: string }) => l.product).sort()).toEqual([juice.product.id, soldOut.product.id].sort());
    expect((await t.call('movetocart', { name: w1.line }, { token: c.token })).body.message).toEqual({
      status: 'failed',
      message: 'Sorry! no stock available',
    });
    const all = await t.call('movealltocart', {}, { token: c.token });
    expect(all.body.message).toMatchObject({ status: 'failed', moved: 1, failed: 1 });
    const after = await cartOf({ token: c.token });
    expect(after.cart.items.find((l: { product: string }) => l.product === juice.product.id).quantity).toBe(3);
    expect(after.wishlist.items.map((l: { product: string }) => l.product)).toEqual([soldOut.product.id]);
  });

  it('returns both badge counts (cart units, wishlist lines) with every add, a refusal included', async () => {
    const c = await seedCustomer(t.db.db);
    expect((await add({ item_code: 'thighs', cartType: 'Wishlist' }, c.token)).body.message).toMatchObject({
      cart_count: 0,
      wish_count: 1,
    });
    expect((await add({ item_code: 'juice', qty: 3 }, c.token)).body.message).toMatchObject({ cart_count: 3, wish_count: 1 });
    expect((await add({ item_code: 'chops', qty: 2 }, c.token)).body.message).toMatchObject({ cart_count: 5, wish_count: 1 });
    expect((await add({ item_code: 'juice', qty: 1, qty_type: 'set' }, c.token)).body.message).toMatchObject({
      cart_count: 3,
      wish_count: 1,
    });
    expect((await add({ item_code: 'chops', qty: 9 }, c.token)).body.message).toMatchObject({
      status: 'failed',
      cart_count: 3,
      wish_count: 1,
    });
    expect((await add({ item_code: 'no-such-product' }, c.token)).body.message).toMatchObject({
      status: 'failed',
      message: 'Product not exist.',
      cart_count: 3,
      wish_count: 1,
    });
    expect((await add({ item_code: 'juice', cartType: 'Wishlist' }, c.token)).body.message).toMatchObject({ cart_count: 3, wish_count: 2 });
    const after = await cartOf({ token: c.token });
    expect(after.cart.item_count).toBe(3);
    expect(after.wishlist.item_count).toBe(2);
  });

  it('says when the wishlist is empty', async () => {
    const c = await seedCustomer(t.db.db);
    expect((await t.call('movealltocart', {}, { token: c.token })).body.message).toEqual({
      status: 'failed',
      message: 'No items in Wishlist',
      moved: 0,
      failed: 0,
    });
  });
});

describe('clear_cartitem', () => {
  it('empties the cart but not the wishlist', async () => {
    const c = await seedCustomer(t.db.db);
    await add({ item_code: 'juice' }, c.token);
    await add({ item_code: 'thighs', cartType: 'Wishlist' }, c.token);
    expect((await t.call('clear_cartitem', {}, { token: c.token })).body.message).toEqual({ status: 'success', message: 'Cart cleared' });
    const after = await cartOf({ token: c.token });
    expect(after.cart.items).toEqual([]);
    expect(after.wishlist.items).toHaveLength(1);
    expect((await t.call('clear_cartitem', {}, { token: c.token })).body.message.status).toBe('failed');
  });
});

describe('substitutions', () => {
  it('defaults from the customer preference and only offers products keeping every certification', async () => {
    const c = await seedCustomer(t.db.db, { substitution_preference: 'no_substitute' });
    const line = (await add({ item_code: 'thighs' }, c.token)).body.message.line;
    expect((await cartOf({ token: c.token })).cart.items[0].substitution).toBe('no_substitute');
    const options = (await t.call('get_substitution_options', { name: line }, { token: c.token })).body.message.map(
      (p: { name: string }) => p.name,
    );
    expect(options).toContain(halalAlt.product.id);
    expect(options).not.toContain(plainAlt.product.id); // not halal
    const ok = await t.call(
      'update_cartitem_substitution',
      { name: line, substitution: 'specific', substitute_product: halalAlt.product.id },
      { token: c.token },
    );
    expect(ok.body.message.cart.items[0]).toMatchObject({
      substitution: 'specific',
      substitute_product: halalAlt.product.id,
      substitute_product_name: 'Free Range Chicken Thigh Fillets',
    });
    const refused = await t.call(
      'update_cartitem_substitution',
      { name: line, substitution: 'specific', substitute_product: plainAlt.product.id },
      { token: c.token },
    );
    expect(refused.status).toBe(417);
  });
});

describe('guest to customer', () => {
  it('merges the guest cart and wishlist at registration; the guest reference then stops working', async () => {
    const guest = (await add({ item_code: 'juice', qty: 2 })).body.message.customer;
    await add({ item_code: 'thighs', qty: 1, cartType: 'Wishlist', customer: guest });
    const reg = await t.call('insert_customers', {
      data: { first_name: 'Hana', email: 'hana@example.com', phone: '07700900999', pwd: 'Hana-pass-1', guest_id: guest },
    });
    const token = `${reg.body.message.api_key}:${reg.body.message.api_secret}`;
    const cart = await cartOf({ token });
    expect(cart.cart.items.map((l: { product: string; quantity: number }) => [l.product, l.quantity])).toEqual([[juice.product.id, 2]]);
    expect(cart.wishlist.items).toHaveLength(1);
    expect((await t.call('get_cartItems', { customer: guest })).status).toBe(401);
    expect((await add({ item_code: 'juice', customer: guest })).status).toBe(401);
    expect((await add({ item_code: 'juice', customer: guest, cartType: 'Wishlist' })).status).toBe(401);
    expect((await add({ item_code: 'no-such-product', customer: guest })).status).toBe(401);
  });

  it('refuses a well-formed guest reference that is no guest (403) and creates nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db.db
            .selectFrom('cart')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const madeUp = 'GC-AAAAAAAAAAAAAAAAAAAAAA';
    expect((await add({ item_code: 'juice', customer: madeUp })).status).toBe(403);
    expect((await add({ item_code: 'no-such-product', customer: madeUp })).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('adds quantities of the same product at login, within the stock rules', async () => {
    const c = await seedCustomer(t.db.db);
    await add({ item_code: 'chops', qty: 3 }, c.token);
    const guest = (await add({ item_code: 'chops', qty: 3 })).body.message.customer;
    const login = await t.call('login', { usr: c.customer.email, pwd: c.password, guest_id: guest });
    expect(login.body.message.status).toBe('success');
    const items = (await cartOf({ token: c.token })).cart.items;
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(4); // 3 + 3 capped by the maximum of 4
  });
});
