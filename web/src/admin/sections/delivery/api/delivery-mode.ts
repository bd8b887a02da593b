import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TDeliveryMode = CallResult<'admin_delivery_mode'>;
export type TStore = TDeliveryMode['stores'][number];

export const deliveryModeQuery = () =>
  queryOptions({ queryKey: ['admin_delivery_mode', {}], queryFn: ({ signal }) => adminCall('admin_delivery_mode', {}, { signal }) });

/** admin_delivery_mode: how the shop decides where it delivers, and its stores' locations and radius. */
export function useDeliveryMode() {
  return useQuery(deliveryModeQuery());
}
