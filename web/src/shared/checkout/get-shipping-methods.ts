import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

export const shippingMethodsQuery = () =>
  queryOptions({
    queryKey: ['get_shipping_method', {}],
    queryFn: ({ signal }) => call('get_shipping_method', {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** get_shipping_method: Delivery and Click & Collect, as the shop offers them. */
export function useShippingMethods() {
  return useQuery(shippingMethodsQuery());
}
