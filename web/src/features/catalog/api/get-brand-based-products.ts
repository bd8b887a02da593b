import type { TSort } from '@larder/contract/catalog';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { type FiltersPayload, PAGE_LEN } from '../../../shared/listing/listing-params';

export interface BrandProductsArgs {
  brand: string;
  sort_by: TSort;
  filters?: FiltersPayload;
}

/** Pages of a brand's products; the key holds everything but page_no. */
export const brandProductsQuery = (args: BrandProductsArgs) =>
  infiniteQueryOptions({
    queryKey: ['get_brand_based_products', { ...args, page_len: PAGE_LEN }] as const,
    queryFn: ({ pageParam, signal }) => call('get_brand_based_products', { ...args, page_len: PAGE_LEN, page_no: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page_no + 1 : undefined),
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[1].brand === args.brand ? prev : undefined),
  });

export function useBrandProducts(args: BrandProductsArgs) {
  return useInfiniteQuery(brandProductsQuery(args));
}
