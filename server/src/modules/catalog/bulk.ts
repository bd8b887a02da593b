/**
 * The console's bulk product actions: price, publish and stock over many products, each in one
 * transaction with one audit entry, each through the rule the single-product path uses (the
 * editor's price fields and offer check, the catalog's stock change).
 */
import type { TStockReason } from '@larder/contract/admin-catalog';
import { fromMajor, toMajor } from '@larder/contract/money';
import { type Ctx, inTransaction } from '../../ctx';
import { type FieldError, invalid } from '../../lib/errors';
import { audit, staffOf } from '../audit/audit';
import { byWeight, offerProblem } from './price-rules';
import { notifyBackInStock } from '../notifications/notify.service';
import { changeStock, stockFigure } from './stock-adjust';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

async function productRows(tx: Ctx, ids: string[]) {
  const rows = await tx.db
    .selectFrom('product')
    .select(['id', 'name', 'price', 'old_price', 'price_per_kg', 'typical_weight_g', 'is_active'])
    .where('id', 'in', ids)
    .execute();
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length)
    throw invalid(
      `products: ${missing.join(', ')} ${missing.length === 1 ? 'is not a product' : 'are not products'}`,
      missing.map((id) => ({ field: id, message: 'not a product' })),
    );
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

/** admin_bulk_product_price: every price set, or moved by a percentage; all or none. */
export async function bulkProductPrice(ctx: Ctx, r: { products: string[]; price?: number; percent?: number }) {
  staffOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const rows = await productRows(tx, r.products);
    const problems: FieldError[] = [];
    const before: Record<string, number> = {};
    const after: Record<string, number> = {};
    for (const p of rows) {
      const weighed = p.price_per_kg !== null && p.typical_weight_g !== null;
      const moved = (pence: number) => Math.round((pence * (100 + r.percent!)) / 100);
      if (weighed && r.price !== undefined) {
        problems.push({
          field: p.id,
          message: `${p.name} is sold by weight: change it by a percentage, or its price per kg in the editor.`,
        });
        continue;
      }
      const input = {
        price: toMajor(r.price !== undefined ? fromMajor(r.price) : moved(p.price)),
        old_price: p.old_price === null ? null : toMajor(p.old_price),
        price_per_kg: weighed ? toMajor(moved(p.price_per_kg!)) : null,
        typical_weight_g: weighed ? p.typical_weight_g : null,
      };
      if (input.price < 0 || (input.price_per_kg ?? 0) < 0) {
        problems.push({ field: p.id, message: `${p.name}: the price cannot go below 0.` });
        continue;
      }
      const offer = offerProblem(input);
      if (offer) {
        problems.push({ field: p.id, message: `${p.name}: ${offer}` });
        continue;
      }
      const fields = byWeight(input);
      await tx.db
        .updateTable('product')
        .set({ ...fields, updated_at: tx.clock.now().toISOString() })
        .where('id', '=', p.id)
        .execute();
      before[p.id] = p.price;
      after[p.id] = fields.price;
    }
    if (problems.length) throw invalid(`${plural(problems.length, 'product')} cannot take this price, so no price was changed.`, problems);
    await audit(
      tx,
      'bulk_price',
      'product',
      plural(rows.length, 'product'),
      { price: before },
      {
        ...(r.price !== undefined ? { set: r.price } : { percent: r.percent }),
        price: after,
      },
    );
    await tx.app.cache.bump(tx.db, 'catalog');
    return { changed: rows.length, products: rows.map((p) => p.id) };
  });
}

/** admin_bulk_product_publish: every chosen product shown (1) or hidden (0); shoppers waiting for one shown again are told. */
export async function bulkProductPublish(ctx: Ctx, r: { products: string[]; is_active: boolean }) {
  staffOf(ctx);
  const active = r.is_active ? 1 : 0;
  const { changed, reactivated } = await inTransaction(ctx, async (tx) => {
    const rows = await productRows(tx, r.products);
    const changing = rows.filter((p) => p.is_active !== active);
    if (changing.length) {
      await tx.db
        .updateTable('product')
        .set({ is_active: active, updated_at: tx.clock.now().toISOString() })
        .where(
          'id',
          'in',
          changing.map((p) => p.id),
        )
        .execute();
      await audit(
        tx,
        r.is_active ? 'bulk_publish' : 'bulk_unpublish',
        'product',
        plural(changing.length, 'product'),
        { is_active: Object.fromEntries(changing.map((p) => [p.id, p.is_active])) },
        { is_active: active, products: changing.map((p) => p.id) },
      );
      await tx.app.cache.bump(tx.db, 'catalog');
    }
    return { changed: changing.map((p) => p.id), reactivated: active ? changing.map((p) => p.id) : [] };
  });
  for (const id of reactivated)
    await notifyBackInStock(ctx, id).catch((err: unknown) => ctx.log.error({ err, product: id }, 'back-in-stock notification failed'));
  return { changed: changed.length, products: changed };
}

interface BulkStock {
  items: { product: string; attribute_key: string }[];
  mode: 'set' | 'adjust';
  value: number;
  reason: TStockReason;
  note: string;
}

/** admin_bulk_stock: each item set to N or moved by ±N through the catalog's stock change; one refusal refuses all. */
export async function bulkStock(ctx: Ctx, r: BulkStock) {
  const { staffId } = staffOf(ctx);
  const keys = r.items.map((i) => `${i.product}|${i.attribute_key}`);
  if (new Set(keys).size !== keys.length) throw invalid('items: an item is listed twice', [{ field: 'items', message: 'listed twice' }]);
  const { items, backInStock } = await inTransaction(ctx, async (tx) => {
    const problems: FieldError[] = [];
    const items: { product: string; attribute_key: string; stock: number; change: number }[] = [];
    for (const i of r.items) {
      const current = r.mode === 'set' ? await stockFigure(tx, i.product, i.attribute_key) : null;
      const change = r.mode === 'set' ? r.value - (current ?? 0) : r.value;
      if (change === 0 && current !== null) {
        items.push({ ...i, stock: r.value, change: 0 });
        continue;
      }
      try {
        const done = await changeStock(tx, { ...i, change, reason: r.reason, note: r.note }, staffId);
        items.push({ ...i, stock: done.after, change });
      } catch (err) {
        if (!(err instanceof Error && 'code' in err && (err.code === 'VALIDATION' || err.code === 'NOT_FOUND'))) throw err;
        problems.push({ field: i.attribute_key ? `${i.product}|${i.attribute_key}` : i.product, message: err.message });
      }
    }
    if (problems.length)
      throw invalid(
        `${plural(problems.length, 'item')} cannot take this change, so no stock was changed: ${problems.map((p) => p.message).join(' ')}`,
        problems,
      );
    const changed = items.filter((i) => i.change !== 0);
    await audit(
      tx,
      'bulk_stock',
      'product',
      plural(changed.length, 'item'),
      { stock: Object.fromEntries(changed.map((i) => [`${i.product}|${i.attribute_key}`, i.stock - i.change])) },
      {
        mode: r.mode,
        value: r.value,
        reason: r.reason,
        note: r.note,
        stock: Object.fromEntries(changed.map((i) => [`${i.product}|${i.attribute_key}`, i.stock])),
      },
    );
    await tx.app.cache.bump(tx.db, 'catalog');
    const backInStock = [...new Set(changed.filter((i) => i.stock - i.change <= 0 && i.stock > 0).map((i) => i.product))];
    return { items, backInStock };
  });
  for (const id of backInStock)
    await notifyBackInStock(ctx, id).catch((err: unknown) => ctx.log.error({ err, product: id }, 'back-in-stock notification failed'));
  return { changed: items.filter((i) => i.change !== 0).length, items };
}
