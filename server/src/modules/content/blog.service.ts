import type { TBlock } from '@larder/contract/content';
import type { Ctx } from '../../ctx';
import { formatDateMdy } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { randomId } from '../../lib/ids';
import { enforceLimits } from '../../lib/rate-limit';
import { getStoreSettings } from '../settings/settings.service';

function postQuery(ctx: Ctx) {
  return ctx.db
    .selectFrom('blog_post as p')
    .innerJoin('blog_category as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.route',
      'p.title',
      'p.intro',
      'p.thumbnail',
      'p.published_on',
      'p.author',
      'p.content',
      'c.route as category',
      'c.title as category_title',
    ])
    .where('p.is_published', '=', 1);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postQuery>['execute']>>[number];

function postDto(p: PostRow) {
  return {
    name: p.id,
    route: p.route,
    title: p.title,
    blog_intro: p.intro,
    thumbnail_image: p.thumbnail,
    published_on: p.published_on,
    category: p.category,
    category_title: p.category_title,
    blogger: p.author,
  };
}

export async function blogList(ctx: Ctx, category: string | undefined, pageNo: number, pageLen: number) {
  let q = postQuery(ctx);
  if (category) q = q.where((eb) => eb.or([eb('c.route', '=', category), eb('c.id', '=', category)]));
  const rows = await q
    .orderBy('p.published_on', 'desc')
    .orderBy('p.id')
    .limit(pageLen)
    .offset((pageNo - 1) * pageLen)
    .execute();
  return rows.map(postDto);
}

export async function blogCategories(ctx: Ctx) {
  const rows = await ctx.db.selectFrom('blog_category').selectAll().orderBy('title').execute();
  return rows.map((c) => ({ name: c.id, title: c.title, route: c.route }));
}

/** get_blog_details: the post, up to 6 related posts of its category, and its approved comments (text only). */
export async function blogDetails(ctx: Ctx, route: string) {
  const p = await postQuery(ctx).where('p.route', '=', route).executeTakeFirst();
  if (!p) return { status: 'failed' as const, Message: 'Not Found', blog_details: null, related_bloglist: [], comments: [] };
  const tz = (await getStoreSettings(ctx)).time_zone;
  const [related, comments] = await Promise.all([
    postQuery(ctx).where('c.route', '=', p.category).where('p.id', '!=', p.id).orderBy('p.published_on', 'desc').limit(6).execute(),
    ctx.db
      .selectFrom('blog_comment')
      .select(['id', 'name', 'comment', 'created_at'])
      .where('post_id', '=', p.id)
      .where('is_approved', '=', 1)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  return {
    status: 'success' as const,
    blog_details: { ...postDto(p), content: JSON.parse(p.content) as TBlock[] },
    related_bloglist: related.map(postDto),
    comments: comments.map((c) => ({
      name: c.id,
      name1: c.name,
      comments: c.comment,
      creation: formatDateMdy(new Date(c.created_at), tz),
    })),
  };
}

/** insert_blog_comments: held for moderation, rate limited; stored as typed and always shown as text. */
export async function addBlogComment(ctx: Ctx, input: { blog: string; user_name: string; email: string; message: string }) {
  await enforceLimits(ctx.app.limits, [{ key: `comment:ip:${ctx.ip}`, max: 5, windowSec: 600 }]);
  const post = await ctx.db
    .selectFrom('blog_post')
    .select('id')
    .where((eb) => eb.or([eb('route', '=', input.blog), eb('id', '=', input.blog)]))
    .executeTakeFirst();
  if (!post) throw notFound('Blog post not found.');
  const s = await getStoreSettings(ctx);
  const now = ctx.clock.now();
  const row = {
    id: `BC-${randomId(9)}`,
    post_id: post.id,
    name: input.user_name,
    email: input.email.toLowerCase(),
    comment: input.message,
    is_approved: s.blog_comments_to_be_approved ? 0 : 1,
    ip: ctx.ip,
    created_at: now.toISOString(),
  };
  await ctx.db.insertInto('blog_comment').values(row).execute();
  return {
    status: 'success' as const,
    message: row.is_approved ? 'Thanks for your comment.' : 'Thanks! Your comment will appear once it has been checked.',
    comment: {
      name: row.id,
      name1: row.name,
      comments: row.comment,
      creation: formatDateMdy(now, s.time_zone),
      is_approved: row.is_approved ? (1 as const) : (0 as const),
    },
  };
}
