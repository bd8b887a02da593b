import type { CallPayloadIn, CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type HomeSectionsPayload = CallPayloadIn<'admin_home_sections'>;
export type HomeSectionsResult = CallResult<'admin_home_sections'>;

export const homeSectionsQuery = (payload: HomeSectionsPayload) =>
  queryOptions({
    queryKey: ['admin_home_sections', payload],
    queryFn: ({ signal }) => adminCall('admin_home_sections', payload, { signal }),
  });

/** admin_home_sections: the home page's sections in order (all, or one layout's). */
export function useHomeSections(payload: HomeSectionsPayload) {
  return useQuery(homeSectionsQuery(payload));
}
