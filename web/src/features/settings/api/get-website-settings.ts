import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const websiteSettingsQuery = () =>
  queryOptions({ queryKey: ['get_all_website_settings'], queryFn: () => call('get_all_website_settings', {}), staleTime: 5 * 60_000 });

export function useWebsiteSettings() {
  return useQuery(websiteSettingsQuery());
}
