/** The console's product list, product detail and product deletion. */
import type { TAdminCombination, TAdminProduct, TAdminProductRow } from '@larder/contract/admin-catalog';
import { toMajor } from '@larder/contract/money';
import { sql } from 'kysely';
import { type Ctx, inTransaction } from '../../ctx';
import { notFound } from '../../lib/errors';
import { imageSizes } from './product-cards';
import type { InventoryMethod } from './catalog.table';
import { getStoreSettings } from '../settings/settings.service';
import { audit, staffOf } from '../audit/audit';
import { imageDto, removeMedia, uploadedFilesOfImages } from './console-images';
import { EMPTY_FOOD, readFoodRows } from './food-info';
import { likeTerm } from '../../lib/like';

const BY_ATTRIBUTES: InventoryMethod = 'Track Inventory By Product Attributes';

/** admin_catalog_options: the VAT classes a product can have. */
export async function catalogOptions(ctx: Ctx) {
  staffOf(ctx);
  const rows = await ctx.db.selectFrom('tax_class').select(['id', 'name', 'rate_bp']).orderBy('rate_bp').execute();
  return { vat_classes: rows.map((r) => ({ name: r.id, label: r.name, rate_percent: r.rate_bp / 100 })) };
}

/** Ids of a category and every category below it (active or not). */
export async function categorySubtree(ctx: Ctx, categoryId: string): Promise<string[]> {
  const rows = await ctx.db.selectFrom('category').select(['id', 'parent_id']).execute();
  const children = new Map<string, string[]>();
  for (const r of rows) if (r.parent_id) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r.id]);
  const out: string[] = [];
  const walk = (id: string) => {
    out.push(id);
    for (const c of children.get(id) ?? []) walk(c);
  };
  if (rows.some((r) => r.id === categoryId)) walk(categoryId);
  return out;
}

export interface ProductListFilters {
  search?: string;
  category?: string;
  brand?: string;
  active?: boolean;
  low_stock: boolean;
  sort: 'name' | 'price' | 'stock' | 'updated';
  page_no: number;
  page_len: number;
}

/** admin_product_list: filtered and paged, with live stock and a low-stock flag per product. */
export async function adminProductList(ctx: Ctx, f: ProductListFilters) {
  staffOf(ctx);
  const threshold = (await getStoreSettings(ctx)).low_stock_threshold;
  let q = ctx.db.selectFrom('product as p');
  if (f.search) {
    const term = likeTerm(f.search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(p.name)`, 'like', term),
        eb(sql`lower(p.route)`, 'like', term),
        eb(sql`lower(p.sku)`, 'like', term),
        eb('p.id', '=', f.search!),
      ]),
    );
  }
  if (f.category) {
    const ids = await categorySubtree(ctx, f.category);
    if (!ids.length) return { products: [], total: 0, low_stock_threshold: threshold };
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_category as pc')
          .select('pc.product_id')
          .whereRef('pc.product_id', '=', 'p.id')
          .where('pc.category_id', 'in', ids),
      ),
    );
  }
  if (f.brand) q = q.where('p.brand_id', '=', f.brand);
  if (f.active !== undefined) q = q.where('p.is_active', '=', f.active ? 1 : 0);
  if (f.low_stock)
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('p.inventory_method', '=', 'Track Inventory'), eb('p.stock', '<=', threshold)]),
        eb.and([
          eb('p.inventory_method', '=', BY_ATTRIBUTES),
          eb.exists(
            eb
              .selectFrom('product_variant as v')
              .select('v.id')
              .whereRef('v.product_id', '=', 'p.id')
              .where('v.disabled', '=', 0)
              .where('v.stock', '<=', threshold),
          ),
        ]),
      ]),
    );
  let ordered = q.selectAll('p');
  if (f.sort === 'price') ordered = ordered.orderBy('p.price');
  else if (f.sort === 'stock') ordered = ordered.orderBy('p.stock');
  else if (f.sort === 'updated') ordered = ordered.orderBy('p.updated_at', 'desc');
  const [rows, count] = await Promise.all([
    ordered
      .orderBy('p.name')
      .orderBy('p.id')
      .limit(f.page_len)
      .offset((f.page_no - 1) * f.page_len)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const [brands, cats, images, variants] = ids.length
    ? await Promise.all([
        ctx.db
          .selectFrom('brand')
          .select(['id', 'name'])
          .where(
            'id',
            'in',
            rows.map((r) => r.brand_id ?? ''),
          )
          .execute(),
        ctx.db
          .selectFrom('product_category as pc')
          .innerJoin('category as c', 'c.id', 'pc.category_id')
          .select(['pc.product_id', 'c.name'])
          .where('pc.product_id', 'in', ids)
          .where('pc.is_primary', '=', 1)
          .execute(),
        ctx.db
          .selectFrom('product_image')
          .select(['product_id', 'url', 'display_order'])
          .where('product_id', 'in', ids)
          .orderBy('display_order')
          .execute(),
        ctx.db
          .selectFrom('product_variant')
          .select((eb) => [
            'product_id',
            eb.fn.sum<number>('stock').as('total'),
            eb.fn.countAll<number>().filterWhere('stock', '<=', 0).as('sold_out'),
            eb.fn.countAll<number>().filterWhere('stock', '<=', threshold).as('low'),
          ])
          .where('product_id', 'in', ids)
          .where('disabled', '=', 0)
          .groupBy('product_id')
          .execute(),
      ])
    : [[], [], [], []];
  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  const catName = new Map(cats.map((c) => [c.product_id, c.name]));
  const image = new Map<string, string>();
  for (const i of images) if (!image.has(i.product_id)) image.set(i.product_id, i.url);
  const variant = new Map(variants.map((v) => [v.product_id, { total: Number(v.total), soldOut: Number(v.sold_out), low: Number(v.low) }]));
  const products: TAdminProductRow[] = rows.map((r) => {
    const v = variant.get(r.id);
    const stock = r.inventory_method === 'Dont Track Inventory' ? null : r.inventory_method === BY_ATTRIBUTES ? (v?.total ?? 0) : r.stock;
    // By options, the total can be high while one option is sold out: the row says which is true.
    const byOptions = r.inventory_method === BY_ATTRIBUTES;
    const soldOut = byOptions ? (v?.soldOut ?? 0) : 0;
    const lowOptions = byOptions ? (v?.low ?? 0) - soldOut : 0;
    const low = r.inventory_method === 'Track Inventory' ? r.stock <= threshold : byOptions && (!v || v.low > 0);
    return {
      name: r.id,
      item: r.name,
      route: r.route,
      sku: r.sku,
      price: toMajor(r.price),
      old_price: r.old_price === null ? null : toMajor(r.old_price),
      inventory_method: r.inventory_method,
      stock,
      low_stock: low,
      options_sold_out: soldOut,
      options_low: lowOptions,
      is_active: r.is_active ? 1 : 0,
      brand_name: r.brand_id ? (brandName.get(r.brand_id) ?? null) : null,
      category_name: catName.get(r.id) ?? null,
      thumb: imageSizes(image.get(r.id)).small,
      updated: r.updated_at,
    };
  });
  return { products, total: Number(count.n), low_stock_threshold: threshold };
}

/** Option values of each combination key, in attribute order: "Boneless, 1 kg". */
export function describeKey(attributes: { id: string; options: { id: string; option_value: string }[] }[], key: string) {
  const ids = new Set(key.split('\n'));
  const values = attributes.flatMap((a) => a.options.filter((o) => ids.has(o.id)).map((o) => o.option_value));
  return { values, description: values.join(', ') };
}

/** admin_product_detail: everything the editor shows, inactive products included. */
export async function adminProductDetail(ctx: Ctx, id: string): Promise<TAdminProduct> {
  staffOf(ctx);
  const p = await ctx.db.selectFrom('product').selectAll().where('id', '=', id).executeTakeFirst();
  if (!p) throw notFound('Product not found.');
  const [cats, images, attributes, options, variants, ordered, food] = await Promise.all([
    ctx.db.selectFrom('product_category').select(['category_id', 'is_primary']).where('product_id', '=', id).execute(),
    ctx.db.selectFrom('product_image').selectAll().where('product_id', '=', id).orderBy('display_order').orderBy('id').execute(),
    ctx.db.selectFrom('product_attribute').selectAll().where('product_id', '=', id).orderBy('display_order').orderBy('id').execute(),
    ctx.db.selectFrom('product_attribute_option').selectAll().where('product_id', '=', id).orderBy('display_order').orderBy('id').execute(),
    ctx.db.selectFrom('product_variant').selectAll().where('product_id', '=', id).execute(),
    ctx.db.selectFrom('order_item').select('id').where('product_id', '=', id).limit(1).executeTakeFirst(),
    readFoodRows(ctx.db, [id]),
  ]);
  const attrs = attributes.map((a) => ({ ...a, options: options.filter((o) => o.attribute_id === a.id) }));
  // Combinations in the grid's order: the first attribute's options outermost.
  const position = new Map<string, number>();
  for (const a of attrs) a.options.forEach((o, i) => position.set(o.id, i));
  const combinations: TAdminCombination[] = variants
    .map((v) => ({ v, ...describeKey(attrs, v.attribute_key) }))
    .map(({ v, values, description }) => ({
      attribute_key: v.attribute_key,
      values,
      description,
      stock: v.stock,
      sku: v.sku,
      disabled: v.disabled ? (1 as const) : (0 as const),
      sortKey: attrs.map((a) => a.options.findIndex((o) => v.attribute_key.split('\n').includes(o.id))),
    }))
    .sort((a, b) => {
      for (let i = 0; i < a.sortKey.length; i++) if (a.sortKey[i] !== b.sortKey[i]) return (a.sortKey[i] ?? 0) - (b.sortKey[i] ?? 0);
      return 0;
    })
    .map(({ sortKey: _s, ...c }) => c);
  return {
    name: p.id,
    item: p.name,
    route: p.route,
    sku: p.sku,
    short_description: p.short_description,
    full_description: p.full_description,
    price: toMajor(p.price),
    old_price: p.old_price === null ? null : toMajor(p.old_price),
    vat_class: p.tax_class_id,
    brand: p.brand_id,
    categories: [...cats].sort((a, b) => b.is_primary - a.is_primary).map((c) => c.category_id),
    inventory_method: p.inventory_method,
    stock: p.stock,
    min_order_qty: p.min_order_qty,
    max_order_qty: p.max_order_qty,
    weight_grams: p.weight_grams,
    unit: p.unit,
    price_per_kg: p.price_per_kg === null ? null : toMajor(p.price_per_kg),
    typical_weight_g: p.typical_weight_g,
    tags: p.tags,
    certifications: p.certifications,
    food_information: food.get(id) ?? EMPTY_FOOD,
    is_active: p.is_active ? 1 : 0,
    disable_add_to_cart: p.disable_add_to_cart ? 1 : 0,
    meta_title: p.meta_title,
    meta_description: p.meta_description,
    attributes: attrs.map((a) => ({
      name: a.id,
      attribute: a.name,
      control_type: a.control_type,
      is_required: a.is_required ? 1 : 0,
      options: a.options.map((o) => ({
        name: o.id,
        value: o.option_value,
        price_adjustment: toMajor(o.price_adjustment),
        weight_adjustment_grams: o.weight_adjustment_grams,
        is_pre_selected: o.is_pre_selected ? 1 : 0,
        disabled: o.disabled ? 1 : 0,
      })),
    })),
    combinations,
    images: images.map(imageDto),
    has_orders: !!ordered,
    created: p.created_at,
    updated: p.updated_at,
  };
}

/** What the audit log keeps of a product (no images: they have their own entries). */
export function productSnapshot(p: TAdminProduct) {
  const { images: _images, has_orders: _orders, created: _c, updated: _u, ...rest } = p;
  return rest;
}

/**
 * admin_delete_product: a product that was ordered (or a promotion names) is deactivated so order
 * history keeps it; otherwise it is deleted with everything it owns.
 */
export async function adminDeleteProduct(ctx: Ctx, id: string) {
  staffOf(ctx);
  const result = await inTransaction(ctx, async (tx) => {
    const before = await adminProductDetail(tx, id);
    const promo = await tx.db
      .selectFrom('discount')
      .select('id')
      .where((eb) => eb.or([eb('buy_product_id', '=', id), eb('free_product_id', '=', id)]))
      .limit(1)
      .executeTakeFirst();
    if (before.has_orders || promo) {
      await tx.db.updateTable('product').set({ is_active: 0, updated_at: tx.clock.now().toISOString() }).where('id', '=', id).execute();
      await audit(tx, 'deactivate', 'product', id, { is_active: before.is_active }, { is_active: 0 });
      await tx.app.cache.bump(tx.db, 'catalog');
      return {
        status: 'deactivated' as const,
        message: before.has_orders
          ? `${before.item} has been ordered, so it was deactivated instead of deleted (order history keeps it).`
          : `${before.item} is part of a promotion, so it was deactivated instead of deleted.`,
        files: [] as string[],
      };
    }
    await tx.db.deleteFrom('stock_adjustment').where('product_id', '=', id).execute();
    await tx.db.deleteFrom('product_food').where('product_id', '=', id).execute();
    await tx.db.deleteFrom('product').where('id', '=', id).execute();
    await audit(tx, 'delete', 'product', id, productSnapshot(before), null);
    await tx.app.cache.bump(tx.db, 'catalog');
    return {
      status: 'deleted' as const,
      message: `${before.item} was deleted.`,
      files: uploadedFilesOfImages(before.images.map((i) => i.url)),
    };
  });
  removeMedia(ctx, result.files);
  return { status: result.status, message: result.message };
}
