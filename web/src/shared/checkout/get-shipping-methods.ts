import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../lib/call-query';

export const shippingMethodsQuery = () => callQuery('get_shipping_method', {}, 5 * 60_000);

/** get_shipping_method: Delivery and Click & Collect, as the shop offers them. */
export function useShippingMethods() {
  return useQuery(shippingMethodsQuery());
}
