import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const scrollContentQuery = () =>
  queryOptions({
    queryKey: ['get_scroll_content', {}],
    queryFn: ({ signal }) => call('get_scroll_content', {}, { signal }),
    staleTime: 10 * 60_000,
  });

/** The announcement bar's lines, each with the route it links to. */
export function useScrollContent() {
  return useQuery(scrollContentQuery());
}
