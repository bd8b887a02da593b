import type { CallPayloadIn, CallResult } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type OrderListPayload = CallPayloadIn<'admin_order_list'>;
export type TOrderRow = CallResult<'admin_order_list'>['orders'][number];

export const orderListQuery = (payload: OrderListPayload) =>
  queryOptions({
    queryKey: ['admin_order_list', payload],
    queryFn: ({ signal }) => adminCall('admin_order_list', payload, { signal }),
  });

/** admin_order_list: one page of orders, newest first, with the total matching the filters. The last page stays while the next loads. */
export function useOrderList(payload: OrderListPayload) {
  return useQuery({ ...orderListQuery(payload), placeholderData: keepPreviousData });
}
