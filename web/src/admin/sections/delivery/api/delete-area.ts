import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { refetchCalls } from './invalidate';

/** admin_delete_area: stops serving an area. */
export function useDeleteArea() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => adminCall('admin_delete_area', { name }),
    onSuccess: () => refetchCalls(qc, ['admin_areas']),
  });
}
