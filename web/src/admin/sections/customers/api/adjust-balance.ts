import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

type AdjustCall = 'admin_adjust_points' | 'admin_adjust_wallet';

/** ± a customer's balance with a reason; the request id makes a double click count once. */
function useAdjust<N extends AdjustCall>(name: N) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<N>) => adminCall(name, input),
    onSuccess: (_r, input) => {
      void qc.invalidateQueries({ queryKey: ['admin_customer_detail', { customer_id: input.customer_id }] });
      void qc.invalidateQueries({ queryKey: ['admin_customer_list'] });
      void qc.invalidateQueries({ queryKey: ['admin_audit_log'] });
    },
  });
}

/** admin_adjust_points: ± whole points. */
export const useAdjustPoints = () => useAdjust('admin_adjust_points');
/** admin_adjust_wallet: ± pounds. */
export const useAdjustWallet = () => useAdjust('admin_adjust_wallet');
