import type { QueryClient } from '@tanstack/react-query';
import type { PayInput } from './pay';

/** What a captured payment changes, by call name (query keys are [callName, payload]). */
const AFTER_PAYMENT: Record<PayInput['purpose'], string[]> = {
  order: [
    'get_cartItems',
    'order_list',
    'get_order_details',
    'get_order_info',
    'get_customer_dashboard',
    'wallet_details',
    'get_wallet_details',
    'get_customer_points',
    'get_point_history',
  ],
  wallet: ['wallet_details', 'get_wallet_details'],
  subscription: ['get_customer_plan_based_subscritpions', 'get_checkout_summary', 'calculate_vendor_based_shipping_charges'],
};

/** Refetches what a successful payment changed (the cart, orders, wallet, points, subscriptions). */
export function invalidateAfterPayment(qc: QueryClient, purpose: PayInput['purpose']): Promise<void> {
  return Promise.all(AFTER_PAYMENT[purpose].map((name) => qc.invalidateQueries({ queryKey: [name] }))).then(() => undefined);
}
