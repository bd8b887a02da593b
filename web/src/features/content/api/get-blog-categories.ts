import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/call-query';

export const blogCategoriesQuery = () => callQuery('get_blog_categories', {}, 10 * 60_000);

export function useBlogCategories() {
  return useQuery(blogCategoriesQuery());
}
