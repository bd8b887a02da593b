import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_save_blog_category: creates or renames a blog category. */
export function useSaveBlogCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_blog_category'>) => adminCall('admin_save_blog_category', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_blog_categories'] });
      void qc.invalidateQueries({ queryKey: ['admin_blog_posts'] });
    },
  });
}
