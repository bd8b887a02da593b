import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { anonymousCtx } from '../../ctx';
import { type ProductRows, seedCategory, seedCustomer, seedProduct, seedTaxClasses } from '../../db/seed/factories';
import { updateStoreSettings } from '../settings/settings.service';

let t: TestApp;
let chops: ProductRows;
let curry: ProductRows;

beforeAll(async () => {
  t = await createTestApp();
  await seedTaxClasses(t.db.db);
  const cat = await seedCategory(t.db.db, { name: 'Lamb' });
  chops = await seedProduct(t.db.db, { name: 'Lamb Chops', route: 'lamb-chops', price: 899, category_ids: [cat.id], stock: 0 });
  curry = await seedProduct(t.db.db, {
    name: 'Lamb Curry',
    route: 'lamb-curry',
    price: 750,
    category_ids: [cat.id],
    attributes: [{ name: 'Weight', options: [{ value: '500 g' }, { value: '1 kg', price_adjustment: 650 }] }],
  });
});
afterAll(() => t.close());

describe('reviews', () => {
  it('needs a signed-in customer', async () => {
    const res = await t.call('insert_review', { data: { product: 'lamb-chops', rating: 5, title: 'Great', message: 'Tender.' } });
    expect(res.status).toBe(401);
  });

  it('takes one review per customer and product, held for approval, listed once approved', async () => {
    const { token } = await seedCustomer(t.db.db, { first_name: 'Omar', last_name: 'Farooq' });
    const data = JSON.stringify({
      product: 'lamb-chops',
      rating: 4,
      title: 'Very good',
      message: '<script>alert(1)</script> Tender chops.',
    });
    const first = await t.call('insert_review', { data }, { token });
    expect(first.body.message).toMatchObject({ status: 'success', review: { rating: 4, customer_name: 'Omar F.', is_approved: 0 } });
    const again = await t.call('insert_review', { data: { product: 'lamb-chops', rating: 1, title: 'x', message: 'y' } }, { token });
    expect(again.body.message).toEqual({ status: 'failed', message: 'You have already reviewed this product.', review: null });
    expect((await t.call('get_product_reviews_list', { product: 'lamb-chops' })).body.message).toEqual([]);
    await t.db.db.updateTable('product_review').set({ is_approved: 1 }).execute();
    const list = (await t.call('get_product_reviews_list', { product: 'lamb-chops', page_no: 1, page_len: 10 })).body.message;
    expect(list).toHaveLength(1);
    // Stored as typed; the web app renders it as text.
    expect(list[0].message).toBe('<script>alert(1)</script> Tender chops.');
    expect(list[0].creation).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    const details = (await t.call('get_product_details', { route: 'lamb-chops' })).body.message;
    expect(details.rating).toBe(4);
    expect(details.review_count).toBe(1);
  });

  it('posts at once when the shop does not moderate', async () => {
    await updateStoreSettings(anonymousCtx(t.state, t.app.log), { product_reviews_to_be_approved: 0 });
    const { token } = await seedCustomer(t.db.db);
    const res = await t.call(
      'insert_review',
      { data: { item: 'lamb-curry', rating: 5, title: 'Lovely', message: 'Great curry cut.' } },
      { token },
    );
    expect(res.body.message.review.is_approved).toBe(1);
  });

  it('refuses ratings outside 1-5 and unknown products', async () => {
    const { token } = await seedCustomer(t.db.db);
    expect(
      (await t.call('insert_review', { data: { product: 'lamb-chops', rating: 0, title: 'a', message: 'b' } }, { token })).status,
    ).toBe(417);
    expect((await t.call('insert_review', { data: { product: 'nothing', rating: 3, title: 'a', message: 'b' } }, { token })).status).toBe(
      404,
    );
    expect((await t.call('get_product_reviews_list', { product: 'nothing' })).status).toBe(404);
  });
});

describe('questions', () => {
  it('stores a question and returns it', async () => {
    const res = await t.call('insert_questionaproduct', {
      data: { product: 'lamb-chops', sender_name: 'Bilal', sender_email: 'Bilal@Example.com', question: 'Are these from British lamb?' },
    });
    expect(res.body.message).toMatchObject({ product: chops.product.id, sender_name: 'Bilal', question: 'Are these from British lamb?' });
    expect(res.body.message.creation).toMatch(/^\d{2} [A-Z][a-z]{2}, \d{4}$/);
  });
});

describe('insert_stockavail_notification', () => {
  it('stores a notify-me request once per e-mail, product and combination', async () => {
    const data = { attributeId: '', sender_name: 'Sara', sender_email: 'sara@example.com', product: chops.product.id };
    const first = await t.call('insert_stockavail_notification', { data: JSON.stringify(data) });
    expect(first.body.message).toMatchObject({ user_name: 'Sara', email: 'sara@example.com', product: chops.product.id });
    const second = await t.call('insert_stockavail_notification', { data: { ...data, sender_email: 'SARA@example.com' } });
    expect(second.body.message.name).toBe(first.body.message.name);
    const opt = `${curry.product.id}-a1o2`;
    const variant = await t.call('insert_stockavail_notification', { data: { ...data, product: 'lamb-curry', attributeId: opt } });
    expect(variant.body.message.attribute_id).toBe(opt);
    const rows = await t.db.db.selectFrom('stock_notification').selectAll().execute();
    expect(rows).toHaveLength(2);
  });

  it('validates the e-mail', async () => {
    const res = await t.call('insert_stockavail_notification', {
      data: { product: 'lamb-chops', sender_name: 'Sara', sender_email: 'sara' },
    });
    expect(res.status).toBe(417);
    expect(res.body.message).toMatch(/sender_email/);
  });
});
