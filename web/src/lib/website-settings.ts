import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/client';

/**
 * The shop's website settings (get_all_website_settings): one query and one cached answer for
 * every screen that reads them (shell, account, location, cart, checkout, payments, console).
 */
export const websiteSettingsQuery = () =>
  queryOptions({ queryKey: ['get_all_website_settings'], queryFn: () => call('get_all_website_settings', {}), staleTime: 5 * 60_000 });

export function useWebsiteSettings() {
  return useQuery(websiteSettingsQuery());
}
