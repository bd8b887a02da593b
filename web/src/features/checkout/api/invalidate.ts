import type { QueryClient } from '@tanstack/react-query';

/** What a coupon, a cart fix or a placed order changes: the bill, the offers, the quotes and the cart's FREE lines. */
export function invalidateCheckoutTotals(qc: QueryClient): Promise<void> {
  return Promise.all(
    [
      'get_checkout_summary',
      'get_order_discount',
      'calculate_vendor_based_shipping_charges',
      'checkout_redeem_points',
      'get_cartItems',
    ].map((name) => qc.invalidateQueries({ queryKey: [name] })),
  ).then(() => undefined);
}
