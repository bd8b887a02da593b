import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TAdminOrder = CallResult<'admin_order_detail'>;

export const orderDetailQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['admin_order_detail', { order_id: orderId }],
    queryFn: ({ signal }) => adminCall('admin_order_detail', { order_id: orderId }, { signal }),
  });

/** admin_order_detail: lines, address with its point, slot, payments and refunds, history, and what may happen next. */
export function useOrderDetail(orderId: string) {
  return useQuery({ ...orderDetailQuery(orderId), enabled: Boolean(orderId) });
}
