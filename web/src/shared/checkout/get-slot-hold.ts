import type { CallResult } from '@larder/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from '../../lib/session';

export type TSlotHoldResult = CallResult<'get_delivery_slot_hold'>;
export type TSlotHold = NonNullable<TSlotHoldResult['hold']>;

/** The customer is part of the key: another sign-in never sees the last one's hold. */
export const slotHoldQuery = (customer: string) =>
  queryOptions({
    queryKey: ['get_delivery_slot_hold', { customer }],
    queryFn: ({ signal }) => call('get_delivery_slot_hold', {}, { signal }),
    staleTime: 30_000,
  });

/** get_delivery_slot_hold: the slot the server keeps for this shopper while they check out (or none). */
export function useSlotHold() {
  const customer = useSession()?.customer_id ?? '';
  return useQuery({ ...slotHoldQuery(customer), enabled: Boolean(customer) });
}

/** Puts a hold answer (from hold, extend or release) into the cache, so the countdown restarts from it. */
export function storeSlotHold(qc: QueryClient, customer: string, result: TSlotHoldResult): void {
  qc.setQueryData(slotHoldQuery(customer).queryKey, result);
}
