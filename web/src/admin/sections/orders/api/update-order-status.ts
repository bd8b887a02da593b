import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { orderChanged } from './invalidate';

/** admin_update_order_status: one step along the way; the server e-mails and pushes the customer. */
export function useUpdateOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_update_order_status'>) => adminCall('admin_update_order_status', input),
    onSuccess: (order) => orderChanged(qc, order),
  });
}
