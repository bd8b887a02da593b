import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const shippingChargesQuery = (shippingMethod: string, shippingAddr: string | null) =>
  queryOptions({
    queryKey: ['calculate_vendor_based_shipping_charges', { shipping_method: shippingMethod, shipping_addr: shippingAddr }],
    queryFn: ({ signal }) =>
      call(
        'calculate_vendor_based_shipping_charges',
        { shipping_method: shippingMethod, ...(shippingAddr ? { shipping_addr: shippingAddr } : {}) },
        { signal },
      ),
    staleTime: 30_000,
  });

/** calculate_vendor_based_shipping_charges: the server's delivery quote for this cart, method and address. */
export function useShippingCharges(shippingMethod: string, shippingAddr: string | null, enabled = true) {
  return useQuery({ ...shippingChargesQuery(shippingMethod, shippingAddr), enabled });
}
