import type { TQuestionState, TReviewState } from '@larder/contract/admin-feedback';
import { type Ctx, inTransaction } from '../../ctx';
import { notFound } from '../../lib/errors';
import {
  answerQuestion,
  findQuestion,
  findReview,
  moderationQuestions,
  moderationReviews,
  rejectQuestion,
  setReviewState,
} from './feedback-moderation';
import { notifyQuestionAnswered } from '../notifications/notify.service';
import { audit, staffOf } from '../audit/audit';

export function adminReviewList(ctx: Ctx, p: { status: TReviewState; page_no: number; page_len: number }) {
  staffOf(ctx);
  return moderationReviews(ctx, p.status, p.page_no, p.page_len);
}

export function adminQuestionList(ctx: Ctx, p: { status: TQuestionState; page_no: number; page_len: number }) {
  staffOf(ctx);
  return moderationQuestions(ctx, p.status, p.page_no, p.page_len);
}

/** Approves (listed on the product page) or rejects a review; audited when it changed. */
export async function adminReviewSetStatus(ctx: Ctx, p: { review: string; status: 'approved' | 'rejected' }) {
  staffOf(ctx);
  const review = await inTransaction(ctx, async (tx) => {
    const before = await findReview(tx, p.review);
    if (!before) throw notFound('Review not found.');
    if (await setReviewState(tx, p.review, p.status))
      await audit(
        tx,
        p.status === 'approved' ? 'review.approve' : 'review.reject',
        'review',
        p.review,
        { status: before.status },
        { status: p.status },
      );
    return (await findReview(tx, p.review))!;
  });
  return { status: 'success' as const, review };
}

/** Answers a question; the asker is e-mailed after the answer is saved, for the first answer only. */
export async function adminQuestionAnswer(ctx: Ctx, p: { question: string; answer: string }) {
  staffOf(ctx);
  const { question, first } = await inTransaction(ctx, async (tx) => {
    const before = await findQuestion(tx, p.question);
    if (!before) throw notFound('Question not found.');
    const { first } = await answerQuestion(tx, p.question, p.answer);
    await audit(
      tx,
      'question.answer',
      'question',
      p.question,
      { status: before.status, answer: before.answer },
      { status: 'answered', answer: p.answer },
    );
    return { question: (await findQuestion(tx, p.question))!, first };
  });
  const emailed = first ? await notifyQuestionAnswered(ctx, p.question) : false;
  return { status: 'success' as const, question, emailed };
}

export async function adminQuestionReject(ctx: Ctx, p: { question: string }) {
  staffOf(ctx);
  const question = await inTransaction(ctx, async (tx) => {
    const before = await findQuestion(tx, p.question);
    if (!before) throw notFound('Question not found.');
    if (await rejectQuestion(tx, p.question))
      await audit(tx, 'question.reject', 'question', p.question, { status: before.status }, { status: 'rejected' });
    return (await findQuestion(tx, p.question))!;
  });
  return { status: 'success' as const, question };
}
