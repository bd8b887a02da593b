import type { TCustomer } from '@larder/contract/customers';
import { type Ctx, inTransaction } from '../../ctx';
import { forbidden, invalid, unauthorized } from '../../lib/errors';
import { mergeGuestInto } from '../cart/merge';
import { isUniqueViolation, normaliseEmail } from './auth.service';
import { accountPhone } from './phone';
import { customerToDto } from './customers.dto';
import { activeGuest } from './identity';
import { listAddresses } from '../location/address.service';
import { attachDevice } from '../notifications/push.service';
import { listOrders } from '../orders/orders.service';
import { getStoreSettings } from '../settings/settings.service';
import { localDate } from '../slots/slot-dates';

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
    await inTransaction(ctx, (tx) => mergeGuestInto(tx, guestId, id));
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
  if (playerId !== undefined) await attachDevice(ctx, id, playerId);
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

/** get_customer_dashboard: the caller's order counts (today, this week, this month, ever) and latest orders. */
export async function customerDashboard(ctx: Ctx) {
  const id = callerId(ctx);
  const tz = (await getStoreSettings(ctx)).time_zone;
  const orders = await ctx.db.selectFrom('orders').select('created_at').where('customer_id', '=', id).execute();
  const now = ctx.clock.now();
  const today = localDate(now, tz);
  const monday = new Date(now.getTime() - ((now.getUTCDay() + 6) % 7) * 86400000);
  const weekStart = localDate(monday, tz);
  const days = orders.map((o) => localDate(new Date(o.created_at), tz));
  const recent = await listOrders(ctx, id, 1, 5);
  return {
    status: 'success' as const,
    data: {
      all_count: orders.length,
      monthly_count: days.filter((d) => d.slice(0, 7) === today.slice(0, 7)).length,
      week_orders_count: days.filter((d) => d >= weekStart && d <= today).length,
      today_orders_count: days.filter((d) => d === today).length,
      recent_orders: recent.map((o) => ({
        name: o.name,
        order_date: o.order_date,
        status: o.status,
        payment_status: o.payment_status,
        total_amount: o.total_amount,
        item_count: o.item_count,
      })),
    },
  };
}
