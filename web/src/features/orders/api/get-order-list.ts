import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSession } from '../../../lib/session';

export const ORDERS_PAGE_LEN = 10;

/** order_list, paged newest first: later pages append; a short page is the last. */
export const orderListQuery = (customer: string) =>
  infiniteQueryOptions({
    queryKey: ['order_list', { customer, page_len: ORDERS_PAGE_LEN }],
    queryFn: ({ pageParam, signal }) => call('order_list', { page_no: pageParam, page_len: ORDERS_PAGE_LEN }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.length < ORDERS_PAGE_LEN ? undefined : lastPage + 1),
  });

export function useOrderList() {
  const customer = useSession()?.customer_id ?? '';
  return useInfiniteQuery({ ...orderListQuery(customer), enabled: Boolean(customer) });
}
