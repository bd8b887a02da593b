import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { refetchCalls } from './invalidate';

/** admin_delete_shipping_rate: removes a charge rule. */
export function useDeleteShippingRate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => adminCall('admin_delete_shipping_rate', { name }),
    onSuccess: () => refetchCalls(qc, ['admin_shipping_rates', 'admin_shipping_methods']),
  });
}
