import type { Ctx } from '../../ctx';
import { loadProductDefinition } from '../catalog/product-definition';
import { syncFreeLines } from './free-lines';
import { checkStock } from '../catalog/stock-rules';
import type { CartType } from './cart.table';
import { cartLines, findCartId, findPaidLine, getOrCreateCartId } from './cart-store';

/**
 * At sign-in or registration, a guest's cart and wishlist become the customer's: lines of the
 * same product and options add their quantities (capped by what the stock rules allow), others
 * move across. Runs inside the caller's transaction (customers' joinGuest, which then retires the guest).
 */
export async function mergeGuestInto(tx: Ctx, guestId: string, customerId: string): Promise<void> {
  if (guestId === customerId) return;
  for (const type of ['Shopping Cart', 'Wishlist'] as CartType[]) {
    const from = await findCartId(tx, guestId, type);
    if (!from) continue;
    const lines = (await cartLines(tx, from)).filter((l) => !l.is_free_item);
    if (!lines.length) continue;
    const to = await getOrCreateCartId(tx, customerId, type);
    for (const line of lines) {
      const existing = await findPaidLine(tx, to, line.product_id, line.attribute_key);
      if (!existing) {
        await tx.db.updateTable('cart_item').set({ cart_id: to }).where('id', '=', line.id).execute();
        continue;
      }
      let quantity = existing.quantity + line.quantity;
      if (type === 'Shopping Cart') quantity = await allowedQuantity(tx, line.product_id, line.attribute_key, quantity, existing.quantity);
      else quantity = Math.max(existing.quantity, line.quantity);
      await tx.db.updateTable('cart_item').set({ quantity }).where('id', '=', existing.id).execute();
      await tx.db.deleteFrom('cart_item').where('id', '=', line.id).execute();
    }
  }
  await tx.db.deleteFrom('cart').where('customer_id', '=', guestId).execute();
  await syncFreeLines(tx, customerId, null);
}

/** The largest quantity up to `wanted` that the stock rules allow (never below what was there). */
async function allowedQuantity(tx: Ctx, productId: string, key: string, wanted: number, floor: number): Promise<number> {
  const def = await loadProductDefinition(tx, productId);
  if (!def) return floor;
  const byVariant = def.product.inventory_method === 'Track Inventory By Product Attributes';
  const variant = byVariant
    ? await tx.db
        .selectFrom('product_variant')
        .select('stock')
        .where('product_id', '=', productId)
        .where('attribute_key', '=', key)
        .executeTakeFirst()
    : undefined;
  const stock = byVariant
    ? (variant?.stock ?? 0)
    : ((await tx.db.selectFrom('product').select('stock').where('id', '=', productId).executeTakeFirst())?.stock ?? 0);
  for (let q = wanted; q > floor; q--) {
    if (checkStock({ ...def.product, stock }, q, byVariant ? (variant ? variant.stock : null) : undefined).ok) return q;
  }
  return floor;
}
