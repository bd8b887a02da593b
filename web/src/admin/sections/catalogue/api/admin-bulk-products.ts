import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

function useRefreshProducts() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['admin_product_list'] });
    void qc.invalidateQueries({ queryKey: ['admin_product_detail'] });
    void qc.invalidateQueries({ queryKey: ['admin_low_stock'] });
  };
}

/** One price for many products, or each moved by a percentage: all or none. */
export function useBulkProductPrice() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (p: CallPayloadIn<'admin_bulk_product_price'>) => adminCall('admin_bulk_product_price', p),
    onSuccess: refresh,
  });
}

export function useBulkProductPublish() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (p: CallPayloadIn<'admin_bulk_product_publish'>) => adminCall('admin_bulk_product_publish', p),
    onSuccess: refresh,
  });
}

/** Stock set to N or moved by ±N on many products or combinations: all or none. */
export function useBulkStock() {
  const refresh = useRefreshProducts();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: CallPayloadIn<'admin_bulk_stock'>) => adminCall('admin_bulk_stock', p),
    onSuccess: () => {
      refresh();
      void qc.invalidateQueries({ queryKey: ['admin_stock_history'] });
    },
  });
}
