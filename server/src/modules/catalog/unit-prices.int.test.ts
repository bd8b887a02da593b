import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper, type World } from '../../../test/world';
import { type ProductRows, seedProduct } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';

// Unit prices travel with every product card, the product page, cart lines and order lines.
const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;
let thighs: ProductRows;
let cola: ProductRows;

beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
  thighs = await seedProduct(t.db.db, {
    name: 'Chicken Thighs',
    route: 'chicken-thighs',
    price: 499,
    unit: '500 g',
    weight_grams: 500,
    stock: 40,
    attributes: [
      {
        name: 'Weight',
        options: [
          { value: '500 g', pre_selected: true },
          { value: '1 kg', price_adjustment: 450, weight_adjustment_grams: 500 },
        ],
      },
    ],
    default_variant_stock: 20,
  });
  cola = await seedProduct(t.db.db, { name: 'Cola Cans', route: 'cola-cans', price: 349, unit: '6 x 330 ml', stock: 30 });
  await seedProduct(t.db.db, { name: 'Gift Box', route: 'gift-box', price: 1500, unit: 'a gift', stock: 5 });
});
afterAll(() => t.close());

const optionId = (p: ProductRows, value: string) => p.options.find((o) => o.option_value === value)!.id;

describe('unit prices on the wire', () => {
  it('are on product cards in search results, and null when the pack size cannot be read', async () => {
    const found = (await t.call('get_search_products', { searchTxt: 'chicken' })).body.message;
    expect(found.find((p: { route: string }) => p.route === 'chicken-thighs').unit_price).toEqual({
      text: '£9.98/kg',
      per: 'kg',
      pence: 998,
    });
    const cans = (await t.call('get_search_products', { searchTxt: 'cola' })).body.message[0];
    expect(cans.unit_price).toEqual({ text: '£1.76/litre', per: 'litre', pence: 176 });
    const gift = (await t.call('get_search_products', { searchTxt: 'gift' })).body.message[0];
    expect(gift.unit).toBe('a gift');
    expect(gift.unit_price).toBeNull();
  });

  it('are on the product page, and follow the chosen option', async () => {
    const details = (await t.call('get_product_details', { route: 'chicken-thighs' })).body.message;
    expect(details.unit).toBe('500 g');
    expect(details.unit_price.text).toBe('£9.98/kg');
    expect(details.related_products.every((p: object) => 'unit_price' in p)).toBe(true);
    const kilo = (await t.call('validate_attributes_stock', { product: thighs.product.id, attribute_id: optionId(thighs, '1 kg'), qty: 1 }))
      .body.message;
    expect(kilo).toMatchObject({ status: 'Success', price: 9.49, pack_size: '1 kg', unit_price: { text: '£9.49/kg', pence: 949 } });
  });

  it('are on cart lines for the pack of the line, and on order lines as bought', async () => {
    const c = await shopper(t);
    const add = await t.call(
      'insertCartItems',
      { item_code: thighs.product.id, qty: 2, attribute_id: optionId(thighs, '1 kg') },
      { token: c.token },
    );
    expect(add.body.message.status).toBe('success');
    await addToCart(t, c.token, cola.product.id, 1);
    await addToCart(t, c.token, 'rice', 1); // seeded without a pack size: no unit price
    const lines = (await t.call('get_cartItems', {}, { token: c.token })).body.message.cart.items;
    const line = (id: string) => lines.find((l: { product: string }) => l.product === id);
    expect(line(thighs.product.id)).toMatchObject({ unit: '500 g', pack_size: '1 kg', price: 9.49, unit_price: { text: '£9.49/kg' } });
    expect(line(cola.product.id).unit_price.text).toBe('£1.76/litre');
    expect(line(w.rice.product.id).unit_price).toBeNull();

    const summary = (await t.call('get_checkout_summary', { shipping_method: 'Click & Collect' }, { token: c.token })).body.message;
    const placed = (
      await t.call(
        'insert_order',
        { data: { shipping_method: 'Click & Collect', payment_method: 'COD', expected_total: summary.total } },
        { token: c.token },
      )
    ).body.message;
    expect(placed.status).toBe(true);
    // The product's pack size changes after the order: the order keeps what was bought.
    await t.db.db.updateTable('product').set({ unit: '250 g' }).where('id', '=', thighs.product.id).execute();
    const order = (await t.call('get_order_details', { order_id: placed.order.name }, { token: c.token })).body.message;
    const bought = order.items.find((i: { product: string }) => i.product === thighs.product.id);
    expect(bought).toMatchObject({ pack_size: '1 kg', unit_price: { text: '£9.49/kg', per: 'kg', pence: 949 } });
  });
});
