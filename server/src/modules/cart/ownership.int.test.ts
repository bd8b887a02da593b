import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedCategory, seedCustomer, type SeededCustomer, seedProduct, seedTaxClasses } from '../../db/seed/factories';

/**
 * The ownership matrix: every call that touches a cart line, wishlist or customer acts only on
 * the caller's own. Someone else's id (customer or guest) or line gets 403/404 and changes nothing.
 */
let t: TestApp;
let victim: SeededCustomer;
let attacker: SeededCustomer;
let victimGuest: string;
let attackerGuest: string;
let victimLine: string;
let victimWishLine: string;
let victimGuestLine: string;
let productId: string;

async function snapshot() {
  const rows = await t.db.db
    .selectFrom('cart_item as i')
    .innerJoin('cart as c', 'c.id', 'i.cart_id')
    .select(['c.customer_id', 'c.cart_type', 'i.id', 'i.quantity', 'i.substitution', 'i.note'])
    .orderBy('i.id')
    .execute();
  const customers = await t.db.db
    .selectFrom('customer')
    .select(['id', 'first_name', 'email', 'player_id', 'merged_into'])
    .orderBy('id')
    .execute();
  return JSON.stringify({ rows, customers });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedTaxClasses(t.db.db);
  const cat = await seedCategory(t.db.db, { name: 'Chicken' });
  productId = (await seedProduct(t.db.db, { name: 'Chicken Breast', price: 499, stock: 100, category_ids: [cat.id] })).product.id;
  await seedProduct(t.db.db, { name: 'Chicken Breast Large', price: 549, stock: 100, category_ids: [cat.id] });
  victim = await seedCustomer(t.db.db, { first_name: 'Victim' });
  attacker = await seedCustomer(t.db.db, { first_name: 'Attacker' });
  victimLine = (await t.call('insertCartItems', { item_code: productId, qty: 2 }, { token: victim.token })).body.message.line;
  victimWishLine = (await t.call('insertCartItems', { item_code: productId, qty: 1, cartType: 'Wishlist' }, { token: victim.token })).body
    .message.line;
  const g = (await t.call('insertCartItems', { item_code: productId, qty: 1 })).body.message;
  victimGuest = g.customer;
  victimGuestLine = g.line;
  attackerGuest = (await t.call('insertCartItems', { item_code: productId, qty: 1 })).body.message.customer;
});
afterAll(() => t.close());

type Attempt = [string, string, Record<string, unknown>, { token?: string }];

/** Cases are written with symbolic ids ('$victim'...) so they can be listed before the data exists. */
const REF = {
  victim: '$victim',
  victimGuest: '$victimGuest',
  attackerGuest: '$attackerGuest',
  victimLine: '$victimLine',
  victimWishLine: '$victimWishLine',
  victimGuestLine: '$victimGuestLine',
  product: '$product',
  victimEmail: '$victimEmail',
  attackerToken: '$attackerToken',
};

function resolveRefs<T>(v: T): T {
  const map: Record<string, string> = {
    $victim: victim.customer.id,
    $victimGuest: victimGuest,
    $attackerGuest: attackerGuest,
    $victimLine: victimLine,
    $victimWishLine: victimWishLine,
    $victimGuestLine: victimGuestLine,
    $product: productId,
    $victimEmail: victim.customer.email!,
    $attackerToken: attacker.token,
  };
  return JSON.parse(JSON.stringify(v), (_k, x: unknown) => (typeof x === 'string' && x in map ? map[x] : x)) as T;
}

function attempts(): Attempt[] {
  const victim = { customer: { id: REF.victim, email: REF.victimEmail } };
  const victimGuest = REF.victimGuest;
  const attackerGuest = REF.attackerGuest;
  const victimLine = REF.victimLine;
  const victimWishLine = REF.victimWishLine;
  const victimGuestLine = REF.victimGuestLine;
  const productId = REF.product;
  const asA = { token: REF.attackerToken };
  const anon = {};
  const cases: Attempt[] = [];
  // Customer A naming customer B, anonymous naming customer B, guest naming another guest.
  for (const [who, id, opts] of [
    ['customer A as B', victim.customer.id, asA],
    ['anonymous as B', victim.customer.id, anon],
    ['customer A as guest', victimGuest, asA],
  ] as [string, string, { token?: string }][]) {
    cases.push([`${who}: insertCartItems`, 'insertCartItems', { item_code: productId, qty: 5, customer: id }, opts]);
    cases.push([`${who}: get_cartItems`, 'get_cartItems', { customer: id }, opts]);
    cases.push([`${who}: clear_cartitem`, 'clear_cartitem', { customer: id }, opts]);
    cases.push([`${who}: movealltocart`, 'movealltocart', { customer: id }, opts]);
    cases.push([`${who}: check_cartitems_stock`, 'check_cartitems_stock', { customer_id: id }, opts]);
    cases.push([`${who}: check_cartitems_stock_mob`, 'check_cartitems_stock_mob', { customer_id: id }, opts]);
    cases.push([`${who}: validate_product_cart_qty`, 'validate_product_cart_qty', { ProductId: productId, qty: 1, customer: id }, opts]);
  }
  // Someone else's line ids, by a customer, a guest and an anonymous caller.
  for (const [who, opts, customer] of [
    ['customer A', asA, undefined],
    ['guest A', {}, attackerGuest],
    ['anonymous', {}, undefined],
  ] as [string, { token?: string }, string | undefined][]) {
    for (const line of [victimLine, victimWishLine, victimGuestLine]) {
      // A guest line's id alone is the capability to change its quantity (decision 021; guest-line-capability.int.test.ts).
      if (!(who === 'anonymous' && line === victimGuestLine))
        cases.push([`${who}: update_cartitem ${line}`, 'update_cartitem', { name: line, qty: 9, customer }, opts]);
      cases.push([`${who}: deleteCartItems ${line}`, 'deleteCartItems', { name: line, customer }, opts]);
      cases.push([`${who}: movetocart ${line}`, 'movetocart', { name: line, customer }, opts]);
      cases.push([
        `${who}: update_cartitem_substitution ${line}`,
        'update_cartitem_substitution',
        { name: line, substitution: 'no_substitute', customer },
        opts,
      ]);
      cases.push([`${who}: get_substitution_options ${line}`, 'get_substitution_options', { name: line, customer }, opts]);
    }
  }
  cases.push([
    'customer A: update_doc of B',
    'update_doc',
    { doc: { name: victim.customer.id, first_name: 'Owned', player_id: 'evil' } },
    asA,
  ]);
  cases.push(['anonymous: update_doc', 'update_doc', { doc: { name: victim.customer.id, first_name: 'Owned' } }, anon]);
  cases.push(['anonymous: get_customer_info', 'get_customer_info', { user: victim.customer.email }, anon]);
  cases.push(['anonymous: get_customer_dashboard', 'get_customer_dashboard', { customer_id: victim.customer.id }, anon]);
  cases.push(["anonymous: check_guest_customer with B's id", 'check_guest_customer', { customer_id: victim.customer.id }, anon]);
  return cases;
}

describe('ownership matrix', () => {
  it.each(attempts())('%s is refused and changes nothing', async (_label, name, rawPayload, rawOpts) => {
    const payload = resolveRefs(rawPayload);
    const opts = resolveRefs(rawOpts);
    const before = await snapshot();
    const res = await t.call(name, payload, opts);
    if (name === 'check_guest_customer') {
      // Never hands out the customer's id; a fresh guest instead.
      expect(res.body.message.customer_id).not.toBe(victim.customer.id);
    } else {
      expect([401, 403, 404]).toContain(res.status);
      expect(res.body.exc_type).toMatch(/PermissionError|DoesNotExistError|AuthenticationError/);
    }
    const after = await snapshot();
    // A fresh guest may appear (check_guest_customer); nothing that existed changes.
    expect(JSON.parse(after).rows).toEqual(JSON.parse(before).rows);
    const beforeCustomers = JSON.parse(before).customers as { id: string }[];
    const ids = new Set(beforeCustomers.map((c) => c.id));
    expect((JSON.parse(after).customers as { id: string }[]).filter((c) => ids.has(c.id))).toEqual(beforeCustomers);
  });

  it('still lets each owner use their own', async () => {
    expect((await t.call('update_cartitem', { name: victimLine, qty: 3 }, { token: victim.token })).body.message.status).toBe('success');
    expect((await t.call('update_cartitem', { name: victimGuestLine, qty: 2, customer: victimGuest })).body.message.status).toBe('success');
  });
});
