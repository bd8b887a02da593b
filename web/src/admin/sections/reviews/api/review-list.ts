import type { CallPayloadIn, CallResult } from '@larder/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type ReviewListPayload = CallPayloadIn<'admin_review_list'>;
export type TAdminReviewRow = CallResult<'admin_review_list'>['reviews'][number];

/** admin_review_list: reviews in one state, newest first, with the count in each state. */
export function useReviewList(payload: ReviewListPayload) {
  return useQuery({
    queryKey: ['admin_review_list', payload],
    queryFn: ({ signal }) => adminCall('admin_review_list', payload, { signal }),
    placeholderData: keepPreviousData,
  });
}
