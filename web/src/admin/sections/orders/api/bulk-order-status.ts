import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_bulk_order_status: many orders one step, all or none (or the others, with skip_blocked). */
export function useBulkOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_bulk_order_status'>) => adminCall('admin_bulk_order_status', input),
    onSuccess: () =>
      Promise.all(
        [
          'admin_order_list',
          'admin_order_detail',
          'admin_dashboard',
          'admin_slot_bookings',
          'admin_pick_list',
          'admin_packing_slips',
          'admin_audit_log',
        ].map((name) => qc.invalidateQueries({ queryKey: [name] })),
      ),
  });
}
