import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_save_info_page: creates or updates an info page (blocks, never HTML). */
export function useSaveInfoPage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_info_page'>) => adminCall('admin_save_info_page', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_info_pages'] });
      void qc.invalidateQueries({ queryKey: ['get_page_details'] });
    },
  });
}
