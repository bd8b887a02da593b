import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUpload, type UploadProgress } from '../../../ui/catalogue-upload';

/** Sends the picture as a file with upload progress; the detail and list show it afterwards. */
export function useUploadProductImage(product: string, onProgress: (p: UploadProgress) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, alt }: { file: File; alt: string }) =>
      adminUpload('admin_upload_product_image', { product, alt }, { field: 'data', file }, onProgress),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_product_detail', { name: product }] });
      void qc.invalidateQueries({ queryKey: ['admin_product_list'] });
    },
  });
}
