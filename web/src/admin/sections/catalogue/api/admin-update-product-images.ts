import type { TAdminProduct } from '@larder/contract/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export function useUpdateProductImages(product: string) {
  const qc = useQueryClient();
  const key = ['admin_product_detail', { name: product }];
  return useMutation({
    mutationFn: (images: { name: string; alt: string }[]) => adminCall('admin_update_product_images', { product, images }),
    onSuccess: (images) => {
      qc.setQueryData<TAdminProduct>(key, (p) => (p ? { ...p, images } : p));
      void qc.invalidateQueries({ queryKey: ['admin_product_list'] });
    },
  });
}
