import type { TListProduct } from '@larder/contract/catalog';
import { toMajor } from '@larder/contract/money';
import { productUnitPrice, soldByWeight } from '@larder/contract/weighed';
import { sql } from 'kysely';
import { type Ctx, appSingleton } from '../../ctx';
import { prepared } from '../../db/prepared';
import { RawJson } from '../../rpc/raw-json';
import type { ProductRow } from './catalog.table';
import { idListFromJson } from './id-list';

/** Image files are written at two widths next to each other: <url>-640.webp and <url>-320.webp. */
export function imageSizes(url: string | null | undefined): { large: string; small: string } {
  if (!url) return { large: '', small: '' };
  return { large: `${url}-640.webp`, small: `${url}-320.webp` };
}

export function discountPercentage(price: number, oldPrice: number | null): number {
  if (!oldPrice || oldPrice <= price) return 0;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

/**
 * The stock rule everywhere: an inventory-tracked product (or combination) is out of stock when
 * its stock is 0 or not above the quantity already in the cart; untracked products never are.
 */
export function isInStock(
  p: { inventory_method: TListProduct['inventory_method']; stock: number; disable_add_to_cart_button?: number },
  inCart = 0,
): boolean {
  if (p.disable_add_to_cart_button) return false;
  if (p.inventory_method === 'Dont Track Inventory') return true;
  return p.stock > 0 && p.stock > inCart;
}

type StaticCard = Omit<TListProduct, 'stock' | 'in_stock'>;

/** What a list card is made of: the product's columns, its brand's name and its primary image. */
export const CARD_COLUMNS = [
  'id',
  'name',
  'route',
  'price',
  'old_price',
  'inventory_method',
  'min_order_qty',
  'max_order_qty',
  'disable_add_to_cart',
  'short_description',
  'unit',
  'price_per_kg',
  'typical_weight_g',
  'certifications',
  'is_active',
] as const;
export type CardRow = Pick<ProductRow, (typeof CARD_COLUMNS)[number]> & { brand_name: string | null; image: string | null };

function staticCard(r: CardRow): StaticCard {
  const img = imageSizes(r.image);
  return {
    name: r.id,
    item: r.name,
    route: r.route,
    product_image: img.large,
    product_thumb: img.small,
    price: toMajor(r.price),
    old_price: r.old_price === null ? null : toMajor(r.old_price),
    discount_percentage: discountPercentage(r.price, r.old_price),
    inventory_method: r.inventory_method,
    minimum_order_qty: r.min_order_qty,
    maximum_order_qty: r.max_order_qty,
    disable_add_to_cart_button: r.disable_add_to_cart ? 1 : 0,
    has_variants: r.inventory_method === BY_VARIANT ? 1 : 0,
    short_description: r.short_description,
    unit: r.unit,
    brand_name: r.brand_name,
    certifications: r.certifications ? r.certifications.split(',') : [],
    unit_price: productUnitPrice(r),
    sold_by_weight: soldByWeight(r.price_per_kg, r.typical_weight_g),
  };
}

/** Whether a list card with this live stock can be added to a cart. */
const cardInStock = (card: StaticCard, stock: number) =>
  isInStock({ inventory_method: card.inventory_method, stock, disable_add_to_cart_button: card.disable_add_to_cart_button });

/** A list card from its static part and the product's live stock. */
function withStock(card: StaticCard, stock: number): TListProduct {
  return { ...card, stock, in_stock: cardInStock(card, stock) };
}

class ProductCardCache {
  private cards = new Map<string, { version: number; card: StaticCard | null }>();
  constructor(private readonly ctxVersion: () => number) {}

  async load(ctx: Ctx, ids: string[]): Promise<Map<string, StaticCard>> {
    const version = this.ctxVersion();
    const out = new Map<string, StaticCard>();
    const missing: string[] = [];
    for (const id of ids) {
      const hit = this.cards.get(id);
      if (hit && hit.version === version) {
        if (hit.card) out.set(id, hit.card);
      } else missing.push(id);
    }
    if (missing.length) {
      if (this.cards.size > 100_000) this.cards.clear();
      for (let i = 0; i < missing.length; i += 500) {
        const chunk = missing.slice(i, i + 500);
        const rows = await ctx.db
          .selectFrom('product as p')
          .leftJoin('brand as b', 'b.id', 'p.brand_id')
          .leftJoin('product_image as img', (j) => j.onRef('img.product_id', '=', 'p.id').on('img.is_primary', '=', 1))
          .select([...CARD_COLUMNS.map((c) => `p.${c}` as const), 'b.name as brand_name', 'img.url as image'])
          .where('p.id', 'in', chunk)
          .execute();
        const found = new Set<string>();
        for (const r of rows) {
          found.add(r.id);
          const card = r.is_active ? staticCard(r) : null;
          this.cards.set(r.id, { version, card });
          if (card) out.set(r.id, card);
        }
        for (const id of chunk) if (!found.has(id)) this.cards.set(id, { version, card: null });
      }
    }
    return out;
  }
}

export const BY_VARIANT = 'Track Inventory By Product Attributes';

/** A product row's live stock in SQL: its stock, or the sum over its enabled combinations. */
export const liveStockOf = (alias: string) =>
  sql<number | string>`case when ${sql.ref(`${alias}.inventory_method`)} = ${sql.lit(BY_VARIANT)}
    then coalesce((select sum(v.stock) from product_variant as v where v.product_id = ${sql.ref(`${alias}.id`)} and v.disabled = 0), 0)
    else ${sql.ref(`${alias}.stock`)} end`;

/**
 * Current stock of products by id: the product's stock, or the sum over its enabled combinations.
 * One prepared query fed the ids as one JSON value (nothing built or compiled per call).
 */
const liveStockQuery = prepared((ctx: Ctx, idsJson: string) =>
  ctx.db
    .selectFrom('product as p')
    .select(['p.id', liveStockOf('p').as('stock')])
    .where('p.id', 'in', idListFromJson(ctx.dialect, idsJson)),
);

/**
 * List cards' stock, kept while the catalogue and stock versions stay the same: every stock write
 * bumps one of them (orders and cancellations the stock version, the console the catalogue's),
 * this process's at once and again on commit, another process's by the next poll. That is the
 * freshness the cached category and product pages already have, which carry the same stock in
 * their cards. A search page read it anew on every call: a fifth of its time at 200,000 products.
 */
class StockCache {
  private stock = new Map<string, number>();
  private stamp = -1;
  constructor(private readonly currentStamp: () => number) {}

  async load(ctx: Ctx, ids: string[]): Promise<Map<string, number>> {
    const stamp = this.currentStamp();
    if (stamp !== this.stamp || this.stock.size > 100_000) {
      this.stock = new Map();
      this.stamp = stamp;
    }
    const kept = this.stock;
    const missing = ids.filter((id) => !kept.has(id));
    if (!missing.length) return kept;
    const read = new Map<string, number>();
    for (const r of await liveStockQuery(ctx, JSON.stringify(missing))) read.set(r.id, Number(r.stock));
    // Kept only if the stock version did not move while reading (a newer map holds newer stock).
    if (kept === this.stock && stamp === this.currentStamp()) for (const id of missing) kept.set(id, read.get(id) ?? 0);
    return new Map(ids.map((id) => [id, read.get(id) ?? kept.get(id) ?? 0]));
  }
}

const cardCache = (ctx: Ctx) => appSingleton(ctx.app, 'catalog.cards', () => new ProductCardCache(() => ctx.app.cache.stamp('catalog')));
// The console's stock changes bump the catalogue version, orders the stock version; stamps only grow.
const stockCache = (ctx: Ctx) =>
  appSingleton(ctx.app, 'catalog.card-stock', () => new StockCache(() => ctx.app.cache.stamp('catalog') + ctx.app.cache.stamp('stock')));

/** The cached static cards of products and their stock, read together. */
const cardsAndStock = (ctx: Ctx, ids: string[]) => Promise.all([cardCache(ctx).load(ctx, ids), stockCache(ctx).load(ctx, ids)]);

/** List cards for product ids, in the given order, active products only, with their stock (StockCache). */
export async function loadListProducts(ctx: Ctx, ids: string[]): Promise<TListProduct[]> {
  if (!ids.length) return [];
  const [cards, stock] = await cardsAndStock(ctx, ids);
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [withStock(card, stock.get(id) ?? 0)] : [];
  });
}

const jsonHeads = new WeakMap<StaticCard, string>();

/** A card's JSON without its closing brace, made once per card: each answer appends the live fields. */
function jsonHead(card: StaticCard): string {
  let head = jsonHeads.get(card);
  if (head === undefined) {
    head = JSON.stringify(card).slice(0, -1);
    jsonHeads.set(card, head);
  }
  return head;
}

/**
 * loadListProducts' answer, serialised: the static part of each card is serialised once for as
 * long as the card is cached, not per call (a search page spent more time copying and serialising
 * its fifteen cards than searching).
 */
export async function listProductsJson(ctx: Ctx, ids: string[]): Promise<RawJson> {
  if (!ids.length) return new RawJson('[]');
  const [cards, stock] = await cardsAndStock(ctx, ids);
  const parts: string[] = [];
  for (const id of ids) {
    const card = cards.get(id);
    if (!card) continue;
    const s = stock.get(id) ?? 0;
    parts.push(`${jsonHead(card)},"stock":${s},"in_stock":${cardInStock(card, s)}}`);
  }
  return new RawJson(`[${parts.join(',')}]`);
}

/**
 * List cards for products whose live stock the caller has just read in its own query (a product
 * page's related products), in the given order, active products only. The static part comes from
 * the same per-catalogue-version cache as every listing's: the related products of a category's
 * products are mostly the same few, so a product's first view seldom builds a card.
 */
export async function listCardsOf(ctx: Ctx, stocks: [id: string, stock: number][]): Promise<TListProduct[]> {
  if (!stocks.length) return [];
  const cards = await cardCache(ctx).load(
    ctx,
    stocks.map(([id]) => id),
  );
  return stocks.flatMap(([id, stock]) => {
    const card = cards.get(id);
    return card ? [withStock(card, stock)] : [];
  });
}
