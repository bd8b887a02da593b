import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TStaff = CallResult<'admin_staff_list'>[number];

export const staffListQuery = () =>
  queryOptions({
    queryKey: ['admin_staff_list', {}],
    queryFn: ({ signal }) => adminCall('admin_staff_list', {}, { signal }),
  });

/** admin_staff_list (owners): every staff account. */
export function useStaffList() {
  return useQuery(staffListQuery());
}
