import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_reorder_home_sections: the new order of one layout's sections; the answer is that layout's list. */
export function useReorderHomeSections() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_reorder_home_sections'>) => adminCall('admin_reorder_home_sections', input),
    onSuccess: (list, input) => {
      qc.setQueryData(['admin_home_sections', { application_type: input.application_type }], list);
      void qc.invalidateQueries({ queryKey: ['admin_home_sections'] });
      void qc.invalidateQueries({ queryKey: ['get_mobile_home_page'] });
    },
  });
}
