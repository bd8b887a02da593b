import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const parentCategoriesQuery = () =>
  queryOptions({
    queryKey: ['get_parent_categories', { show_count: 1 }],
    queryFn: () => call('get_parent_categories', { show_count: 1 }),
    staleTime: 5 * 60_000,
  });

export function useParentCategories() {
  return useQuery(parentCategoriesQuery());
}
