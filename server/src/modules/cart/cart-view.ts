import type { TCart, TCartLine } from '@larder/contract/cart';
import { toMajor, vatIncluded } from '@larder/contract/money';
import { unitPrice as packUnitPrice } from '@larder/contract/unit-price';
import { perKgUnitPrice, soldByWeight } from '@larder/contract/weighed';
import type { Ctx } from '../../ctx';
import {
  cachedProductDefinition,
  type ProductDefinition,
  loadProductDefinition,
  packOfSelection,
  type SelectionResult,
  selectionOfKey,
} from '../catalog/product-definition';
import { imageSizes } from '../catalog/product-cards';
import { checkStock } from '../catalog/stock-rules';
import { getStoreSettings } from '../settings/settings.service';
import { smallBasketCharge } from '../shipping/shipping.service';
import type { StockedLine } from './cart-store';
import type { CartItemRow, CartType } from './cart.table';

/** A cart line with its price computed from the catalogue now (never stored, never from the client). */
export interface PricedLine {
  row: CartItemRow;
  def: ProductDefinition;
  /** Unit price in pence: product price plus the chosen options' adjustments (0 for free lines). */
  unit: number;
  total: number;
  vat: number;
  /** Live stock of the product or of the chosen combination. */
  stock: number;
  variantStock: number | null | undefined;
  /** Why the line cannot be bought as it is, or null. */
  problem: string | null;
}

/** A paid line's unit price in pence: the product's price plus its chosen options' adjustments. */
function unitPrice(def: ProductDefinition, sel: SelectionResult): number {
  return def.product.price + (sel.ok ? sel.selection.priceAdjustment : 0);
}

/** Live stock of the lines' products and of their chosen combinations (by `product|attribute key`). */
export interface LiveStocks {
  products: Map<string, number>;
  variants: Map<string, number>;
}

/** Live stock for the lines' products and combinations, in two queries. */
async function liveStocks(ctx: Ctx, rows: CartItemRow[]): Promise<LiveStocks> {
  const productIds = [...new Set(rows.map((r) => r.product_id))];
  const products = new Map<string, number>();
  const variants = new Map<string, number>();
  if (!productIds.length) return { products, variants };
  const [p, v] = await Promise.all([
    ctx.db.selectFrom('product').select(['id', 'stock']).where('id', 'in', productIds).execute(),
    ctx.db
      .selectFrom('product_variant')
      .select(['product_id', 'attribute_key', 'stock'])
      .where('product_id', 'in', productIds)
      .where('disabled', '=', 0)
      .execute(),
  ]);
  for (const r of p) products.set(r.id, r.stock);
  for (const r of v) variants.set(`${r.product_id}|${r.attribute_key}`, r.stock);
  return { products, variants };
}

/** The live stocks read with the lines themselves (customerCartsWithStock). */
export function stocksOf(lines: StockedLine[]): LiveStocks {
  const products = new Map<string, number>();
  const variants = new Map<string, number>();
  for (const l of lines) {
    if (l.product_stock !== null) products.set(l.product_id, l.product_stock);
    if (l.variant_stock !== null) variants.set(`${l.product_id}|${l.attribute_key}`, l.variant_stock);
  }
  return { products, variants };
}

export async function priceLines(
  ctx: Ctx,
  rows: CartItemRow[],
  cartType: CartType,
  stocks: LiveStocks | undefined = undefined,
): Promise<PricedLine[]> {
  stocks ??= await liveStocks(ctx, rows);
  const out: PricedLine[] = [];
  for (const row of rows) {
    const def = await loadProductDefinition(ctx, row.product_id);
    if (!def) continue; // the product was deleted; its lines go with it (cascade)
    const sel = selectionOfKey(def, row.attribute_key);
    const unit = row.is_free_item ? 0 : unitPrice(def, sel);
    const total = unit * row.quantity;
    const byVariant = def.product.inventory_method === 'Track Inventory By Product Attributes';
    const variantStock = byVariant ? (stocks.variants.get(`${row.product_id}|${row.attribute_key}`) ?? null) : undefined;
    const stock = byVariant ? (variantStock ?? 0) : (stocks.products.get(row.product_id) ?? 0);
    let problem: string | null = null;
    if (!sel.ok) problem = sel.message;
    else if (cartType === 'Shopping Cart') {
      const verdict = checkStock({ ...def.product, stock }, row.quantity, variantStock);
      if (!verdict.ok) problem = verdict.message;
    } else if (!def.product.is_active) problem = `${def.product.name} is no longer sold.`;
    out.push({ row, def, unit, total, vat: vatIncluded(total, def.vatRateBp), stock, variantStock, problem });
  }
  return out;
}

type PaidRow = Pick<CartItemRow, 'product_id' | 'attribute_key' | 'quantity' | 'is_free_item'>;

/**
 * What the promotion rules look at in a basket: the paid lines' value (each at exactly the price
 * priceLines gives it) and paid quantity by product. No stock is read: neither depends on it.
 */
export function paidTotalsOf(
  rows: PaidRow[],
  definitionOf: (productId: string) => ProductDefinition | null,
): { subtotal: number; quantities: Map<string, number> } {
  let subtotal = 0;
  const quantities = new Map<string, number>();
  for (const row of rows) {
    if (row.is_free_item) continue;
    const def = definitionOf(row.product_id);
    if (!def) continue; // as in priceLines: a deleted product's lines go with it
    subtotal += unitPrice(def, selectionOfKey(def, row.attribute_key)) * row.quantity;
    quantities.set(row.product_id, (quantities.get(row.product_id) ?? 0) + row.quantity);
  }
  return { subtotal, quantities };
}

/** paidTotalsOf with the definitions loaded. */
export async function paidTotals(ctx: Ctx, rows: PaidRow[]): Promise<{ subtotal: number; quantities: Map<string, number> }> {
  const defs = new Map<string, ProductDefinition | null>();
  for (const row of rows) if (!defs.has(row.product_id)) defs.set(row.product_id, await loadProductDefinition(ctx, row.product_id));
  return paidTotalsOf(rows, (id) => defs.get(id) ?? null);
}

/** paidTotalsOf from cached definitions only (for synchronous code); null when one is not cached. */
export function paidTotalsNow(ctx: Ctx, rows: PaidRow[]): { subtotal: number; quantities: Map<string, number> } | null {
  // Looked up twice rather than kept in a map: this runs on every add, over every line of the cart.
  for (const row of rows) if (!row.is_free_item && cachedProductDefinition(ctx, row.product_id) === undefined) return null;
  return paidTotalsOf(rows, (id) => cachedProductDefinition(ctx, id) ?? null);
}

export function lineToDto(l: PricedLine, names: Map<string, string>): TCartLine {
  const p = l.def.product;
  const img = imageSizes(l.def.images[0]?.url);
  const pack = packOfSelection(l.def, l.row.attribute_key ? l.row.attribute_key.split('\n') : []);
  return {
    name: l.row.id,
    product: p.id,
    product_name: p.name,
    route: p.route,
    image: img.small,
    unit: p.unit,
    price: toMajor(l.unit),
    old_price: p.old_price !== null && !l.row.is_free_item ? toMajor(p.old_price + (l.unit - p.price)) : null,
    total: toMajor(l.total),
    quantity: l.row.quantity,
    attribute_description: l.row.attribute_description,
    attribute_ids: l.row.attribute_key,
    note: l.row.note,
    is_free_item: l.row.is_free_item ? 1 : 0,
    minimum_order_qty: p.min_order_qty,
    maximum_order_qty: p.max_order_qty,
    stock: l.stock,
    inventory_method: p.inventory_method,
    in_stock: l.problem === null,
    certifications: p.certifications ? p.certifications.split(',') : [],
    substitution: l.row.substitution,
    substitute_product: l.row.substitute_product_id,
    substitute_product_name: l.row.substitute_product_id ? (names.get(l.row.substitute_product_id) ?? null) : null,
    pack_size: pack.label,
    unit_price: l.row.is_free_item ? null : p.price_per_kg ? perKgUnitPrice(p.price_per_kg) : packUnitPrice(l.unit, pack.pack),
    sold_by_weight: l.row.is_free_item ? null : soldByWeight(p.price_per_kg, p.typical_weight_g),
  };
}

/**
 * Totals of a priced cart: paid lines that can be bought as they are (a 'No stock available.!'
 * line is not counted); VAT is contained in the prices (UK retail).
 */
export function cartTotals(lines: PricedLine[]): { total: number; tax: number; count: number } {
  let total = 0;
  let tax = 0;
  let count = 0;
  for (const l of lines) {
    if (l.row.is_free_item || l.problem) continue;
    total += l.total;
    tax += l.vat;
    count += l.row.quantity;
  }
  return { total, tax, count };
}

export async function cartToDto(ctx: Ctx, cartId: string, lines: PricedLine[]): Promise<TCart> {
  const subIds = [...new Set(lines.map((l) => l.row.substitute_product_id).filter((x): x is string => Boolean(x)))];
  const names = new Map<string, string>();
  if (subIds.length)
    for (const r of await ctx.db.selectFrom('product').select(['id', 'name']).where('id', 'in', subIds).execute()) names.set(r.id, r.name);
  const t = cartTotals(lines);
  const basket = smallBasketCharge(await getStoreSettings(ctx), t.total);
  return {
    name: cartId,
    items: lines.map((l) => lineToDto(l, names)),
    total: toMajor(t.total),
    tax: toMajor(t.tax),
    item_count: t.count,
    basket_charge: toMajor(basket.charge),
    basket_shortfall: toMajor(basket.shortfall),
  };
}

export const EMPTY_CART: TCart = { name: '', items: [], total: 0, tax: 0, item_count: 0, basket_charge: 0, basket_shortfall: 0 };
