import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export function useSaveLowStockThreshold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (threshold: number) => adminCall('admin_save_low_stock_threshold', { threshold }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_low_stock'] });
      void qc.invalidateQueries({ queryKey: ['admin_product_list'] });
    },
  });
}
