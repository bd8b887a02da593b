import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const orderDiscountQuery = (shippingMethod: string) =>
  queryOptions({
    queryKey: ['get_order_discount', { shipping_method: shippingMethod }],
    queryFn: ({ signal }) => call('get_order_discount', { shipping_method: shippingMethod }, { signal }),
    staleTime: 30_000,
  });

/** get_order_discount: the automatic offers this cart gets with this method (no code needed). */
export function useOrderDiscount(shippingMethod: string | null, enabled = true) {
  return useQuery({ ...orderDiscountQuery(shippingMethod ?? ''), enabled: enabled && Boolean(shippingMethod) });
}
