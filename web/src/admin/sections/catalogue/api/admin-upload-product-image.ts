import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUpload, readFile, type UploadProgress } from '../../../ui/catalogue-upload';

/** Reads the picture, sends it with upload progress; the detail and list show it afterwards. */
export function useUploadProductImage(product: string, onProgress: (p: UploadProgress) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, alt }: { file: File; alt: string }) => {
      const data = await readFile(file, 'base64');
      return adminUpload('admin_upload_product_image', { product, data, alt }, onProgress);
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_product_detail', { name: product }] });
      void qc.invalidateQueries({ queryKey: ['admin_product_list'] });
    },
  });
}
