/**
 * admin_save_product: creates or updates a product with its categories, attributes, options and
 * stock per combination. Everything is checked before anything is written, and written in one
 * transaction, so a refused save leaves the product exactly as it was.
 */
import type { TAdminProduct, TSaveProductPayload } from '@larder/contract/admin-catalog';
import { fromMajor } from '@larder/contract/money';
import type { Insertable } from 'kysely';
import { type Ctx, inTransaction } from '../../ctx';
import { buildProducts, insertProducts, attributeKey, type ProductInput, type TaxClassId } from '../../db/seed/factories';
import { type FieldError, invalid, notFound } from '../../lib/errors';
import { randomId, slugify } from '../../lib/ids';
import type { ProductAttributeOptionTable, ProductAttributeTable, ProductVariantTable } from './catalog.table';
import { notifyBackInStock } from '../notifications/notify.service';
import { audit, staffOf } from '../audit/audit';
import { adminProductDetail, productSnapshot } from './console-products';
import { saveFoodInformation } from './food-info';
import { byWeight, offerProblem } from './price-rules';
import { encodeReason, recordStockHistory } from './stock-adjust';

const BY_ATTRIBUTES = 'Track Inventory By Product Attributes';
const MAX_COMBINATIONS = 1000;

const lower = (s: string) => s.trim().toLowerCase();

function cartesian<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((x) => [...prefix, x])), [[]]);
}

/** Checks the payload against the shop's data; every problem is reported at once. */
async function validate(
  ctx: Ctx,
  p: TSaveProductPayload,
  existing: TAdminProduct | null,
): Promise<{ route: string; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const err = (field: string, message: string) => errors.push({ field, message });

  const route = slugify(p.route || p.item);
  if (!route) err('route', 'route: use letters or numbers (the web address is made from them)');
  else {
    const clash = await ctx.db.selectFrom('product').select(['id', 'name']).where('route', '=', route).executeTakeFirst();
    if (clash && clash.id !== existing?.name) err('route', `route: ${route} is already used by ${clash.name}`);
  }
  if (!(await ctx.db.selectFrom('tax_class').select('id').where('id', '=', p.vat_class).executeTakeFirst()))
    err('vat_class', `vat_class: ${p.vat_class} is not a VAT class`);
  if (p.brand && !(await ctx.db.selectFrom('brand').select('id').where('id', '=', p.brand).executeTakeFirst()))
    err('brand', `brand: ${p.brand} is not a brand`);
  const cats = p.categories;
  if (new Set(cats).size !== cats.length) err('categories', 'categories: a category is listed twice');
  const found = await ctx.db.selectFrom('category').select('id').where('id', 'in', cats).execute();
  const missing = cats.filter((c) => !found.some((f) => f.id === c));
  if (missing.length)
    err('categories', `categories: ${missing.join(', ')} ${missing.length === 1 ? 'is not a category' : 'are not categories'}`);
  const offer = offerProblem(p);
  if (offer) err('old_price', offer);
  if (p.min_order_qty > p.max_order_qty) err('max_order_qty', 'max_order_qty: must be at least the minimum order quantity');

  // Attributes and options: unique names, ids that belong to this product, one pre-selected option.
  const attrIds = new Set(existing?.attributes.map((a) => a.name) ?? []);
  const optionOwner = new Map<string, string>();
  for (const a of existing?.attributes ?? []) for (const o of a.options) optionOwner.set(o.name, a.name);
  const names = new Set<string>();
  const givenIds = new Set<string>();
  p.attributes.forEach((a, ai) => {
    const f = `attributes.${ai}`;
    if (a.name && givenIds.has(a.name)) err(`${f}.name`, `attributes: ${a.name} is listed twice`);
    if (a.name) givenIds.add(a.name);
    if (names.has(lower(a.attribute))) err(`${f}.attribute`, `attributes: ${a.attribute} is listed twice`);
    names.add(lower(a.attribute));
    if (existing && a.name && !attrIds.has(a.name)) err(`${f}.name`, `attributes: ${a.name} is not an attribute of this product`);
    const values = new Set<string>();
    a.options.forEach((o, oi) => {
      if (values.has(lower(o.value))) err(`${f}.options.${oi}.value`, `${a.attribute}: the option ${o.value} is listed twice`);
      values.add(lower(o.value));
      if (existing && o.name && optionOwner.get(o.name) !== a.name)
        err(`${f}.options.${oi}.name`, `${a.attribute}: ${o.name} is not one of its options`);
    });
    if (a.options.filter((o) => o.is_pre_selected).length > 1) err(`${f}.options`, `${a.attribute}: only one option can be pre-selected`);
    if (a.options.every((o) => o.disabled)) err(`${f}.options`, `${a.attribute}: at least one option must be enabled`);
  });

  if ((p.price_per_kg === null) !== (p.typical_weight_g === null))
    err(p.price_per_kg === null ? 'price_per_kg' : 'typical_weight_g', 'Sold by weight: give both the price per kg and the typical weight');
  if (p.price_per_kg !== null && p.attributes.length)
    err('attributes', 'A product sold by weight has no options: sell each size as its own product');

  if (p.inventory_method === BY_ATTRIBUTES) {
    if (!p.attributes.length) err('attributes', 'attributes: stock by attributes needs at least one attribute with options');
    const enabled = p.attributes.map((a) => a.options.filter((o) => !o.disabled));
    const count = enabled.reduce((n, list) => n * Math.max(list.length, 1), 1);
    if (count > MAX_COMBINATIONS) err('attributes', `attributes: ${count} combinations is too many (at most ${MAX_COMBINATIONS})`);
    const seen = new Set<string>();
    p.combinations.forEach((c, ci) => {
      const f = `combinations.${ci}`;
      if (c.values.length !== p.attributes.length) {
        err(f, `combinations: row ${ci + 1} must name one option of each attribute (${p.attributes.map((a) => a.attribute).join(', ')})`);
        return;
      }
      c.values.forEach((v, vi) => {
        if (!enabled[vi]?.some((o) => lower(o.value) === lower(v)))
          err(f, `combinations: ${v} is not an enabled option of ${p.attributes[vi]?.attribute ?? 'the attribute'}`);
      });
      const key = c.values.map(lower).join('\n');
      if (seen.has(key)) err(f, `combinations: ${c.values.join(' / ')} is listed twice`);
      seen.add(key);
    });
  }
  return { route, errors };
}

/** Stock per combination label ("Boneless / 1 kg", in attribute order, lower-cased). */
function stockByLabel(p: TSaveProductPayload) {
  return new Map(p.combinations.map((c) => [c.values.map(lower).join(' / '), c]));
}

const certificationsOf = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean);

/** A new product through the factories (the one way product rows are built). */
async function createProduct(tx: Ctx, p: TSaveProductPayload, route: string): Promise<string> {
  const input: ProductInput = {
    name: p.item,
    route,
    ...byWeight(p),
    category_ids: p.categories,
    brand_id: p.brand,
    inventory_method: p.inventory_method,
    stock: p.inventory_method === 'Track Inventory' ? p.stock : 0,
    min_order_qty: p.min_order_qty,
    max_order_qty: p.max_order_qty,
    weight_grams: p.weight_grams,
    unit: p.unit,
    tax_class_id: p.vat_class as TaxClassId,
    certifications: certificationsOf(p.certifications),
    tags: p.tags.split(/\s+/).filter(Boolean),
    is_active: p.is_active ? 1 : 0,
    disable_add_to_cart: p.disable_add_to_cart ? 1 : 0,
    short_description: p.short_description,
    full_description: p.full_description,
    attributes: p.attributes.map((a) => ({
      name: a.attribute,
      control_type: a.control_type,
      options: a.options.map((o) => ({
        value: o.value,
        price_adjustment: fromMajor(o.price_adjustment),
        weight_adjustment_grams: o.weight_adjustment_grams,
        pre_selected: o.is_pre_selected,
        disabled: o.disabled,
      })),
    })),
    default_variant_stock: 0,
    created_at: tx.clock.now().toISOString(),
  };
  const [rows] = await buildProducts(tx.db, [input]);
  if (!rows) throw new Error('no product built');
  if (p.sku) rows.product.sku = p.sku;
  if (p.meta_title) rows.product.meta_title = p.meta_title;
  if (p.meta_description) rows.product.meta_description = p.meta_description;
  rows.attributes.forEach((a, i) => (a.is_required = p.attributes[i]?.is_required === false ? 0 : 1));
  // Combination stock, sku and state from the grid (matched on the option values).
  const byLabel = stockByLabel(p);
  const valueOf = new Map(rows.options.map((o) => [o.id, o.option_value]));
  const attrOrder = new Map(rows.attributes.map((a, i) => [a.id, i]));
  const attrOf = new Map(rows.options.map((o) => [o.id, o.attribute_id]));
  for (const v of rows.variants) {
    const label = v.attribute_key
      .split('\n')
      .sort((a, b) => (attrOrder.get(attrOf.get(a)!) ?? 0) - (attrOrder.get(attrOf.get(b)!) ?? 0))
      .map((id) => lower(valueOf.get(id) ?? ''))
      .join(' / ');
    const c = byLabel.get(label);
    v.stock = c?.stock ?? 0;
    if (c?.sku) v.sku = c.sku;
    v.disabled = c?.disabled ? 1 : 0;
  }
  await insertProducts(tx.db, [rows]);
  return rows.product.id;
}

function nextId(prefix: string, taken: Set<string>): string {
  let n = taken.size + 1;
  while (taken.has(`${prefix}${n}`)) n++;
  const id = `${prefix}${n}`;
  taken.add(id);
  return id;
}

interface StockChange {
  key: string;
  before: number;
  after: number;
}

/** Updates a product in place: ids of kept attributes, options and combinations stay the same. */
async function updateProduct(tx: Ctx, p: TSaveProductPayload, route: string, before: TAdminProduct): Promise<StockChange[]> {
  const id = before.name;
  const now = tx.clock.now().toISOString();
  await tx.db
    .updateTable('product')
    .set({
      route,
      name: p.item,
      sku: p.sku,
      short_description: p.short_description,
      full_description: p.full_description,
      ...byWeight(p),
      inventory_method: p.inventory_method,
      stock: p.inventory_method === 'Track Inventory' ? p.stock : before.stock,
      min_order_qty: p.min_order_qty,
      max_order_qty: p.max_order_qty,
      weight_grams: p.weight_grams,
      unit: p.unit,
      tax_class_id: p.vat_class,
      brand_id: p.brand,
      certifications: certificationsOf(p.certifications).join(','),
      tags: p.tags.split(/\s+/).filter(Boolean).join(' '),
      is_active: p.is_active ? 1 : 0,
      disable_add_to_cart: p.disable_add_to_cart ? 1 : 0,
      meta_title: p.meta_title || p.item,
      meta_description: p.meta_description || p.short_description,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();

  await tx.db.deleteFrom('product_category').where('product_id', '=', id).execute();
  await tx.db
    .insertInto('product_category')
    .values(p.categories.map((category_id, i) => ({ product_id: id, category_id, is_primary: i === 0 ? 1 : 0 })))
    .execute();

  // Attributes and options: update kept ones, add new ones, remove the rest.
  const attrTaken = new Set(before.attributes.map((a) => a.name));
  const optTaken = new Set(before.attributes.flatMap((a) => a.options.map((o) => o.name)));
  const keptAttrs = new Set<string>();
  const keptOpts = new Set<string>();
  const enabledIds: { id: string; value: string }[][] = [];
  for (const [ai, a] of p.attributes.entries()) {
    const attrRow: Insertable<ProductAttributeTable> = {
      id: a.name ?? nextId(`${id}-a`, attrTaken),
      product_id: id,
      name: a.attribute,
      control_type: a.control_type,
      is_required: a.is_required ? 1 : 0,
      display_order: ai,
    };
    if (a.name) await tx.db.updateTable('product_attribute').set(attrRow).where('id', '=', a.name).execute();
    else await tx.db.insertInto('product_attribute').values(attrRow).execute();
    keptAttrs.add(attrRow.id);
    const group: { id: string; value: string }[] = [];
    for (const [oi, o] of a.options.entries()) {
      const optRow: Insertable<ProductAttributeOptionTable> = {
        id: o.name ?? nextId(`${attrRow.id}o`, optTaken),
        attribute_id: attrRow.id,
        product_id: id,
        option_value: o.value,
        price_adjustment: fromMajor(o.price_adjustment),
        weight_adjustment_grams: o.weight_adjustment_grams,
        is_pre_selected: o.is_pre_selected ? 1 : 0,
        display_order: oi,
        disabled: o.disabled ? 1 : 0,
      };
      if (o.name) await tx.db.updateTable('product_attribute_option').set(optRow).where('id', '=', o.name).execute();
      else await tx.db.insertInto('product_attribute_option').values(optRow).execute();
      keptOpts.add(optRow.id);
      if (!o.disabled) group.push({ id: optRow.id, value: o.value });
    }
    enabledIds.push(group);
  }
  const goneOpts = [...optTaken].filter((o) => !keptOpts.has(o) && before.attributes.some((a) => a.options.some((x) => x.name === o)));
  if (goneOpts.length) await tx.db.deleteFrom('product_attribute_option').where('id', 'in', goneOpts).execute();
  const goneAttrs = before.attributes.map((a) => a.name).filter((a) => !keptAttrs.has(a));
  if (goneAttrs.length) await tx.db.deleteFrom('product_attribute').where('id', 'in', goneAttrs).execute();

  // Combinations: one row per combination of enabled options, matched on the key.
  const changes: StockChange[] = [];
  if (before.inventory_method === 'Track Inventory' || p.inventory_method === 'Track Inventory') {
    const was = before.inventory_method === 'Track Inventory' ? before.stock : 0;
    if (p.inventory_method === 'Track Inventory' && p.stock !== was) changes.push({ key: '', before: was, after: p.stock });
  }
  const existing = new Map(before.combinations.map((c) => [c.attribute_key, c]));
  const wanted = new Map<string, Insertable<ProductVariantTable>>();
  if (p.inventory_method === BY_ATTRIBUTES && enabledIds.length) {
    const byLabel = stockByLabel(p);
    const skus = new Set(before.combinations.map((c) => c.sku));
    for (const combo of cartesian(enabledIds)) {
      const key = attributeKey(combo.map((o) => o.id));
      const c = byLabel.get(combo.map((o) => lower(o.value)).join(' / '));
      const old = existing.get(key);
      const stock = c?.stock ?? old?.stock ?? 0;
      wanted.set(key, {
        id: old ? '' : `${id}-v-${randomId(5)}`,
        product_id: id,
        attribute_key: key,
        stock,
        sku: c?.sku || old?.sku || nextId(`${p.sku || id.replace('ITEM-', 'LD')}-`, skus),
        disabled: c ? (c.disabled ? 1 : 0) : (old?.disabled ?? 0),
      });
      if (stock !== (old?.stock ?? 0)) changes.push({ key, before: old?.stock ?? 0, after: stock });
    }
  }
  const goneKeys = [...existing.keys()].filter((k) => !wanted.has(k));
  if (goneKeys.length)
    await tx.db.deleteFrom('product_variant').where('product_id', '=', id).where('attribute_key', 'in', goneKeys).execute();
  for (const [key, row] of wanted) {
    if (existing.has(key))
      await tx.db
        .updateTable('product_variant')
        .set({ stock: row.stock, sku: row.sku, disabled: row.disabled })
        .where('product_id', '=', id)
        .where('attribute_key', '=', key)
        .execute();
    else await tx.db.insertInto('product_variant').values(row).execute();
  }
  return changes;
}

/** Records stock changes made in the editor in the stock history (a count correction). */
function recordStockChanges(tx: Ctx, productId: string, changes: StockChange[]): Promise<void> {
  const entries = changes.map((c) => ({ product_id: productId, attribute_key: c.key, change: c.after - c.before, stock_after: c.after }));
  return recordStockHistory(tx, entries, encodeReason('count_correction', 'set in the product editor'), staffOf(tx).staffId);
}

/** admin_save_product: create (no `name`) or update; returns the saved product as the editor shows it. */
export async function adminSaveProduct(ctx: Ctx, p: TSaveProductPayload): Promise<TAdminProduct> {
  staffOf(ctx);
  const { id, backInStock } = await inTransaction(ctx, async (tx) => {
    const before = p.name ? await adminProductDetail(tx, p.name).catch(() => null) : null;
    if (p.name && !before) throw notFound('Product not found.');
    const { route, errors } = await validate(tx, p, before);
    if (errors.length) throw invalid(errors.map((e) => e.message).join('; '), errors);
    if (!before) {
      const id = await createProduct(tx, p, route);
      if (p.food_information) await saveFoodInformation(tx.db, id, p.food_information);
      const after = await adminProductDetail(tx, id);
      const initial = [
        ...(after.inventory_method === 'Track Inventory' && after.stock > 0 ? [{ key: '', before: 0, after: after.stock }] : []),
        ...after.combinations.filter((c) => c.stock > 0).map((c) => ({ key: c.attribute_key, before: 0, after: c.stock })),
      ];
      await recordStockChanges(tx, id, initial);
      await audit(tx, 'create', 'product', id, null, productSnapshot(after));
      await tx.app.cache.bump(tx.db, 'catalog');
      return { id, backInStock: false };
    }
    const changes = await updateProduct(tx, p, route, before);
    if (p.food_information) await saveFoodInformation(tx.db, before.name, p.food_information);
    await recordStockChanges(tx, before.name, changes);
    const after = await adminProductDetail(tx, before.name);
    await audit(tx, 'update', 'product', before.name, productSnapshot(before), productSnapshot(after));
    await tx.app.cache.bump(tx.db, 'catalog');
    const reactivated = !before.is_active && after.is_active;
    return { id: before.name, backInStock: reactivated || changes.some((c) => c.before <= 0 && c.after > 0) };
  });
  if (backInStock)
    await notifyBackInStock(ctx, id).catch((err: unknown) => ctx.log.error({ err, product: id }, 'back-in-stock notification failed'));
  return adminProductDetail(ctx, id);
}
