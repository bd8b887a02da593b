import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TMethod = CallResult<'admin_shipping_methods'>[number];

/** Same key as the delivery section's, so both share one answer. */
export const methodsQuery = () =>
  queryOptions({ queryKey: ['admin_shipping_methods', {}], queryFn: ({ signal }) => adminCall('admin_shipping_methods', {}, { signal }) });

/** admin_shipping_methods: for "only with this method". */
export function useMethods() {
  return useQuery(methodsQuery());
}
