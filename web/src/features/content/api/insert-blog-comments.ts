import type { CallPayload } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { blogDetailsQuery } from './get-blog-details';

type Data = CallPayload<'insert_blog_comments'>['data'];

/** Posts a comment; it is held for moderation (the answer's message says so) unless the shop publishes at once. */
export function useInsertBlogComment(route: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: Data) => call('insert_blog_comments', { data }),
    onSuccess: (res) => {
      // Only an approved comment changes what the post shows.
      if (res.comment?.is_approved === 1) void qc.invalidateQueries({ queryKey: blogDetailsQuery(route).queryKey });
    },
  });
}
