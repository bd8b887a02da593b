/**
 * Moderating what shoppers send about products (the catalogue owns these tables): reviews are
 * pending, approved (listed on the product page) or rejected; questions are pending, answered or
 * rejected. Every change is one conditional update, so a double click changes nothing twice.
 */
import type { TAdminQuestion, TAdminReview, TQuestionState, TReviewState } from '@larder/contract/admin-feedback';
import type { ExpressionBuilder } from 'kysely';
import type { Ctx } from '../../ctx';
import type { Database } from '../../db/database';

type ReviewEb = ExpressionBuilder<Database & { r: Database['product_review'] }, 'r'>;
type QuestionEb = ExpressionBuilder<Database & { q: Database['product_question'] }, 'q'>;

function reviewIn(state: TReviewState) {
  return (eb: ReviewEb) => {
    if (state === 'approved') return eb('r.is_approved', '=', 1);
    return eb.and([eb('r.is_approved', '=', 0), eb('r.rejected_at', state === 'rejected' ? 'is not' : 'is', null)]);
  };
}

function questionIn(state: TQuestionState) {
  return (eb: QuestionEb) => {
    if (state === 'rejected') return eb('q.rejected_at', 'is not', null);
    return eb.and([eb('q.rejected_at', 'is', null), eb('q.answered_at', state === 'answered' ? 'is not' : 'is', null)]);
  };
}

function reviewsQuery(ctx: Ctx) {
  return ctx.db
    .selectFrom('product_review as r')
    .innerJoin('product as p', 'p.id', 'r.product_id')
    .select([
      'r.id',
      'r.product_id',
      'p.name as product_name',
      'p.route as product_route',
      'r.customer_id',
      'r.customer_name',
      'r.rating',
      'r.title',
      'r.message',
      'r.is_approved',
      'r.rejected_at',
      'r.created_at',
    ]);
}
type ReviewListRow = Awaited<ReturnType<ReturnType<typeof reviewsQuery>['executeTakeFirstOrThrow']>>;

function reviewDto(r: ReviewListRow): TAdminReview {
  return {
    name: r.id,
    product: r.product_id,
    product_name: r.product_name,
    product_route: r.product_route,
    customer_id: r.customer_id,
    customer_name: r.customer_name,
    rating: r.rating,
    title: r.title,
    message: r.message,
    status: r.is_approved ? 'approved' : r.rejected_at ? 'rejected' : 'pending',
    created: r.created_at,
  };
}

function questionsQuery(ctx: Ctx) {
  return ctx.db
    .selectFrom('product_question as q')
    .innerJoin('product as p', 'p.id', 'q.product_id')
    .select([
      'q.id',
      'q.product_id',
      'p.name as product_name',
      'p.route as product_route',
      'q.sender_name',
      'q.sender_email',
      'q.sender_phone',
      'q.question',
      'q.answer',
      'q.answered_at',
      'q.rejected_at',
      'q.created_at',
    ]);
}
type QuestionListRow = Awaited<ReturnType<ReturnType<typeof questionsQuery>['executeTakeFirstOrThrow']>>;

function questionDto(q: QuestionListRow): TAdminQuestion {
  return {
    name: q.id,
    product: q.product_id,
    product_name: q.product_name,
    product_route: q.product_route,
    sender_name: q.sender_name,
    sender_email: q.sender_email,
    sender_phone: q.sender_phone,
    question: q.question,
    answer: q.answer,
    status: q.rejected_at ? 'rejected' : q.answered_at ? 'answered' : 'pending',
    created: q.created_at,
    answered_at: q.answered_at,
  };
}

async function countWhere<S extends string>(states: readonly S[], count: (s: S) => Promise<number>): Promise<Record<S, number>> {
  const n = await Promise.all(states.map(count));
  return Object.fromEntries(states.map((s, i) => [s, n[i]!])) as Record<S, number>;
}

export async function moderationReviews(ctx: Ctx, state: TReviewState, pageNo: number, pageLen: number) {
  const rows = await reviewsQuery(ctx)
    .where(reviewIn(state))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(pageLen)
    .offset((pageNo - 1) * pageLen)
    .execute();
  const counts = await countWhere(['pending', 'approved', 'rejected'] as const, async (s) =>
    Number(
      (
        await ctx.db
          .selectFrom('product_review as r')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(reviewIn(s))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );
  return { reviews: rows.map(reviewDto), total: counts[state], counts };
}

export async function moderationQuestions(ctx: Ctx, state: TQuestionState, pageNo: number, pageLen: number) {
  const rows = await questionsQuery(ctx)
    .where(questionIn(state))
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id')
    .limit(pageLen)
    .offset((pageNo - 1) * pageLen)
    .execute();
  const counts = await countWhere(['pending', 'answered', 'rejected'] as const, async (s) =>
    Number(
      (
        await ctx.db
          .selectFrom('product_question as q')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(questionIn(s))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );
  return { questions: rows.map(questionDto), total: counts[state], counts };
}

export async function findReview(ctx: Ctx, id: string): Promise<TAdminReview | null> {
  const r = await reviewsQuery(ctx).where('r.id', '=', id).executeTakeFirst();
  return r ? reviewDto(r) : null;
}

export async function findQuestion(ctx: Ctx, id: string): Promise<TAdminQuestion | null> {
  const q = await questionsQuery(ctx).where('q.id', '=', id).executeTakeFirst();
  return q ? questionDto(q) : null;
}

/** Approves or rejects a review; true when it changed. A change to what is listed refreshes the cached reviews. */
export async function setReviewState(ctx: Ctx, id: string, state: 'approved' | 'rejected'): Promise<boolean> {
  const approve = state === 'approved';
  const res = await ctx.db
    .updateTable('product_review')
    .set({ is_approved: approve ? 1 : 0, rejected_at: approve ? null : ctx.clock.now().toISOString() })
    .where('id', '=', id)
    .where((eb) => (approve ? eb('is_approved', '=', 0) : eb.or([eb('is_approved', '=', 1), eb('rejected_at', 'is', null)])))
    .executeTakeFirst();
  const changed = Number(res.numUpdatedRows) === 1;
  if (changed) await ctx.app.cache.bump(ctx.db, 'reviews');
  return changed;
}

/**
 * Stores the answer to a question (and takes it out of rejected). `first` is true for the one
 * call that answered it first, so the asker is told once however often the answer is corrected.
 */
export async function answerQuestion(ctx: Ctx, id: string, answer: string): Promise<{ found: boolean; first: boolean }> {
  const now = ctx.clock.now().toISOString();
  const first = await ctx.db
    .updateTable('product_question')
    .set({ answer, answered_at: now, rejected_at: null, is_published: 1 })
    .where('id', '=', id)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  if (Number(first.numUpdatedRows) === 1) return { found: true, first: true };
  const again = await ctx.db
    .updateTable('product_question')
    .set({ answer, rejected_at: null, is_published: 1 })
    .where('id', '=', id)
    .executeTakeFirst();
  return { found: Number(again.numUpdatedRows) === 1, first: false };
}

/** Rejects a question (spam, abuse): it leaves the pending list; true when it changed. */
export async function rejectQuestion(ctx: Ctx, id: string): Promise<boolean> {
  const res = await ctx.db
    .updateTable('product_question')
    .set({ rejected_at: ctx.clock.now().toISOString(), is_published: 0 })
    .where('id', '=', id)
    .where('rejected_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
