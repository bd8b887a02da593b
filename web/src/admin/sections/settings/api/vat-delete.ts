import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_vat_delete (owners): deletes a class no product uses. */
export function useDeleteVat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_vat_delete'>) => adminCall('admin_vat_delete', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_vat'] });
    },
  });
}
