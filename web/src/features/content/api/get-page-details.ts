import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../api/client';

export const pageDetailsQuery = (route: string) =>
  queryOptions({
    queryKey: ['get_page_details', { route }],
    queryFn: ({ signal }) => call('get_page_details', { route }, { signal }),
    staleTime: 10 * 60_000,
    // A missing page is an answer, not a hiccup: do not retry a 404.
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });

/** An info page (why, story, about-us, policies, terms) as content blocks. */
export function usePageDetails(route: string) {
  return useQuery(pageDetailsQuery(route));
}
