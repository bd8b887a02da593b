/**
 * The stock and quantity rules every call applies (product page, cart, checkout, order):
 * a product that cannot be added says why, in the shop's words.
 */
import type { InventoryMethod } from './catalog.table';

export interface StockSubject {
  name: string;
  inventory_method: InventoryMethod;
  stock: number;
  min_order_qty: number;
  max_order_qty: number;
  disable_add_to_cart: number;
  is_active: number;
}

export type StockVerdict = { ok: true } | { ok: false; message: string; available: number };

/**
 * Checks a resulting line quantity (what would be in the cart after the change) against the
 * product's stock, or the chosen combination's stock (`variantStock`: null when the combination
 * does not exist), and its minimum and maximum order quantity.
 */
export function checkStock(p: StockSubject, qty: number, variantStock?: number | null): StockVerdict {
  const item = p.name;
  if (!p.is_active || p.disable_add_to_cart) return { ok: false, message: `Sorry! no stock available for ${item}`, available: 0 };
  if (p.inventory_method === 'Track Inventory') {
    if (p.stock <= 0) return { ok: false, message: `Sorry! no stock available for ${item}`, available: 0 };
    if (qty > p.stock) return { ok: false, message: `Sorry! Available quantity for ${item} is ${p.stock}`, available: p.stock };
  } else if (p.inventory_method === 'Track Inventory By Product Attributes') {
    if (variantStock === undefined || variantStock === null)
      return { ok: false, message: `Variant combination not found for the item ${item}.`, available: 0 };
    if (variantStock <= 0) return { ok: false, message: `Sorry! No stock available for ${item}`, available: 0 };
    if (qty > variantStock)
      return { ok: false, message: `Sorry! Available quantity for ${item} is ${variantStock}`, available: variantStock };
  }
  if (qty < p.min_order_qty)
    return { ok: false, message: `Minimum order quantity of ${item} is ${p.min_order_qty}`, available: Math.max(0, p.stock) };
  if (qty > p.max_order_qty)
    return { ok: false, message: `Maximum order quantity of ${item} is ${p.max_order_qty}`, available: p.max_order_qty };
  return { ok: true };
}
