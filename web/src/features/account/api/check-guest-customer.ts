import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const checkGuestQuery = (guestId: string) =>
  queryOptions({
    queryKey: ['check_guest_customer', { customer_id: guestId }],
    queryFn: () => call('check_guest_customer', { customer_id: guestId }),
    staleTime: Infinity,
  });

/** check_guest_customer: the stored guest reference if still valid, otherwise a fresh one. */
export function useCheckGuest(guestId: string | null) {
  return useQuery({ ...checkGuestQuery(guestId ?? ''), enabled: !!guestId });
}
