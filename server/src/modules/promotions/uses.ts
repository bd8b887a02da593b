import { sql } from 'kysely';
import type { Ctx } from '../../ctx';
import type { DiscountRow } from './promotions.table';

/**
 * Counts an order's use of its discounts: conditional increments of the rule's total and of the
 * customer's own count, so a limit of 3 means 3 orders however many race. Returns the refusal to
 * show when a limit is reached (the caller rolls back), or null.
 */
export async function takeDiscountUses(
  tx: Ctx,
  applied: { rule: DiscountRow; amount: number }[],
  customerId: string,
  orderId: string,
): Promise<string | null> {
  const now = tx.clock.now().toISOString();
  for (const { rule, amount } of applied) {
    const res = await tx.db
      .updateTable('discount')
      .set({ used_count: sql<number>`used_count + 1` })
      .where('id', '=', rule.id)
      .where((eb) => eb.or([eb('usage_limit_total', 'is', null), eb('used_count', '<', eb.ref('usage_limit_total'))]))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return 'Coupon code has been expired';
    await tx.db
      .insertInto('discount_customer_usage')
      .values({ discount_id: rule.id, customer_id: customerId, used: 0 })
      .onConflict((oc) => oc.columns(['discount_id', 'customer_id']).doNothing())
      .execute();
    const perRes = await tx.db
      .updateTable('discount_customer_usage')
      .set({ used: sql<number>`used + 1` })
      .where('discount_id', '=', rule.id)
      .where('customer_id', '=', customerId)
      .$if(rule.usage_limit_per_customer !== null, (q) => q.where('used', '<', rule.usage_limit_per_customer!))
      .executeTakeFirst();
    if (Number(perRes.numUpdatedRows) !== 1) return 'You have tried this coupon for maximum times';
    await tx.db
      .insertInto('discount_usage')
      .values({ discount_id: rule.id, order_id: orderId, customer_id: customerId, amount, created_at: now })
      .execute();
  }
  return null;
}

/** Gives an order's discount uses back (its cancellation), never below zero. */
export async function returnDiscountUses(tx: Ctx, discountIds: string[], customerId: string): Promise<void> {
  for (const id of discountIds) {
    await tx.db
      .updateTable('discount')
      .set({ used_count: sql<number>`used_count - 1` })
      .where('id', '=', id)
      .where('used_count', '>', 0)
      .execute();
    await tx.db
      .updateTable('discount_customer_usage')
      .set({ used: sql<number>`used - 1` })
      .where('discount_id', '=', id)
      .where('customer_id', '=', customerId)
      .where('used', '>', 0)
      .execute();
  }
}
