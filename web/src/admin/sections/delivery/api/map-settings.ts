import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../api/client';

/** The map tiles the shop uses (same key and fetch as the storefront's settings query, so they share one answer). */
export const mapSettingsQuery = () =>
  queryOptions({ queryKey: ['get_all_website_settings'], queryFn: () => call('get_all_website_settings', {}), staleTime: 5 * 60_000 });

export function useMapSettings() {
  const q = useQuery(mapSettingsQuery());
  return { tileUrl: q.data?.map_tile_url ?? '', attribution: q.data?.map_attribution ?? '' };
}
