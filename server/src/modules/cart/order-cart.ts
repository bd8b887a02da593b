import { sql } from 'kysely';
import type { Ctx } from '../../ctx';
import { getOrCreateCartId, NO_CHECKOUT_CHOICES, newLineId } from './cart-store';
import type { CartItemRow } from './cart.table';

/** What the checkout does to the cart an order is placed from. */

/**
 * The customer's shopping cart, locked for the rest of the transaction on PostgreSQL (SQLite runs
 * one transaction at a time), so simultaneous submits of one cart place one order. Null: no cart.
 */
export async function lockShoppingCart(tx: Ctx, customerId: string): Promise<string | null> {
  const row = await tx.db
    .selectFrom('cart')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('cart_type', '=', 'Shopping Cart')
    .$if(tx.dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The order took the lines: the cart is empty, its coupon used and its checkout choices done with. */
export async function emptyCartForOrder(tx: Ctx, cartId: string): Promise<void> {
  await tx.db.deleteFrom('cart_item').where('cart_id', '=', cartId).execute();
  await tx.db
    .updateTable('cart')
    .set({ coupon_code: '', ...NO_CHECKOUT_CHOICES, updated_at: tx.clock.now().toISOString() })
    .where('id', '=', cartId)
    .execute();
}

type ReturnedLine = Pick<
  CartItemRow,
  'product_id' | 'attribute_key' | 'attribute_description' | 'quantity' | 'note' | 'substitute_product_id'
> & {
  substitution: string;
};

/**
 * Puts an unpaid order's lines back into the customer's cart (back to the basket, or the order
 * expired unpaid), added to what the cart holds now. FREE lines are not returned: the cart's
 * promotions add them again.
 */
export async function returnLinesToCart(tx: Ctx, customerId: string, lines: ReturnedLine[]): Promise<void> {
  if (!lines.length) return;
  const cartId = await getOrCreateCartId(tx, customerId, 'Shopping Cart');
  const now = tx.clock.now().toISOString();
  for (const l of lines) {
    await tx.db
      .insertInto('cart_item')
      .values({
        id: newLineId(),
        cart_id: cartId,
        product_id: l.product_id,
        attribute_key: l.attribute_key,
        attribute_description: l.attribute_description,
        quantity: l.quantity,
        is_free_item: 0,
        discount_rule: '',
        note: l.note,
        substitution: l.substitution as CartItemRow['substitution'],
        substitute_product_id: l.substitute_product_id,
        created_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['cart_id', 'product_id', 'attribute_key', 'is_free_item', 'discount_rule'])
          .doUpdateSet({ quantity: sql<number>`cart_item.quantity + ${l.quantity}` }),
      )
      .execute();
  }
  await tx.db.updateTable('cart').set({ updated_at: now }).where('id', '=', cartId).execute();
}
