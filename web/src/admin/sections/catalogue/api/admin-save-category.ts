import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export function useSaveCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: CallPayloadIn<'admin_save_category'>) => adminCall('admin_save_category', p),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin_category_tree'] }),
  });
}
