import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

export const deliverySlotsQuery = (shippingMethod: string) =>
  queryOptions({
    queryKey: ['get_cart_delivery_slots', { shipping_method: shippingMethod }],
    queryFn: ({ signal }) => call('get_cart_delivery_slots', { shipping_method: shippingMethod }, { signal }),
    // Places go quickly at busy times: never show an old picture of them for long.
    staleTime: 15_000,
  });

/** get_cart_delivery_slots: the method's dates and time windows with what is left; [] when the method has no slots. */
export function useDeliverySlots(shippingMethod: string | null) {
  return useQuery({ ...deliverySlotsQuery(shippingMethod ?? ''), enabled: Boolean(shippingMethod) });
}
