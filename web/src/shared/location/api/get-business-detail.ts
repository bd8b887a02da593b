import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const businessDetailQuery = () =>
  queryOptions({
    queryKey: ['get_business_detail', { name: 'BS-00001' }],
    queryFn: () => call('get_business_detail', { name: 'BS-00001' }),
    staleTime: 30 * 60_000,
  });

/** The shop's own record: where the map starts before a location is chosen. */
export function useBusinessDetail() {
  return useQuery(businessDetailQuery());
}
