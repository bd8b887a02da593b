import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/**
 * get_wallet_details (list_type 'app_pay', vendor = the customer): `message[0].transactions`,
 * newest first. Page 1 replaces the list and later pages append (an infinite query); an empty or
 * short page means there is no more history.
 */
export const walletHistoryQuery = (vendor: string, pageLen: number) =>
  infiniteQueryOptions({
    queryKey: ['get_wallet_details', { list_type: 'app_pay', vendor, page_len: pageLen }],
    queryFn: ({ pageParam, signal }) =>
      call('get_wallet_details', { list_type: 'app_pay', vendor, page_no: pageParam, page_len: pageLen }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => ((last[0]?.transactions.length ?? 0) < pageLen ? undefined : lastPage + 1),
  });

export function useWalletHistory(vendor: string, pageLen: number) {
  return useInfiniteQuery({ ...walletHistoryQuery(vendor, pageLen), enabled: Boolean(vendor) });
}
