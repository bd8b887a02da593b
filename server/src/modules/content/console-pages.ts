import type { TAdminBlock, TAdminInfoPage } from '@larder/contract/admin-content';
import type { Ctx } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { nextName } from '../../lib/ids';
import type { InfoPageTable, ScrollContentTable } from './content.table';
import { audit, staffOf } from '../audit/audit';
import { changeWithBump } from '../../cache/change-with-bump';

/** Saved content blocks (a JSON array); anything else reads as no blocks. */
export function storedBlocks(json: string): unknown[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

/**
 * Info pages (about us, policies…) and the announcement bar. Page content is JSON blocks (checked
 * against the contract's block schema), never HTML. Changes bump the 'content' cache scope.
 */

function pageDto(p: InfoPageTable): TAdminInfoPage {
  return {
    route: p.route,
    title: p.title,
    meta_description: p.meta_description,
    content: storedBlocks(p.content),
    is_published: p.is_published ? 1 : 0,
    updated_at: p.updated_at,
  };
}

export async function adminInfoPages(ctx: Ctx): Promise<TAdminInfoPage[]> {
  staffOf(ctx);
  return (await ctx.db.selectFrom('info_page').selectAll().orderBy('title').execute()).map(pageDto);
}

/** admin_save_info_page: a new page (its route must be free) or an update of `original_route`, possibly renamed. */
export async function adminSaveInfoPage(
  ctx: Ctx,
  p: { original_route?: string; route: string; title: string; meta_description: string; content: TAdminBlock[]; is_published: boolean },
): Promise<TAdminInfoPage> {
  staffOf(ctx);
  return changeWithBump(ctx, ['content'], async (tx) => {
    const before = p.original_route
      ? await tx.db.selectFrom('info_page').selectAll().where('route', '=', p.original_route).executeTakeFirst()
      : undefined;
    if (p.original_route && !before) throw notFound('Page not found.');
    if (!before || before.route !== p.route) {
      const taken = await tx.db.selectFrom('info_page').select('route').where('route', '=', p.route).executeTakeFirst();
      if (taken)
        throw invalid(`A page with the route ${p.route} already exists.`, [{ field: 'route', message: 'Another page has this route' }]);
    }
    const row: InfoPageTable = {
      route: p.route,
      title: p.title,
      meta_description: p.meta_description,
      content: JSON.stringify(p.content),
      is_published: p.is_published ? 1 : 0,
      updated_at: tx.clock.now().toISOString(),
    };
    if (before) await tx.db.updateTable('info_page').set(row).where('route', '=', before.route).execute();
    else await tx.db.insertInto('info_page').values(row).execute();
    await audit(tx, before ? 'save' : 'create', 'info_page', row.route, before ? pageDto(before) : null, pageDto(row));
    return pageDto(row);
  });
}

function scrollDto(r: ScrollContentTable) {
  return { name: r.id, text: r.text, route: r.route, display_order: r.display_order, is_active: r.is_active ? (1 as const) : (0 as const) };
}

export async function adminScrollContent(ctx: Ctx) {
  staffOf(ctx);
  return (await ctx.db.selectFrom('scroll_content').selectAll().orderBy('display_order').orderBy('id').execute()).map(scrollDto);
}

export async function adminSaveScrollContent(
  ctx: Ctx,
  p: { name?: string; text: string; route: string; display_order: number; is_active: boolean },
) {
  staffOf(ctx);
  return changeWithBump(ctx, ['content'], async (tx) => {
    const values = { text: p.text, route: p.route, display_order: p.display_order, is_active: p.is_active ? 1 : 0 };
    let row: ScrollContentTable;
    if (p.name) {
      const before = await tx.db.selectFrom('scroll_content').selectAll().where('id', '=', p.name).executeTakeFirst();
      if (!before) throw notFound('Announcement not found.');
      row = { ...before, ...values };
      await tx.db.updateTable('scroll_content').set(values).where('id', '=', before.id).execute();
      await audit(tx, 'save', 'scroll_content', row.id, scrollDto(before), scrollDto(row));
    } else {
      row = { id: await nextName(tx.db, 'SCA-'), ...values };
      await tx.db.insertInto('scroll_content').values(row).execute();
      await audit(tx, 'create', 'scroll_content', row.id, null, scrollDto(row));
    }
    return scrollDto(row);
  });
}

export async function adminDeleteScrollContent(ctx: Ctx, id: string) {
  staffOf(ctx);
  return changeWithBump(ctx, ['content'], async (tx) => {
    const before = await tx.db.selectFrom('scroll_content').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('Announcement not found.');
    await tx.db.deleteFrom('scroll_content').where('id', '=', id).execute();
    await audit(tx, 'delete', 'scroll_content', id, scrollDto(before), null);
    return { status: 'success' as const, message: 'Announcement deleted.' };
  });
}
