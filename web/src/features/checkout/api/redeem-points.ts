import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const redeemPointsQuery = (amount: number) =>
  queryOptions({
    queryKey: ['checkout_redeem_points', { amount }],
    queryFn: ({ signal }) => call('checkout_redeem_points', { amount }, { signal }),
    staleTime: 30_000,
  });

/**
 * checkout_redeem_points: how many points may pay part of this total, and what they are worth
 * (the offer next to the checkbox; the bill's split comes from get_checkout_summary). The shop
 * answers 417 when it runs no points, so callers enable it only when it does.
 */
export function useRedeemPoints(amount: number | null) {
  return useQuery({ ...redeemPointsQuery(amount ?? 0), enabled: amount !== null && amount > 0, placeholderData: keepPreviousData });
}
