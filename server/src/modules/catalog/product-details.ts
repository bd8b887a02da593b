import type { TProductDetails } from '@larder/contract/catalog';
import { toMajor } from '@larder/contract/money';
import { packSizeLabel, unitPrice } from '@larder/contract/unit-price';
import { perKgUnitPrice, productUnitPrice, soldByWeight } from '@larder/contract/weighed';
import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Ctx } from '../../ctx';
import type { Database } from '../../db/database';
import { prepared } from '../../db/prepared';
import { notFound } from '../../lib/errors';
import { getCategoryTree } from './category-tree';
import { fromJson, jsonArrayAgg } from './json-columns';
import { type DefinitionRow, definitionSelect, loadProductDefinition, packOfSelection, resolveSelection } from './product-definition';
import { BY_VARIANT, discountPercentage, imageSizes, isInStock, listCardsOf, liveStockOf } from './product-cards';
import { primaryCategoryOf, relatedProductsQuery } from './related-products';
import { checkStock } from './stock-rules';

/** Live stock of every enabled combination of a product, by variant key. */
export async function variantStocks(ctx: Ctx, productId: string): Promise<Map<string, number>> {
  const rows = await ctx.db
    .selectFrom('product_variant')
    .select(['attribute_key', 'stock'])
    .where('product_id', '=', productId)
    .where('disabled', '=', 0)
    .execute();
  return new Map(rows.map((r) => [r.attribute_key, r.stock]));
}

/** A page row's definition columns (its live ones left out, so they are not kept with the definition). */
function omitLive(row: PageRow): DefinitionRow {
  const { variants_json: _v, ratings_json: _r, related_json: _q, ...definition } = row;
  return definition;
}

function ratingSummary(rows: [number, number][]) {
  const counts = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: Number(rows.find((r) => Number(r[0]) === rating)?.[1] ?? 0) }));
  const total = counts.reduce((s, c) => s + c.count, 0);
  const avg = total ? counts.reduce((s, c) => s + c.rating * c.count, 0) / total : 0;
  return { rating: Math.round(avg * 10) / 10, review_count: total, rating_summary: counts };
}

/**
 * What a product page shows that is not the product's definition, read at the time of the call:
 * its combinations' stock, its approved reviews' counts by rating, and its related products
 * (relatedProductsQuery's rule: the primary category's most popular active others, ties by id)
 * as (id, live stock) pairs; their cards' static part comes from the list card cache. Columns of
 * a query over `product as p`.
 */
function liveColumns(ctx: Ctx) {
  const d = ctx.dialect;
  const pair = (a: RawBuilder<unknown>, b: RawBuilder<unknown>) =>
    d === 'postgres' ? sql`json_build_array(${a}, ${b})` : sql`json_array(${a}, ${b})`;
  const related = relatedProductsQuery(ctx.db, primaryCategoryOf(ctx.db, sql.ref('p.id')), sql.ref('p.id'));
  return (eb: ExpressionBuilder<Database & { p: Database['product'] }, 'p'>) => [
    eb
      .selectFrom('product_variant as v')
      .select(jsonArrayAgg(d, pair(sql.ref('v.attribute_key'), sql.ref('v.stock')), sql`v.attribute_key`).as('j'))
      .whereRef('v.product_id', '=', 'p.id')
      .where('v.disabled', '=', 0)
      .as('variants_json'),
    sql<unknown>`(select ${jsonArrayAgg(d, pair(sql.ref('r.rating'), sql.ref('r.n')), sql`r.rating`)}
      from (select rv.rating, count(*) as n from product_review as rv where rv.product_id = p.id and rv.is_approved = 1 group by rv.rating) as r)`.as(
      'ratings_json',
    ),
    sql<unknown>`(select ${jsonArrayAgg(d, pair(sql.ref('q.id'), liveStockOf('q')), sql`r.product_popularity desc, r.product_id`)}
      from (${related}) as r
      inner join product as q on q.id = r.product_id)`.as('related_json'),
  ];
}

/** The live part of a page, with the product's own stock, for a product whose definition is cached. */
export const livePageQuery = prepared((ctx: Ctx, idOrRoute: string) =>
  ctx.db
    .selectFrom('product as p')
    .select('p.stock')
    .select(liveColumns(ctx))
    .where((eb) => eb.or([eb('p.id', '=', idOrRoute), eb('p.route', '=', idOrRoute)]))
    .limit(1),
);

/**
 * The definition and the live part in one query, for a page whose definition is not cached: on
 * PostgreSQL one round trip instead of two at once (two server processes to wake on two cores).
 * First views at 20,000 products, one at a time, three servers each in turns: p50 1.03-1.06 ms
 * against 1.18-1.35, p95 2.72-3.05 against 2.89-3.61.
 */
export const pageWithDefinitionQuery = prepared((ctx: Ctx, idOrRoute: string) => definitionSelect(ctx, idOrRoute).select(liveColumns(ctx)));
type PageRow = Awaited<ReturnType<typeof pageWithDefinitionQuery>>[number];

/** get_product_details: an active product by route (or id) with everything its page shows. */
export async function getProductDetails(ctx: Ctx, route: string): Promise<TProductDetails> {
  const clean = route.replace(/^\/?pr\//, '');
  let withDefinition: Promise<PageRow | undefined> | undefined;
  const definition = loadProductDefinition(ctx, clean, () => {
    withDefinition = pageWithDefinitionQuery(ctx, clean).then(([row]) => row);
    return withDefinition.then((row) => row && omitLive(row));
  });
  // The live part: read with the definition when that was not cached (its reader has run by now).
  const livePart = withDefinition ?? livePageQuery(ctx, clean).then(([row]) => row);
  const [def, tree, live] = await Promise.all([definition, getCategoryTree(ctx), livePart]);
  if (!def || !def.product.is_active || !live) throw notFound('Product not found.');
  const related = await listCardsOf(
    ctx,
    fromJson<[string, number][]>(live.related_json, []).map(([id, stock]) => [id, Number(stock)]),
  );
  const p = def.product;
  const byVariant = p.inventory_method === BY_VARIANT;
  const variants = new Map(byVariant ? fromJson<[string, number][]>(live.variants_json, []).map(([k, v]) => [k, Number(v)]) : []);
  const rating = ratingSummary(fromJson<[number, number][]>(live.ratings_json, []));
  const food = def.food;
  const liveStock = byVariant ? [...variants.values()].reduce((s, v) => s + v, 0) : live.stock;
  const primary = def.categoryIds.map((id) => tree.byId.get(id)).find(Boolean);
  const crumbs = primary ? tree.path(primary.id).map((c) => ({ title: c.name, route: `/c/${c.route}` })) : [];
  const imgs = def.images.map((i) => ({
    ...imageSizes(i.url),
    alt: i.alt || p.name,
    is_primary: i.is_primary ? (1 as const) : (0 as const),
  }));
  const main = imgs[0];
  return {
    name: p.id,
    item: p.name,
    route: p.route,
    sku: p.sku,
    product_image: main?.large ?? '',
    product_thumb: main?.small ?? '',
    price: toMajor(p.price),
    old_price: p.old_price === null ? null : toMajor(p.old_price),
    discount_percentage: discountPercentage(p.price, p.old_price),
    inventory_method: p.inventory_method,
    stock: liveStock,
    in_stock: isInStock({ inventory_method: p.inventory_method, stock: liveStock, disable_add_to_cart_button: p.disable_add_to_cart }),
    minimum_order_qty: p.min_order_qty,
    maximum_order_qty: p.max_order_qty,
    disable_add_to_cart_button: p.disable_add_to_cart ? 1 : 0,
    has_variants: byVariant ? 1 : 0,
    short_description: p.short_description,
    full_description: p.full_description,
    unit: p.unit,
    unit_price: productUnitPrice(p),
    sold_by_weight: soldByWeight(p.price_per_kg, p.typical_weight_g),
    weight_grams: p.weight_grams,
    vat_rate: def.vatRateBp / 100,
    brand_name: def.brand?.name ?? null,
    brand: def.brand ? { name: def.brand.id, brand_name: def.brand.name, route: def.brand.route } : null,
    certifications: p.certifications ? p.certifications.split(',') : [],
    images: imgs.map((i) => ({ image: i.large, thumb: i.small, alt: i.alt, is_primary: i.is_primary })),
    product_attributes: def.attributes.map((a) => ({
      name: a.id,
      attribute: a.name,
      control_type: a.control_type,
      is_required: a.is_required ? 1 : 0,
      options: a.options.map((o) => ({
        name: o.id,
        option_value: o.option_value,
        price_adjustment: toMajor(o.price_adjustment),
        weight_adjustment_grams: o.weight_adjustment_grams,
        is_pre_selected: o.is_pre_selected ? 1 : 0,
        disable: o.disabled ? 1 : 0,
      })),
    })),
    variant_combination: [...variants].map(([attribute_id, stock]) => ({ attribute_id, stock, in_stock: stock > 0 })),
    breadcrumbs: crumbs,
    product_categories: def.categoryIds.flatMap((id) => {
      const c = tree.byId.get(id);
      return c ? [{ category: c.id, category_name: c.name, route: c.route }] : [];
    }),
    related_products: related,
    ...rating,
    meta_title: p.meta_title || p.name,
    meta_description: p.meta_description || p.short_description,
    food_information: food,
  };
}

/** Price, stock and verdict for a chosen combination (the product page's live price and stock). */
export async function checkSelectionStock(ctx: Ctx, productRef: string, optionIds: string[], qty: number) {
  const def = await loadProductDefinition(ctx, productRef);
  if (!def || !def.product.is_active) throw notFound('Product not exist');
  const p = def.product;
  const resolved = resolveSelection(def, optionIds);
  const base = {
    price: toMajor(p.price),
    old_price: p.old_price === null ? null : toMajor(p.old_price),
    attribute_id: '',
    attribute_description: '',
    pack_size: packSizeLabel(p.unit),
    unit_price: productUnitPrice(p),
  };
  if (!resolved.ok) return { ...base, status: 'Failed' as const, stock: 0, in_stock: false, message: resolved.message };
  const sel = resolved.selection;
  const pack = packOfSelection(def, sel.optionIds);
  const priced = {
    price: toMajor(p.price + sel.priceAdjustment),
    old_price: p.old_price === null ? null : toMajor(p.old_price + sel.priceAdjustment),
    attribute_id: sel.key,
    attribute_description: sel.description,
    pack_size: pack.label,
    unit_price: p.price_per_kg ? perKgUnitPrice(p.price_per_kg) : unitPrice(p.price + sel.priceAdjustment, pack.pack),
  };
  let stock: number;
  let variantStock: number | null | undefined;
  if (p.inventory_method === BY_VARIANT) {
    variantStock = (await variantStocks(ctx, p.id)).get(sel.key) ?? null;
    stock = variantStock ?? 0;
  } else {
    stock = (await ctx.db.selectFrom('product').select('stock').where('id', '=', p.id).executeTakeFirst())?.stock ?? 0;
  }
  const verdict = checkStock({ ...p, stock }, qty, variantStock);
  const inStock = isInStock({ inventory_method: p.inventory_method, stock, disable_add_to_cart_button: p.disable_add_to_cart });
  return verdict.ok
    ? { ...priced, status: 'Success' as const, stock, in_stock: inStock, message: '' }
    : { ...priced, status: 'Failed' as const, stock, in_stock: inStock, message: verdict.message };
}
