import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_save_scroll_content: creates or updates an announcement. */
export function useSaveScrollContent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_scroll_content'>) => adminCall('admin_save_scroll_content', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_scroll_content'] });
      void qc.invalidateQueries({ queryKey: ['get_scroll_content'] });
    },
  });
}
