import type { CallPayloadIn, CallResult } from '@larder/contract';
import { useConsoleQuery } from '../../../ui/content-kit';

export type QuestionListPayload = CallPayloadIn<'admin_question_list'>;
export type TAdminQuestionRow = CallResult<'admin_question_list'>['questions'][number];

/** admin_question_list: questions in one state, newest first, with the count in each state. */
export const useQuestionList = (payload: QuestionListPayload) => useConsoleQuery('admin_question_list', payload, { keepPrevious: true });
