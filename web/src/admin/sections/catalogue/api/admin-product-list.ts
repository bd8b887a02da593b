import type { CallPayloadIn } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type ProductListFilters = CallPayloadIn<'admin_product_list'>;

export const productListQuery = (payload: ProductListFilters) =>
  queryOptions({
    queryKey: ['admin_product_list', payload],
    queryFn: ({ signal }) => adminCall('admin_product_list', payload, { signal }),
    placeholderData: keepPreviousData,
  });

export function useProductList(payload: ProductListFilters) {
  return useQuery(productListQuery(payload));
}
