import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_save_vat (owners): adds a class or changes one's name or rate. */
export function useSaveVat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_vat'>) => adminCall('admin_save_vat', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_vat'] });
    },
  });
}
