import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { refetchCalls } from './invalidate';

/** admin_save_delivery_rules: the slot rules (store settings; every server process reloads them). */
export function useSaveDeliveryRules() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_delivery_rules'>) => adminCall('admin_save_delivery_rules', input),
    onSuccess: () => refetchCalls(qc, ['admin_delivery_rules', 'admin_slot_bookings']),
  });
}
