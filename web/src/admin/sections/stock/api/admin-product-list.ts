import type { CallPayloadIn } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** The product search of the stock page (same call and key as the catalogue's list). */
export const productSearchQuery = (payload: CallPayloadIn<'admin_product_list'>) =>
  queryOptions({
    queryKey: ['admin_product_list', payload],
    queryFn: ({ signal }) => adminCall('admin_product_list', payload, { signal }),
    placeholderData: keepPreviousData,
  });

export function useProductSearch(search: string) {
  return useQuery({ ...productSearchQuery({ search, page_len: 10, page_no: 1, sort: 'name' }), enabled: search.length >= 2 });
}
