import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from '../../lib/session';

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: ['get_payment_method', {}],
    queryFn: ({ signal }) => call('get_payment_method', {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** get_payment_method (signed-in customers): cards (one entry per enabled provider), the wallet and cash on delivery. */
export function usePaymentMethods() {
  return useQuery({ ...paymentMethodsQuery(), enabled: Boolean(useSession()) });
}
