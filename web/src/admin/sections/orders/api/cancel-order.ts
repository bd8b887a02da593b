import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { orderChanged } from './invalidate';

/** admin_cancel_order (managers, owners): stock and slot back, the money back to the card or the wallet. */
export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_cancel_order'>) => adminCall('admin_cancel_order', input),
    onSuccess: (r) => orderChanged(qc, r.order),
  });
}
