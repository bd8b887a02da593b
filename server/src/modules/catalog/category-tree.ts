import type { TCategoryNode } from '@larder/contract/catalog';
import { VersionedMemo } from '../../cache/cache-versions';
import { type Ctx, appSingleton } from '../../ctx';
import type { CategoryRow } from './catalog.table';

/** The active category tree with product counts, loaded once per catalogue version. */
export interface CategoryTree {
  roots: TCategoryNode[];
  byId: Map<string, CategoryRow>;
  byRoute: Map<string, CategoryRow>;
  /** Ids of a category and all its active descendants. */
  subtreeIds: Map<string, string[]>;
  /** Distinct active products in a category's subtree. */
  counts: Map<string, number>;
  /** Ancestors from the root down, the category itself last. */
  path(id: string): CategoryRow[];
}

function treeMemo(ctx: Ctx) {
  return appSingleton(ctx.app, 'catalog.tree', () => new VersionedMemo<string, CategoryTree>(ctx.app.cache, 'catalog'));
}

export function getCategoryTree(ctx: Ctx): Promise<CategoryTree> {
  return treeMemo(ctx).get('tree', () => loadCategoryTree(ctx));
}

async function loadCategoryTree(ctx: Ctx): Promise<CategoryTree> {
  const rows = await ctx.db
    .selectFrom('category')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('display_order')
    .orderBy('name')
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<string | null, CategoryRow[]>();
  for (const r of rows) {
    // A child of an inactive parent is hidden with it.
    if (r.parent_id !== null && !byId.has(r.parent_id)) continue;
    const list = children.get(r.parent_id) ?? [];
    list.push(r);
    children.set(r.parent_id, list);
  }

  const pairs = await ctx.db
    .selectFrom('product_category as pc')
    .innerJoin('product as p', 'p.id', 'pc.product_id')
    .select(['pc.product_id', 'pc.category_id'])
    .where('p.is_active', '=', 1)
    .execute();
  const sets = new Map<string, Set<string>>();
  for (const { product_id, category_id } of pairs) {
    let cur = byId.get(category_id);
    while (cur) {
      let s = sets.get(cur.id);
      if (!s) sets.set(cur.id, (s = new Set()));
      s.add(product_id);
      cur = cur.parent_id ? byId.get(cur.parent_id) : undefined;
    }
  }
  const counts = new Map<string, number>();
  for (const [id, s] of sets) counts.set(id, s.size);

  const subtreeIds = new Map<string, string[]>();
  const collect = (id: string): string[] => {
    const ids = [id, ...(children.get(id) ?? []).flatMap((c) => collect(c.id))];
    subtreeIds.set(id, ids);
    return ids;
  };
  const build = (r: CategoryRow): TCategoryNode => ({
    name: r.id,
    category_name: r.name,
    route: r.route,
    image: r.image,
    mobile_image: r.mobile_image,
    default_view: r.default_view,
    products_count: counts.get(r.id) ?? 0,
    child: (children.get(r.id) ?? []).map(build),
  });
  const roots = (children.get(null) ?? []).map(build);
  for (const r of children.get(null) ?? []) collect(r.id);

  const reachable = new Map<string, CategoryRow>();
  for (const ids of subtreeIds.values()) for (const id of ids) reachable.set(id, byId.get(id)!);

  return {
    roots,
    byId: reachable,
    byRoute: new Map([...reachable.values()].map((r) => [r.route, r])),
    subtreeIds,
    counts,
    path(id) {
      const out: CategoryRow[] = [];
      let cur = reachable.get(id);
      while (cur) {
        out.unshift(cur);
        cur = cur.parent_id ? reachable.get(cur.parent_id) : undefined;
      }
      return out;
    },
  };
}

function withoutCounts(nodes: TCategoryNode[]): TCategoryNode[] {
  return nodes.map(({ products_count: _omit, child, ...rest }) => ({ ...rest, child: withoutCounts(child) }));
}

/** get_parent_categories: the tree to three levels, with product counts when asked. */
export async function getParentCategories(ctx: Ctx, showCount: boolean): Promise<TCategoryNode[]> {
  const tree = await getCategoryTree(ctx);
  return showCount ? tree.roots : withoutCounts(tree.roots);
}
