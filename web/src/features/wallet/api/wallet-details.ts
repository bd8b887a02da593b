import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSession } from '../../../lib/session';

/** The customer is part of the key so another sign-in never shows the last one's balance. */
export const walletDetailsQuery = (customer: string) =>
  queryOptions({
    queryKey: ['wallet_details', { customer }],
    queryFn: ({ signal }) => call('wallet_details', {}, { signal }),
  });

/** wallet_details: the signed-in customer's balance. */
export function useWalletDetails() {
  const customer = useSession()?.customer_id ?? '';
  return useQuery({ ...walletDetailsQuery(customer), enabled: Boolean(customer) });
}
