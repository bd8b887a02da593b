import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_save_home_section: creates or updates a section (its config checked against its type). */
export function useSaveHomeSection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_home_section'>) => adminCall('admin_save_home_section', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_home_sections'] });
      void qc.invalidateQueries({ queryKey: ['get_mobile_home_page'] });
    },
  });
}
