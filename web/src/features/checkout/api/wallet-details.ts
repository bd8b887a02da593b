import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSession } from '../../../lib/session';

// The same key as the wallet feature's, so both share one cache entry.
export const walletDetailsQuery = (customer: string) =>
  queryOptions({
    queryKey: ['wallet_details', { customer }],
    queryFn: ({ signal }) => call('wallet_details', {}, { signal }),
  });

/** wallet_details: the shopper's wallet balance. */
export function useWalletDetails(enabled = true) {
  const customer = useSession()?.customer_id ?? '';
  return useQuery({ ...walletDetailsQuery(customer), enabled: enabled && Boolean(customer) });
}
