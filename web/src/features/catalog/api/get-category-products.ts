import type { TSort } from '@larder/contract/catalog';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { type FiltersPayload, PAGE_LEN } from '../../../shared/listing/listing-params';

export interface CategoryProductsArgs {
  route: string;
  sort_by: TSort;
  filters?: FiltersPayload;
}

/** Pages of a category listing; the key holds everything but page_no. */
export const categoryProductsQuery = (args: CategoryProductsArgs) =>
  infiniteQueryOptions({
    queryKey: ['get_category_products', { ...args, page_len: PAGE_LEN }] as const,
    queryFn: ({ pageParam, signal }) => call('get_category_products', { ...args, page_len: PAGE_LEN, page_no: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page_no + 1 : undefined),
    // While new filters or a new sort load, keep the same category's products on screen (not another category's).
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[1].route === args.route ? prev : undefined),
  });

export function useCategoryProducts(args: CategoryProductsArgs) {
  return useInfiniteQuery(categoryProductsQuery(args));
}
