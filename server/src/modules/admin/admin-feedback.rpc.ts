import type { Handlers } from '../../rpc/handler-types';
import {
  adminQuestionAnswer,
  adminQuestionList,
  adminQuestionReject,
  adminReviewList,
  adminReviewSetStatus,
} from '../catalog/console-feedback';

export const adminFeedbackRpc = {
  admin_review_list: (ctx, p) => adminReviewList(ctx, p),
  admin_review_set_status: (ctx, p) => adminReviewSetStatus(ctx, p),
  admin_question_list: (ctx, p) => adminQuestionList(ctx, p),
  admin_question_answer: (ctx, p) => adminQuestionAnswer(ctx, p),
  admin_question_reject: (ctx, p) => adminQuestionReject(ctx, p),
} satisfies Partial<Handlers>;
