import type { CallResult } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export type TCheckoutSummary = CallResult<'get_checkout_summary'>;

/** What the bill is priced for: the method and address, and how the shopper means to pay. */
export interface SummaryChoice {
  shippingMethod: string;
  shipAddr: string | null;
  /** The payment method's name (get_payment_method); the shop's 'Wallet' pays everything from the wallet. */
  paymentMethod: string | null;
  /** The wallet pays first (only sent when the shop runs a wallet). */
  useWallet: boolean;
  /** At most this many points (the server caps them at what may be used); 0 for none. */
  usePoints: number;
}

/**
 * The coupon is not in the payload: the shop keeps the applied coupon on the cart, so the summary
 * and insert_order always agree with it. Coupon changes invalidate this query. Wallet, points and
 * the payment method are, so the bill says what the card (or cash) will be charged.
 */
export const checkoutSummaryQuery = (ch: SummaryChoice) => {
  const payload = {
    shipping_method: ch.shippingMethod,
    ...(ch.shipAddr ? { ship_addr: ch.shipAddr } : {}),
    ...(ch.paymentMethod ? { payment_method: ch.paymentMethod } : {}),
    ...(ch.useWallet ? { use_wallet: true } : {}),
    ...(ch.usePoints > 0 ? { use_points: ch.usePoints } : {}),
  };
  return queryOptions({
    queryKey: ['get_checkout_summary', payload],
    queryFn: ({ signal }) => call('get_checkout_summary', payload, { signal }),
    staleTime: 15_000,
  });
};

/** get_checkout_summary: every amount of the bill, as insert_order will charge it now, and how it is split. */
export function useCheckoutSummary(ch: SummaryChoice | null, enabled = true) {
  return useQuery({
    ...checkoutSummaryQuery(ch ?? { shippingMethod: '', shipAddr: null, paymentMethod: null, useWallet: false, usePoints: 0 }),
    enabled: enabled && Boolean(ch?.shippingMethod),
    // Switching method or payment keeps the last bill on screen (marked as updating) instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}
