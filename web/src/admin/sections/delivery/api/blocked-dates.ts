import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TBlockedDate = CallResult<'admin_blocked_dates'>[number];

export const blockedDatesQuery = (includePast: boolean) =>
  queryOptions({
    queryKey: ['admin_blocked_dates', { include_past: includePast }],
    queryFn: ({ signal }) => adminCall('admin_blocked_dates', { include_past: includePast }, { signal }),
  });

/** admin_blocked_dates: closed dates from today on (or all), with the orders already booked on each. */
export function useBlockedDates(includePast: boolean) {
  return useQuery(blockedDatesQuery(includePast));
}
