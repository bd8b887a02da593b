import type { TAdminProduct } from '@larder/contract/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export function useDeleteProductImage(product: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (image: string) => adminCall('admin_delete_product_image', { product, image }),
    onSuccess: (images) => {
      qc.setQueryData<TAdminProduct>(['admin_product_detail', { name: product }], (p) => (p ? { ...p, images } : p));
      void qc.invalidateQueries({ queryKey: ['admin_product_list'] });
    },
  });
}
