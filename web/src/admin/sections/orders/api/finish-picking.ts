import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { orderDetailQuery } from './get-order-detail';
import { weighingQuery } from './get-weighing';

/** admin_finish_picking: fixes the final total from the weights and takes the money (once). */
export function useFinishPicking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => adminCall('admin_finish_picking', { order_id: orderId }),
    onSuccess: async (r) => {
      const { payment: _p, ...sheet } = r;
      qc.setQueryData(weighingQuery(r.order_id).queryKey, sheet);
      // The total, the payment and the history changed; so did every list and count showing the order.
      await Promise.all(
        [
          orderDetailQuery(r.order_id).queryKey,
          ['admin_order_list'],
          ['admin_dashboard'],
          ['admin_pick_list'],
          ['admin_packing_slips'],
          ['admin_audit_log'],
        ].map((queryKey) => qc.invalidateQueries({ queryKey })),
      );
    },
  });
}
