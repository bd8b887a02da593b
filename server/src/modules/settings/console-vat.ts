import type { Ctx } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { slugify } from '../../lib/ids';
import { getStoreSettings } from './settings.service';
import { audit, staffOf } from '../audit/audit';
import { changeWithBump } from '../../cache/change-with-bump';

/**
 * VAT classes (tax_class: rate in basis points, prices include VAT). Product definitions cache
 * their class's rate, so a change bumps the 'catalog' scope. A class that products (or the
 * delivery charge) use cannot be deleted.
 */

async function classes(ctx: Ctx) {
  const [rows, settings] = await Promise.all([
    ctx.db
      .selectFrom('tax_class as t')
      .select([
        't.id',
        't.name',
        't.rate_bp',
        (eb) =>
          eb
            .selectFrom('product as p')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('p.tax_class_id', '=', 't.id')
            .as('products'),
      ])
      .orderBy('t.rate_bp')
      .orderBy('t.name')
      .execute(),
    getStoreSettings(ctx),
  ]);
  return rows.map((r) => {
    const product_count = Number(r.products ?? 0);
    return {
      name: r.id,
      title: r.name,
      rate_bp: r.rate_bp,
      product_count,
      in_use: product_count > 0 || r.id === settings.shipping_tax_class,
    };
  });
}

export async function adminVat(ctx: Ctx) {
  staffOf(ctx);
  return classes(ctx);
}

/** admin_save_vat: a new class (its id made from the title) or a new title/rate for an existing one. */
export async function adminSaveVat(ctx: Ctx, p: { name?: string; title: string; rate_bp: number }) {
  staffOf(ctx);
  const id = await changeWithBump(ctx, ['catalog'], async (tx) => {
    const sameTitle = await tx.db.selectFrom('tax_class').select('id').where('name', '=', p.title).executeTakeFirst();
    if (sameTitle && sameTitle.id !== p.name)
      throw invalid(`A VAT class called ${p.title} already exists.`, [{ field: 'title', message: 'Another class has this name' }]);
    if (p.name) {
      const before = await tx.db.selectFrom('tax_class').selectAll().where('id', '=', p.name).executeTakeFirst();
      if (!before) throw notFound('VAT class not found.');
      await tx.db.updateTable('tax_class').set({ name: p.title, rate_bp: p.rate_bp }).where('id', '=', before.id).execute();
      await audit(tx, 'save', 'tax_class', before.id, before, { id: before.id, name: p.title, rate_bp: p.rate_bp });
      return before.id;
    }
    const base = slugify(p.title).slice(0, 30) || 'vat';
    let newId = base;
    for (let n = 2; await tx.db.selectFrom('tax_class').select('id').where('id', '=', newId).executeTakeFirst(); n++)
      newId = `${base}-${n}`;
    await tx.db.insertInto('tax_class').values({ id: newId, name: p.title, rate_bp: p.rate_bp }).execute();
    await audit(tx, 'create', 'tax_class', newId, null, { id: newId, name: p.title, rate_bp: p.rate_bp });
    return newId;
  });
  return (await classes(ctx)).find((c) => c.name === id)!;
}

export async function adminVatDelete(ctx: Ctx, id: string) {
  staffOf(ctx);
  return changeWithBump(ctx, ['catalog'], async (tx) => {
    const c = (await classes(tx)).find((x) => x.name === id);
    if (!c) throw notFound('VAT class not found.');
    if (c.in_use)
      throw invalid(
        c.product_count
          ? `${c.title} is used by ${c.product_count} product${c.product_count === 1 ? '' : 's'}: move them to another class first.`
          : `${c.title} is the delivery charge's VAT class: choose another one in the store settings first.`,
      );
    await tx.db.deleteFrom('tax_class').where('id', '=', id).execute();
    await audit(tx, 'delete', 'tax_class', id, { id, name: c.title, rate_bp: c.rate_bp }, null);
    return { status: 'success' as const, message: `${c.title} deleted.` };
  });
}
