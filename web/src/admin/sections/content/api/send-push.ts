import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_send_push: a notification to every device that accepted them (a few per hour). */
export function useSendPush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_send_push'>) => adminCall('admin_send_push', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_push_history'] });
    },
  });
}
