import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { refetchCalls } from './invalidate';

/** admin_save_delivery_mode: switches the mode and moves stores or changes their radius. */
export function useSaveDeliveryMode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_delivery_mode'>) => adminCall('admin_save_delivery_mode', input),
    onSuccess: () => refetchCalls(qc, ['admin_delivery_mode']),
  });
}
