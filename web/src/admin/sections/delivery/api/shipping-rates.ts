import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type TShippingRate = CallResult<'admin_shipping_rates'>[number];

/** admin_shipping_rates: a method's charge rules in the order the checkout tries them. */
export const useShippingRates = (method: string | null) =>
  useConsoleQuery('admin_shipping_rates', { shipping_method: method ?? '' }, { enabled: Boolean(method) });
