import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type TDeliveryMode = CallResult<'admin_delivery_mode'>;
export type TStore = TDeliveryMode['stores'][number];

/** admin_delivery_mode: how the shop decides where it delivers, and its stores' locations and radius. */
export const useDeliveryMode = () => useConsoleQuery('admin_delivery_mode', {});
