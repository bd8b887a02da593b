import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const BLOG_PAGE_SIZE = 6;

export const blogListQuery = (category: string | undefined, pageSize = BLOG_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['get_blog_list', { category: category ?? null, page_size: pageSize }],
    queryFn: ({ pageParam, signal }) =>
      call('get_blog_list', { ...(category ? { category } : {}), page_no: pageParam, page_size: pageSize }, { signal }),
    initialPageParam: 1,
    // A short page is the last one.
    getNextPageParam: (last, pages) => (last.length < pageSize ? undefined : pages.length + 1),
    staleTime: 5 * 60_000,
  });

/** Blog posts, newest first, all or of one category (its route), a page at a time. */
export function useBlogList(category?: string, pageSize?: number) {
  return useInfiniteQuery(blogListQuery(category, pageSize));
}
