import { z } from 'zod';
import { defineCall } from './calls-core';
// The storefront's product page loads this for its forms: it takes nothing from catalog.ts, whose
// schemas would double the evaluation (decision 054).
import { ZAttributeIds, zInt, zJsonObject, zPageLen, zPageNo, zRef, zText } from './wire';

const zEmail = (label: string) => zText({ min: 3, max: 254, label }).pipe(z.email({ error: `${label} must be a valid e-mail address` }));

/** insert_review's `data` (the call also needs a product or an item). */
export const ZReviewInput = z.object({
  product: zRef('product', 300).optional(),
  item: zRef('item', 300).optional(),
  rating: zInt({ min: 1, max: 5, label: 'rating' }),
  title: zText({ min: 1, max: 120, label: 'title' }),
  message: zText({ min: 1, max: 2000, label: 'message' }),
});

/** insert_questionaproduct's `data`: a shopper's question about a product. */
export const ZQuestionInput = z.object({
  product: zRef('product', 300),
  sender_name: zText({ min: 1, max: 100, label: 'sender_name' }),
  sender_email: zEmail('sender_email'),
  sender_phone: zText({ max: 20, label: 'sender_phone' }).optional(),
  question: zText({ min: 3, max: 1000, label: 'question' }),
});

/** insert_stockavail_notification's `data`: who to e-mail when a product (or combination) is back. */
export const ZStockNotificationInput = z.object({
  product: zRef('product', 300),
  attributeId: ZAttributeIds.optional(),
  sender_name: zText({ min: 1, max: 100, label: 'sender_name' }),
  sender_email: zEmail('sender_email'),
});

export const ZReview = z.object({
  name: z.string(),
  customer_name: z.string(),
  rating: z.number().int(),
  title: z.string(),
  message: z.string(),
  /** "Nov 21, 2026" */
  creation: z.string(),
});
export type TReview = z.infer<typeof ZReview>;

export const productFeedbackCalls = {
  get_product_reviews_list: defineCall({
    payload: z.object({ product: zRef('product', 300), page_no: zPageNo(), page_len: zPageLen(50, 10) }),
    result: z.array(ZReview),
    auth: 'public',
  }),
  /** One review per customer and product; shown once approved when the shop moderates reviews. */
  insert_review: defineCall({
    payload: z.object({
      data: zJsonObject(ZReviewInput.refine((d) => Boolean(d.product ?? d.item), { error: 'product is required', path: ['product'] })),
    }),
    result: z.object({
      status: z.enum(['success', 'failed']),
      message: z.string(),
      review: ZReview.extend({ is_approved: z.union([z.literal(0), z.literal(1)]) }).nullable(),
    }),
    auth: 'customer',
  }),
  insert_questionaproduct: defineCall({
    payload: z.object({
      data: zJsonObject(ZQuestionInput),
    }),
    result: z.object({ name: z.string(), product: z.string(), sender_name: z.string(), question: z.string(), creation: z.string() }),
    auth: 'public',
  }),
  insert_stockavail_notification: defineCall({
    payload: z.object({
      data: zJsonObject(ZStockNotificationInput),
    }),
    result: z.object({
      name: z.string(),
      user_name: z.string(),
      email: z.string(),
      product: z.string(),
      attribute_id: z.string(),
      created_date: z.string(),
    }),
    auth: 'public',
  }),
};
