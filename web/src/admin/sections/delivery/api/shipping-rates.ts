import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TShippingRate = CallResult<'admin_shipping_rates'>[number];

export const shippingRatesQuery = (method: string) =>
  queryOptions({
    queryKey: ['admin_shipping_rates', { shipping_method: method }],
    queryFn: ({ signal }) => adminCall('admin_shipping_rates', { shipping_method: method }, { signal }),
  });

/** admin_shipping_rates: a method's charge rules in the order the checkout tries them. */
export function useShippingRates(method: string | null) {
  return useQuery({ ...shippingRatesQuery(method ?? ''), enabled: Boolean(method) });
}
