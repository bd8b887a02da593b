import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

/**
 * The filter facets (price range, brands, attributes, certifications) of everything a search
 * finds. Here, not in the search feature, because the mobile filters page offers them too.
 */
export const searchPageFiltersQuery = (searchTxt: string) =>
  queryOptions({
    queryKey: ['get_search_page_filters', { searchTxt }],
    queryFn: ({ signal }) => call('get_search_page_filters', { searchTxt }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useSearchPageFilters(searchTxt: string | null) {
  return useQuery({ ...searchPageFiltersQuery(searchTxt ?? ''), enabled: searchTxt !== null });
}
