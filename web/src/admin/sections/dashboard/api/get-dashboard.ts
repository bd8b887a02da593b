import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TDashboard = CallResult<'admin_dashboard'>;

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['admin_dashboard', {}],
    queryFn: ({ signal }) => adminCall('admin_dashboard', {}, { signal }),
  });

/** admin_dashboard: today's numbers, the week's slots, low stock, failed payments; refreshed every minute. */
export function useDashboard() {
  return useQuery({ ...dashboardQuery(), refetchInterval: 60_000, refetchIntervalInBackground: false });
}
