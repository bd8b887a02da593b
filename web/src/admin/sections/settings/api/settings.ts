import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type StoreSettingsResult = CallResult<'admin_settings'>;

export const storeSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin_settings', {}],
    queryFn: ({ signal }) => adminCall('admin_settings', {}, { signal }),
  });

/** admin_settings (owners): the store settings, money in pounds. */
export function useStoreSettings() {
  return useQuery(storeSettingsQuery());
}
