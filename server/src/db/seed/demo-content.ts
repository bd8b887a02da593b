import type { DbOrTrx } from '../database';
import { demoBlogCategories, demoBlogPosts, demoPages, demoScrollContent } from './demo/content-data';

/** The demo shop's info pages, announcement bar, blog categories and posts. */
export async function seedDemoContent(db: DbOrTrx, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('info_page')
    .values(
      demoPages.map((p) => ({
        route: p.route,
        title: p.title,
        content: JSON.stringify(p.content),
        meta_description: p.meta_description,
        is_published: 1,
        updated_at: at,
      })),
    )
    .execute();
  await db
    .insertInto('scroll_content')
    .values(demoScrollContent.map((s, i) => ({ id: `SC-${i + 1}`, text: s.text, route: s.route, display_order: i, is_active: 1 })))
    .execute();
  await db
    .insertInto('blog_category')
    .values(demoBlogCategories.map((c, i) => ({ id: `BLC-${i + 1}`, route: c.route, title: c.title })))
    .execute();
  const categoryId = new Map(demoBlogCategories.map((c, i) => [c.route, `BLC-${i + 1}`]));
  await db
    .insertInto('blog_post')
    .values(
      demoBlogPosts.map((p, i) => ({
        id: `BLOG-${String(i + 1).padStart(4, '0')}`,
        route: p.route,
        title: p.title,
        category_id: categoryId.get(p.category) ?? 'BLC-1',
        author: p.author,
        intro: p.intro,
        content: JSON.stringify(p.content),
        thumbnail: p.thumbnail,
        published_on: p.published_on,
        is_published: 1,
      })),
    )
    .execute();
}
