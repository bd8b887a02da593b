import type { CallResult } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export type TCheckoutSummary = CallResult<'get_checkout_summary'>;

/**
 * The coupon is not in the payload: the shop keeps the applied coupon on the cart, so the summary
 * and insert_order always agree with it. Coupon changes invalidate this query.
 */
export const checkoutSummaryQuery = (shippingMethod: string, shipAddr: string | null) =>
  queryOptions({
    queryKey: ['get_checkout_summary', { shipping_method: shippingMethod, ship_addr: shipAddr }],
    queryFn: ({ signal }) =>
      call('get_checkout_summary', { shipping_method: shippingMethod, ...(shipAddr ? { ship_addr: shipAddr } : {}) }, { signal }),
    staleTime: 15_000,
  });

/** get_checkout_summary: every amount of the bill, as insert_order will charge it now. */
export function useCheckoutSummary(shippingMethod: string | null, shipAddr: string | null, enabled = true) {
  return useQuery({
    ...checkoutSummaryQuery(shippingMethod ?? '', shipAddr),
    enabled: enabled && Boolean(shippingMethod),
    // Switching method keeps the last bill on screen (marked as updating) instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}
