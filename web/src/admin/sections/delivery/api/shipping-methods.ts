import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type TShippingMethod = CallResult<'admin_shipping_methods'>[number];

/** admin_shipping_methods: every method with its number of charge rules and slots. */
export const useShippingMethods = () => useConsoleQuery('admin_shipping_methods', {});
