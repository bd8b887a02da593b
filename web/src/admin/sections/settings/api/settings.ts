import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type StoreSettingsResult = CallResult<'admin_settings'>;
/** admin_settings (owners): the store settings, money in pounds. */
export const useStoreSettings = () => useConsoleQuery('admin_settings', {});
