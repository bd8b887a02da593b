/**
 * Realistic sample data for the e-mail templates: the tests render them and the preview script
 * (`npm run emails:preview -w @larder/server`) writes and screenshots them.
 */
import type { OrderEmailData } from './order-email-data';
import { type RenderedEmail, renderEmail } from './render';
import type { ShopInfo } from './template';
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

export const sampleShop: ShopInfo = {
  name: 'Larder',
  address: '14 Commercial Street, London E1 6LP',
  phone: '020 7946 0321',
  email: 'hello@larder.example',
  url: 'https://larder.example',
  currency: 'GBP',
  timeZone: 'Europe/London',
  openingHours: [
    { days: 'Monday – Saturday', hours: '08:00 – 22:00' },
    { days: 'Sunday', hours: '10:00 – 16:00' },
  ],
};

/**
 * A delivery paid by card (and 150 points): one line with a specific substitute, one with none,
 * a FREE line from a 3-for-2, a coupon and a delivery charge. Before the card payment, pass
 * `paid: false`.
 */
export function sampleDeliveryOrder(opts: { paid: boolean } = { paid: true }): OrderEmailData {
  const total = 5297;
  const points = 150;
  const paid = opts.paid ? total : points;
  return {
    id: 'ORD-00042',
    placedAt: '2026-11-23T08:14:00.000Z',
    status: 'Placed',
    customerName: 'Amira Khan',
    customerEmail: 'amira@example.com',
    fulfilment: {
      kind: 'delivery',
      methodName: 'Delivery',
      slot: { date: '2026-11-24', from: '12:00', to: '15:00' },
      address: ['Amira Khan', 'Flat 3, 27 Fieldgate Street', 'Near the Whitechapel Gallery', 'London E1 1JU'],
    },
    lines: [
      {
        name: 'Halal Lamb Loin Chops',
        variant: 'Pack of 4, about 500 g',
        quantity: 2,
        unitPrice: 899,
        lineTotal: 1798,
        free: false,
        freeBecause: '',
        substitution: 'best_match',
        substituteName: null,
        note: 'Trim the fat, please',
        weighed: null,
      },
      {
        name: 'Free Range Chicken Thighs 1 kg',
        variant: '',
        quantity: 1,
        unitPrice: 649,
        lineTotal: 649,
        free: false,
        freeBecause: '',
        substitution: 'specific',
        substituteName: 'Free Range Chicken Thigh Fillets 600 g',
        note: '',
        weighed: null,
      },
      {
        name: 'Tilda Pure Basmati Rice 5 kg',
        variant: '',
        quantity: 1,
        unitPrice: 1299,
        lineTotal: 1299,
        free: false,
        freeBecause: '',
        substitution: 'no_substitute',
        substituteName: null,
        note: '',
        weighed: null,
      },
      {
        name: 'Lamb Mince 20% Fat 500 g',
        variant: '',
        quantity: 2,
        unitPrice: 599,
        lineTotal: 1198,
        free: false,
        freeBecause: '',
        substitution: 'best_match',
        substituteName: null,
        note: '',
        weighed: null,
      },
      {
        name: 'Rubicon Mango Juice 1 L',
        variant: '',
        quantity: 3,
        unitPrice: 240,
        lineTotal: 720,
        free: false,
        freeBecause: '',
        substitution: 'best_match',
        substituteName: null,
        note: '',
        weighed: null,
      },
      {
        name: 'Lamb Mince 20% Fat 500 g',
        variant: '',
        quantity: 1,
        unitPrice: 0,
        lineTotal: 0,
        free: true,
        freeBecause: '3 for 2 on lamb mince',
        substitution: 'no_substitute',
        substituteName: null,
        note: '',
        weighed: null,
      },
    ],
    totals: {
      subtotal: 5664,
      discount: 566,
      couponCode: 'WELCOME10',
      delivery: 199,
      basketCharge: 0,
      vat: 141,
      total,
      pointsRedeemed: points,
      pointsAmount: points,
      wallet: 0,
      paid,
      outstanding: total - paid,
    },
    payment: {
      method: 'card',
      status: opts.paid ? 'Paid' : 'Partially Paid',
      cardPaid: opts.paid ? total - points : 0,
      cardPaidAt: opts.paid ? '2026-11-23T08:16:30.000Z' : null,
    },
    holdAmount: 0,
    pickedAt: null,
    estimated: false,
    weightMarginBp: 1000,
    comments: 'Please ring the top bell; the side gate is locked.',
    cancelReason: '',
    url: 'https://larder.example/order-detail/ORD-00042',
  };
}

/** A collection to pay at the counter, under the minimum basket (so with the small-basket charge), £5 from the wallet. */
export function sampleCollectionOrder(): OrderEmailData {
  return {
    id: 'ORD-00043',
    placedAt: '2026-11-23T17:40:00.000Z',
    status: 'Placed',
    customerName: "Tom O'Neill",
    customerEmail: 'tom@example.com',
    fulfilment: {
      kind: 'collection',
      methodName: 'Click & Collect',
      slot: { date: '2026-11-25', from: '16:00', to: '18:00' },
      address: [sampleShop.name, sampleShop.address],
    },
    lines: [
      {
        name: 'Beef Mince 5% Fat 500 g',
        variant: '',
        quantity: 2,
        unitPrice: 425,
        lineTotal: 850,
        free: false,
        freeBecause: '',
        substitution: 'best_match',
        substituteName: null,
        note: '',
        weighed: null,
      },
      {
        name: 'Free Range Eggs',
        variant: 'Box of 12, large',
        quantity: 1,
        unitPrice: 360,
        lineTotal: 360,
        free: false,
        freeBecause: '',
        substitution: 'no_substitute',
        substituteName: null,
        note: '',
        weighed: null,
      },
    ],
    totals: {
      subtotal: 1210,
      discount: 0,
      couponCode: '',
      delivery: 0,
      basketCharge: 400,
      vat: 0,
      total: 1610,
      pointsRedeemed: 0,
      pointsAmount: 0,
      wallet: 500,
      paid: 500,
      outstanding: 1110,
    },
    payment: { method: 'cash', status: 'Partially Paid', cardPaid: 0, cardPaidAt: null },
    holdAmount: 0,
    pickedAt: null,
    estimated: false,
    weightMarginBp: 1000,
    comments: '',
    cancelReason: '',
    url: 'https://larder.example/order-detail/ORD-00043',
  };
}

/**
 * A delivery with weighed lines (price per kg, 10 % margin): a whole chicken, about 1.6 kg at
 * £4.99/kg (estimate £7.98, cap £8.77), weighed at 1.72 kg (£8.58); two lamb shoulders, about
 * 1.2 kg each at £12.99/kg (estimate £31.18, cap £34.29), weighed at 2.71 kg (£35.20 by weight, so
 * capped at £34.29); and eggs by the box. `picked: false` is the order before picking (estimated
 * totals; a card is then authorised for the most it may cost); `method` says how it is paid.
 */
export function sampleWeighedOrder(opts: { picked: boolean; method: 'card' | 'wallet' | 'cash' }): OrderEmailData {
  const { picked, method } = opts;
  const chicken = picked ? 858 : 798;
  const lamb = picked ? 3429 : 3118;
  const subtotal = chicken + lamb + 360;
  const total = subtotal + 199;
  const paid = method === 'cash' || (method === 'card' && !picked) ? 0 : total;
  const pickedAt = picked ? '2026-11-24T10:05:00.000Z' : null;
  return {
    id: 'ORD-00044',
    placedAt: '2026-11-23T19:02:00.000Z',
    status: picked ? 'Packed' : 'Confirmed',
    customerName: 'Priya Shah',
    customerEmail: 'priya@example.com',
    fulfilment: {
      kind: 'delivery',
      methodName: 'Delivery',
      slot: { date: '2026-11-24', from: '12:00', to: '15:00' },
      address: ['Priya Shah', '8 Old Montague Street', 'London E1 5NL'],
    },
    lines: [
      {
        name: 'Free Range Whole Chicken',
        variant: '',
        quantity: 1,
        unitPrice: 798,
        lineTotal: chicken,
        free: false,
        freeBecause: '',
        substitution: 'best_match',
        substituteName: null,
        note: '',
        weighed: { pencePerKg: 499, estimatedGrams: 1600, estimatedTotal: 798, capTotal: 877, weighedGrams: picked ? 1720 : null },
      },
      {
        name: 'Halal Lamb Shoulder, bone in',
        variant: '',
        quantity: 2,
        unitPrice: 1559,
        lineTotal: lamb,
        free: false,
        freeBecause: '',
        substitution: 'no_substitute',
        substituteName: null,
        note: 'Cut into four pieces, please',
        weighed: { pencePerKg: 1299, estimatedGrams: 2400, estimatedTotal: 3118, capTotal: 3429, weighedGrams: picked ? 2710 : null },
      },
      {
        name: 'Free Range Eggs',
        variant: 'Box of 12, large',
        quantity: 1,
        unitPrice: 360,
        lineTotal: 360,
        free: false,
        freeBecause: '',
        substitution: 'best_match',
        substituteName: null,
        note: '',
        weighed: null,
      },
    ],
    totals: {
      subtotal,
      discount: 0,
      couponCode: '',
      delivery: 199,
      basketCharge: 0,
      vat: 33,
      total,
      pointsRedeemed: 0,
      pointsAmount: 0,
      wallet: method === 'wallet' ? total : 0,
      paid,
      outstanding: total - paid,
    },
    payment: {
      method,
      status: method === 'card' && !picked ? 'Authorized' : paid >= total ? 'Paid' : 'Pending',
      cardPaid: method === 'card' ? paid : 0,
      cardPaidAt: method === 'card' && picked ? '2026-11-24T10:06:00.000Z' : null,
    },
    // The chicken and lamb at their caps, the eggs and the delivery as placed.
    holdAmount: 877 + 3429 + 360 + 199,
    pickedAt,
    estimated: !picked,
    weightMarginBp: 1000,
    comments: '',
    cancelReason: '',
    url: 'https://larder.example/order-detail/ORD-00044',
  };
}

/** Every template with sample props: the file name of its preview and how to render it. */
export function sampleEmails(): { name: string; render: () => Promise<RenderedEmail> }[] {
  const shop = sampleShop;
  const paid = sampleDeliveryOrder({ paid: true });
  const unpaid = sampleDeliveryOrder({ paid: false });
  const collection = sampleCollectionOrder();
  const estimated = sampleWeighedOrder({ picked: false, method: 'card' });
  return [
    { name: 'order-received', render: () => renderEmail(orderReceived, { shop, order: unpaid, expiresInMinutes: 30 }) },
    { name: 'order-received-collection', render: () => renderEmail(orderReceived, { shop, order: collection }) },
    { name: 'order-paid', render: () => renderEmail(orderPaid, { shop, order: paid }) },
    {
      name: 'order-refunded',
      render: () =>
        renderEmail(orderRefunded, {
          shop,
          order: paid,
          refund: { card: 649, wallet: 0, points: 0 },
          reason: 'We had no Free Range Chicken Thighs or your chosen alternative on the day, so we refunded that item.',
        }),
    },
    { name: 'order-confirmed', render: () => renderEmail(orderConfirmed, { shop, order: paid }) },
    { name: 'order-confirmed-weighed', render: () => renderEmail(orderConfirmed, { shop, order: estimated }) },
    {
      name: 'order-weighed',
      render: () => renderEmail(orderWeighed, { shop, order: sampleWeighedOrder({ picked: true, method: 'wallet' }) }),
    },
    {
      name: 'order-weighed-cash',
      render: () => renderEmail(orderWeighed, { shop, order: sampleWeighedOrder({ picked: true, method: 'cash' }) }),
    },
    {
      name: 'order-paid-weighed',
      render: () => renderEmail(orderPaid, { shop, order: sampleWeighedOrder({ picked: true, method: 'card' }) }),
    },
    { name: 'order-out-for-delivery', render: () => renderEmail(orderOutForDelivery, { shop, order: paid }) },
    {
      name: 'order-out-for-delivery-collection',
      render: () => renderEmail(orderOutForDelivery, { shop, order: collection }),
    },
    { name: 'order-delivered', render: () => renderEmail(orderDelivered, { shop, order: paid }) },
    {
      name: 'order-cancelled',
      render: () =>
        renderEmail(orderCancelled, {
          shop,
          order: { ...collection, status: 'Cancelled' },
          reason: 'We could not get fresh beef mince in time for your collection slot.',
          refund: { card: 0, wallet: 500, points: 0 },
        }),
    },
    {
      name: 'password-reset',
      render: () =>
        renderEmail(passwordReset, {
          shop,
          name: 'Amira',
          code: '482913',
          url: 'https://larder.example/forgetten?key=3q2-7wEAAAB3gzC0b1eZ6Hh4lNq1xY2QKk9rVt8sMfA',
          validMinutes: 15,
        }),
    },
    {
      name: 'back-in-stock',
      render: () =>
        renderEmail(backInStock, {
          shop,
          name: 'Amira',
          productName: 'Halal Lamb Loin Chops',
          url: 'https://larder.example/pr/halal-lamb-loin-chops',
        }),
    },
    {
      name: 'question-answered',
      render: () =>
        renderEmail(questionAnswered, {
          shop,
          name: 'Amira',
          productName: 'Halal Lamb Loin Chops',
          question: 'Are these chops from grass-fed lamb?',
          answer: 'Yes: our lamb comes from two farms in the Welsh hills and is grass-fed all year.',
          url: 'https://larder.example/pr/halal-lamb-loin-chops',
        }),
    },
  ];
}
