import { packOfChoice } from '@larder/contract/unit-price';
import type { Selectable } from 'kysely';
import { VersionedMemo } from '../../cache/cache-versions';
import { type Ctx, appSingleton } from '../../ctx';
import type { ProductAttributeOptionTable, ProductAttributeTable, ProductImageTable, ProductRow } from './catalog.table';

/** Everything static about a product (no stock), cached per catalogue version. */
export interface ProductDefinition {
  product: ProductRow;
  brand: { id: string; name: string; route: string } | null;
  vatRateBp: number;
  images: Selectable<ProductImageTable>[];
  attributes: (Selectable<ProductAttributeTable> & { options: Selectable<ProductAttributeOptionTable>[] })[];
  categoryIds: string[];
}

function memo(ctx: Ctx) {
  return appSingleton(
    ctx.app,
    'catalog.definitions',
    () => new VersionedMemo<string, ProductDefinition | null>(ctx.app.cache, 'catalog', 20_000),
  );
}

/** A product's definition if it is cached and current (for synchronous code): undefined when it is not. */
export function cachedProductDefinition(ctx: Ctx, idOrRoute: string): ProductDefinition | null | undefined {
  return memo(ctx).peek(idOrRoute)?.value;
}

/** A product by id (ITEM-…) or route, active or not; null when there is none. */
export function loadProductDefinition(ctx: Ctx, idOrRoute: string): Promise<ProductDefinition | null> {
  return memo(ctx).get(idOrRoute, async () => {
    const product = await ctx.db
      .selectFrom('product')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', idOrRoute), eb('route', '=', idOrRoute)]))
      .executeTakeFirst();
    if (!product) return null;
    const [brand, tax, images, attributes, options, categories] = await Promise.all([
      product.brand_id
        ? ctx.db.selectFrom('brand').select(['id', 'name', 'route']).where('id', '=', product.brand_id).executeTakeFirst()
        : Promise.resolve(undefined),
      ctx.db.selectFrom('tax_class').select('rate_bp').where('id', '=', product.tax_class_id).executeTakeFirst(),
      ctx.db.selectFrom('product_image').selectAll().where('product_id', '=', product.id).orderBy('display_order').execute(),
      ctx.db.selectFrom('product_attribute').selectAll().where('product_id', '=', product.id).orderBy('display_order').execute(),
      ctx.db.selectFrom('product_attribute_option').selectAll().where('product_id', '=', product.id).orderBy('display_order').execute(),
      ctx.db
        .selectFrom('product_category')
        .select(['category_id', 'is_primary'])
        .where('product_id', '=', product.id)
        .orderBy('is_primary', 'desc')
        .execute(),
    ]);
    return {
      product,
      brand: brand ?? null,
      vatRateBp: tax?.rate_bp ?? 0,
      images,
      attributes: attributes.map((a) => ({ ...a, options: options.filter((o) => o.attribute_id === a.id) })),
      categoryIds: categories.map((c) => c.category_id),
    };
  });
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
