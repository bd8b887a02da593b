import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_question_answer: saves the answer; the asker is e-mailed the first one. */
export function useAnswerQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_question_answer'>) => adminCall('admin_question_answer', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_question_list'] });
      void qc.invalidateQueries({ queryKey: ['admin_audit_log'] });
    },
  });
}
