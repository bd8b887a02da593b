import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/**
 * The home page-builder content, read here for the carousels' "View all" pages. Same key as the
 * home feature's query, so coming from home costs no request.
 */
export const mobileHomePageQuery = (applicationType: 'mobile' | 'web') =>
  queryOptions({
    queryKey: ['get_mobile_home_page', { application_type: applicationType }],
    queryFn: ({ signal }) => call('get_mobile_home_page', { application_type: applicationType }, { signal }),
    staleTime: 60_000,
  });

export function useMobileHomePage(applicationType: 'mobile' | 'web') {
  return useQuery(mobileHomePageQuery(applicationType));
}
