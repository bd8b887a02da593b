import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import type { FiltersPayload } from '../../../shared/listing/listing-params';

/**
 * The filter facets (price range, brands, attributes, certifications) of one category, counted
 * under the filters already chosen (each facet leaves out its own).
 */
export const categoryPageFiltersQuery = (route: string, filters?: FiltersPayload) =>
  queryOptions({
    queryKey: ['get_category_page_filters', { route, filters }] as const,
    queryFn: ({ signal }) => call('get_category_page_filters', filters ? { route, filters } : { route }, { signal }),
    staleTime: 5 * 60_000,
    // While new counts load, keep the same category's on screen, so the panel does not flicker on each tick.
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[1].route === route ? prev : undefined),
  });

export function useCategoryPageFilters(route: string | null, filters?: FiltersPayload) {
  return useQuery({ ...categoryPageFiltersQuery(route ?? '', filters), enabled: route !== null });
}
