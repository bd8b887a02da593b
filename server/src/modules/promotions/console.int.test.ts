import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper, type World } from '../../../test/world';
import { seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';

// Monday 23 November 2026, 08:00 in London.
const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;
let manager: string;
let picker: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
  picker = (await seedStaff(t.db.db, { role: 'picker' })).token;
});
afterAll(() => t.close());

const save = (p: object) => t.call('admin_save_discount', p, { token: manager });
const saved = async (p: object) => {
  const res = await save(p);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message;
};
const discountRows = () => t.db.db.selectFrom('discount').selectAll().orderBy('id').execute();
const summaryOf = async (c: { token: string; address: string }) =>
  (await t.call('get_checkout_summary', { ship_addr: c.address, shipping_method: 'Delivery' }, { token: c.token })).body.message;

describe('coupons', () => {
  let ten: { name: string };

  it('creates a percentage coupon (upper-cased, described plainly) that validate_coupon applies at once', async () => {
    ten = await saved({
      discount_name: 'Ten off',
      rule_type: 'percent_off',
      coupon_code: 'ten20',
      percent: 10,
      max_discount: 5,
      min_subtotal: 20,
      first_order_only: 1,
      usage_limit_per_customer: 1,
      end_date: '2026-12-31',
      label: '10% off',
    });
    expect(ten).toMatchObject({
      coupon_code: 'TEN20',
      rule_type: 'percent_off',
      percent: 10,
      max_discount: 5,
      min_subtotal: 20,
      status: 'Active',
      used_count: 0,
      remaining_uses: null,
      usage: { orders: 0, customers: 0, discounted_total: 0, recent: [] },
    });
    const row = (await discountRows()).find((d) => d.id === ten.name)!;
    expect(row).toMatchObject({
      kind: 'order',
      coupon_code: 'TEN20',
      percent_bp: 1000,
      max_discount: 500,
      min_subtotal: 2000,
      free_product_id: null,
    });
    const audit = await t.db.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'discount')
      .where('entity_id', '=', ten.name)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);

    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 2); // £25.98
    const ok = (await t.call('validate_coupon', { coupon_code: 'Ten20', shipping_method: 'Delivery' }, { token: c.token })).body.message;
    expect(ok).toMatchObject({ status: 'success', coupon_code: 'TEN20', discount_amount: 2.6 });
  });

  it('refuses a duplicate code whatever its case, and bad values; nothing is written', async () => {
    const before = await discountRows();
    const dup = await save({ discount_name: 'Copy', rule_type: 'amount_off', coupon_code: 'Ten20', amount: 1 });
    expect(dup.status).toBe(417);
    expect(errorMessage(dup.body)).toBe('Coupon code TEN20 is already used by “Ten off”.');
    expect(dup.body.errors[0].field).toBe('coupon_code');
    const bad: [object, RegExp][] = [
      [{ rule_type: 'percent_off', percent: 0 }, /percent must be between 1 and 100/],
      [{ rule_type: 'percent_off', percent: 101 }, /percent/],
      [{ rule_type: 'percent_off' }, /percent is required/],
      [{ rule_type: 'amount_off', amount: 0 }, /amount must be at least 0.01/],
      [{ rule_type: 'amount_off', amount: 2.555 }, /amount can have at most two decimals/],
      [{ rule_type: 'amount_off', amount: 2, min_subtotal: 10.001 }, /min_subtotal can have at most two decimals/],
      [{ rule_type: 'amount_off', amount: 2, start_date: '2026-12-10', end_date: '2026-12-01' }, /end_date must be on or after start_date/],
      [{ rule_type: 'amount_off', amount: 2, end_date: '2026-13-01' }, /end_date must be a date/],
      [{ rule_type: 'amount_off', amount: 2, usage_limit_total: -1 }, /usage_limit_total must be at least 0/],
      [{ rule_type: 'amount_off', amount: 2, usage_limit_per_customer: 1.5 }, /usage_limit_per_customer must be a whole number/],
      [{ rule_type: 'amount_off', amount: 2, coupon_code: 'NO SPACES' }, /coupon_code must be 3–20 letters/],
      [{ rule_type: 'amount_off', amount: 2, shipping_method: 'SM-999' }, /shipping_method not found/],
      [{ rule_type: 'free_item' }, /free_product is required/],
      [{ rule_type: 'buy_x_get_y', free_product: w.mince.product.id, free_qty: 1 }, /buy_product is required/],
      [{ rule_type: 'free_item', free_product: 'ITEM-99999', free_qty: 1 }, /free_product not found/],
      [{ rule_type: 'give_away', amount: 1 }, /rule_type must be one of/],
    ];
    for (const [p, message] of bad) {
      const res = await save({ discount_name: 'Bad', ...p });
      expect(res.status, JSON.stringify(p)).toBe(417);
      expect(errorMessage(res.body), JSON.stringify(p)).toMatch(message);
    }
    expect(await discountRows()).toEqual(before);
    expect((await t.call('admin_discount_list', {}, { token: picker })).status).toBe(403);
  });

  it('delivery coupons: free, a percentage off and an amount off the delivery charge', async () => {
    await saved({ discount_name: 'Ship free', rule_type: 'free_delivery', coupon_code: 'SHIPFREE', min_subtotal: 10 });
    await saved({ discount_name: 'Half delivery', rule_type: 'delivery_percent_off', coupon_code: 'HALFSHIP', percent: 50 });
    const two = await saved({
      discount_name: '£2 off delivery',
      rule_type: 'delivery_amount_off',
      coupon_code: 'SHIP2',
      amount: 2,
      shipping_method: w.delivery,
    });
    expect(two).toMatchObject({ rule_type: 'delivery_amount_off', amount: 2, shipping_method_name: 'Delivery' });
    const rows = await discountRows();
    expect(rows.find((d) => d.coupon_code === 'SHIPFREE')).toMatchObject({ kind: 'shipping', percent_bp: 10000, amount: 0 });
    expect(rows.find((d) => d.coupon_code === 'SHIP2')).toMatchObject({ kind: 'shipping', percent_bp: 0, amount: 200 });

    for (const [code, shipping] of [
      ['SHIPFREE', 0],
      ['HALFSHIP', 2.49],
      ['SHIP2', 2.99],
    ] as const) {
      const c = await shopper(t);
      await addToCart(t, c.token, 'rice', 1); // £12.99: £4.99 delivery (and the basket charge)
      const ok = (await t.call('validate_coupon', { coupon_code: code, shipping_method: 'Delivery' }, { token: c.token })).body.message;
      expect(ok.status, code).toBe('success');
      expect((await summaryOf(c)).shipping_charges, code).toBe(shipping);
    }
  });

  it('free items: an automatic spend-and-get and a buy-2-get-1 coupon add FREE lines', async () => {
    const gift = await saved({
      discount_name: 'Juice on us',
      rule_type: 'free_item',
      free_product: w.juice.product.id,
      free_qty: 1,
      min_subtotal: 30,
    });
    expect(gift).toMatchObject({ coupon_code: '', rule_type: 'free_item', free_product_name: 'Mango Juice', free_qty: 1 });
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 3); // £38.97
    const cart = (await t.call('get_cartItems', {}, { token: c.token })).body.message.cart;
    expect(cart.items.find((l: { is_free_item: number }) => l.is_free_item)).toMatchObject({ product: w.juice.product.id, price: 0 });
    expect((await t.call('admin_delete_discount', { name: gift.name }, { token: manager })).body.message.status).toBe('deleted');

    const bogof = await saved({
      discount_name: 'Mince 3 for 2',
      rule_type: 'buy_x_get_y',
      coupon_code: 'MINCE3',
      buy_product: w.mince.product.id,
      buy_qty: 2,
      free_product: w.mince.product.id,
      free_qty: 1,
    });
    expect(bogof).toMatchObject({ rule_type: 'buy_x_get_y', buy_product_name: 'Lamb Mince', buy_qty: 2, free_qty: 1 });
    const d = await shopper(t);
    await addToCart(t, d.token, 'mince', 2);
    const ok = (await t.call('validate_coupon', { coupon_code: 'mince3' }, { token: d.token })).body.message;
    expect(ok.discount_response).toMatchObject({ free_item: 1, products_list: [{ product: w.mince.product.id, quantity: 1 }] });
  });

  it('an automatic amount off applies without a code; switching it off stops it', async () => {
    const auto = await saved({ discount_name: '£3 off £60', rule_type: 'amount_off', amount: 3, min_subtotal: 60, label: '£3 off' });
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 5); // £64.95
    expect((await summaryOf(c)).discount).toBe(3);
    await saved({ name: auto.name, discount_name: '£3 off £60', rule_type: 'amount_off', amount: 3, min_subtotal: 60, is_active: 0 });
    expect((await summaryOf(c)).discount).toBe(0);
    const audit = await t.db.db.selectFrom('audit_log').selectAll().where('entity_id', '=', auto.name).orderBy('at').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({ is_active: 1 });
    expect(JSON.parse(audit[1]!.after!)).toMatchObject({ is_active: 0 });
  });

  it('counts uses and what is left; a used discount is switched off rather than deleted', async () => {
    await saved({
      name: ten.name,
      discount_name: 'Ten off',
      rule_type: 'percent_off',
      coupon_code: 'TEN20',
      percent: 10,
      max_discount: 5,
      min_subtotal: 20,
      usage_limit_total: 100,
      usage_limit_per_customer: 1,
    });
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 2);
    await t.call('validate_coupon', { coupon_code: 'TEN20', shipping_method: 'Delivery' }, { token: c.token });
    const placed = await t.call(
      'insert_order',
      {
        data: {
          ship_addr: c.address,
          shipping_method: 'Delivery',
          payment_method: 'COD',
          delivery_slots: [{ date: '2026-11-24', slot: w.slots[0] }],
        },
      },
      { token: c.token },
    );
    expect(placed.body.message.status).toBe(true);
    const row = (await t.call('admin_discount_list', { search: 'ten20' }, { token: manager })).body.message;
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ used_count: 1, usage_limit_total: 100, remaining_uses: 99, status: 'Active' });
    const detail = (await t.call('admin_discount_detail', { name: ten.name }, { token: manager })).body.message;
    expect(detail.usage).toMatchObject({ orders: 1, customers: 1, discounted_total: 2.6 });
    expect(detail.usage.recent[0]).toMatchObject({ order: placed.body.message.order.name, amount: 2.6 });

    const off = await t.call('admin_delete_discount', { name: ten.name }, { token: manager });
    expect(off.body.message.status).toBe('deactivated');
    expect((await t.call('admin_discount_detail', { name: ten.name }, { token: manager })).body.message).toMatchObject({
      is_active: 0,
      status: 'Inactive',
    });
    const d = await shopper(t);
    await addToCart(t, d.token, 'rice', 2);
    expect((await t.call('validate_coupon', { coupon_code: 'TEN20' }, { token: d.token })).body.message).toMatchObject({
      status: 'failed',
      message: 'Invalid Coupon Code',
    });
    expect((await t.call('admin_delete_discount', { name: 'DISC-9999' }, { token: manager })).status).toBe(404);
    expect((await t.call('admin_discount_detail', { name: 'DISC-9999' }, { token: manager })).status).toBe(404);
  });

  it('lists with a status for each: scheduled, expired, used up, inactive; filters by status', async () => {
    await saved({
      discount_name: 'Christmas',
      rule_type: 'percent_off',
      coupon_code: 'XMAS',
      percent: 15,
      start_date: '2026-12-20',
      end_date: '2026-12-26',
    });
    await saved({ discount_name: 'Black Friday', rule_type: 'amount_off', coupon_code: 'BF2025', amount: 5, end_date: '2026-11-22' });
    await saved({ discount_name: 'None left', rule_type: 'amount_off', coupon_code: 'GONE', amount: 1, usage_limit_total: 0 });
    const list = (await t.call('admin_discount_list', {}, { token: manager })).body.message as {
      coupon_code: string;
      status: string;
    }[];
    const by = (code: string) => list.find((d) => d.coupon_code === code)!;
    expect(by('XMAS')).toMatchObject({ status: 'Scheduled', start_date: '2026-12-20', end_date: '2026-12-26' });
    expect(by('BF2025').status).toBe('Expired');
    expect(by('GONE')).toMatchObject({ status: 'Used up', remaining_uses: 0 });
    expect(by('TEN20').status).toBe('Inactive');
    const scheduled = (await t.call('admin_discount_list', { status: 'Scheduled' }, { token: manager })).body.message;
    expect(scheduled.map((d: { coupon_code: string }) => d.coupon_code)).toEqual(['XMAS']);
    const products = (await t.call('admin_discount_products', { search: 'lamb' }, { token: manager })).body.message;
    expect(products.map((p: { product_name: string }) => p.product_name)).toEqual(['Lamb Chops', 'Lamb Mince']);
    const byId = (await t.call('admin_discount_products', { ids: [w.rice.product.id] }, { token: manager })).body.message;
    expect(byId).toEqual([{ name: w.rice.product.id, product_name: 'Basmati Rice 5 kg', price: 12.99, is_active: 1 }]);
  });
});
