import { useMutation } from '@tanstack/react-query';
import { adminDownload } from '../../../admin-api';

export function useExportProducts() {
  return useMutation({ mutationFn: (p: { category?: string; active?: 0 | 1 }) => adminDownload('admin_export_products', p) });
}
