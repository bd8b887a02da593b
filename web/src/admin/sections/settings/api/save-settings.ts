import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_save_settings (owners): saves any subset of the store settings; every process and app picks them up. */
export function useSaveStoreSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_settings'>) => adminCall('admin_save_settings', input),
    onSuccess: (r) => {
      qc.setQueryData(['admin_settings', {}], r);
      void qc.invalidateQueries({ queryKey: ['get_all_website_settings'] });
      void qc.invalidateQueries({ queryKey: ['get_settings_list'] });
      void qc.invalidateQueries({ queryKey: ['get_general_settings'] });
    },
  });
}
