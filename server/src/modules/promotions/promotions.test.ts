import { describe, expect, it } from 'vitest';
import { apportion, eligibility, freeQuantity, orderDiscount, type PromoFacts, shippingDiscount } from './promotions';
import type { DiscountRow } from './promotions.table';

const d = (o: Partial<DiscountRow>): DiscountRow => ({
  id: 'D1',
  name: 'Test',
  kind: 'order',
  coupon_code: null,
  percent_bp: 0,
  amount: 0,
  max_discount: 0,
  min_subtotal: 0,
  start_date: null,
  end_date: null,
  first_order_only: 0,
  usage_limit_total: null,
  usage_limit_per_customer: null,
  used_count: 0,
  priority: 0,
  shipping_method_id: null,
  buy_product_id: null,
  buy_qty: 0,
  free_product_id: null,
  free_qty: 0,
  label: '',
  description: '',
  is_active: 1,
  ...o,
});
const facts = (o: Partial<PromoFacts> = {}): PromoFacts => ({
  today: '2026-11-21',
  subtotal: 5000,
  shippingMethodId: 'SM-1',
  customerUses: new Map(),
  firstOrder: true,
  quantities: new Map(),
  ...o,
});

describe('promotion rules', () => {
  it('takes a capped percentage or a fixed amount, never more than the basket', () => {
    expect(orderDiscount(d({ percent_bp: 1000 }), 5000)).toBe(500);
    expect(orderDiscount(d({ percent_bp: 1000, max_discount: 300 }), 5000)).toBe(300);
    expect(orderDiscount(d({ percent_bp: 1500 }), 333)).toBe(50);
    expect(orderDiscount(d({ amount: 500 }), 400)).toBe(400);
  });

  it('takes delivery off, up to the charge', () => {
    expect(shippingDiscount(d({ kind: 'shipping', percent_bp: 10000 }), 399)).toBe(399);
    expect(shippingDiscount(d({ kind: 'shipping', amount: 200 }), 150)).toBe(150);
    expect(shippingDiscount(d({ kind: 'shipping', amount: 200 }), 0)).toBe(0);
  });

  it('checks dates, minimum order, first order, method and usage limits with the shop messages', () => {
    expect(eligibility(d({ end_date: '2026-11-20' }), facts())).toEqual({ ok: false, message: 'Coupon code has been expired' });
    expect(eligibility(d({ start_date: '2026-11-22' }), facts()).ok).toBe(false);
    expect(eligibility(d({ start_date: '2026-11-21', end_date: '2026-11-21' }), facts()).ok).toBe(true);
    expect(eligibility(d({ min_subtotal: 5001 }), facts())).toEqual({
      ok: false,
      message: 'The minimum order value must be £50.01 to apply this coupon',
    });
    expect(eligibility(d({ min_subtotal: 5000 }), facts()).ok).toBe(true);
    expect(eligibility(d({ first_order_only: 1 }), facts({ firstOrder: false })).ok).toBe(false);
    expect(eligibility(d({ usage_limit_total: 3, used_count: 3 }), facts())).toEqual({
      ok: false,
      message: 'Coupon code has been expired',
    });
    expect(eligibility(d({ usage_limit_per_customer: 1 }), facts({ customerUses: new Map([['D1', 1]]) }))).toEqual({
      ok: false,
      message: 'You have tried this coupon for maximum times',
    });
    expect(eligibility(d({ shipping_method_id: 'SM-2' }), facts({ methodName: 'Delivery' }))).toEqual({
      ok: false,
      message: 'This coupon is not applicable for "Delivery"',
    });
    expect(eligibility(d({ shipping_method_id: 'SM-2' }), facts({ shippingMethodId: null })).ok).toBe(false);
  });

  it('gives free items per qualifying set bought', () => {
    const bogof = d({ kind: 'free_item', buy_product_id: 'P1', buy_qty: 2, free_product_id: 'P1', free_qty: 1 });
    expect(freeQuantity(bogof, facts({ quantities: new Map([['P1', 5]]) }))).toBe(2);
    expect(eligibility(bogof, facts({ quantities: new Map([['P1', 1]]) })).ok).toBe(false);
    expect(freeQuantity(d({ kind: 'free_item', free_product_id: 'P9', free_qty: 1, min_subtotal: 4000 }), facts())).toBe(1);
  });

  it('apportions a discount exactly over lines', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(500, [1000, 3000])).toEqual([125, 375]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    const parts = apportion(997, [333, 667, 1999]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(997);
  });
});
