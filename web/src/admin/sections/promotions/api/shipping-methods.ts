import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type TMethod = CallResult<'admin_shipping_methods'>[number];

/** admin_shipping_methods: for "only with this method" (same key as the delivery section's, so both share one answer). */
export const useMethods = () => useConsoleQuery('admin_shipping_methods', {});
