import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/**
 * The shop settings the account screens read (login image, which menu items are on). Same key
 * and fetch as the shell's settings query, so both share one cached answer.
 */
export const websiteSettingsQuery = () =>
  queryOptions({ queryKey: ['get_all_website_settings'], queryFn: () => call('get_all_website_settings', {}), staleTime: 5 * 60_000 });

export function useWebsiteSettings() {
  return useQuery(websiteSettingsQuery());
}
