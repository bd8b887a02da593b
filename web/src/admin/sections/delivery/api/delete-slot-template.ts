import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { refetchCalls } from './invalidate';

/** admin_delete_slot_template: deletes a slot, or switches it off when it has bookings. */
export function useDeleteSlotTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => adminCall('admin_delete_slot_template', { name }),
    onSuccess: () => refetchCalls(qc, ['admin_slot_templates', 'admin_slot_bookings', 'admin_shipping_methods']),
  });
}
