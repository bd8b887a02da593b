import type { CallPayloadIn, CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type BlogCommentsPayload = CallPayloadIn<'admin_blog_comments'>;
export type BlogCommentsResult = CallResult<'admin_blog_comments'>;

export const blogCommentsQuery = (payload: BlogCommentsPayload) =>
  queryOptions({
    queryKey: ['admin_blog_comments', payload],
    queryFn: ({ signal }) => adminCall('admin_blog_comments', payload, { signal }),
  });

/** admin_blog_comments: comments, those waiting for approval first. */
export function useBlogComments(payload: BlogCommentsPayload) {
  return useQuery(blogCommentsQuery(payload));
}
