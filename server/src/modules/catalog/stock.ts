import { sql } from 'kysely';
import type { Ctx } from '../../ctx';

/** What a stock movement needs to know of a line: which product or combination, and how it is counted. */
export interface StockLine {
  product_id: string;
  attribute_key: string;
  inventory_method: string;
}

const byCombination = (l: StockLine) => l.inventory_method === 'Track Inventory By Product Attributes';
const untracked = (l: StockLine) => l.inventory_method === 'Dont Track Inventory';

/**
 * Moves stock for orders: gives back (delta > 0) or takes (delta < 0) units of a product or of
 * its combination. Taking is one conditional update (`stock >= wanted`), so stock never goes
 * below zero however many orders race; returns false when there is not enough. Untracked
 * products always succeed. Bumps the stock cache version (in the caller's transaction).
 */
export async function moveStock(tx: Ctx, line: StockLine, delta: number): Promise<boolean> {
  if (delta === 0 || untracked(line)) return true;
  const res = byCombination(line)
    ? await tx.db
        .updateTable('product_variant')
        .set({ stock: sql<number>`stock + ${delta}` })
        .where('product_id', '=', line.product_id)
        .where('attribute_key', '=', line.attribute_key)
        .$if(delta < 0, (q) => q.where('stock', '>=', -delta))
        .executeTakeFirst()
    : await tx.db
        .updateTable('product')
        .set({ stock: sql<number>`stock + ${delta}` })
        .where('id', '=', line.product_id)
        .$if(delta < 0, (q) => q.where('stock', '>=', -delta))
        .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await tx.app.cache.bump(tx.db, 'stock');
  return true;
}

/**
 * Takes the units of a basket, summed per product or combination (two lines of one product take
 * from one stock). Returns the lines that could not be covered, with the units wanted; the caller
 * rolls the transaction back when any are short.
 */
export async function takeStock<L extends StockLine & { quantity: number }>(tx: Ctx, lines: L[]): Promise<{ line: L; wanted: number }[]> {
  const need = new Map<string, { line: L; qty: number }>();
  for (const l of lines) {
    if (untracked(l)) continue;
    const key = `${l.product_id}|${byCombination(l) ? l.attribute_key : ''}`;
    const cur = need.get(key);
    need.set(key, { line: cur?.line ?? l, qty: (cur?.qty ?? 0) + l.quantity });
  }
  const short: { line: L; wanted: number }[] = [];
  for (const { line, qty } of need.values()) if (!(await moveStock(tx, line, -qty))) short.push({ line, wanted: qty });
  return short;
}

/** Gives back the units of an order's lines (a cancellation, an expiry). */
export async function returnStock(tx: Ctx, lines: (StockLine & { quantity: number })[]): Promise<void> {
  for (const l of lines) await moveStock(tx, l, l.quantity);
}
