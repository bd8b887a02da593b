import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type SaveProductPayload = CallPayloadIn<'admin_save_product'>;

export function useSaveProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: SaveProductPayload) => adminCall('admin_save_product', p),
    onSuccess: (product) => {
      qc.setQueryData(['admin_product_detail', { name: product.name }], product);
      void qc.invalidateQueries({ queryKey: ['admin_product_list'] });
      void qc.invalidateQueries({ queryKey: ['admin_low_stock'] });
      void qc.invalidateQueries({ queryKey: ['admin_stock_history', { product: product.name }] });
    },
  });
}
