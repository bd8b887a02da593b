import { capFor } from '@larder/contract/weighed';
import { describe, expect, it } from 'vitest';
import { chargeOf, orderMoneyWith, type WeighedLine } from './weighed-totals';

const MARGIN = 1000;

/** A whole chicken at £4.99/kg, about 1.6 kg (est. £7.98), zero-rated like all fresh meat. */
function chicken(over: Partial<WeighedLine> = {}): WeighedLine {
  return {
    id: 'chicken',
    total: 798,
    discount_share: 0,
    vat: 0,
    vat_rate_bp: 0,
    price_per_kg: 499,
    estimated_total: 798,
    cap_total: capFor(798, MARGIN),
    weighed_grams: null,
    ...over,
  };
}
const juice: WeighedLine = {
  id: 'juice',
  total: 480,
  discount_share: 0,
  vat: 80,
  vat_rate_bp: 2000,
  price_per_kg: 0,
  estimated_total: 0,
  cap_total: 0,
  weighed_grams: null,
};
const order = { tax: 80 + 33, shipping_charge: 199, basket_charge: 0 };

describe('the money of an order with weighed lines', () => {
  it('is the estimate before weighing and the cap for the card hold', () => {
    const items = [chicken(), juice];
    expect(orderMoneyWith(order, items, (i) => chargeOf(i, MARGIN, 'estimate')).total).toBe(798 + 480 + 199);
    const hold = orderMoneyWith(order, items, (i) => i.cap_total);
    expect(hold.total).toBe(877 + 480 + 199);
    // Lines not sold by weight and the delivery VAT are untouched.
    expect(hold.lines.get('juice')).toEqual({ total: 480, discount_share: 0, vat: 80 });
    expect(hold.tax).toBe(order.tax);
  });

  it('charges the weight once weighed: 1.72 kg at £4.99/kg is £8.58', () => {
    const m = orderMoneyWith(order, [chicken({ weighed_grams: 1720 }), juice], (i) => chargeOf(i, MARGIN, 'cap'));
    expect(m.lines.get('chicken')!.total).toBe(858);
    expect(m.subtotal).toBe(858 + 480);
    expect(m.total).toBe(858 + 480 + 199);
  });

  it('never charges more than the cap, and less when under weight', () => {
    const heavy = orderMoneyWith(order, [chicken({ weighed_grams: 2400 })], (i) => chargeOf(i, MARGIN, 'cap'));
    expect(heavy.lines.get('chicken')!.total).toBe(877);
    const light = orderMoneyWith(order, [chicken({ weighed_grams: 1300 })], (i) => chargeOf(i, MARGIN, 'cap'));
    expect(light.lines.get('chicken')!.total).toBe(649);
  });

  it('keeps a discount in proportion to what the line now costs', () => {
    // 10 % off the order: £0.80 of it on the chicken at its estimate.
    const m = orderMoneyWith(order, [chicken({ discount_share: 80, weighed_grams: 1720 })], (i) => chargeOf(i, MARGIN, 'cap'));
    expect(m.lines.get('chicken')!.discount_share).toBe(86);
    expect(m.discount).toBe(86);
    expect(m.total).toBe(858 - 86 + 199);
  });

  it('recomputes the VAT of a standard-rated weighed line from its final amount', () => {
    const cheese = chicken({ id: 'cheese', vat_rate_bp: 2000, vat: 133, total: 798, estimated_total: 798 });
    const m = orderMoneyWith({ tax: 133, shipping_charge: 0, basket_charge: 0 }, [cheese], () => 858);
    expect(m.lines.get('cheese')!.vat).toBe(143);
    expect(m.tax).toBe(143);
  });

  it('is never above the hold for any weight', () => {
    const hold = orderMoneyWith(order, [chicken({ discount_share: 80 }), juice], (i) => i.cap_total).total;
    for (let g = 1; g <= 8000; g += 7) {
      const m = orderMoneyWith(order, [chicken({ discount_share: 80, weighed_grams: g }), juice], (i) => chargeOf(i, MARGIN, 'cap'));
      expect(m.total).toBeLessThanOrEqual(hold);
    }
  });
});
