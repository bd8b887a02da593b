import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { adminUpload } from '../../../ui/catalogue-upload';

type Fields = Omit<CallPayloadIn<'admin_save_brand'>, 'logo_data'>;

/** Saves a brand; a new logo goes with it as a file (multipart, up to 8 MB; decision 019). */
export function useSaveBrand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...fields }: Fields & { file?: File }) =>
      file
        ? adminUpload('admin_save_brand', fields as Record<string, string | number | null>, { field: 'logo_data', file }, () => {})
        : adminCall('admin_save_brand', fields),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin_brand_list'] }),
  });
}
