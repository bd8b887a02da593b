import type { CallResult } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TPickProduct = CallResult<'admin_discount_products'>[number];

export const discountProductsQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin_discount_products', { search }],
    queryFn: ({ signal }) => adminCall('admin_discount_products', { search }, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** admin_discount_products: products to give away or to qualify, by name (from two letters typed). */
export function useDiscountProducts(search: string) {
  return useQuery({ ...discountProductsQuery(search), enabled: search.trim().length >= 2 });
}
