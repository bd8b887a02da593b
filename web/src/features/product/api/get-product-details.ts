import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../api/client';

export const productDetailsQuery = (route: string) =>
  queryOptions({
    queryKey: ['get_product_details', { route }],
    queryFn: ({ signal }) => call('get_product_details', { route }, { signal }),
    staleTime: 60_000,
  });

export function useProductDetails(route: string) {
  return useQuery({ ...productDetailsQuery(route), enabled: route !== '' });
}

/** The server answers 404 (DoesNotExistError) for an unknown or inactive product. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
