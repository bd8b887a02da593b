import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const homePageQuery = (applicationType: 'mobile' | 'web') =>
  queryOptions({
    queryKey: ['get_mobile_home_page', { application_type: applicationType }],
    queryFn: () => call('get_mobile_home_page', { application_type: applicationType }),
    staleTime: 60_000,
  });

export function useHomePage(applicationType: 'mobile' | 'web') {
  return useQuery(homePageQuery(applicationType));
}
