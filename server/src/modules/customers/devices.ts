/**
 * The push device id on a customer's record (the spec's player_id). Notifications checks and
 * claims the device; the record is the customers module's, so it is written here.
 */
import { type Ctx } from '../../ctx';
import { forbidden, unauthorized } from '../../lib/errors';
import { attachDevice } from '../notifications/push.service';

/** Saves a device id on the customer's record after notifications' ownership check; returns the id as saved. */
export async function savePlayerId(ctx: Ctx, customerId: string, playerId: string): Promise<string> {
  const id = await attachDevice(ctx, customerId, playerId);
  await ctx.db.updateTable('customer').set({ player_id: id }).where('id', '=', customerId).execute();
  return id;
}

/**
 * The spec's `PUT Customers/{id}` with player_id: only the caller's own record, only that field,
 * and only a device id that is not someone else's.
 */
export async function setPlayerId(ctx: Ctx, customerRef: string, playerId: string) {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  const me = await ctx.db.selectFrom('customer').select(['id', 'email']).where('id', '=', ctx.caller.customerId).executeTakeFirst();
  if (!me) throw unauthorized();
  if (customerRef !== me.id && customerRef.toLowerCase() !== me.email) throw forbidden('You can only change your own record.');
  return { name: me.id, player_id: await savePlayerId(ctx, me.id, playerId) };
}

/** Devices their push service says are gone stop being named on records (buildApp registers this with notifications). */
export async function forgetDevices(ctx: Ctx, ids: string[]): Promise<void> {
  await ctx.db.updateTable('customer').set({ player_id: '' }).where('player_id', 'in', ids).execute();
}
