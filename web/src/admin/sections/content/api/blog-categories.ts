import type { CallPayloadIn, CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type BlogCategoriesPayload = CallPayloadIn<'admin_blog_categories'>;
export type BlogCategoriesResult = CallResult<'admin_blog_categories'>;

export const blogCategoriesQuery = (payload: BlogCategoriesPayload) =>
  queryOptions({
    queryKey: ['admin_blog_categories', payload],
    queryFn: ({ signal }) => adminCall('admin_blog_categories', payload, { signal }),
  });

/** admin_blog_categories: blog categories with their post counts. */
export function useBlogCategories(payload: BlogCategoriesPayload) {
  return useQuery(blogCategoriesQuery(payload));
}
