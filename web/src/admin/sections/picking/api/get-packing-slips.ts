import type { CallPayloadIn, CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type SlipSelection = CallPayloadIn<'admin_packing_slips'>;
export type TPackingSlip = CallResult<'admin_packing_slips'>[number];

export const packingSlipsQuery = (sel: SlipSelection) =>
  queryOptions({
    queryKey: ['admin_packing_slips', sel],
    queryFn: ({ signal }) => adminCall('admin_packing_slips', sel, { signal }),
  });

/** admin_packing_slips: one slip per order still to pick or packed (a date and slot, or one order). */
export function usePackingSlips(sel: SlipSelection) {
  return useQuery(packingSlipsQuery(sel));
}
