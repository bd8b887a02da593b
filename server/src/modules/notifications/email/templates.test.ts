import { describe, expect, it } from 'vitest';
import type { OrderEmailData } from './order-email-data';
import { render } from '@react-email/render';
import { createElement } from 'react';
import { type RenderedEmail, renderEmail, TEXT_OPTIONS } from './render';
import { sampleCollectionOrder, sampleDeliveryOrder, sampleEmails, sampleShop as shop, sampleWeighedOrder } from './samples';
import { backInStock } from './templates/back-in-stock';
import { orderCancelled } from './templates/order-cancelled';
import { orderConfirmed } from './templates/order-confirmed';
import { orderDelivered } from './templates/order-delivered';
import { orderOutForDelivery } from './templates/order-out-for-delivery';
import { orderPaid } from './templates/order-paid';
import { orderReceived } from './templates/order-received';
import { orderRefunded } from './templates/order-refunded';
import { orderWeighed } from './templates/order-weighed';
import { passwordReset } from './templates/password-reset';
import { questionAnswered } from './templates/question-answered';

/** Both parts hold the fact (the HTML as a mail client shows its text: tags dropped, entities decoded). */
function expectBoth(mail: RenderedEmail, ...facts: string[]) {
  const shown = mail.html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  for (const f of facts) {
    expect(mail.text, `text part: ${f}`).toContain(f);
    expect(shown, `html part: ${f}`).toContain(f);
  }
}

const delivery = sampleDeliveryOrder({ paid: true });
const unpaid = sampleDeliveryOrder({ paid: false });
const collection = sampleCollectionOrder();

describe('every template', () => {
  it('renders an HTML document of tables with inline styles, a plain-text part and a subject', async () => {
    for (const e of sampleEmails()) {
      const mail = await e.render();
      expect(mail.subject.length, e.name).toBeGreaterThan(10);
      expect(mail.html, e.name).toMatch(/^<!DOCTYPE html/);
      expect(mail.html, e.name).toContain('role="presentation"');
      expect(mail.html, e.name).toContain('max-width:600px');
      expect(mail.html, e.name).toContain('name="viewport"');
      expect(mail.text, e.name).not.toMatch(/<[a-z]/i);
      // The frame: brand, the shop's address and contact, why the e-mail came.
      expect(mail.html, e.name).toContain('#a51318');
      expectBoth(
        mail,
        'Larder',
        '14 Commercial Street, London E1 6LP',
        '020 7946 0321',
        'hello@larder.example',
        'You are getting this e-mail',
      );
    }
  });
});

describe('the plain-text part', () => {
  it("is what @react-email/render's plainText option makes of the same e-mail", async () => {
    const props = { shop, order: delivery };
    const mail = await renderEmail(orderReceived, props);
    expect(mail.text).toBe(
      await render(createElement(orderReceived.component, props), { plainText: true, htmlToTextOptions: TEXT_OPTIONS }),
    );
  });
});

describe('order received', () => {
  it('lists every line with quantity, unit price, line total and substitution choice, the FREE line, the slot and the bill', async () => {
    const mail = await renderEmail(orderReceived, { shop, order: delivery });
    expect(mail.subject).toBe('Thanks for your Larder order ORD-00042');
    expectBoth(
      mail,
      'Thanks for your order, Amira',
      'ORD-00042',
      'Halal Lamb Loin Chops',
      'Pack of 4, about 500 g',
      '2 × £8.99',
      '£17.98',
      'If unavailable: best match',
      'If unavailable: swap for Free Range Chicken Thigh Fillets 600 g',
      'If unavailable: no substitute',
      'Your note: Trim the fat, please',
      '1 free · 3 for 2 on lamb mince',
      'Tuesday, Nov 24, 2026',
      '12pm–3pm',
      'Flat 3, 27 Fieldgate Street',
      'London E1 1JU',
      'Please ring the top bell; the side gate is locked.',
    );
    // The bill, label and amount on one line in the text part.
    expect(mail.text).toMatch(/Subtotal\s+£56\.64/);
    expect(mail.text).toMatch(/Discount \(WELCOME10\)\s+−£5\.66/);
    expect(mail.text).toMatch(/Delivery\s+£1\.99/);
    expect(mail.text).toMatch(/Total\s+£52\.97/);
    expect(mail.text).toMatch(/VAT included\s+£1\.41/);
    expect(mail.text).toMatch(/Paid with 150 points\s+−£1\.50/);
    expect(mail.text).toMatch(/Paid by card\s+−£51\.47/);
    expect(mail.text).toMatch(/^Paid$/m);
    expect(mail.text).toMatch(/FREE Lamb Mince 20% Fat 500 g\s+FREE/);
  });

  it('a card order not yet paid: awaiting card payment with the minutes left, and what is left to pay by card', async () => {
    const mail = await renderEmail(orderReceived, { shop, order: unpaid, expiresInMinutes: 30 });
    expect(mail.subject).toBe('Almost done: pay for your Larder order ORD-00042');
    expectBoth(mail, 'Awaiting card payment — pay within 30 minutes or it is cancelled', '£51.47 to pay by card', 'Pay for your order');
    expect(mail.text).toMatch(/Left to pay by card\s+£51\.47/);
    expect(mail.html).toContain('href="https://larder.example/order-detail/ORD-00042"');
  });

  it("a collection: the shop's address, the collection slot, the small-basket charge, the wallet and pay on collection", async () => {
    const mail = await renderEmail(orderReceived, { shop, order: collection });
    expectBoth(
      mail,
      'Thanks for your order, Tom',
      'Click & Collect',
      'Collect from',
      'Wednesday, Nov 25, 2026',
      '4pm–6pm',
      'Pay on collection',
      '£11.10 to pay when you collect, by cash or card',
    );
    expect(mail.text).toMatch(/Collect from\n+Larder\n14 Commercial Street, London E1 6LP/);
    expect(mail.text).toMatch(/Collection\s+FREE/);
    expect(mail.text).toMatch(/Small basket charge\s+£4\.00/);
    expect(mail.text).toMatch(/Paid from your wallet\s+−£5\.00/);
    expect(mail.text).toMatch(/To pay on collection\s+£11\.10/);
    expect(mail.text).not.toContain('Delivering to');
  });

  it('a cash delivery says pay on delivery', async () => {
    const cash: OrderEmailData = {
      ...unpaid,
      payment: { ...unpaid.payment, method: 'cash' },
    };
    const mail = await renderEmail(orderReceived, { shop, order: cash });
    expectBoth(mail, 'Pay on delivery', '£51.47 to pay when it arrives, by cash or card');
    expect(mail.text).toMatch(/To pay on delivery\s+£51\.47/);
  });

  it('escapes shop text: a product name with <script> and $& stays text', async () => {
    const nasty = '<script>alert("x")</script> Chops $& $1 $$';
    const order: OrderEmailData = {
      ...delivery,
      customerName: '<b>Eve</b>',
      comments: '<img src=x onerror=alert(1)>',
      lines: [{ ...delivery.lines[0]!, name: nasty, note: '</td></tr></table>' }],
    };
    const mail = await renderEmail(orderReceived, { shop, order });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('Your note: <!-- -->&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Chops $&amp; $1 $$');
    expect(mail.text).toContain('<script>alert("x")</script> Chops $& $1 $$');
    expect(mail.subject).toBe('Thanks for your Larder order ORD-00042');
  });
});

describe('order paid', () => {
  it('is a receipt: the same bill and "Paid £x by card on <date>"', async () => {
    const mail = await renderEmail(orderPaid, { shop, order: delivery });
    expect(mail.subject).toBe('Your receipt for Larder order ORD-00042');
    expectBoth(mail, 'Paid £51.47 by card on 23 November 2026.', 'Halal Lamb Loin Chops', '£52.97 paid in full');
    expect(mail.text).toMatch(/Total\s+£52\.97/);
  });
});

describe('order refunded', () => {
  it('says how much went back, where, and why', async () => {
    const mail = await renderEmail(orderRefunded, {
      shop,
      order: delivery,
      refund: { card: 649, wallet: 200, points: 150 },
      reason: 'Chicken thighs were short.',
    });
    expect(mail.subject).toBe('We have refunded £8.49 for order ORD-00042');
    expectBoth(mail, '£8.49 is on its way back to you', 'Chicken thighs were short.', 'To your card', 'To your Larder wallet');
    expect(mail.text).toMatch(/To your card\s+£6\.49/);
    expect(mail.text).toMatch(/To your Larder wallet\s+£2\.00/);
    expect(mail.text).toMatch(/Points back to your balance\s+150 points/);
    expect(mail.text).toMatch(/Total refunded\s+£8\.49/);
  });
});

describe('order status e-mails', () => {
  it('confirmed: the slot, the items and the bill', async () => {
    const mail = await renderEmail(orderConfirmed, { shop, order: delivery });
    expect(mail.subject).toBe('Your order ORD-00042 is confirmed');
    expectBoth(mail, 'Your order is confirmed, Amira', 'Tuesday, Nov 24, 2026', 'Tilda Pure Basmati Rice 5 kg');
    expect(mail.text).toMatch(/Total\s+£52\.97/);
  });

  it('out for delivery (or ready to collect, with what to pay there)', async () => {
    const out = await renderEmail(orderOutForDelivery, { shop, order: delivery });
    expect(out.subject).toBe('Your order ORD-00042 is on its way');
    expectBoth(out, 'Your order is on its way', '12pm–3pm', 'Flat 3, 27 Fieldgate Street');
    expect(out.text).not.toContain('to pay');
    const ready = await renderEmail(orderOutForDelivery, { shop, order: collection });
    expect(ready.subject).toBe('Your order ORD-00043 is ready to collect');
    expectBoth(ready, 'Your order is ready to collect', 'Pay on collection', '£11.10 to pay when you collect');
  });

  it('delivered', async () => {
    const mail = await renderEmail(orderDelivered, { shop, order: delivery });
    expect(mail.subject).toBe('Your order ORD-00042 has been delivered');
    expectBoth(mail, 'Your order has been delivered', 'Enjoy your food, Amira!', '£52.97');
  });

  it('cancelled: the reason and what goes back where, or that nothing was charged', async () => {
    const refunded = await renderEmail(orderCancelled, {
      shop,
      order: delivery,
      reason: 'Your slot was cancelled by a road closure.',
      refund: { card: 5147, wallet: 0, points: 150 },
    });
    expect(refunded.subject).toBe('Your order ORD-00042 has been cancelled');
    expectBoth(refunded, 'Your order has been cancelled', 'Your slot was cancelled by a road closure.');
    expect(refunded.text).toMatch(/To your card\s+£51\.47/);
    expect(refunded.text).toMatch(/Points back to your balance\s+150 points/);
    const nothing = await renderEmail(orderCancelled, { shop, order: collection, refund: { card: 0, wallet: 0, points: 0 } });
    expectBoth(nothing, 'you have not been charged');
    expect(nothing.text).not.toContain('Total refunded');
  });
});

describe('weighed items', () => {
  const held = sampleWeighedOrder({ picked: false, method: 'card' });
  const cashEstimate = sampleWeighedOrder({ picked: false, method: 'cash' });
  const viaWallet = sampleWeighedOrder({ picked: true, method: 'wallet' });
  const onDelivery = sampleWeighedOrder({ picked: true, method: 'cash' });
  const byCard = sampleWeighedOrder({ picked: true, method: 'card' });

  it('before picking: each weighed line at about its weight with an estimated amount, an estimated total and the promise', async () => {
    const mail = await renderEmail(orderConfirmed, { shop, order: held });
    expectBoth(
      mail,
      'Free Range Whole Chicken',
      '1 × about 1.6 kg · £4.99/kg',
      'est. £7.98',
      '2 × about 1.2 kg · £12.99/kg',
      'est. £31.18',
      'Estimated total',
      'You will never pay more than £48.65 (the estimate plus 10\u00a0% on weighed items).',
    );
    expect(mail.text).toMatch(/Free Range Whole Chicken\s+est\. £7\.98/);
    expect(mail.text).toMatch(/Estimated total\s+£44\.75/);
    expect(mail.text).not.toMatch(/^Total\s/m);
    // A line priced by the piece is not an estimate.
    expect(mail.text).toMatch(/Free Range Eggs\s+£3\.60/);
    expect(mail.text).not.toContain('Weighed 1.72 kg');
  });

  it('a card authorised before picking: up to the most the order may cost, charged the weighed amount after picking', async () => {
    const mail = await renderEmail(orderConfirmed, { shop, order: held });
    expectBoth(mail, 'Card authorised', 'Your card is authorised for up to £48.65. We charge the weighed amount after picking.');
    expect(mail.text).toMatch(/By card after weighing \(estimated\)\s+£44\.75/);
    expect(mail.text).not.toContain('Awaiting card payment');
  });

  it('to pay on delivery before picking: an estimate, said as such', async () => {
    const mail = await renderEmail(orderReceived, { shop, order: cashEstimate });
    expect(mail.subject).toBe('Thanks for your Larder order ORD-00044');
    expectBoth(mail, 'Pay on delivery', 'About £44.75 to pay when it arrives, by cash or card', 'never pay more than £48.65');
    expect(mail.text).toMatch(/To pay on delivery \(estimated\)\s+£44\.75/);
  });

  it('paid from the wallet before picking: paid on the estimate, the difference settled once weighed', async () => {
    const mail = await renderEmail(orderReceived, { shop, order: sampleWeighedOrder({ picked: false, method: 'wallet' }) });
    expectBoth(mail, 'Paid', '£44.75 paid on the estimate; we settle the difference once your items are weighed', 'Estimated total');
    expect(mail.text).not.toContain('paid in full');
  });

  it('the weighed e-mail: the final bill with the weights, the final total, and £x paid from the wallet', async () => {
    const mail = await renderEmail(orderWeighed, { shop, order: viaWallet });
    expect(mail.subject).toBe('Your order ORD-00044 is weighed and packed');
    expectBoth(
      mail,
      'Your order is weighed and packed',
      'Weighed 1.72 kg at £4.99/kg',
      'Ordered 1 × about 1.6 kg, estimated £7.98',
      '£8.58',
      // Heavier than the cap allows: charged the cap, and told why.
      'Weighed 2.71 kg at £12.99/kg',
      'By weight £35.20: you pay no more than the estimate plus 10\u00a0%.',
      '£34.29',
      '£48.46 paid from your wallet.',
    );
    expect(mail.text).toMatch(/Free Range Whole Chicken\s+£8\.58/);
    expect(mail.text).toMatch(/^Total\s+£48\.46/m);
    expect(mail.text).toMatch(/Paid from your wallet\s+−£48\.46/);
    for (const estimate of ['Estimated total', 'est. ', 'never pay more than', '(estimated)']) expect(mail.text).not.toContain(estimate);
  });

  it('the weighed e-mail for pay on delivery, or on collection: what is left to pay', async () => {
    const mail = await renderEmail(orderWeighed, { shop, order: onDelivery });
    expectBoth(mail, 'Weighed 1.72 kg', '£8.58', '£48.46 to pay when it arrives, by cash or card.');
    expect(mail.text).toMatch(/To pay on delivery\s+£48\.46/);
    const collect = await renderEmail(orderWeighed, { shop, order: { ...onDelivery, fulfilment: collection.fulfilment } });
    expectBoth(collect, '£48.46 to pay when you collect, by cash or card.');
  });

  it('the receipt of a weighed card order: the weights and the final amount charged', async () => {
    const mail = await renderEmail(orderPaid, { shop, order: byCard });
    expectBoth(
      mail,
      'Paid £48.46 by card on 24 November 2026.',
      'We weighed your items as we picked them',
      'Weighed 1.72 kg at £4.99/kg',
      '£8.58',
      '£48.46 paid in full',
    );
    expect(mail.text).toMatch(/^Total\s+£48\.46/m);
    expect(mail.text).toMatch(/Paid by card\s+−£48\.46/);
    expect(mail.text).not.toContain('Estimated total');
  });
});

describe('account e-mails', () => {
  it('password reset: the code and the link, and how long they work', async () => {
    const url = 'https://larder.example/forgetten?key=abc-DEF_123';
    const mail = await renderEmail(passwordReset, { shop, name: 'Amira', code: '048213', url, validMinutes: 15 });
    expect(mail.subject).toBe('Reset your Larder password');
    expectBoth(mail, 'Hello Amira,', '048213', 'for 15 minutes');
    expect(mail.text).toMatch(/reset your Larder password:\s+048213/);
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('back in stock: the product and its link', async () => {
    const url = 'https://larder.example/pr/lamb-chops';
    const mail = await renderEmail(backInStock, { shop, name: '', productName: 'Lamb Chops & Co', url });
    expect(mail.subject).toBe('Lamb Chops & Co is back in stock');
    expectBoth(mail, 'Hello,', 'Lamb Chops & Co is back in stock at Larder.');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(url);
  });

  it('question answered: the question, the answer (as text) and the product link', async () => {
    const url = 'https://larder.example/pr/lamb-chops';
    const mail = await renderEmail(questionAnswered, {
      shop,
      name: 'Omar',
      productName: 'Lamb Chops',
      question: 'Are they <b>grass-fed</b>?',
      answer: 'Yes, all year.',
      url,
    });
    expect(mail.subject).toBe('Your question about Lamb Chops has been answered');
    expectBoth(mail, 'Hello Omar,', 'Are they <b>grass-fed</b>?', 'Yes, all year.');
    expect(mail.html).not.toContain('<b>grass-fed</b>');
    expect(mail.html).toContain(`href="${url}"`);
  });
});
