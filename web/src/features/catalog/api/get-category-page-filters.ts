import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** The filter facets (price range, brands, attributes, certifications) of one category. */
export const categoryPageFiltersQuery = (route: string) =>
  queryOptions({
    queryKey: ['get_category_page_filters', { route }],
    queryFn: ({ signal }) => call('get_category_page_filters', { route }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useCategoryPageFilters(route: string | null) {
  return useQuery({ ...categoryPageFiltersQuery(route ?? ''), enabled: route !== null });
}
