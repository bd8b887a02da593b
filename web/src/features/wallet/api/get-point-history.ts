import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const POINTS_PAGE_LEN = 20;

/** get_point_history, paged: later pages append; a short page is the last. */
export const pointHistoryQuery = (customer: string) =>
  infiniteQueryOptions({
    queryKey: ['get_point_history', { customer, page_len: POINTS_PAGE_LEN }],
    queryFn: ({ pageParam, signal }) => call('get_point_history', { page_no: pageParam, page_len: POINTS_PAGE_LEN }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.length < POINTS_PAGE_LEN ? undefined : lastPage + 1),
  });

export function usePointHistory(customer: string) {
  return useInfiniteQuery({ ...pointHistoryQuery(customer), enabled: Boolean(customer) });
}
