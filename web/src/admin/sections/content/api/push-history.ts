import type { CallPayloadIn, CallResult } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type PushHistoryPayload = CallPayloadIn<'admin_push_history'>;
export type PushHistoryResult = CallResult<'admin_push_history'>;

export const pushHistoryQuery = (payload: PushHistoryPayload) =>
  queryOptions({
    queryKey: ['admin_push_history', payload],
    queryFn: ({ signal }) => adminCall('admin_push_history', payload, { signal }),
  });

/** admin_push_history: recent pushes and how many went out in the last hour. */
export function usePushHistory(payload: PushHistoryPayload) {
  return useQuery(pushHistoryQuery(payload));
}
