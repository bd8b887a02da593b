import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_delete_scroll_content: removes an announcement. */
export function useDeleteScrollContent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_delete_scroll_content'>) => adminCall('admin_delete_scroll_content', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_scroll_content'] });
      void qc.invalidateQueries({ queryKey: ['get_scroll_content'] });
    },
  });
}
