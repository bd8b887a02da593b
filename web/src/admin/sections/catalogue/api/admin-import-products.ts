import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUpload, type UploadProgress } from '../../../ui/catalogue-upload';

/** Sends the CSV file with upload progress (the server reads it as it streams); a real run refreshes every catalogue and stock list. */
export function useImportProducts(onProgress: (p: UploadProgress) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { file: File; dry_run: boolean; skip_invalid: boolean }) =>
      adminUpload(
        'admin_import_products',
        { dry_run: p.dry_run ? 1 : 0, skip_invalid: p.skip_invalid ? 1 : 0 },
        { field: 'csv', file: p.file },
        onProgress,
      ),
    onSuccess: (report) => {
      if (!report.written) return;
      for (const key of ['admin_product_list', 'admin_product_detail', 'admin_low_stock', 'admin_category_tree', 'admin_brand_list'])
        void qc.invalidateQueries({ queryKey: [key] });
    },
  });
}
