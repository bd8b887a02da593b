import { type Ctx, inTransaction } from '../../ctx';
import { notFound } from '../../lib/errors';
import { loadProductDefinition } from '../catalog/product-definition';
import { checkStock } from '../catalog/stock-rules';
import { syncFreeLines } from './free-lines';
import { resolveShopper } from '../customers/identity';
import type { CartItemRow } from './cart.table';
import { cartLines, findCartId, findPaidLine, getOrCreateCartId, ownLine, touchCart } from './cart-store';

const NO_STOCK = 'Sorry! no stock available';

/** Moves one wishlist line into the cart (merging with a line of the same product and options). */
async function moveLine(ctx: Ctx, customerId: string, line: CartItemRow): Promise<{ ok: true } | { ok: false; message: string }> {
  return inTransaction(ctx, async (tx) => {
    const def = await loadProductDefinition(tx, line.product_id);
    if (!def || !def.product.is_active || def.product.disable_add_to_cart) return { ok: false as const, message: NO_STOCK };
    const cartId = await getOrCreateCartId(tx, customerId, 'Shopping Cart');
    const existing = await findPaidLine(tx, cartId, line.product_id, line.attribute_key);
    const quantity = (existing?.quantity ?? 0) + line.quantity;
    const byVariant = def.product.inventory_method === 'Track Inventory By Product Attributes';
    const variant = byVariant
      ? await tx.db
          .selectFrom('product_variant')
          .select('stock')
          .where('product_id', '=', line.product_id)
          .where('attribute_key', '=', line.attribute_key)
          .where('disabled', '=', 0)
          .executeTakeFirst()
      : undefined;
    const stock = byVariant
      ? (variant?.stock ?? 0)
      : ((await tx.db.selectFrom('product').select('stock').where('id', '=', line.product_id).executeTakeFirst())?.stock ?? 0);
    const verdict = checkStock({ ...def.product, stock }, quantity, byVariant ? (variant ? variant.stock : null) : undefined);
    if (!verdict.ok) return { ok: false as const, message: `${NO_STOCK} for ${def.product.name}` };
    if (existing) {
      await tx.db.updateTable('cart_item').set({ quantity }).where('id', '=', existing.id).execute();
      await tx.db.deleteFrom('cart_item').where('id', '=', line.id).execute();
    } else {
      await tx.db.updateTable('cart_item').set({ cart_id: cartId }).where('id', '=', line.id).execute();
    }
    await touchCart(tx, cartId);
    await syncFreeLines(tx, customerId, null);
    return { ok: true as const };
  });
}

/** movetocart: one wishlist line into the cart; 'Sorry! no stock available' when it cannot go. */
export async function moveToCart(ctx: Ctx, input: { name: string; customer?: string }) {
  const customerId = await resolveShopper(ctx, input.customer);
  const line = customerId ? await ownLine(ctx, customerId, input.name) : null;
  if (!customerId || !line || line.cart_type !== 'Wishlist') throw notFound('Wishlist item not found.');
  const r = await moveLine(ctx, customerId, line);
  return r.ok ? { status: 'success' as const, message: 'Moved to cart' } : { status: 'failed' as const, message: NO_STOCK };
}

/** movealltocart: moves what can go; lines that cannot stay in the wishlist and are reported. */
export async function moveAllToCart(ctx: Ctx, input: { customer?: string }) {
  const customerId = await resolveShopper(ctx, input.customer);
  const wishId = customerId ? await findCartId(ctx, customerId, 'Wishlist') : null;
  const lines = wishId ? await cartLines(ctx, wishId) : [];
  if (!customerId || !lines.length) return { status: 'failed' as const, message: 'No items in Wishlist', moved: 0, failed: 0 };
  const problems: string[] = [];
  let moved = 0;
  for (const line of lines.reverse()) {
    const r = await moveLine(ctx, customerId, line);
    if (r.ok) moved++;
    else problems.push(r.message);
  }
  return problems.length
    ? {
        status: 'failed' as const,
        message: problems.length === 1 ? problems[0]! : `${NO_STOCK} for ${problems.length} items`,
        moved,
        failed: problems.length,
      }
    : { status: 'success' as const, message: 'All items moved to cart', moved, failed: 0 };
}
