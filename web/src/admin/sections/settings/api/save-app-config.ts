import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_save_app_config (owners): saved to the settings, it streams to every open app. */
export function useSaveAppConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_app_config'>) => adminCall('admin_save_app_config', input),
    onSuccess: (r) => {
      qc.setQueryData(['admin_app_config', {}], r);
    },
  });
}
