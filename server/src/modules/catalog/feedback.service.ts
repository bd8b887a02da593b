import type { TReview } from '@larder/contract/product-feedback';
import { type Ctx, inTransaction } from '../../ctx';
import { formatDateDmy, formatDateMdy } from '../../lib/dates';
import { notFound, unauthorized } from '../../lib/errors';
import { randomId } from '../../lib/ids';
import { enforceLimits } from '../../lib/rate-limit';
import { askBackInStock } from '../notifications/notify.service';
import { getStoreSettings } from '../settings/settings.service';
import { loadProductDefinition, resolveSelection } from './product-definition';

async function activeProductId(ctx: Ctx, ref: string): Promise<{ id: string; name: string }> {
  const def = await loadProductDefinition(ctx, ref.replace(/^\/?pr\//, ''));
  if (!def || !def.product.is_active) throw notFound('Product not found.');
  return { id: def.product.id, name: def.product.name };
}

function reviewerName(first: string, last: string): string {
  return last ? `${first} ${last.charAt(0)}.` : first;
}

/** Approved reviews of a product, newest first. */
export async function listReviews(ctx: Ctx, productRef: string, pageNo: number, pageLen: number): Promise<TReview[]> {
  const { id } = await activeProductId(ctx, productRef);
  const rows = await ctx.db
    .selectFrom('product_review')
    .select(['id', 'customer_name', 'rating', 'title', 'message', 'created_at'])
    .where('product_id', '=', id)
    .where('is_approved', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(pageLen)
    .offset((pageNo - 1) * pageLen)
    .execute();
  const tz = (await getStoreSettings(ctx)).time_zone;
  return rows.map((r) => ({
    name: r.id,
    customer_name: r.customer_name,
    rating: r.rating,
    title: r.title,
    message: r.message,
    creation: formatDateMdy(new Date(r.created_at), tz),
  }));
}

/**
 * A signed-in customer's review: one per customer and product. Text is stored as typed and
 * always rendered as text. Held for approval when the shop moderates reviews.
 */
export async function addReview(ctx: Ctx, input: { product?: string; item?: string; rating: number; title: string; message: string }) {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  const customerId = ctx.caller.customerId;
  await enforceLimits(ctx.app.limits, [{ key: `review:${customerId}`, max: 10, windowSec: 3600 }]);
  const product = await activeProductId(ctx, (input.product ?? input.item)!);
  const settings = await getStoreSettings(ctx);
  const customer = await ctx.db.selectFrom('customer').select(['first_name', 'last_name']).where('id', '=', customerId).executeTakeFirst();
  if (!customer) throw unauthorized();
  const now = ctx.clock.now();
  const approved = settings.product_reviews_to_be_approved ? 0 : 1;
  return inTransaction(ctx, async (tx) => {
    const existing = await tx.db
      .selectFrom('product_review')
      .select('id')
      .where('product_id', '=', product.id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (existing) return { status: 'failed' as const, message: 'You have already reviewed this product.', review: null };
    const row = {
      id: `REV-${randomId(9)}`,
      product_id: product.id,
      customer_id: customerId,
      customer_name: reviewerName(customer.first_name, customer.last_name),
      rating: input.rating,
      title: input.title,
      message: input.message,
      is_approved: approved,
      created_at: now.toISOString(),
    };
    await tx.db.insertInto('product_review').values(row).execute();
    if (approved) await tx.app.cache.bump(tx.db, 'reviews');
    return {
      status: 'success' as const,
      message: approved ? 'Thank you! Your review has been posted.' : 'Thank you! Your review will appear once it has been checked.',
      review: {
        name: row.id,
        customer_name: row.customer_name,
        rating: row.rating,
        title: row.title,
        message: row.message,
        creation: formatDateMdy(now, settings.time_zone),
        is_approved: approved ? (1 as const) : (0 as const),
      },
    };
  });
}

/** A question about a product, held for the shop to answer. Rate limited per IP against spam. */
export async function addQuestion(
  ctx: Ctx,
  input: { product: string; sender_name: string; sender_email: string; sender_phone?: string; question: string },
) {
  await enforceLimits(ctx.app.limits, [{ key: `question:ip:${ctx.ip}`, max: 10, windowSec: 3600 }]);
  const product = await activeProductId(ctx, input.product);
  const now = ctx.clock.now();
  const row = {
    id: `PQ-${randomId(9)}`,
    product_id: product.id,
    sender_name: input.sender_name,
    sender_email: input.sender_email.toLowerCase(),
    sender_phone: input.sender_phone ?? '',
    question: input.question,
    answer: '',
    is_published: 0,
    created_at: now.toISOString(),
  };
  await ctx.db.insertInto('product_question').values(row).execute();
  const tz = (await getStoreSettings(ctx)).time_zone;
  return { name: row.id, product: product.id, sender_name: row.sender_name, question: row.question, creation: formatDateDmy(now, tz) };
}

/**
 * "Notify me when it's back": one request per e-mail, product and combination; asking again
 * returns the request already stored.
 */
export async function addStockNotification(
  ctx: Ctx,
  input: { product: string; attributeId?: string[]; sender_name: string; sender_email: string },
) {
  await enforceLimits(ctx.app.limits, [{ key: `notify:ip:${ctx.ip}`, max: 30, windowSec: 3600 }]);
  const def = await loadProductDefinition(ctx, input.product.replace(/^\/?pr\//, ''));
  if (!def || !def.product.is_active) throw notFound('Product not found.');
  let attributeKey = '';
  if (input.attributeId?.length) {
    const sel = resolveSelection(def, input.attributeId);
    attributeKey = sel.ok ? sel.selection.key : '';
  }
  const tz = (await getStoreSettings(ctx)).time_zone;
  const stored = await askBackInStock(ctx, {
    product_id: def.product.id,
    attribute_key: attributeKey,
    email: input.sender_email.toLowerCase(),
    user_name: input.sender_name,
  });
  return {
    name: stored.id,
    user_name: stored.user_name,
    email: stored.email,
    product: stored.product_id,
    attribute_id: stored.attribute_key,
    created_date: formatDateMdy(new Date(stored.created_at), tz),
  };
}
