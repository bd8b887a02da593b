/** The operations console: product reviews (approve, reject) and product questions (answer, reject). */
import { z } from 'zod';
import { MANAGERS } from './admin-core';
import { defineCall } from './calls-core';
import { zPageLen, zPageNo, zRef, zText } from './wire';

export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export const QUESTION_STATES = ['pending', 'answered', 'rejected'] as const;
export type TReviewState = (typeof REVIEW_STATES)[number];
export type TQuestionState = (typeof QUESTION_STATES)[number];

export const ZAdminReview = z.object({
  name: z.string(),
  product: z.string(),
  product_name: z.string(),
  /** The product page's route (/pr/<route>). */
  product_route: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  rating: z.number().int(),
  title: z.string(),
  message: z.string(),
  status: z.enum(REVIEW_STATES),
  /** ISO time. */
  created: z.string(),
});
export type TAdminReview = z.infer<typeof ZAdminReview>;

export const ZAdminQuestion = z.object({
  name: z.string(),
  product: z.string(),
  product_name: z.string(),
  product_route: z.string(),
  sender_name: z.string(),
  sender_email: z.string(),
  sender_phone: z.string(),
  question: z.string(),
  answer: z.string(),
  status: z.enum(QUESTION_STATES),
  created: z.string(),
  answered_at: z.string().nullable(),
});
export type TAdminQuestion = z.infer<typeof ZAdminQuestion>;

export const adminFeedbackCalls = {
  /** Reviews in one state, newest first, with how many are in each state. */
  admin_review_list: defineCall({
    payload: z.object({
      status: z.enum(REVIEW_STATES, { error: 'status must be pending, approved or rejected' }).default('pending'),
      page_no: zPageNo(),
      page_len: zPageLen(100, 25),
    }),
    result: z.object({
      reviews: z.array(ZAdminReview),
      total: z.number().int(),
      counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
    }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Approves (shown on the product page) or rejects (never shown) a review; audited; the same twice changes nothing. */
  admin_review_set_status: defineCall({
    payload: z.object({
      review: zRef('review'),
      status: z.enum(['approved', 'rejected'], { error: 'status must be approved or rejected' }),
    }),
    result: z.object({ status: z.literal('success'), review: ZAdminReview }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_question_list: defineCall({
    payload: z.object({
      status: z.enum(QUESTION_STATES, { error: 'status must be pending, answered or rejected' }).default('pending'),
      page_no: zPageNo(),
      page_len: zPageLen(100, 25),
    }),
    result: z.object({
      questions: z.array(ZAdminQuestion),
      total: z.number().int(),
      counts: z.object({ pending: z.number().int(), answered: z.number().int(), rejected: z.number().int() }),
    }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Answers (or corrects the answer to) a question; the asker is e-mailed the first answer only. */
  admin_question_answer: defineCall({
    payload: z.object({ question: zRef('question'), answer: zText({ min: 2, max: 2000, label: 'answer' }) }),
    result: z.object({ status: z.literal('success'), question: ZAdminQuestion, emailed: z.boolean() }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_question_reject: defineCall({
    payload: z.object({ question: zRef('question') }),
    result: z.object({ status: z.literal('success'), question: ZAdminQuestion }),
    auth: 'staff',
    roles: MANAGERS,
  }),
};
