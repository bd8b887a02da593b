import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const brandsListQuery = () =>
  queryOptions({
    queryKey: ['get_brands_list', {}],
    queryFn: ({ signal }) => call('get_brands_list', {}, { signal }),
    staleTime: 5 * 60_000,
  });

export function useBrandsList() {
  return useQuery(brandsListQuery());
}
