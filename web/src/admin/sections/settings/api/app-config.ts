import type { CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type AppConfigResult = CallResult<'admin_app_config'>;
/** admin_app_config (owners): version prompt, LogRocket, footer, watched categories and the push key. */
export const useAppConfig = () => useConsoleQuery('admin_app_config', {});
