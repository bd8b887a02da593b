import type { CallPayloadIn, CallResult } from '@larder/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../admin-api';

export type QuestionListPayload = CallPayloadIn<'admin_question_list'>;
export type TAdminQuestionRow = CallResult<'admin_question_list'>['questions'][number];

/** admin_question_list: questions in one state, newest first, with the count in each state. */
export function useQuestionList(payload: QuestionListPayload) {
  return useQuery({
    queryKey: ['admin_question_list', payload],
    queryFn: ({ signal }) => adminCall('admin_question_list', payload, { signal }),
    placeholderData: keepPreviousData,
  });
}
