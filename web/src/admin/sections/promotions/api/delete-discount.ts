import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_delete_discount: deletes a rule never used; a used one is switched off (its history stays). */
export function useDeleteDiscount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => adminCall('admin_delete_discount', { name }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_discount_list'] });
      void qc.invalidateQueries({ queryKey: ['admin_discount_detail'] });
    },
  });
}
