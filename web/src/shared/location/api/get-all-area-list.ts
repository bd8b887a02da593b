import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useWebsiteSettings } from '../../../lib/website-settings';

export const areaListQuery = () =>
  queryOptions({ queryKey: ['get_all_area_list', {}], queryFn: () => call('get_all_area_list', {}), staleTime: 5 * 60_000 });

export interface AreaEntry {
  name: string;
  area: string;
  city: string;
  zipcode: string;
}

/**
 * The shop's delivery areas (area, city, postcode). The settings carry them too in postcode mode
 * (location_areas), which shows at once while the full list loads.
 */
export function useAreaList() {
  const { data: settings } = useWebsiteSettings();
  const fromSettings = settings?.location_areas.length ? settings.location_areas.map((a) => ({ ...a, zone: '' })) : undefined;
  return useQuery({ ...areaListQuery(), placeholderData: fromSettings });
}

/** 'Whitechapel - E1': how the pincode list names an area. */
export function areaText(a: { area: string; zipcode: string }): string {
  return a.area ? `${a.area} - ${a.zipcode}` : a.zipcode;
}
