import type { CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type TArea = CallResult<'admin_areas'>[number];

export const areasQuery = () =>
  queryOptions({ queryKey: ['admin_areas', {}], queryFn: ({ signal }) => adminCall('admin_areas', {}, { signal }) });

/** admin_areas: every served postcode district and sector, switched-off ones too. */
export function useAreas() {
  return useQuery(areasQuery());
}
