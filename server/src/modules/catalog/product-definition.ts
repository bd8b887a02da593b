import type { TFoodInformation } from '@larder/contract/food';
import { packOfChoice } from '@larder/contract/unit-price';
import { type Selectable, sql } from 'kysely';
import { VersionedMemo } from '../../cache/cache-versions';
import { type AppState, type Ctx, appSingleton } from '../../ctx';
import { prepared } from '../../db/prepared';
import type { ProductAttributeOptionTable, ProductAttributeTable, ProductImageTable, ProductRow } from './catalog.table';
import { foodRowToDto } from './food-rows';
import type { ProductFoodRow, ProductFoodTable } from './food.table';
import { columnsOf, fromJson, jsonArrayAgg, jsonObjectOf } from './json-columns';

/** Everything static about a product (no stock), cached per catalogue version. */
export interface ProductDefinition {
  product: ProductRow;
  brand: { id: string; name: string; route: string } | null;
  vatRateBp: number;
  images: Selectable<ProductImageTable>[];
  attributes: (Selectable<ProductAttributeTable> & { options: Selectable<ProductAttributeOptionTable>[] })[];
  categoryIds: string[];
  /** Null when the product has no food information. */
  food: TFoodInformation | null;
}

const newMemo = (app: AppState) => new VersionedMemo<string, ProductDefinition | null>(app.cache, 'catalog', 20_000);

const memo = (ctx: Ctx) => appSingleton(ctx.app, 'catalog.definitions', newMemo);

/** A product's definition if it is cached and current (for synchronous code): undefined when it is not. */
export function cachedProductDefinition(ctx: Ctx, idOrRoute: string): ProductDefinition | null | undefined {
  return memo(ctx).peek(idOrRoute)?.value;
}

const IMAGE_COLUMNS = columnsOf<ProductImageTable>({
  id: true,
  product_id: true,
  url: true,
  alt: true,
  is_primary: true,
  display_order: true,
});
const ATTRIBUTE_COLUMNS = columnsOf<ProductAttributeTable>({
  id: true,
  product_id: true,
  name: true,
  control_type: true,
  is_required: true,
  display_order: true,
});
const OPTION_COLUMNS = columnsOf<ProductAttributeOptionTable>({
  id: true,
  attribute_id: true,
  product_id: true,
  option_value: true,
  price_adjustment: true,
  weight_adjustment_grams: true,
  is_pre_selected: true,
  display_order: true,
  disabled: true,
});
const FOOD_COLUMNS = columnsOf<ProductFoodTable>({
  product_id: true,
  ingredients: true,
  allergens: true,
  may_contain: true,
  storage: true,
  origin: true,
  energy_kj: true,
  energy_kcal: true,
  fat_mg: true,
  saturates_mg: true,
  carbohydrate_mg: true,
  sugars_mg: true,
  protein_mg: true,
  salt_mg: true,
});

/**
 * A product's row with its brand, VAT rate, images, attributes, options, categories (primary
 * first) and food information, in one query: each part is a scalar subquery giving JSON. A query
 * over `product as p` that reads more columns of the product (the product page's live part) can
 * be built on it.
 */
export function definitionSelect(ctx: Ctx, idOrRoute: string) {
  const d = ctx.dialect;
  const agg = (alias: string, columns: readonly string[]) =>
    jsonArrayAgg(d, jsonObjectOf(d, alias, columns), sql`${sql.ref(`${alias}.display_order`)}, ${sql.ref(`${alias}.id`)}`);
  return ctx.db
    .selectFrom('product as p')
    .selectAll('p')
    .select((eb) => [
      eb
        .selectFrom('brand as b')
        .select(jsonObjectOf(d, 'b', ['id', 'name', 'route']).as('j'))
        .whereRef('b.id', '=', 'p.brand_id')
        .as('brand_json'),
      eb.selectFrom('tax_class as t').select('t.rate_bp').whereRef('t.id', '=', 'p.tax_class_id').as('vat_rate_bp'),
      eb.selectFrom('product_image as i').select(agg('i', IMAGE_COLUMNS).as('j')).whereRef('i.product_id', '=', 'p.id').as('images_json'),
      eb
        .selectFrom('product_attribute as a')
        .select(agg('a', ATTRIBUTE_COLUMNS).as('j'))
        .whereRef('a.product_id', '=', 'p.id')
        .as('attributes_json'),
      eb
        .selectFrom('product_attribute_option as o')
        .select(agg('o', OPTION_COLUMNS).as('j'))
        .whereRef('o.product_id', '=', 'p.id')
        .as('options_json'),
      eb
        .selectFrom('product_category as pc')
        .select(jsonArrayAgg(d, sql.ref('pc.category_id'), sql`pc.is_primary desc, pc.category_id`).as('j'))
        .whereRef('pc.product_id', '=', 'p.id')
        .as('categories_json'),
      eb
        .selectFrom('product_food as f')
        .select(jsonObjectOf(d, 'f', FOOD_COLUMNS).as('j'))
        .whereRef('f.product_id', '=', 'p.id')
        .as('food_json'),
    ])
    .where((eb) => eb.or([eb('p.id', '=', idOrRoute), eb('p.route', '=', idOrRoute)]))
    .limit(1);
}

const definitionQuery = prepared(definitionSelect);

/** What definitionSelect reads of one product. */
export type DefinitionRow = Awaited<ReturnType<typeof definitionQuery>>[number];

function definitionOf(row: DefinitionRow): ProductDefinition {
  const { brand_json, vat_rate_bp, images_json, attributes_json, options_json, categories_json, food_json, ...product } = row;
  const options = fromJson<Selectable<ProductAttributeOptionTable>[]>(options_json, []);
  const food = fromJson<ProductFoodRow | null>(food_json, null);
  return {
    product,
    brand: fromJson<ProductDefinition['brand']>(brand_json, null),
    vatRateBp: vat_rate_bp ?? 0,
    images: fromJson<Selectable<ProductImageTable>[]>(images_json, []),
    attributes: fromJson<Selectable<ProductAttributeTable>[]>(attributes_json, []).map((a) => ({
      ...a,
      options: options.filter((o) => o.attribute_id === a.id),
    })),
    categoryIds: fromJson<string[]>(categories_json, []),
    food: food ? foodRowToDto(food) : null,
  };
}

/**
 * A product by id (ITEM-…) or route, active or not; null when there is none. When it is not
 * cached, `read` reads its row (definitionSelect's columns, no more) and is called before this
 * returns, so a caller can read the definition in a query of its own and know it did.
 */
export function loadProductDefinition(
  ctx: Ctx,
  idOrRoute: string,
  read: () => Promise<DefinitionRow | undefined> = async () => (await definitionQuery(ctx, idOrRoute))[0],
): Promise<ProductDefinition | null> {
  return memo(ctx).get(idOrRoute, () => read().then((row) => (row ? definitionOf(row) : null)));
}

export interface Selection {
  /** Sorted option ids joined by "\n" (the variant key and the spec's attribute_ids). */
  key: string;
  optionIds: string[];
  /** Sum of the chosen options' price adjustments, in pence. */
  priceAdjustment: number;
  /** "Cut: Boneless, Weight: 1 kg" */
  description: string;
}

export type SelectionResult = { ok: true; selection: Selection } | { ok: false; message: string };

/**
 * Resolves chosen option ids against a product: every id must be an enabled option of the
 * product, one per attribute, and every required attribute must be chosen.
 */
export function resolveSelection(def: ProductDefinition, optionIds: string[]): SelectionResult {
  const chosen = new Map<string, Selectable<ProductAttributeOptionTable>>();
  for (const id of optionIds) {
    const attr = def.attributes.find((a) => a.options.some((o) => o.id === id));
    const opt = attr?.options.find((o) => o.id === id);
    if (!attr || !opt || opt.disabled) return { ok: false, message: `Option ${id} is not available for ${def.product.name}.` };
    if (chosen.has(attr.id)) return { ok: false, message: `Choose one ${attr.name} for ${def.product.name}.` };
    chosen.set(attr.id, opt);
  }
  for (const a of def.attributes) {
    if (a.is_required && !chosen.has(a.id)) return { ok: false, message: `Please choose ${a.name} for ${def.product.name}.` };
  }
  const ordered = def.attributes.filter((a) => chosen.has(a.id)).map((a) => ({ attr: a, opt: chosen.get(a.id)! }));
  const ids = ordered.map((x) => x.opt.id);
  return {
    ok: true,
    selection: {
      key: [...ids].sort().join('\n'),
      optionIds: ids,
      priceAdjustment: ordered.reduce((sum, x) => sum + x.opt.price_adjustment, 0),
      description: ordered.map((x) => `${x.attr.name}: ${x.opt.option_value}`).join(', '),
    },
  };
}

/** Each cached definition's selections by stored attribute key: a definition never changes once made. */
const selectionsByKey = new WeakMap<ProductDefinition, Map<string, SelectionResult>>();

/**
 * resolveSelection of a stored line's attribute key (its option ids joined by newlines), kept
 * with the definition: a cart's total is worked out on every add, line by line, and resolving
 * each line again was a sixth of what an add allocated. The answer is shared: read it only.
 */
export function selectionOfKey(def: ProductDefinition, attributeKey: string): SelectionResult {
  let byKey = selectionsByKey.get(def);
  if (!byKey) selectionsByKey.set(def, (byKey = new Map<string, SelectionResult>()));
  let sel = byKey.get(attributeKey);
  if (!sel) byKey.set(attributeKey, (sel = resolveSelection(def, attributeKey ? attributeKey.split('\n') : [])));
  return sel;
}

/** The options pre-selected on the product page (the first option where none is marked). */
export function defaultOptionIds(def: ProductDefinition): string[] {
  return def.attributes.flatMap((a) => {
    const enabled = a.options.filter((o) => !o.disabled);
    const pre = enabled.find((o) => o.is_pre_selected) ?? enabled[0];
    return pre ? [pre.id] : [];
  });
}

/** The pack a choice of options makes, e.g. "1 kg" for the 1 kg option of a 500 g product. */
export function packOfSelection(def: ProductDefinition, optionIds: string[]): ReturnType<typeof packOfChoice> {
  const chosen = def.attributes.flatMap((a) => a.options.filter((o) => optionIds.includes(o.id)));
  return packOfChoice(def.product.unit, chosen);
}
