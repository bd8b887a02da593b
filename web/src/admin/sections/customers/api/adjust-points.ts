import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_adjust_points: ± whole points with a reason; the request id makes a double click count once. */
export function useAdjustPoints() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_adjust_points'>) => adminCall('admin_adjust_points', input),
    onSuccess: (_r, input) => {
      void qc.invalidateQueries({ queryKey: ['admin_customer_detail', { customer_id: input.customer_id }] });
      void qc.invalidateQueries({ queryKey: ['admin_customer_list'] });
      void qc.invalidateQueries({ queryKey: ['admin_audit_log'] });
    },
  });
}
