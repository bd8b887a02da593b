import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** A stock change with its reason; every list showing that product's stock refreshes. */
export function useAdjustStock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: CallPayloadIn<'admin_adjust_stock'>) => adminCall('admin_adjust_stock', p),
    onSuccess: (r) => {
      void qc.invalidateQueries({ queryKey: ['admin_low_stock'] });
      void qc.invalidateQueries({ queryKey: ['admin_product_list'] });
      void qc.invalidateQueries({ queryKey: ['admin_product_detail', { name: r.product }] });
      void qc.invalidateQueries({ queryKey: ['admin_stock_history'] });
    },
  });
}
