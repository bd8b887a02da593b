import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { addToCart, seedWorld, shopper, type World, tickUnweighedLines } from '../../../../test/world';
import { anonymousCtx, type Ctx } from '../../../ctx';
import { seedProduct } from '../../../db/seed/factories';
import { fixedClock } from '../../../lib/clock';
import type { Mail } from '../../../lib/mailer';
import { finishPicking, weighLine } from '../../orders/picking';
import { sendCustomerEmail, sendOrderEmail } from './send';

const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;
const ctx = (): Ctx => anonymousCtx(t.state, t.app.log);
const sent = () => (t.state.mailer as unknown as { sent: Mail[] }).sent;

beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
});
afterAll(() => t.close());

/** A cash-on-delivery order with a slot, as a shopper places it. */
async function placedOrder() {
  const c = await shopper(t);
  await addToCart(t, c.token, 'chops', 2);
  await addToCart(t, c.token, 'juice', 3);
  const res = await t.call(
    'insert_order',
    {
      data: {
        ship_addr: c.address,
        shipping_method: 'Delivery',
        payment_method: 'COD',
        delivery_slots: [{ date: '2026-11-24', slot: w.slots[1] }],
      },
    },
    { token: c.token },
  );
  expect(res.body.message.status).toBe(true);
  return { id: res.body.message.order.name as string, email: c.customer.email };
}

describe('sendOrderEmail', () => {
  it('sends the order received e-mail to the customer, HTML and text', async () => {
    const o = await placedOrder();
    expect(await sendOrderEmail(ctx(), 'received', o.id)).toBe(true);
    const mail = sent().at(-1)!;
    expect(mail.to).toBe(o.email);
    expect(mail.subject).toBe(`Thanks for your Larder order ${o.id}`);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain('Lamb Chops');
      expect(part).toContain('Mango Juice');
      expect(part).toContain('Tuesday, Nov 24, 2026');
      expect(part).toContain('12pm–3pm');
      expect(part).toContain('Pay on delivery');
    }
    expect(mail.text).toMatch(/2 × £8\.99/);
    expect(mail.text).toMatch(/Total\s+£28\.67/);
    expect(mail.text).toMatch(/VAT included\s+£1\.78/);
    expect(mail.text).toMatch(/To pay on delivery\s+£28\.67/);
  });

  it('sends every kind; a cancellation refunds by default what was paid (nothing, for cash on delivery)', async () => {
    const o = await placedOrder();
    const before = sent().length;
    for (const kind of ['confirmed', 'out_for_delivery', 'delivered', 'paid'] as const)
      expect(await sendOrderEmail(ctx(), kind, o.id), kind).toBe(true);
    expect(await sendOrderEmail(ctx(), 'refunded', o.id, { refund: { card: 0, wallet: 240, points: 0 }, reason: 'Juice was short' })).toBe(
      true,
    );
    expect(await sendOrderEmail(ctx(), 'cancelled', o.id, { reason: 'Road closed' })).toBe(true);
    const mails = sent().slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your order ${o.id} is confirmed`,
      `Your order ${o.id} is on its way`,
      `Your order ${o.id} has been delivered`,
      `Your receipt for Larder order ${o.id}`,
      `We have refunded £2.40 for order ${o.id}`,
      `Your order ${o.id} has been cancelled`,
    ]);
    expect(mails.every((m) => m.to === o.email && m.html && m.text)).toBe(true);
    expect(mails[4]!.text).toMatch(/To your Larder wallet\s+£2\.40/);
    expect(mails[4]!.text).toContain('Juice was short');
    expect(mails[5]!.text).toContain('Road closed');
    expect(mails[5]!.text).toContain('you have not been charged');
  });

  it("a card order: awaiting payment, then a receipt with the card's date; cancelled, the card's money goes back to the card", async () => {
    const c = await shopper(t);
    await addToCart(t, c.token, 'rice', 2);
    const placed = await t.call(
      'insert_order',
      { data: { shipping_method: 'Click & Collect', payment_method: 'test' } },
      { token: c.token },
    );
    const id = placed.body.message.order.name as string;
    expect(await sendOrderEmail(ctx(), 'received', id, { expiresInMinutes: 30 })).toBe(true);
    expect(sent().at(-1)!.subject).toBe(`Almost done: pay for your Larder order ${id}`);
    expect(sent().at(-1)!.text).toContain('Awaiting card payment — pay within 30 minutes or it is cancelled');
    const started = (await t.call('create_payment', { purpose: 'order', reference: id }, { token: c.token })).body.message;
    await t.app.inject({
      method: 'POST',
      url: `/api/test-provider/payments/${started.client_data.payment_ref}/confirm`,
      payload: { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postal_code: 'E1 6AN' },
    });
    await t.call('update_order_status', { order_id: id, transaction_id: started.client_data.payment_ref, capture: 1 }, { token: c.token });
    expect(await sendOrderEmail(ctx(), 'paid', id)).toBe(true);
    expect(sent().at(-1)!.text).toContain('Paid £25.98 by card on 23 November 2026.');
    expect(await sendOrderEmail(ctx(), 'cancelled', id)).toBe(true);
    expect(sent().at(-1)!.text).toMatch(/To your card\s+£25\.98/);
  });

  it("sends 'weighed' once picking fixes the final total: the weights, the final amount and what is left to pay", async () => {
    const chicken = await seedProduct(t.db.db, { name: 'Whole Chicken', route: 'whole-chicken', price: 798, stock: 10 });
    await t.db.db.updateTable('product').set({ price_per_kg: 499, typical_weight_g: 1600 }).where('id', '=', chicken.product.id).execute();
    const c = await shopper(t);
    await addToCart(t, c.token, 'whole-chicken', 1);
    await addToCart(t, c.token, 'rice', 1);
    const placed = await t.call(
      'insert_order',
      { data: { shipping_method: 'Click & Collect', payment_method: 'COD' } },
      { token: c.token },
    );
    const id = placed.body.message.order.name as string;
    expect(await sendOrderEmail(ctx(), 'received', id)).toBe(true);
    expect(sent().at(-1)!.text).toMatch(/Whole Chicken\s+est\. £7\.98/);
    expect(sent().at(-1)!.text).toMatch(/Estimated total\s+£20\.97/);
    expect(sent().at(-1)!.text).toContain('You will never pay more than £21.76');

    const line = await t.db.db
      .selectFrom('order_item')
      .select('id')
      .where('order_id', '=', id)
      .where('price_per_kg', '>', 0)
      .executeTakeFirstOrThrow();
    await weighLine(ctx(), id, line.id, 1720, 'picker');
    await tickUnweighedLines(t.db.db, id);
    await finishPicking(ctx(), id, 'picker');
    expect(await sendOrderEmail(ctx(), 'weighed', id)).toBe(true);
    const mail = sent().at(-1)!;
    expect(mail).toMatchObject({ to: c.customer.email, subject: `Your order ${id} is weighed and packed` });
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain('Weighed 1.72 kg at £4.99/kg');
      expect(part).toContain('£21.57 to pay when you collect, by cash or card.');
    }
    expect(mail.text).toMatch(/Whole Chicken\s+£8\.58/);
    expect(mail.text).toMatch(/^Total\s+£21\.57/m);
    expect(mail.text).not.toContain('Estimated total');
  });

  it('sends nothing for a refund without amounts, an unknown order or a failing mail server — and never throws', async () => {
    const o = await placedOrder();
    const before = sent().length;
    const log = { ...t.app.log, error: vi.fn(), warn: vi.fn() } as unknown as Ctx['log'];
    expect(await sendOrderEmail({ ...ctx(), log }, 'refunded', o.id)).toBe(false);
    expect(await sendOrderEmail({ ...ctx(), log }, 'received', 'ORD-99999')).toBe(false);
    const broken = { ...t.state, mailer: { send: () => Promise.reject(new Error('SMTP down')) } };
    expect(await sendOrderEmail({ ...ctx(), app: broken, log }, 'received', o.id)).toBe(false);
    expect(sent().length).toBe(before);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

describe('sendCustomerEmail', () => {
  it("frames a template with the shop's details and sends HTML and text", async () => {
    expect(
      await sendCustomerEmail(ctx(), 'amira@example.com', 'back-in-stock', {
        name: 'Amira',
        productName: 'Lamb Chops',
        url: 'http://localhost:3000/pr/chops',
      }),
    ).toBe(true);
    const mail = sent().at(-1)!;
    expect(mail).toMatchObject({ to: 'amira@example.com', subject: 'Lamb Chops is back in stock' });
    expect(mail.text).toContain('14 Commercial Street, London E1 6LP');
    expect(mail.html).toContain('href="http://localhost:3000/pr/chops"');
  });
});
