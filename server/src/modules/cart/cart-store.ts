import { sql } from 'kysely';
import type { Ctx } from '../../ctx';
import { randomId } from '../../lib/ids';
import type { CartItemRow, CartType } from './cart.table';

/** Data access for carts and lines; every function is scoped by customer, so ownership is built in. */

export async function findCartId(ctx: Ctx, customerId: string, type: CartType): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('cart')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('cart_type', '=', type)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function getOrCreateCartId(ctx: Ctx, customerId: string, type: CartType): Promise<string> {
  const existing = await findCartId(ctx, customerId, type);
  if (existing) return existing;
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .insertInto('cart')
    .values({
      id: `${type === 'Wishlist' ? 'WL' : 'SC'}-${randomId(12)}`,
      customer_id: customerId,
      cart_type: type,
      coupon_code: '',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'cart_type']).doNothing())
    .execute();
  return (await findCartId(ctx, customerId, type))!;
}

export async function cartLines(ctx: Ctx, cartId: string): Promise<CartItemRow[]> {
  return ctx.db.selectFrom('cart_item').selectAll().where('cart_id', '=', cartId).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** A line of one of this customer's carts, with the cart's type; null when it is not theirs. */
export async function ownLine(ctx: Ctx, customerId: string, lineId: string): Promise<(CartItemRow & { cart_type: CartType }) | null> {
  const row = await ctx.db
    .selectFrom('cart_item as i')
    .innerJoin('cart as c', 'c.id', 'i.cart_id')
    .selectAll('i')
    .select('c.cart_type')
    .where('i.id', '=', lineId)
    .where('c.customer_id', '=', customerId)
    .executeTakeFirst();
  return row ?? null;
}

export async function findPaidLine(ctx: Ctx, cartId: string, productId: string, attributeKey: string): Promise<CartItemRow | null> {
  const row = await ctx.db
    .selectFrom('cart_item')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .where('attribute_key', '=', attributeKey)
    .where('is_free_item', '=', 0)
    .executeTakeFirst();
  return row ?? null;
}

export function newLineId(): string {
  return `CI-${randomId(12)}`;
}

export async function touchCart(ctx: Ctx, cartId: string): Promise<void> {
  await ctx.db.updateTable('cart').set({ updated_at: ctx.clock.now().toISOString() }).where('id', '=', cartId).execute();
}

/** Badge counts: units in the shopping cart (paid lines) and lines in the wishlist. */
export async function counts(ctx: Ctx, customerId: string): Promise<{ cart: number; wishlist: number }> {
  const rows = await ctx.db
    .selectFrom('cart as c')
    .innerJoin('cart_item as i', 'i.cart_id', 'c.id')
    .select((eb) => ['c.cart_type', eb.fn.sum<number>('i.quantity').as('units'), eb.fn.countAll<number>().as('lines')])
    .where('c.customer_id', '=', customerId)
    .where('i.is_free_item', '=', 0)
    .groupBy('c.cart_type')
    .execute();
  const cart = rows.find((r) => r.cart_type === 'Shopping Cart');
  const wish = rows.find((r) => r.cart_type === 'Wishlist');
  return { cart: Number(cart?.units ?? 0), wishlist: Number(wish?.lines ?? 0) };
}

export async function unitsInCart(ctx: Ctx, cartId: string, exceptLine?: string): Promise<number> {
  let q = ctx.db
    .selectFrom('cart_item')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), sql<number>`0`).as('units'))
    .where('cart_id', '=', cartId);
  if (exceptLine) q = q.where('id', '!=', exceptLine);
  return Number((await q.executeTakeFirstOrThrow()).units);
}
