import type { TListProduct } from '@larder/contract/catalog';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** The dropdown shows this many suggestions; the results page loads this many per page (spec: 15). */
export const SUGGESTION_LEN = 8;
export const RESULTS_PAGE_LEN = 15;

/**
 * Suggestions for the search box. The query's AbortSignal goes to the request, so a keyword the
 * user has typed past is cancelled when its query loses its observer.
 */
export const searchSuggestionsQuery = (searchTxt: string) => {
  const payload = { searchTxt, page_no: 1, page_len: SUGGESTION_LEN };
  return queryOptions({
    queryKey: ['get_search_products', payload],
    queryFn: ({ signal }) => call('get_search_products', payload, { signal }),
    staleTime: 60_000,
    retry: false,
  });
};

/** `searchTxt` is already debounced and trimmed; an empty keyword runs no search. */
export function useSearchSuggestions(searchTxt: string) {
  return useQuery({ ...searchSuggestionsQuery(searchTxt), enabled: searchTxt !== '', placeholderData: keepPreviousData });
}

export const searchResultsQuery = (searchTxt: string) => {
  const payload = { searchTxt, page_len: RESULTS_PAGE_LEN };
  return infiniteQueryOptions({
    queryKey: ['get_search_products', payload],
    queryFn: ({ pageParam, signal }) => call('get_search_products', { ...payload, page_no: pageParam }, { signal }),
    initialPageParam: 1,
    // The call answers a plain list: a full page means there may be more.
    getNextPageParam: (last: TListProduct[], pages) => (last.length >= RESULTS_PAGE_LEN ? pages.length + 1 : undefined),
    staleTime: 60_000,
  });
};

export function useSearchResults(searchTxt: string) {
  return useInfiniteQuery(searchResultsQuery(searchTxt));
}
