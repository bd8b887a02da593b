import type { AppState, Ctx } from '../../ctx';

/**
 * What happens to a guest's things when the guest signs in or registers, inside the sign-in
 * transaction. The cart owns the carts it merges, so buildApp registers the cart's merge here
 * rather than the customers module calling into the cart (which itself asks customers who is shopping).
 */
export type GuestJoin = (tx: Ctx, guestId: string, customerId: string) => Promise<void>;

const KEY = 'customers.guestJoin';

export function registerGuestJoin(app: AppState, join: GuestJoin): void {
  app.memos.set(KEY, join);
}

/** Hands the guest's things to the customer, then the guest reference stops working. */
export async function joinGuest(tx: Ctx, guestId: string, customerId: string): Promise<void> {
  if (guestId === customerId) return;
  const join = tx.app.memos.get(KEY) as GuestJoin | undefined;
  if (!join) throw new Error('the guest join is not registered (buildApp registers it)');
  await join(tx, guestId, customerId);
  await tx.db
    .updateTable('customer')
    .set({ merged_into: customerId, updated_at: tx.clock.now().toISOString() })
    .where('id', '=', guestId)
    .execute();
}
