import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: ['admin_category_tree', {}],
    queryFn: ({ signal }) => adminCall('admin_category_tree', {}, { signal }),
  });

export function useCategoryTree() {
  return useQuery(categoryTreeQuery());
}
