import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type AppConfigResult = CallResult<'admin_app_config'>;

export const appConfigQuery = () =>
  queryOptions({
    queryKey: ['admin_app_config', {}],
    queryFn: ({ signal }) => adminCall('admin_app_config', {}, { signal }),
  });

/** admin_app_config (owners): version prompt, LogRocket, footer, watched categories and the push key. */
export function useAppConfig() {
  return useQuery(appConfigQuery());
}
