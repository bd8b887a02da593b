import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type MenuResult = CallResult<'admin_menu'>;

export const menuQuery = () =>
  queryOptions({
    queryKey: ['admin_menu', {}],
    queryFn: ({ signal }) => adminCall('admin_menu', {}, { signal }),
  });

/** admin_menu (owners): the mobile menu's items and the icons they may use. */
export function useMenu() {
  return useQuery(menuQuery());
}
