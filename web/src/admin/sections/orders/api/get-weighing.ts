import type { CallResult } from '@larder/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { orderDetailQuery } from './get-order-detail';

export type TWeighingSheet = CallResult<'admin_weighing'>;
export type TWeighingLine = TWeighingSheet['lines'][number];

export const weighingQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['admin_weighing', { order_id: orderId }],
    queryFn: ({ signal }) => adminCall('admin_weighing', { order_id: orderId }, { signal }),
  });

/** admin_weighing: each line's estimate, cap, weight and charge, and the order's totals as weighed so far. */
export function useWeighing(orderId: string) {
  return useQuery({ ...weighingQuery(orderId), enabled: Boolean(orderId) });
}

/** A write answered with the new sheet: keep it, and fetch the order again (its history and lines left to pick). */
export function sheetChanged(qc: QueryClient, sheet: TWeighingSheet): void {
  qc.setQueryData(weighingQuery(sheet.order_id).queryKey, sheet);
  void qc.invalidateQueries({ queryKey: orderDetailQuery(sheet.order_id).queryKey });
}
