import type { TCustomer } from '@larder/contract/customers';
import { type Ctx, inTransaction } from '../../ctx';
import { forbidden, invalid, unauthorized } from '../../lib/errors';
import { joinGuest } from './guest-join';
import { isUniqueViolation, normaliseEmail } from './auth.service';
import { accountPhone } from './phone';
import { customerToDto } from './customers.dto';
import { activeGuest } from './identity';
import { listAddresses } from '../location/address.service';
import { savePlayerId } from './devices';

function callerId(ctx: Ctx): string {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  return ctx.caller.customerId;
}

async function load(ctx: Ctx, id: string): Promise<TCustomer> {
  const row = await ctx.db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw unauthorized();
  return { ...customerToDto(row), address: await listAddresses(ctx, id) };
}

/** get_customer_info: the caller's own record; a guest id given with it is merged in first. */
export async function getCustomerInfo(ctx: Ctx, guestId?: string): Promise<TCustomer> {
  const id = callerId(ctx);
  if (guestId && guestId !== id && (await activeGuest(ctx, guestId))) {
    await inTransaction(ctx, (tx) => joinGuest(tx, guestId, id));
  }
  return { ...(await load(ctx, id)), ...(guestId ? { guest_id: guestId } : {}) };
}

export interface ProfilePatch {
  doctype?: 'Customers';
  name?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  gender?: string;
  dob?: string;
  player_id?: string;
  substitution_preference?: 'best_match' | 'no_substitute';
}

/** update_doc: the caller's own profile fields only; e-mail and phone stay unique. */
export async function updateProfile(ctx: Ctx, patch: ProfilePatch): Promise<TCustomer> {
  const id = callerId(ctx);
  if (patch.name && patch.name !== id) throw forbidden('You can only change your own details.');
  const { name: _name, doctype: _doctype, player_id: playerId, ...fields } = patch;
  const set: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) set[k] = v;
  if (set.email) set.email = normaliseEmail(set.email);
  if (set.phone) set.phone = await accountPhone(ctx, set.phone, 'doc.phone');
  if (set.email || set.phone) {
    const clash = await ctx.db
      .selectFrom('customer')
      .select(['email', 'phone'])
      .where('is_guest', '=', 0)
      .where('id', '!=', id)
      .where((eb) => eb.or([...(set.email ? [eb('email', '=', set.email)] : []), ...(set.phone ? [eb('phone', '=', set.phone)] : [])]))
      .executeTakeFirst();
    if (clash) {
      const [field, message] =
        clash.email === set.email ? ['email', 'Email already registered!'] : ['phone', 'Mobile Number already registered!'];
      throw invalid(message, [{ field, message }]);
    }
  }
  // A device id goes through the same ownership check as `PUT Customers/{id}`.
  if (playerId !== undefined) await savePlayerId(ctx, id, playerId);
  if (Object.keys(set).length) {
    try {
      await ctx.db
        .updateTable('customer')
        .set({ ...set, updated_at: ctx.clock.now().toISOString() })
        .where('id', '=', id)
        .execute();
    } catch (err) {
      // Another customer took the e-mail or phone since the check above: the unique index decides.
      if (!isUniqueViolation(err)) throw err;
      const [field, message] = /phone/i.test(String(err))
        ? ['phone', 'Mobile Number already registered!']
        : ['email', 'Email already registered!'];
      throw invalid(message, [{ field, message }]);
    }
  }
  return load(ctx, id);
}
