import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_review_set_status: approves (shown on the product page) or rejects a review. */
export function useSetReviewStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_review_set_status'>) => adminCall('admin_review_set_status', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_review_list'] });
      void qc.invalidateQueries({ queryKey: ['admin_audit_log'] });
    },
  });
}
