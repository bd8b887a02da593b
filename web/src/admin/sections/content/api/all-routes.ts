import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client';

export const allRoutesQuery = () =>
  queryOptions({
    queryKey: ['get_all_route', {}],
    queryFn: ({ signal }) => call('get_all_route', {}, { signal, token: null }),
    staleTime: 5 * 60_000,
  });

/** get_all_route (public): the shop's pages and categories, for link pickers. */
export function useAllRoutes() {
  return useQuery(allRoutesQuery());
}
