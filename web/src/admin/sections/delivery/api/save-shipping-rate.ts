import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { refetchCalls } from './invalidate';

/** admin_save_shipping_rate: adds or changes a charge rule (bands of one kind must not overlap). */
export function useSaveShippingRate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_shipping_rate'>) => adminCall('admin_save_shipping_rate', input),
    onSuccess: () => refetchCalls(qc, ['admin_shipping_rates', 'admin_shipping_methods']),
  });
}
