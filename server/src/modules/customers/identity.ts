import type { Ctx } from '../../ctx';
import { prepared } from '../../db/prepared';
import { forbidden, unauthorized } from '../../lib/errors';
import { randomId } from '../../lib/ids';
import { enforceLimits } from '../../lib/rate-limit';

/** A guest reference: "GC-" and 128 random bits. It is the guest's bearer credential. */
export function newGuestId(): string {
  return `GC-${randomId(16)}`;
}

export function isGuestRef(ref: string): boolean {
  return /^GC-[A-Za-z0-9_-]{22}$/.test(ref);
}

/** Creates a guest customer (rate limited per IP: guests are free to make, so they must not be free to flood). */
export async function createGuest(ctx: Ctx): Promise<string> {
  await enforceLimits(ctx.app.limits, [{ key: `guest:ip:${ctx.ip}`, max: 120, windowSec: 3600 }]);
  const id = newGuestId();
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .insertInto('customer')
    .values({
      id,
      is_guest: 1,
      first_name: 'Guest',
      last_name: '',
      email: null,
      phone: null,
      password_hash: null,
      status: 'Approved',
      gender: '',
      dob: '',
      player_id: '',
      substitution_preference: 'best_match',
      social_provider: '',
      social_subject: '',
      merged_into: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Is this customer row an active guest (a guest, not merged into a customer)? */
export function isActiveGuestRow(row: { is_guest: number; merged_into: string | null } | null | undefined): boolean {
  return Boolean(row && row.is_guest && !row.merged_into);
}

const guestRow = prepared((ctx: Ctx, ref: string) =>
  ctx.db.selectFrom('customer').select(['id', 'is_guest', 'merged_into']).where('id', '=', ref),
);

/** An active guest (exists, is a guest, not merged into a customer), else null. */
export async function activeGuest(ctx: Ctx, ref: string): Promise<string | null> {
  if (!isGuestRef(ref)) return null;
  const [row] = await guestRow(ctx, ref);
  return row && isActiveGuestRow(row) ? row.id : null;
}

/**
 * Who owns the cart, wishlist or record a call touches: the signed-in customer (a different
 * customer id in the payload is refused with 403), or the guest whose unguessable reference the
 * payload carries. `create` makes a new guest when an anonymous caller has none.
 */
export async function resolveShopper(ctx: Ctx, ref: string | undefined, opts: { create?: boolean } = {}): Promise<string | null> {
  const caller = ctx.caller;
  if (caller.kind === 'customer') {
    if (ref && ref !== caller.customerId) throw forbidden('This is not your account.');
    return caller.customerId;
  }
  if (caller.kind === 'staff') throw forbidden('Staff accounts cannot shop.');
  if (ref) {
    const guest = await activeGuest(ctx, ref);
    if (guest) return guest;
    // A registered customer's id, a merged guest or a made-up reference: not this caller's.
    const exists = await ctx.db.selectFrom('customer').select(['id', 'merged_into']).where('id', '=', ref).executeTakeFirst();
    if (exists?.merged_into) throw unauthorized('Please sign in: your basket is now in your account.');
    throw forbidden('This is not your account.');
  }
  return opts.create ? createGuest(ctx) : null;
}
