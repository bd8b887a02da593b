import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import type { FiltersPayload } from './listing-params';

/**
 * The filter facets (price range, brands, attributes, certifications) of everything a search
 * finds, counted under the filters already chosen (each facet leaves out its own). Here, not in
 * the search feature, because the mobile filters page offers them too.
 */
export const searchPageFiltersQuery = (searchTxt: string, filters?: FiltersPayload) =>
  queryOptions({
    queryKey: ['get_search_page_filters', { searchTxt, filters }] as const,
    queryFn: ({ signal }) => call('get_search_page_filters', filters ? { searchTxt, filters } : { searchTxt }, { signal }),
    staleTime: 5 * 60_000,
    // While new counts load, keep the same search's on screen, so the panel does not flicker on each tick.
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[1].searchTxt === searchTxt ? prev : undefined),
  });

export function useSearchPageFilters(searchTxt: string | null, filters?: FiltersPayload) {
  return useQuery({ ...searchPageFiltersQuery(searchTxt ?? '', filters), enabled: searchTxt !== null });
}
