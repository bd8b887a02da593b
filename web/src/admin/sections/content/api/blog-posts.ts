import type { CallPayloadIn, CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type BlogPostsPayload = CallPayloadIn<'admin_blog_posts'>;
export type BlogPostsResult = CallResult<'admin_blog_posts'>;

export const blogPostsQuery = (payload: BlogPostsPayload) =>
  queryOptions({
    queryKey: ['admin_blog_posts', payload],
    queryFn: ({ signal }) => adminCall('admin_blog_posts', payload, { signal }),
  });

/** admin_blog_posts: posts newest first, drafts included, with comments waiting. */
export function useBlogPosts(payload: BlogPostsPayload) {
  return useQuery(blogPostsQuery(payload));
}
