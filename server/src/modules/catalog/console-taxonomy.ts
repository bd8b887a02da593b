/** Categories (a tree up to three levels, its order set by drag-and-drop) and brands in the console. */
import type { TAdminBrand, TAdminCategory } from '@larder/contract/admin-catalog';
import { sql } from 'kysely';
import { type Ctx, inTransaction } from '../../ctx';
import { type FieldError, invalid, notFound } from '../../lib/errors';
import { nextName, slugify } from '../../lib/ids';
import type { CategoryRow } from './catalog.table';
import { audit, staffOf } from '../audit/audit';
import { removeMedia, removeReplacedMedia, writeBrandLogo, writeCategoryImage } from './console-images';
import { likeTerm } from '../../lib/like';

/** The storefront's category routes go three levels deep (/c/:l1/:l2/:l3). */
const MAX_LEVEL = 3;

function categoryDto(r: CategoryRow, count: number): TAdminCategory {
  return {
    name: r.id,
    category_name: r.name,
    route: r.route,
    slug: r.route.split('/').pop() ?? r.route,
    parent: r.parent_id,
    level: r.level,
    image: r.image,
    mobile_image: r.mobile_image,
    default_view: r.default_view,
    description: r.description,
    display_order: r.display_order,
    is_active: r.is_active ? 1 : 0,
    meta_title: r.meta_title,
    meta_description: r.meta_description,
    products_count: count,
  };
}

/** admin_category_tree: every category, depth first, siblings in display order. */
export async function categoryTree(ctx: Ctx): Promise<TAdminCategory[]> {
  staffOf(ctx);
  const [rows, counts] = await Promise.all([
    ctx.db.selectFrom('category').selectAll().orderBy('display_order').orderBy('name').execute(),
    ctx.db
      .selectFrom('product_category')
      .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
      .groupBy('category_id')
      .execute(),
  ]);
  const count = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  const children = new Map<string | null, CategoryRow[]>();
  for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
  const out: TAdminCategory[] = [];
  const walk = (parent: string | null) => {
    for (const r of children.get(parent) ?? []) {
      out.push(categoryDto(r, count.get(r.id) ?? 0));
      walk(r.id);
    }
  };
  walk(null);
  return out;
}

export interface SaveCategory {
  name?: string;
  category_name: string;
  slug: string;
  parent: string | null;
  image: string;
  image_data?: string | Uint8Array;
  default_view: 'Grid View' | 'List View' | null;
  description: string;
  is_active: boolean;
  meta_title: string;
  meta_description: string;
}

/**
 * admin_save_category: a new or changed category. Moving it or changing its slug rewrites the
 * routes of everything below it; the tree stays within three levels and never loops.
 */
export async function saveCategory(ctx: Ctx, p: SaveCategory): Promise<TAdminCategory> {
  staffOf(ctx);
  const upload = p.image_data ? await writeCategoryImage(ctx, p.image_data, p.slug || p.category_name) : null;
  try {
    const { id, replaced } = await inTransaction(ctx, async (tx) => {
      const all = await tx.db.selectFrom('category').selectAll().execute();
      const byId = new Map(all.map((c) => [c.id, c]));
      const before = p.name ? byId.get(p.name) : undefined;
      if (p.name && !before) throw notFound('Category not found.');
      const errors: FieldError[] = [];
      const slug = slugify(p.slug || p.category_name);
      if (!slug) errors.push({ field: 'slug', message: 'slug: use letters or numbers (the web address is made from them)' });
      const parent = p.parent ? byId.get(p.parent) : undefined;
      if (p.parent && !parent) errors.push({ field: 'parent', message: `parent: ${p.parent} is not a category` });
      // The subtree that moves with it (itself and everything below).
      const subtree: CategoryRow[] = [];
      if (before) {
        const walk = (c: CategoryRow) => {
          subtree.push(c);
          for (const x of all) if (x.parent_id === c.id) walk(x);
        };
        walk(before);
      }
      if (parent && subtree.some((c) => c.id === parent.id))
        errors.push({ field: 'parent', message: 'parent: a category cannot sit inside itself or one of its own sub-categories' });
      const level = (parent?.level ?? 0) + 1;
      const depthBelow = before ? Math.max(...subtree.map((c) => c.level)) - before.level : 0;
      if (level + depthBelow > MAX_LEVEL)
        errors.push({ field: 'parent', message: `parent: categories go at most ${MAX_LEVEL} levels deep` });
      const route = parent ? `${parent.route}/${slug}` : slug;
      const inSubtree = new Set(subtree.map((c) => c.id));
      const newRoutes = before ? subtree.map((c) => ({ c, route: route + c.route.slice(before.route.length) })) : [{ c: null, route }];
      for (const r of newRoutes) {
        const clash = all.find((x) => x.route === r.route && !inSubtree.has(x.id));
        if (clash) errors.push({ field: 'slug', message: `slug: the route ${r.route} is already used by ${clash.name}` });
      }
      if (errors.length) throw invalid(errors.map((e) => e.message).join('; '), errors);

      let image = p.image;
      let mobile = p.image;
      if (upload) {
        image = upload.image;
        mobile = upload.mobile_image;
      } else if (before && p.image === before.image) mobile = before.mobile_image;
      const siblings = all.filter((c) => c.parent_id === (parent?.id ?? null) && c.id !== before?.id);
      const moved = !before || before.parent_id !== (parent?.id ?? null);
      const row = {
        parent_id: parent?.id ?? null,
        name: p.category_name,
        route,
        level,
        image,
        mobile_image: mobile,
        default_view: p.default_view,
        description: p.description,
        display_order: moved ? Math.max(-1, ...siblings.map((s) => s.display_order)) + 1 : before.display_order,
        is_active: p.is_active ? 1 : 0,
        meta_title: p.meta_title || p.category_name,
        meta_description: p.meta_description || p.description,
      };
      let id: string;
      if (before) {
        id = before.id;
        // Routes are unique: park the subtree's routes first so a rename inside it never collides.
        for (const r of newRoutes)
          if (r.c && r.c.id !== id)
            await tx.db
              .updateTable('category')
              .set({ route: `~${r.c.id}` })
              .where('id', '=', r.c.id)
              .execute();
        await tx.db.updateTable('category').set(row).where('id', '=', id).execute();
        for (const r of newRoutes)
          if (r.c && r.c.id !== id)
            await tx.db
              .updateTable('category')
              .set({ route: r.route, level: r.c.level + (level - before.level) })
              .where('id', '=', r.c.id)
              .execute();
      } else {
        id = await nextName(tx.db, 'CAT-');
        await tx.db
          .insertInto('category')
          .values({ id, ...row })
          .execute();
      }
      const after = await tx.db.selectFrom('category').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await audit(tx, before ? 'update' : 'create', 'category', id, before ?? null, after);
      await tx.app.cache.bump(tx.db, 'catalog');
      const replaced = before ? [before.image, before.mobile_image].filter((u) => u && u !== after.image && u !== after.mobile_image) : [];
      return { id, replaced };
    });
    removeReplacedMedia(ctx, replaced);
    return (await categoryTree(ctx)).find((c) => c.name === id)!;
  } catch (err) {
    if (upload) removeMedia(ctx, upload.files);
    throw err;
  }
}

/** admin_reorder_categories: the complete list of one parent's children, in their new order. */
export async function reorderCategories(ctx: Ctx, parent: string | null, order: string[]): Promise<TAdminCategory[]> {
  staffOf(ctx);
  await inTransaction(ctx, async (tx) => {
    if (parent && !(await tx.db.selectFrom('category').select('id').where('id', '=', parent).executeTakeFirst()))
      throw notFound('Parent category not found.');
    const siblings = await tx.db
      .selectFrom('category')
      .select(['id', 'display_order'])
      .where((eb) => (parent ? eb('parent_id', '=', parent) : eb('parent_id', 'is', null)))
      .orderBy('display_order')
      .orderBy('name')
      .execute();
    const ids = new Set(siblings.map((s) => s.id));
    if (new Set(order).size !== order.length || order.length !== ids.size || order.some((id) => !ids.has(id)))
      throw invalid('order must list every category under this parent exactly once (reload the page and try again).');
    for (const [i, id] of order.entries()) await tx.db.updateTable('category').set({ display_order: i }).where('id', '=', id).execute();
    await audit(
      tx,
      'reorder',
      'category',
      parent ?? 'top',
      siblings.map((s) => s.id),
      order,
    );
    await tx.app.cache.bump(tx.db, 'catalog');
  });
  return categoryTree(ctx);
}

// ----- brands -----

/** admin_brand_list: every brand (active or not) with its product count. */
export async function brandList(ctx: Ctx, search?: string): Promise<TAdminBrand[]> {
  staffOf(ctx);
  let q = ctx.db.selectFrom('brand as b').selectAll('b');
  if (search) q = q.where(sql`lower(b.name)`, 'like', likeTerm(search));
  const [rows, counts] = await Promise.all([
    q.orderBy('b.display_order').orderBy('b.name').execute(),
    ctx.db
      .selectFrom('product')
      .select((eb) => ['brand_id', eb.fn.countAll<number>().as('n')])
      .where('brand_id', 'is not', null)
      .groupBy('brand_id')
      .execute(),
  ]);
  const count = new Map(counts.map((c) => [c.brand_id, Number(c.n)]));
  return rows.map((b) => ({
    name: b.id,
    brand_name: b.name,
    route: b.route,
    logo: b.logo,
    description: b.description,
    display_order: b.display_order,
    is_active: b.is_active ? 1 : 0,
    products_count: count.get(b.id) ?? 0,
  }));
}

export interface SaveBrand {
  name?: string;
  brand_name: string;
  route: string;
  description: string;
  logo: string;
  logo_data?: string | Uint8Array;
  display_order: number;
  is_active: boolean;
}

/** admin_save_brand: a new or changed brand with a unique route; a logo upload becomes WebP. */
export async function saveBrand(ctx: Ctx, p: SaveBrand): Promise<TAdminBrand> {
  staffOf(ctx);
  const route = slugify(p.route || p.brand_name);
  if (!route) throw invalid('route: use letters or numbers (the web address is made from them)', [{ field: 'route', message: 'empty' }]);
  const upload = p.logo_data ? await writeBrandLogo(ctx, p.logo_data, route) : null;
  try {
    const { id, replaced } = await inTransaction(ctx, async (tx) => {
      const before = p.name ? await tx.db.selectFrom('brand').selectAll().where('id', '=', p.name).executeTakeFirst() : undefined;
      if (p.name && !before) throw notFound('Brand not found.');
      const clash = await tx.db.selectFrom('brand').select(['id', 'name']).where('route', '=', route).executeTakeFirst();
      if (clash && clash.id !== before?.id)
        throw invalid(`route: ${route} is already used by ${clash.name}`, [{ field: 'route', message: 'already used' }]);
      const row = {
        name: p.brand_name,
        route,
        description: p.description,
        logo: upload?.logo ?? p.logo,
        display_order: p.display_order,
        is_active: p.is_active ? 1 : 0,
      };
      const id = before?.id ?? (await nextName(tx.db, 'BRD-', 4));
      if (before) await tx.db.updateTable('brand').set(row).where('id', '=', id).execute();
      else
        await tx.db
          .insertInto('brand')
          .values({ id, ...row })
          .execute();
      await audit(tx, before ? 'update' : 'create', 'brand', id, before ?? null, { id, ...row });
      await tx.app.cache.bump(tx.db, 'catalog');
      return { id, replaced: before && before.logo !== row.logo ? [before.logo] : [] };
    });
    removeReplacedMedia(ctx, replaced);
    return (await brandList(ctx)).find((b) => b.name === id)!;
  } catch (err) {
    if (upload) removeMedia(ctx, upload.files);
    throw err;
  }
}
