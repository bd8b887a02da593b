import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type ReviewListPayload = CallPayloadIn<'admin_review_list'>;
export type TAdminReviewRow = CallResult<'admin_review_list'>['reviews'][number];

/** admin_review_list: reviews in one state, newest first, with the count in each state. */
export const useReviewList = (payload: ReviewListPayload) => useConsoleQuery('admin_review_list', payload, { keepPrevious: true });
