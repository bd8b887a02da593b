import type { CallPayloadIn, CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type ScrollContentPayload = CallPayloadIn<'admin_scroll_content'>;
export type ScrollContentResult = CallResult<'admin_scroll_content'>;

export const scrollContentQuery = (payload: ScrollContentPayload) =>
  queryOptions({
    queryKey: ['admin_scroll_content', payload],
    queryFn: ({ signal }) => adminCall('admin_scroll_content', payload, { signal }),
  });

/** admin_scroll_content: the announcement bar's messages, active or not. */
export function useScrollContent(payload: ScrollContentPayload) {
  return useQuery(scrollContentQuery(payload));
}
