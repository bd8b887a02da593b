import {
  ZBrandStripConfig,
  ZCategoryListConfig,
  ZImageBlockConfig,
  ZProductCarouselConfig,
  ZSliderConfig,
  ZTextBlockConfig,
  type TAdminHomeSection,
  type TSaveHomeSection,
} from '@larder/contract/admin-content';
import type { z } from 'zod';
import type { Ctx } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { nextName } from '../../lib/ids';
import type { PageSectionTable } from './content.table';
import { audit, staffOf } from '../audit/audit';
import { changeWithBump } from '../../cache/change-with-bump';

/**
 * The home page builder: rows of `page_section` (page 'home') that the storefront's
 * get_mobile_home_page renders in display_order. Every change bumps the 'home' cache scope so
 * every process rebuilds its home page.
 */

const PAGE = 'home';
const CONFIG_SCHEMAS: Record<PageSectionTable['section_type'], z.ZodType> = {
  Slider: ZSliderConfig,
  'Category List': ZCategoryListConfig,
  'Product Carousel': ZProductCarouselConfig,
  'Brand Strip': ZBrandStripConfig,
  'Text Block': ZTextBlockConfig,
  'Image Block': ZImageBlockConfig,
};

type Row = PageSectionTable;

function parseConfig(json: string): Record<string, unknown> {
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Why the storefront would skip a saved section ('' when it is fine). */
function problemOf(row: Row, categoryRoutes: Set<string>): string {
  const config = parseConfig(row.config);
  const parsed = CONFIG_SCHEMAS[row.section_type]?.safeParse(config);
  if (!parsed) return `Unknown section type ${row.section_type}`;
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'The settings of this section are not valid';
  if (row.section_type === 'Product Carousel') {
    const c = parsed.data as z.infer<typeof ZProductCarouselConfig>;
    if (c.source === 'category' && !categoryRoutes.has(c.category_route ?? '')) return `No category has the route ${c.category_route}`;
  }
  return '';
}

function dto(row: Row, problem: string): TAdminHomeSection {
  return {
    name: row.id,
    application_type: row.application_type,
    section_type: row.section_type,
    title: row.title,
    subtitle: row.subtitle,
    is_active: row.is_active ? 1 : 0,
    display_order: row.display_order,
    config: parseConfig(row.config),
    problem,
  };
}

async function categoryRoutes(ctx: Ctx): Promise<Set<string>> {
  return new Set((await ctx.db.selectFrom('category').select('route').execute()).map((r) => r.route));
}

function ordered(ctx: Ctx) {
  return ctx.db.selectFrom('page_section').selectAll().where('page', '=', PAGE).orderBy('display_order').orderBy('id');
}

/** admin_home_sections: in order; for mobile or web only the sections that layout shows ('both' and its own). */
export async function adminHomeSections(ctx: Ctx, view: 'mobile' | 'web' | 'all'): Promise<TAdminHomeSection[]> {
  staffOf(ctx);
  let q = ordered(ctx);
  if (view !== 'all') q = q.where('application_type', 'in', ['both', view]);
  const [rows, routes] = await Promise.all([q.execute(), categoryRoutes(ctx)]);
  return rows.map((r) => dto(r, problemOf(r, routes)));
}

/** admin_save_home_section: creates (added last) or updates a section; its config was checked against its type. */
export async function adminSaveHomeSection(ctx: Ctx, p: TSaveHomeSection): Promise<TAdminHomeSection> {
  staffOf(ctx);
  return changeWithBump(ctx, ['home'], async (tx) => {
    if (p.section_type === 'Product Carousel' && p.config.source === 'category') {
      const cat = await tx.db
        .selectFrom('category')
        .select('id')
        .where('route', '=', p.config.category_route ?? '')
        .executeTakeFirst();
      if (!cat)
        throw invalid(`No category has the route ${p.config.category_route}.`, [
          { field: 'config.category_route', message: 'Choose an existing category' },
        ]);
    }
    const values = {
      application_type: p.application_type,
      section_type: p.section_type,
      title: p.title,
      subtitle: p.subtitle,
      config: JSON.stringify(p.config),
      is_active: p.is_active ? 1 : 0,
    };
    let row: Row;
    if (p.name) {
      const before = await tx.db
        .selectFrom('page_section')
        .selectAll()
        .where('id', '=', p.name)
        .where('page', '=', PAGE)
        .executeTakeFirst();
      if (!before) throw notFound('Home page section not found.');
      await tx.db.updateTable('page_section').set(values).where('id', '=', before.id).execute();
      row = { ...before, ...values };
      await audit(tx, 'save', 'home_section', row.id, dto(before, ''), dto(row, ''));
    } else {
      const last = await tx.db
        .selectFrom('page_section')
        .select((eb) => eb.fn.max('display_order').as('n'))
        .where('page', '=', PAGE)
        .executeTakeFirst();
      row = { id: await nextName(tx.db, 'HS-'), page: PAGE, display_order: Number(last?.n ?? 0) + 10, ...values };
      await tx.db.insertInto('page_section').values(row).execute();
      await audit(tx, 'create', 'home_section', row.id, null, dto(row, ''));
    }
    return dto(row, '');
  });
}

/**
 * admin_reorder_home_sections: `order` is the new order of exactly the sections one layout shows.
 * They take the places those sections held in the shared order, so the other layout's own
 * sections stay where they were.
 */
export async function adminReorderHomeSections(ctx: Ctx, view: 'mobile' | 'web', order: string[]): Promise<TAdminHomeSection[]> {
  staffOf(ctx);
  await changeWithBump(ctx, ['home'], async (tx) => {
    const all = await ordered(tx).execute();
    const visible = all.filter((r) => r.application_type === 'both' || r.application_type === view);
    const want = new Set(order);
    if (want.size !== order.length)
      throw invalid('order lists a section twice.', [{ field: 'order', message: 'A section is listed twice' }]);
    if (visible.length !== order.length || visible.some((r) => !want.has(r.id)))
      throw invalid(`order must list exactly the ${visible.length} sections of the ${view} home page. Reload and try again.`, [
        { field: 'order', message: 'The sections changed meanwhile' },
      ]);
    const byId = new Map(all.map((r) => [r.id, r]));
    const queue = order.map((id) => byId.get(id)!);
    const next = all.map((r) => (r.application_type === 'both' || r.application_type === view ? queue.shift()! : r));
    for (const [i, r] of next.entries()) {
      const display_order = (i + 1) * 10;
      if (r.display_order !== display_order)
        await tx.db.updateTable('page_section').set({ display_order }).where('id', '=', r.id).execute();
    }
    await audit(
      tx,
      'reorder',
      'home_section',
      view,
      visible.map((r) => r.id),
      order,
    );
  });
  return adminHomeSections(ctx, view);
}

export async function adminDeleteHomeSection(ctx: Ctx, id: string) {
  staffOf(ctx);
  return changeWithBump(ctx, ['home'], async (tx) => {
    const before = await tx.db.selectFrom('page_section').selectAll().where('id', '=', id).where('page', '=', PAGE).executeTakeFirst();
    if (!before) throw notFound('Home page section not found.');
    await tx.db.deleteFrom('page_section').where('id', '=', id).execute();
    await audit(tx, 'delete', 'home_section', id, dto(before, ''), null);
    return { status: 'success' as const, message: `Section “${before.title || before.section_type}” deleted.` };
  });
}
