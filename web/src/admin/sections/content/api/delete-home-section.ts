import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_delete_home_section: removes a section from the home page. */
export function useDeleteHomeSection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_delete_home_section'>) => adminCall('admin_delete_home_section', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_home_sections'] });
      void qc.invalidateQueries({ queryKey: ['get_mobile_home_page'] });
    },
  });
}
