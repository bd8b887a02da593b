import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { refetchCalls } from './invalidate';

/** admin_save_area: adds or changes a served district or sector with its centre. */
export function useSaveArea() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_area'>) => adminCall('admin_save_area', input),
    onSuccess: () => refetchCalls(qc, ['admin_areas']),
  });
}
