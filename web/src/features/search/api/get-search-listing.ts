import type { TSort } from '@larder/contract/catalog';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { type FiltersPayload, PAGE_LEN } from '../../../shared/listing/listing-params';

export interface SearchListingArgs {
  searchTxt: string;
  sort_by: TSort;
  filters?: FiltersPayload;
}

/** Pages of the search results page (15 a page, as the spec's search), with the count of everything found. */
export const searchListingQuery = (args: SearchListingArgs) =>
  infiniteQueryOptions({
    queryKey: ['get_search_listing', { ...args, page_len: PAGE_LEN }] as const,
    queryFn: ({ pageParam, signal }) => call('get_search_listing', { ...args, page_len: PAGE_LEN, page_no: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page_no + 1 : undefined),
    staleTime: 60_000,
    // While a new sort or filter loads, the same search's products stay on screen (not another search's).
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[1].searchTxt === args.searchTxt ? prev : undefined),
  });

export function useSearchListing(args: SearchListingArgs) {
  return useInfiniteQuery(searchListingQuery(args));
}
