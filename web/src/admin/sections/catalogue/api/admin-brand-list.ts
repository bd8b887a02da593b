import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export const brandListQuery = () =>
  queryOptions({
    queryKey: ['admin_brand_list', {}],
    queryFn: ({ signal }) => adminCall('admin_brand_list', {}, { signal }),
  });

export function useBrandList() {
  return useQuery(brandListQuery());
}
