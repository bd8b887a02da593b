import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TShippingMethod = CallResult<'admin_shipping_methods'>[number];

export const shippingMethodsQuery = () =>
  queryOptions({ queryKey: ['admin_shipping_methods', {}], queryFn: ({ signal }) => adminCall('admin_shipping_methods', {}, { signal }) });

/** admin_shipping_methods: every method with its number of charge rules and slots. */
export function useShippingMethods() {
  return useQuery(shippingMethodsQuery());
}
