import type { TWebsiteSettings } from '@larder/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** Same key and fetch as the shell's settings query, so all share one cached answer. */
export const websiteSettingsQuery = () =>
  queryOptions({ queryKey: ['get_all_website_settings'], queryFn: () => call('get_all_website_settings', {}), staleTime: 5 * 60_000 });

export function useWebsiteSettings() {
  return useQuery(websiteSettingsQuery());
}

export type LocationMode = 'multi_store' | 'radius' | 'zipcode' | 'open';

/** How the shop decides who it delivers to; the server applies the same order. */
export function locationMode(s: TWebsiteSettings | undefined): LocationMode {
  if (!s) return 'zipcode';
  if (s.enable_multi_store) return 'multi_store';
  if (s.radius_based_validation) return 'radius';
  if (s.enable_zipcode) return 'zipcode';
  return 'open';
}
