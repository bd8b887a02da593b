import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { refetchCalls } from './invalidate';

/** admin_save_slot_template: adds or changes a slot (the server refuses overlaps). */
export function useSaveSlotTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_slot_template'>) => adminCall('admin_save_slot_template', input),
    onSuccess: () => refetchCalls(qc, ['admin_slot_templates', 'admin_slot_bookings', 'admin_shipping_methods']),
  });
}
