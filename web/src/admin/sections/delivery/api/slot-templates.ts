import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TSlotTemplate = CallResult<'admin_slot_templates'>[number];

export const slotTemplatesQuery = (method: string) =>
  queryOptions({
    queryKey: ['admin_slot_templates', { shipping_method: method }],
    queryFn: ({ signal }) => adminCall('admin_slot_templates', { shipping_method: method }, { signal }),
  });

/** admin_slot_templates: one method's slots, switched-off ones too, with their bookings. */
export function useSlotTemplates(method: string | null) {
  return useQuery({ ...slotTemplatesQuery(method ?? ''), enabled: Boolean(method) });
}
