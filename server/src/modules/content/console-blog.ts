import type { TAdminBlock, TAdminBlogPost, TAdminComment } from '@larder/contract/admin-content';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Ctx } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { nextName } from '../../lib/ids';
import type { Database } from '../../db/database';
import type { BlogPostTable } from './content.table';
import { storedBlocks } from './console-pages';
import { audit, staffOf } from '../audit/audit';
import { changeWithBump } from '../../cache/change-with-bump';

/** Blog categories, posts and comment moderation. Changes bump the 'content' cache scope. */

export async function adminBlogCategories(ctx: Ctx) {
  staffOf(ctx);
  const rows = await ctx.db
    .selectFrom('blog_category as c')
    .select([
      'c.id',
      'c.route',
      'c.title',
      (eb) =>
        eb
          .selectFrom('blog_post as p')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('p.category_id', '=', 'c.id')
          .as('posts'),
    ])
    .orderBy('c.title')
    .execute();
  return rows.map((r) => ({ name: r.id, route: r.route, title: r.title, post_count: Number(r.posts ?? 0) }));
}

export async function adminSaveBlogCategory(ctx: Ctx, p: { name?: string; route: string; title: string }) {
  staffOf(ctx);
  return changeWithBump(ctx, ['content'], async (tx) => {
    const taken = await tx.db.selectFrom('blog_category').select('id').where('route', '=', p.route).executeTakeFirst();
    if (taken && taken.id !== p.name)
      throw invalid(`A blog category with the route ${p.route} already exists.`, [
        { field: 'route', message: 'Another category has this route' },
      ]);
    let id = p.name;
    if (id) {
      const before = await tx.db.selectFrom('blog_category').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw notFound('Blog category not found.');
      await tx.db.updateTable('blog_category').set({ route: p.route, title: p.title }).where('id', '=', id).execute();
      await audit(tx, 'save', 'blog_category', id, before, { id, route: p.route, title: p.title });
    } else {
      id = await nextName(tx.db, 'BCAT-', 4);
      await tx.db.insertInto('blog_category').values({ id, route: p.route, title: p.title }).execute();
      await audit(tx, 'create', 'blog_category', id, null, { id, route: p.route, title: p.title });
    }
    const count = await tx.db
      .selectFrom('blog_post')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category_id', '=', id)
      .executeTakeFirstOrThrow();
    return { name: id, route: p.route, title: p.title, post_count: Number(count.n) };
  });
}

function postsQuery(ctx: Ctx) {
  return ctx.db.selectFrom('blog_post as p').innerJoin('blog_category as c', 'c.id', 'p.category_id');
}

function postDto(p: BlogPostTable & { category_route: string; category_title: string; pending: number | string | null }): TAdminBlogPost {
  return {
    name: p.id,
    route: p.route,
    title: p.title,
    category: p.category_id,
    category_title: p.category_title,
    author: p.author,
    intro: p.intro,
    content: storedBlocks(p.content),
    thumbnail: p.thumbnail,
    published_on: p.published_on,
    is_published: p.is_published ? 1 : 0,
    pending_comments: Number(p.pending ?? 0),
  };
}

const postColumns = [
  'p.id',
  'p.route',
  'p.title',
  'p.category_id',
  'p.author',
  'p.intro',
  'p.content',
  'p.thumbnail',
  'p.published_on',
  'p.is_published',
  'c.route as category_route',
  'c.title as category_title',
] as const;

/** A post's columns with the number of its comments waiting for approval. */
const postSelection = [
  ...postColumns,
  (eb: ExpressionBuilder<Database & { p: BlogPostTable }, 'p'>) =>
    eb
      .selectFrom('blog_comment as bc')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('bc.post_id', '=', 'p.id')
      .where('bc.is_approved', '=', 0)
      .as('pending'),
] as const;

/** admin_blog_posts: newest first (drafts included), with each post's comments waiting for approval. */
export async function adminBlogPosts(
  ctx: Ctx,
  f: { name?: string; category?: string; search?: string; page_no: number; page_len: number },
) {
  staffOf(ctx);
  let q = postsQuery(ctx);
  if (f.name) q = q.where('p.id', '=', f.name);
  if (f.category) q = q.where((eb) => eb.or([eb('c.id', '=', f.category!), eb('c.route', '=', f.category!)]));
  if (f.search) q = q.where(sql<boolean>`lower(p.title) like ${`%${f.search.toLowerCase().replace(/[%_\\]/g, '')}%`}`);
  const [rows, count] = await Promise.all([
    q
      .select(postSelection)
      .orderBy('p.published_on', 'desc')
      .orderBy('p.id', 'desc')
      .limit(f.page_len)
      .offset((f.page_no - 1) * f.page_len)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { posts: rows.map(postDto), total: Number(count.n) };
}

async function loadPost(ctx: Ctx, id: string) {
  return postsQuery(ctx).select(postSelection).where('p.id', '=', id).executeTakeFirst();
}

export async function adminSaveBlogPost(
  ctx: Ctx,
  p: {
    name?: string;
    route: string;
    title: string;
    category: string;
    author: string;
    intro: string;
    content: TAdminBlock[];
    thumbnail: string;
    published_on: string;
    is_published: boolean;
  },
): Promise<TAdminBlogPost> {
  staffOf(ctx);
  return changeWithBump(ctx, ['content'], async (tx) => {
    const cat = await tx.db
      .selectFrom('blog_category')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', p.category), eb('route', '=', p.category)]))
      .executeTakeFirst();
    if (!cat) throw invalid('Choose an existing blog category.', [{ field: 'category', message: 'Unknown category' }]);
    const taken = await tx.db.selectFrom('blog_post').select('id').where('route', '=', p.route).executeTakeFirst();
    if (taken && taken.id !== p.name)
      throw invalid(`A blog post with the route ${p.route} already exists.`, [{ field: 'route', message: 'Another post has this route' }]);
    const values = {
      route: p.route,
      title: p.title,
      category_id: cat.id,
      author: p.author,
      intro: p.intro,
      content: JSON.stringify(p.content),
      thumbnail: p.thumbnail,
      published_on: p.published_on,
      is_published: p.is_published ? 1 : 0,
    };
    let id = p.name;
    if (id) {
      const before = await loadPost(tx, id);
      if (!before) throw notFound('Blog post not found.');
      await tx.db.updateTable('blog_post').set(values).where('id', '=', id).execute();
      const after = (await loadPost(tx, id))!;
      await audit(tx, 'save', 'blog_post', id, { ...postDto(before), content: undefined }, { ...postDto(after), content: p.content });
    } else {
      id = await nextName(tx.db, 'BP-');
      await tx.db
        .insertInto('blog_post')
        .values({ id, ...values })
        .execute();
      await audit(tx, 'create', 'blog_post', id, null, { id, ...values, content: p.content });
    }
    return postDto((await loadPost(tx, id))!);
  });
}

/** admin_blog_comments: comments waiting for approval first, then the newest. */
export async function adminBlogComments(ctx: Ctx, f: { status: 'all' | 'pending' | 'approved'; page_no: number; page_len: number }) {
  staffOf(ctx);
  let q = ctx.db.selectFrom('blog_comment as bc').innerJoin('blog_post as p', 'p.id', 'bc.post_id');
  if (f.status === 'pending') q = q.where('bc.is_approved', '=', 0);
  if (f.status === 'approved') q = q.where('bc.is_approved', '=', 1);
  const [rows, count, pending] = await Promise.all([
    q
      .select([
        'bc.id',
        'bc.post_id',
        'bc.name',
        'bc.email',
        'bc.comment',
        'bc.is_approved',
        'bc.created_at',
        'p.title as post_title',
        'p.route as post_route',
      ])
      .orderBy('bc.is_approved')
      .orderBy('bc.created_at', 'desc')
      .orderBy('bc.id', 'desc')
      .limit(f.page_len)
      .offset((f.page_no - 1) * f.page_len)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('blog_comment')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_approved', '=', 0)
      .executeTakeFirstOrThrow(),
  ]);
  const comments: TAdminComment[] = rows.map((r) => ({
    name: r.id,
    post: r.post_id,
    post_title: r.post_title,
    post_route: r.post_route,
    author: r.name,
    email: r.email,
    comment: r.comment,
    is_approved: r.is_approved ? 1 : 0,
    created: r.created_at,
  }));
  return { comments, total: Number(count.n), pending: Number(pending.n) };
}

/** admin_moderate_comment: approve (it shows on the post) or delete. */
export async function adminModerateComment(ctx: Ctx, id: string, action: 'approve' | 'delete') {
  staffOf(ctx);
  return changeWithBump(ctx, ['content'], async (tx) => {
    const before = await tx.db.selectFrom('blog_comment').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('Comment not found.');
    if (action === 'approve') await tx.db.updateTable('blog_comment').set({ is_approved: 1 }).where('id', '=', id).execute();
    else await tx.db.deleteFrom('blog_comment').where('id', '=', id).execute();
    const snapshot = { post_id: before.post_id, name: before.name, comment: before.comment, is_approved: before.is_approved };
    await audit(tx, action, 'blog_comment', id, snapshot, action === 'approve' ? { ...snapshot, is_approved: 1 } : null);
    return {
      status: 'success' as const,
      message: action === 'approve' ? 'Comment approved: it now shows on the post.' : 'Comment deleted.',
    };
  });
}
