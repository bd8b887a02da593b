/**
 * A staff member's stock change on a product or one of its combinations: a rule of the catalog's
 * stock, used by the console's single and bulk adjustments.
 */
import type { TStockReason } from '@larder/contract/admin-catalog';
import type { Ctx } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { sortableId } from '../../lib/ids';

/** The stored reason: the code, and the note after ": " when there is one. */
export function encodeReason(reason: TStockReason, note: string): string {
  return note ? `${reason}: ${note}` : reason;
}

/** "Boneless, 1 kg" for combination keys of products (option ids joined by newlines). */
export async function keyDescriber(ctx: Ctx, keys: string[]): Promise<(key: string) => string> {
  const ids = [...new Set(keys.flatMap((k) => k.split('\n')).filter(Boolean))];
  const rows: { id: string; option_value: string; display_order: number; attr_order: number }[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...(await ctx.db
        .selectFrom('product_attribute_option as o')
        .innerJoin('product_attribute as a', 'a.id', 'o.attribute_id')
        .select(['o.id', 'o.option_value', 'o.display_order', 'a.display_order as attr_order'])
        .where('o.id', 'in', ids.slice(i, i + 500))
        .execute()),
    );
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (key: string) =>
    key
      .split('\n')
      .map((id) => byId.get(id))
      .filter((r) => r !== undefined)
      .sort((a, b) => a.attr_order - b.attr_order)
      .map((r) => r.option_value)
      .join(', ');
}

export interface StockAdjustment {
  product: string;
  attribute_key: string;
  change: number;
  reason: TStockReason;
  note: string;
}

/**
 * Changes stock by `change` in the caller's transaction: one conditional update (only while the
 * result stays at 0 or more) and its history row. Untracked products are refused.
 */
export async function changeStock(tx: Ctx, a: StockAdjustment, staffId: string): Promise<{ before: number; after: number; name: string }> {
  const p = await tx.db.selectFrom('product').select(['id', 'name', 'inventory_method']).where('id', '=', a.product).executeTakeFirst();
  if (!p) throw notFound('Product not found.');
  if (p.inventory_method === 'Dont Track Inventory')
    throw invalid(`${p.name} does not track stock. Change its inventory method in the product editor first.`);
  let stockAfter: number;
  if (p.inventory_method === 'Track Inventory') {
    if (a.attribute_key) throw invalid('attribute_key: this product has one stock figure; leave attribute_key empty.');
    const res = await tx.db
      .updateTable('product')
      .set((eb) => ({ stock: eb('stock', '+', a.change), updated_at: tx.clock.now().toISOString() }))
      .where('id', '=', p.id)
      .where((eb) => eb(eb('stock', '+', a.change), '>=', 0))
      .executeTakeFirst();
    const now = await tx.db.selectFrom('product').select('stock').where('id', '=', p.id).executeTakeFirstOrThrow();
    if (Number(res.numUpdatedRows) !== 1)
      throw invalid(`Stock cannot go below 0: ${p.name} has ${now.stock}.`, [{ field: 'change', message: `at least -${now.stock}` }]);
    stockAfter = now.stock;
  } else {
    if (!a.attribute_key) throw invalid('attribute_key: choose the combination whose stock changes.');
    const v = await tx.db
      .selectFrom('product_variant')
      .select('id')
      .where('product_id', '=', p.id)
      .where('attribute_key', '=', a.attribute_key)
      .executeTakeFirst();
    if (!v) throw notFound('That combination of options does not exist for this product.');
    const res = await tx.db
      .updateTable('product_variant')
      .set((eb) => ({ stock: eb('stock', '+', a.change) }))
      .where('id', '=', v.id)
      .where((eb) => eb(eb('stock', '+', a.change), '>=', 0))
      .executeTakeFirst();
    const now = await tx.db.selectFrom('product_variant').select('stock').where('id', '=', v.id).executeTakeFirstOrThrow();
    const label = (await keyDescriber(tx, [a.attribute_key]))(a.attribute_key);
    if (Number(res.numUpdatedRows) !== 1)
      throw invalid(`Stock cannot go below 0: ${p.name} (${label}) has ${now.stock}.`, [
        { field: 'change', message: `at least -${now.stock}` },
      ]);
    stockAfter = now.stock;
  }
  await recordStockHistory(
    tx,
    [{ product_id: p.id, attribute_key: a.attribute_key, change: a.change, stock_after: stockAfter }],
    encodeReason(a.reason, a.note),
    staffId,
  );
  return { before: stockAfter - a.change, after: stockAfter, name: p.name };
}

export interface StockHistoryEntry {
  product_id: string;
  attribute_key: string;
  change: number;
  stock_after: number;
}

/** The stock history rows of changes already made (one reason and staff member for all), in multi-row statements. */
export async function recordStockHistory(tx: Ctx, entries: StockHistoryEntry[], reason: string, staffId: string): Promise<void> {
  const at = tx.clock.now();
  for (let i = 0; i < entries.length; i += 400)
    await tx.db
      .insertInto('stock_adjustment')
      .values(entries.slice(i, i + 400).map((e) => ({ id: sortableId('STK-', at), ...e, reason, staff_id: staffId, at: at.toISOString() })))
      .execute();
}

/** The stock figure a change would move: the product's, or its combination's; null when not tracked or not found. */
export async function stockFigure(tx: Ctx, product: string, attributeKey: string): Promise<number | null> {
  const p = await tx.db.selectFrom('product').select(['stock', 'inventory_method']).where('id', '=', product).executeTakeFirst();
  if (!p || p.inventory_method === 'Dont Track Inventory') return null;
  if (p.inventory_method === 'Track Inventory') return p.stock;
  const v = await tx.db
    .selectFrom('product_variant')
    .select('stock')
    .where('product_id', '=', product)
    .where('attribute_key', '=', attributeKey)
    .executeTakeFirst();
  return v?.stock ?? null;
}
