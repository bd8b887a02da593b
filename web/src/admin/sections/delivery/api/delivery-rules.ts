import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TDeliveryRules = CallResult<'admin_delivery_rules'>;

export const deliveryRulesQuery = () =>
  queryOptions({ queryKey: ['admin_delivery_rules', {}], queryFn: ({ signal }) => adminCall('admin_delivery_rules', {}, { signal }) });

/** admin_delivery_rules: days ahead, cut-off, hold time and weekdays without delivery. */
export function useDeliveryRules() {
  return useQuery(deliveryRulesQuery());
}
