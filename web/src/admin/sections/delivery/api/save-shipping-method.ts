import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { refetchCalls } from './invalidate';

/** admin_save_shipping_method: adds or changes a method (names are unique). */
export function useSaveShippingMethod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_shipping_method'>) => adminCall('admin_save_shipping_method', input),
    onSuccess: () => refetchCalls(qc, ['admin_shipping_methods', 'admin_slot_templates', 'admin_slot_bookings']),
  });
}
