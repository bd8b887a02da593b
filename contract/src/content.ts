import { z } from 'zod';
import { defineCall } from './calls-core';
import { zEmail, zPhone } from './customers';
import { zInt, zJsonObject, zPageLen, zPageNo, zRef, zText } from './wire';

/** Rich text as data (never HTML): the web app renders each block as text. */
export const ZBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h2'), text: z.string() }),
  z.object({ type: z.literal('h3'), text: z.string() }),
  z.object({ type: z.literal('p'), text: z.string() }),
  z.object({ type: z.literal('ul'), items: z.array(z.string()) }),
  z.object({ type: z.literal('ol'), items: z.array(z.string()) }),
  z.object({ type: z.literal('img'), src: z.string(), alt: z.string() }),
]);
export type TBlock = z.infer<typeof ZBlock>;

export const ZInfoPage = z.object({
  name: z.string(),
  route: z.string(),
  title: z.string(),
  content: z.array(ZBlock),
  meta_title: z.string(),
  meta_description: z.string(),
});

export const ZBlogPost = z.object({
  name: z.string(),
  route: z.string(),
  title: z.string(),
  blog_intro: z.string(),
  thumbnail_image: z.string(),
  published_on: z.string(),
  category: z.string(),
  category_title: z.string(),
  blogger: z.string(),
});
/** insert_blog_comments' `data`: a comment on a post. */
export const ZBlogCommentInput = z.object({
  blog: zRef('blog', 200),
  user_name: zText({ min: 1, max: 80, label: 'user_name' }),
  email: zEmail(),
  message: zText({ min: 2, max: 2000, label: 'message' }),
});
export const ZBlogComment = z.object({ name: z.string(), name1: z.string(), comments: z.string(), creation: z.string() });

const ZStatus = z.object({ status: z.enum(['success', 'failed']), message: z.string() });

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type Month = (typeof MONTHS)[number];
/** Days in each month; February has the 29th (a leap-day birthday is a birthday). */
const DAYS_IN: Record<Month, number> = {
  January: 31,
  February: 29,
  March: 31,
  April: 30,
  May: 31,
  June: 30,
  July: 31,
  August: 31,
  September: 30,
  October: 31,
  November: 30,
  December: 31,
};
const birthdayFields = {
  day: zInt({ min: 1, max: 31, label: 'day' }),
  month: z.enum(MONTHS, { error: 'month must be a month name' }),
};
function dayInMonth({ day, month }: { day: number; month: Month }, ctx: z.RefinementCtx) {
  if (day > DAYS_IN[month]) ctx.addIssue({ code: 'custom', path: ['day'], message: `${month} has only ${DAYS_IN[month]} days` });
}
/** A birthday club date: a day the month has ("31 February" is refused). */
export const ZBirthday = z.object(birthdayFields).superRefine(dayInMonth);

export const contentCalls = {
  get_page_details: defineCall({ payload: z.object({ route: zRef('route', 120) }), result: ZInfoPage, auth: 'public' }),
  get_scroll_content: defineCall({
    payload: z.object({}),
    result: z.array(z.object({ text: z.string(), route: z.string() })),
    auth: 'public',
  }),
  get_general_settings: defineCall({
    payload: z.object({}),
    result: z.object({
      store_name: z.string(),
      email: z.string(),
      phone: z.string(),
      address: z.string(),
      opening_hours: z.array(z.object({ days: z.string(), hours: z.string() })),
      social: z.array(z.object({ name: z.string(), url: z.string() })),
    }),
    auth: 'public',
  }),
  get_settings_list: defineCall({
    payload: z.object({}),
    result: z.array(z.object({ key: z.string(), value: z.unknown() })),
    auth: 'public',
  }),
  get_all_route: defineCall({
    payload: z.object({}),
    result: z.array(z.object({ route: z.string(), title: z.string(), type: z.string() })),
    auth: 'public',
  }),
  get_blog_list: defineCall({
    payload: z.object({
      category: zRef('category', 120).optional(),
      page_no: zPageNo(),
      page_size: zPageLen(50, 12),
      /** Same as page_size (the other list calls' name); wins when both are sent. */
      page_len: zInt({ min: 1, max: 50, label: 'page_len' }).optional(),
    }),
    result: z.array(ZBlogPost),
    auth: 'public',
  }),
  get_blog_categories: defineCall({
    payload: z.object({}),
    result: z.array(z.object({ name: z.string(), title: z.string(), route: z.string() })),
    auth: 'public',
    http: 'GET',
  }),
  get_blog_details: defineCall({
    payload: z.object({ route: zRef('route', 200) }),
    result: z.object({
      status: z.enum(['success', 'failed']),
      Message: z.string().optional(),
      blog_details: ZBlogPost.extend({ content: z.array(ZBlock) }).nullable(),
      related_bloglist: z.array(ZBlogPost),
      comments: z.array(ZBlogComment),
    }),
    auth: 'public',
  }),
  insert_blog_comments: defineCall({
    payload: z.object({
      data: zJsonObject(ZBlogCommentInput),
    }),
    result: ZStatus.extend({ comment: ZBlogComment.extend({ is_approved: z.union([z.literal(0), z.literal(1)]) }).nullable() }),
    auth: 'public',
  }),
  contactform: defineCall({
    payload: z.object({
      username: zText({ min: 1, max: 80, label: 'username' }),
      mailid: zEmail('mailid'),
      phonenumber: zPhone('phonenumber').optional(),
      subject: zText({ min: 2, max: 140, label: 'subject' }),
      message: zText({ min: 5, max: 4000, label: 'message' }),
    }),
    result: ZStatus,
    auth: 'public',
  }),
  insert_email_subscription: defineCall({ payload: z.object({ email: zEmail() }), result: ZStatus, auth: 'public' }),
  /** Only the birthday club's record type, for the caller's own e-mail. */
  insert_doc: defineCall({
    payload: z.object({
      data: zJsonObject(
        z
          .object({
            doctype: z.literal('BirthDay Club Member', { error: 'Only a birthday club membership can be created here' }),
            email: zEmail(),
            ...birthdayFields,
          })
          .superRefine(dayInMonth),
      ),
    }),
    result: ZStatus.extend({ doc: z.object({ name: z.string(), email: z.string(), day: z.number().int(), month: z.string() }).nullable() }),
    auth: 'customer',
  }),
  /** Larder: keep a browser's Web Push subscription; its id is the player_id stored on the customer. */
  register_push_subscription: defineCall({
    payload: z.object({
      subscription: zJsonObject(
        z.object({
          endpoint: z.url({ error: 'endpoint must be a URL' }).max(2000),
          keys: z.object({ p256dh: zText({ min: 10, max: 200, label: 'p256dh' }), auth: zText({ min: 10, max: 100, label: 'auth' }) }),
        }),
        'subscription',
      ).optional(),
      /** A native app's push token (Capacitor). */
      device_token: zText({ max: 4096, label: 'device_token' }).optional(),
      platform: z.enum(['web', 'android', 'ios']).default('web'),
    }),
    result: z.object({ status: z.enum(['success', 'failed']), player_id: z.string() }),
    auth: 'public',
  }),
};

/** The live app config (GET /api/app-config and its event stream): the spec's realtime JSON. */
export const ZAppConfig = z.object({
  app_version: z.object({
    version: z.string(),
    show_popup: z.union([z.literal(0), z.literal(1)]),
    force: z.union([z.literal(0), z.literal(1)]),
  }),
  logrocket: z.object({ enabled: z.union([z.literal(0), z.literal(1)]), id: z.string() }),
  footer: z.union([z.literal(0), z.literal(1)]),
  category_list: z.array(z.string()),
  /** The spec's push key; here the shop's VAPID public key for Web Push. */
  one_signal: z.object({ is_key: z.union([z.literal(0), z.literal(1)]), key: z.string() }),
});
export type TAppConfig = z.infer<typeof ZAppConfig>;
