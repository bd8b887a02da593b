import type { adminFeedbackCalls } from '@larder/contract/admin-feedback';

/** A bad payload for each console call of this area (see rpc/contract.int.test.ts); null: nothing to get wrong. */
export const ADMIN_FEEDBACK_BAD_PAYLOADS = {
  admin_review_list: { status: 'hidden' },
  admin_review_set_status: { review: 'REV-1', status: 'pending' },
  admin_question_list: { page_len: 1000 },
  admin_question_answer: { question: 'PQ-1', answer: '' },
  admin_question_reject: { question: '' },
} satisfies Record<keyof typeof adminFeedbackCalls, Record<string, unknown> | null>;
