import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_save_menu (owners): the mobile menu's items in order, each on or off. */
export function useSaveMenu() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_menu'>) => adminCall('admin_save_menu', input),
    onSuccess: (r) => {
      qc.setQueryData(['admin_menu', {}], r);
      void qc.invalidateQueries({ queryKey: ['get_all_website_settings'] });
    },
  });
}
