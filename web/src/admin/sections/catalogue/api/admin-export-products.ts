import { useMutation } from '@tanstack/react-query';
import { adminCall, downloadText } from '../../../admin-api';

export function useExportProducts() {
  return useMutation({
    mutationFn: (p: { category?: string; active?: 0 | 1 }) => adminCall('admin_export_products', p),
    onSuccess: (r) => downloadText(r.filename, r.csv),
  });
}
