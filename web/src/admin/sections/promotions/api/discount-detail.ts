import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TDiscountDetail = CallResult<'admin_discount_detail'>;

export const discountDetailQuery = (name: string) =>
  queryOptions({
    queryKey: ['admin_discount_detail', { name }],
    queryFn: ({ signal }) => adminCall('admin_discount_detail', { name }, { signal }),
  });

/** admin_discount_detail: one rule with what it has done (orders, customers, money off, latest uses). */
export function useDiscountDetail(name: string | null) {
  return useQuery({ ...discountDetailQuery(name ?? ''), enabled: Boolean(name) });
}
