import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_save_blog_post: creates or updates a post. */
export function useSaveBlogPost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_save_blog_post'>) => adminCall('admin_save_blog_post', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_blog_posts'] });
      void qc.invalidateQueries({ queryKey: ['admin_blog_categories'] });
      void qc.invalidateQueries({ queryKey: ['get_blog_details'] });
    },
  });
}
