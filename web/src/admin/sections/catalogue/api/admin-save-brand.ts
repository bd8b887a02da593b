import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export function useSaveBrand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: CallPayloadIn<'admin_save_brand'>) => adminCall('admin_save_brand', p),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin_brand_list'] }),
  });
}
