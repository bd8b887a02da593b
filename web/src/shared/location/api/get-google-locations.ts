import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** The spec slices place suggestions to 50. */
export const MAX_SUGGESTIONS = 50;

export const placesQuery = (payload: { query?: string; lat?: number; lng?: number }) =>
  queryOptions({
    queryKey: ['get_google_locations', payload],
    queryFn: ({ signal }) => call('get_google_locations', payload, { signal }),
    select: (places) => places.slice(0, MAX_SUGGESTIONS),
    staleTime: 5 * 60_000,
  });

/** Place suggestions for the search box ('area - zipcode'); nothing is asked for an empty text. */
export function usePlaceSuggestions(query: string) {
  const q = query.trim();
  return useQuery({ ...placesQuery({ query: q }), enabled: q.length > 0, placeholderData: keepPreviousData });
}
