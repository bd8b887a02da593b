import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type TDeliveryRules = CallResult<'admin_delivery_rules'>;

/** admin_delivery_rules: days ahead, cut-off, hold time and weekdays without delivery. */
export const useDeliveryRules = () => useConsoleQuery('admin_delivery_rules', {});
