import type { CallPayloadIn, CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type InfoPagesPayload = CallPayloadIn<'admin_info_pages'>;
export type InfoPagesResult = CallResult<'admin_info_pages'>;

export const infoPagesQuery = (payload: InfoPagesPayload) =>
  queryOptions({
    queryKey: ['admin_info_pages', payload],
    queryFn: ({ signal }) => adminCall('admin_info_pages', payload, { signal }),
  });

/** admin_info_pages: every info page with its blocks. */
export function useInfoPages(payload: InfoPagesPayload) {
  return useQuery(infoPagesQuery(payload));
}
