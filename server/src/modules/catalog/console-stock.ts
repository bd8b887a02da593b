/** Stock in the console: adjustments with a reason, each product's history, the low-stock list. */
import { STOCK_REASON_LABELS, type TLowStockItem, type TStockEntry, type TStockReason } from '@larder/contract/admin-catalog';
import { sql } from 'kysely';
import { type Ctx, inTransaction } from '../../ctx';
import { notFound } from '../../lib/errors';
import { imageSizes } from './product-cards';
import { changeStock, keyDescriber, type StockAdjustment } from './stock-adjust';
import { notifyBackInStock } from '../notifications/notify.service';
import { getStoreSettings, updateStoreSettings } from '../settings/settings.service';
import { audit, staffOf } from '../audit/audit';
import { likeTerm } from '../../lib/like';

export function decodeReason(stored: string): { reason: string; reason_label: string; note: string } {
  const i = stored.indexOf(': ');
  const reason = i >= 0 ? stored.slice(0, i) : stored;
  const note = i >= 0 ? stored.slice(i + 2) : '';
  return { reason, reason_label: STOCK_REASON_LABELS[reason as TStockReason] ?? reason, note };
}

/**
 * admin_adjust_stock: the catalog's stock change (one conditional update that keeps stock at 0 or
 * more, and its history row) and the audit entry in one transaction; shoppers waiting for the
 * product are e-mailed after it, when the stock went from 0 to more.
 */
export async function adjustStock(ctx: Ctx, a: StockAdjustment) {
  const { staffId } = staffOf(ctx);
  const { before, after, name } = await inTransaction(ctx, async (tx) => {
    const r = await changeStock(tx, a, staffId);
    await audit(
      tx,
      'adjust_stock',
      'product',
      a.product,
      { attribute_key: a.attribute_key, stock: r.before },
      { attribute_key: a.attribute_key, stock: r.after, change: a.change, reason: a.reason, note: a.note },
    );
    await tx.app.cache.bump(tx.db, 'catalog');
    return r;
  });
  let notified = 0;
  if (before <= 0 && after > 0)
    notified = await notifyBackInStock(ctx, a.product).catch((err: unknown) => {
      ctx.log.error({ err, product: a.product, name }, 'back-in-stock notification failed');
      return 0;
    });
  return { product: a.product, attribute_key: a.attribute_key, stock: after, change: a.change, notified };
}

/** admin_stock_history: newest first, with who made each change and why. */
export async function stockHistory(ctx: Ctx, productId: string, pageNo: number, pageLen: number) {
  staffOf(ctx);
  const p = await ctx.db.selectFrom('product').select(['id', 'name']).where('id', '=', productId).executeTakeFirst();
  if (!p) throw notFound('Product not found.');
  const base = ctx.db.selectFrom('stock_adjustment as s').where('s.product_id', '=', productId);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('staff as st', 'st.id', 's.staff_id')
      .select(['s.id', 's.attribute_key', 's.change', 's.stock_after', 's.reason', 's.at', 'st.email'])
      .orderBy('s.at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(pageLen)
      .offset((pageNo - 1) * pageLen)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const describe = await keyDescriber(
    ctx,
    rows.map((r) => r.attribute_key),
  );
  const entries: TStockEntry[] = rows.map((r) => ({
    name: r.id,
    attribute_key: r.attribute_key,
    attribute_description: r.attribute_key ? describe(r.attribute_key) : '',
    change: r.change,
    stock_after: r.stock_after,
    ...decodeReason(r.reason),
    staff_email: r.email ?? '',
    at: r.at,
  }));
  return { product: p.id, product_name: p.name, entries, total: Number(count.n) };
}

/** admin_low_stock: active tracked products and enabled combinations at or below the threshold, lowest first. */
export async function lowStock(ctx: Ctx, f: { threshold?: number; search?: string; page_no: number; page_len: number }) {
  staffOf(ctx);
  const threshold = f.threshold ?? (await getStoreSettings(ctx)).low_stock_threshold;
  const term = f.search ? likeTerm(f.search) : null;
  let products = ctx.db
    .selectFrom('product as p')
    .select(['p.id', 'p.name', 'p.route', 'p.sku', 'p.stock'])
    .where('p.is_active', '=', 1)
    .where('p.inventory_method', '=', 'Track Inventory')
    .where('p.stock', '<=', threshold);
  let variants = ctx.db
    .selectFrom('product_variant as v')
    .innerJoin('product as p', 'p.id', 'v.product_id')
    .select(['p.id', 'p.name', 'p.route', 'p.sku', 'v.attribute_key', 'v.stock'])
    .where('p.is_active', '=', 1)
    .where('p.inventory_method', '=', 'Track Inventory By Product Attributes')
    .where('v.disabled', '=', 0)
    .where('v.stock', '<=', threshold);
  if (term) {
    products = products.where((eb) => eb.or([eb(sql`lower(p.name)`, 'like', term), eb(sql`lower(p.sku)`, 'like', term)]));
    variants = variants.where((eb) => eb.or([eb(sql`lower(p.name)`, 'like', term), eb(sql`lower(p.sku)`, 'like', term)]));
  }
  const [a, b] = await Promise.all([products.execute(), variants.execute()]);
  const all = [...a.map((r) => ({ ...r, attribute_key: '' })), ...b].sort(
    (x, y) => x.stock - y.stock || x.name.localeCompare(y.name) || x.attribute_key.localeCompare(y.attribute_key),
  );
  const page = all.slice((f.page_no - 1) * f.page_len, f.page_no * f.page_len);
  const ids = [...new Set(page.map((r) => r.id))];
  const images = ids.length
    ? await ctx.db
        .selectFrom('product_image')
        .select(['product_id', 'url'])
        .where('product_id', 'in', ids)
        .orderBy('display_order')
        .execute()
    : [];
  const thumb = new Map<string, string>();
  for (const i of images) if (!thumb.has(i.product_id)) thumb.set(i.product_id, imageSizes(i.url).small);
  const describe = await keyDescriber(
    ctx,
    page.map((r) => r.attribute_key),
  );
  const items: TLowStockItem[] = page.map((r) => ({
    product: r.id,
    product_name: r.name,
    route: r.route,
    sku: r.sku,
    thumb: thumb.get(r.id) ?? '',
    attribute_key: r.attribute_key,
    attribute_description: r.attribute_key ? describe(r.attribute_key) : '',
    stock: r.stock,
  }));
  return { threshold, items, total: all.length };
}

/** admin_save_low_stock_threshold: the store setting, audited. */
export async function saveLowStockThreshold(ctx: Ctx, threshold: number) {
  staffOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const before = (await getStoreSettings(tx)).low_stock_threshold;
    await updateStoreSettings(tx, { low_stock_threshold: threshold });
    await audit(tx, 'update', 'setting', 'low_stock_threshold', { low_stock_threshold: before }, { low_stock_threshold: threshold });
    return { threshold };
  });
}
