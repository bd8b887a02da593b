import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';
import { adminUpload } from '../../../ui/catalogue-upload';

type Fields = Omit<CallPayloadIn<'admin_save_category'>, 'image_data'>;

/** Saves a category; a new picture goes with it as a file (multipart, up to 8 MB; decision 019). */
export function useSaveCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...fields }: Fields & { file?: File }) =>
      file
        ? adminUpload('admin_save_category', fields as Record<string, string | number | null>, { field: 'image_data', file }, () => {})
        : adminCall('admin_save_category', fields),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin_category_tree'] }),
  });
}
