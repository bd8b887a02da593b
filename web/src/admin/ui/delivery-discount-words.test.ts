import { describe, expect, it } from 'vitest';
import { describeDiscount, shortDate, valueText } from './delivery-discount-words';

describe('describeDiscount', () => {
  it('words a first-order percentage coupon as a shopper reads it', () => {
    expect(
      describeDiscount(
        {
          rule_type: 'percent_off',
          coupon_code: 'WELCOME10',
          percent: 10,
          min_subtotal: 20,
          first_order_only: 1,
          end_date: '2026-12-31',
        },
        '2026-11-21',
      ),
    ).toBe('Code WELCOME10: 10% off orders over £20, first order only, until 31 Dec');
  });

  it('caps, limits, methods and date ranges', () => {
    expect(
      describeDiscount(
        {
          rule_type: 'percent_off',
          percent: 12.5,
          max_discount: 10,
          usage_limit_per_customer: 3,
          usage_limit_total: 500,
          shipping_method_name: 'Delivery',
          start_date: '2026-12-20',
          end_date: '2027-01-02',
        },
        '2026-11-21',
      ),
    ).toBe('Automatic: 12.5% off orders (up to £10), Delivery only, up to 3 times per customer, first 500 uses, 20 Dec to 2 Jan 2027');
  });

  it('delivery and free-item rules', () => {
    expect(describeDiscount({ rule_type: 'free_delivery', coupon_code: 'FREEDEL', min_subtotal: 30, usage_limit_per_customer: 1 })).toBe(
      'Code FREEDEL: Free delivery on orders over £30, once per customer',
    );
    expect(describeDiscount({ rule_type: 'delivery_amount_off', amount: 2.5 })).toBe('Automatic: £2.50 off delivery on orders');
    expect(describeDiscount({ rule_type: 'free_item', free_product_name: 'Garam Masala', free_qty: 1, min_subtotal: 45 })).toBe(
      'Automatic: A free Garam Masala with orders over £45',
    );
    expect(
      describeDiscount({
        rule_type: 'buy_x_get_y',
        buy_product_name: 'Plain Naan',
        buy_qty: 2,
        free_product_name: 'Plain Naan',
        free_qty: 1,
      }),
    ).toBe('Automatic: Buy 2 Plain Naan, get 1 free');
    expect(
      describeDiscount({
        rule_type: 'buy_x_get_y',
        buy_product_name: 'Lamb Chops',
        buy_qty: 3,
        free_product_name: 'Mint Sauce',
        free_qty: 1,
      }),
    ).toBe('Automatic: Buy 3 Lamb Chops, get 1 Mint Sauce free');
  });

  it('short values and dates', () => {
    expect(valueText({ rule_type: 'amount_off', amount: 5 })).toBe('£5');
    expect(valueText({ rule_type: 'delivery_percent_off', percent: 50 })).toBe('50% off delivery');
    expect(shortDate('2027-01-01', '2026-11-21')).toBe('1 Jan 2027');
    expect(shortDate('2026-01-01', '2026-11-21')).toBe('1 Jan');
  });
});
