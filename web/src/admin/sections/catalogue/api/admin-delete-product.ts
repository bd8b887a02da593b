import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export function useDeleteProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => adminCall('admin_delete_product', { name }),
    onSuccess: (_r, name) => {
      void qc.invalidateQueries({ queryKey: ['admin_product_list'] });
      void qc.invalidateQueries({ queryKey: ['admin_product_detail', { name }] });
    },
  });
}
