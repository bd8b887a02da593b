import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const allRouteQuery = () =>
  queryOptions({
    queryKey: ['get_all_route', {}],
    queryFn: ({ signal }) => call('get_all_route', {}, { signal }),
    staleTime: 10 * 60_000,
  });

/** Every public route of the shop with its title; the info pages are those of type 'info'. */
export function useInfoRoutes() {
  return useQuery({ ...allRouteQuery(), select: (routes) => routes.filter((r) => r.type === 'info') });
}
