import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** The dropdown shows this many suggestions (the results page is get-search-listing.ts). */
export const SUGGESTION_LEN = 8;

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
