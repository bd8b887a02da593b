import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_question_reject: takes a question (spam, abuse) off the waiting list. */
export function useRejectQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_question_reject'>) => adminCall('admin_question_reject', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_question_list'] });
      void qc.invalidateQueries({ queryKey: ['admin_audit_log'] });
    },
  });
}
