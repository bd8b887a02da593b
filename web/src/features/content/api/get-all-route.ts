import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/call-query';

export const allRouteQuery = () => callQuery('get_all_route', {}, 10 * 60_000);

/** Every public route of the shop with its title; the info pages are those of type 'info'. */
export function useInfoRoutes() {
  return useQuery({ ...allRouteQuery(), select: (routes) => routes.filter((r) => r.type === 'info') });
}
