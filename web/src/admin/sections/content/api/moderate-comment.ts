import type { CallPayloadIn } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

/** admin_moderate_comment: approves (it shows on the post) or deletes a comment. */
export function useModerateComment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CallPayloadIn<'admin_moderate_comment'>) => adminCall('admin_moderate_comment', input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin_blog_comments'] });
      void qc.invalidateQueries({ queryKey: ['admin_blog_posts'] });
      void qc.invalidateQueries({ queryKey: ['get_blog_details'] });
    },
  });
}
