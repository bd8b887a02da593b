import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const blogCategoriesQuery = () =>
  queryOptions({
    queryKey: ['get_blog_categories', {}],
    queryFn: ({ signal }) => call('get_blog_categories', {}, { signal }),
    staleTime: 10 * 60_000,
  });

export function useBlogCategories() {
  return useQuery(blogCategoriesQuery());
}
