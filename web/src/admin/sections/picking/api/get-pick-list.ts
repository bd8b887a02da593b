import type { CallPayloadIn, CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type PickSelection = CallPayloadIn<'admin_pick_list'>;
export type TPickList = CallResult<'admin_pick_list'>;

export const pickListQuery = (sel: PickSelection) =>
  queryOptions({
    queryKey: ['admin_pick_list', sel],
    queryFn: ({ signal }) => adminCall('admin_pick_list', sel, { signal }),
  });

/** admin_pick_list: what to pick for a date (and slot), by category, with totals and the orders needing each. */
export function usePickList(sel: PickSelection) {
  return useQuery(pickListQuery(sel));
}
