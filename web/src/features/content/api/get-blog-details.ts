import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const blogDetailsQuery = (route: string) =>
  queryOptions({
    queryKey: ['get_blog_details', { route }],
    queryFn: ({ signal }) => call('get_blog_details', { route }, { signal }),
    staleTime: 60_000,
  });

/** A post with its content blocks, related posts and approved comments; status 'failed' when there is no such post. */
export function useBlogDetails(route: string, enabled = true) {
  return useQuery({ ...blogDetailsQuery(route), enabled: enabled && !!route });
}
