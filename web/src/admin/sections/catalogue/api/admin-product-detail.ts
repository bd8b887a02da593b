import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export const productDetailQuery = (name: string) =>
  queryOptions({
    queryKey: ['admin_product_detail', { name }],
    queryFn: ({ signal }) => adminCall('admin_product_detail', { name }, { signal }),
  });

export function useProductDetail(name: string | undefined) {
  return useQuery({ ...productDetailQuery(name ?? ''), enabled: !!name });
}
