import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export const catalogOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin_catalog_options', {}],
    queryFn: ({ signal }) => adminCall('admin_catalog_options', {}, { signal }),
    staleTime: 5 * 60_000,
  });

export function useCatalogOptions() {
  return useQuery(catalogOptionsQuery());
}
