import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const redeemPointsQuery = (amount: number) =>
  queryOptions({
    queryKey: ['checkout_redeem_points', { amount }],
    queryFn: ({ signal }) => call('checkout_redeem_points', { amount }, { signal }),
    staleTime: 30_000,
  });

/** checkout_redeem_points: how many points may pay part of this total, and what they are worth. */
export function useRedeemPoints(amount: number | null) {
  return useQuery({ ...redeemPointsQuery(amount ?? 0), enabled: amount !== null && amount > 0 });
}
