import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client';

export const searchProductsQuery = (searchTxt: string) =>
  queryOptions({
    queryKey: ['get_search_products', { searchTxt, page_len: 12 }],
    queryFn: ({ signal }) => call('get_search_products', { searchTxt, page_len: 12 }, { signal, token: null }),
    staleTime: 60_000,
  });

/** get_search_products (the storefront's search): candidates for a substitute. */
export function useSearchProducts(searchTxt: string) {
  return useQuery({ ...searchProductsQuery(searchTxt), enabled: searchTxt.trim().length >= 2, placeholderData: keepPreviousData });
}
