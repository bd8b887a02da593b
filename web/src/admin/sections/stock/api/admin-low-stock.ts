import type { CallPayloadIn } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export const lowStockQuery = (payload: CallPayloadIn<'admin_low_stock'>) =>
  queryOptions({
    queryKey: ['admin_low_stock', payload],
    queryFn: ({ signal }) => adminCall('admin_low_stock', payload, { signal }),
    placeholderData: keepPreviousData,
  });

export function useLowStock(payload: CallPayloadIn<'admin_low_stock'>) {
  return useQuery(lowStockQuery(payload));
}
