import { notDeliverableText, type TAddress } from '@larder/contract/location';
import { type Ctx, inTransaction } from '../../ctx';
import { notFound, unauthorized } from '../../lib/errors';
import { randomId } from '../../lib/ids';
import { deliversTo, geocodePostcode, requirePostcode } from './location.service';
import type { AddressRow } from './location.table';

const MAX_ADDRESSES = 20;

function customerOf(ctx: Ctx): string {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  return ctx.caller.customerId;
}

/** An address for the shop, with whether the shop delivers there (`deliversTo`). */
export async function addressToDto(ctx: Ctx, a: AddressRow): Promise<TAddress> {
  return {
    name: a.id,
    first_name: a.first_name,
    last_name: a.last_name,
    address: a.address,
    landmark: a.landmark,
    city: a.city,
    state: a.state,
    country: a.country,
    zipcode: a.zipcode,
    phone: a.phone,
    latitude: a.latitude,
    longitude: a.longitude,
    is_default: a.is_default ? 1 : 0,
    deliverable: (await deliversTo(ctx, a)) ? 1 : 0,
  };
}

/** 'Address added' — or, outside the delivery area, saved all the same with the reason it cannot be delivered to. */
function savedMessage(done: string, a: TAddress): string {
  return a.deliverable ? done : `${done}. ${notDeliverableText(a.zipcode)}`;
}

export async function listAddresses(ctx: Ctx, customerId = customerOf(ctx)): Promise<TAddress[]> {
  const rows = await ctx.db
    .selectFrom('address')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .execute();
  return Promise.all(rows.map((r) => addressToDto(ctx, r)));
}

/** One of the caller's addresses, or null (someone else's address is simply not found). */
export async function ownAddress(ctx: Ctx, id: string): Promise<AddressRow | null> {
  return (
    (await ctx.db.selectFrom('address').selectAll().where('id', '=', id).where('customer_id', '=', customerOf(ctx)).executeTakeFirst()) ??
    null
  );
}

export interface AddressInput {
  first_name?: string;
  last_name?: string;
  address?: string;
  addr1?: string;
  landmark?: string;
  city?: string;
  state?: string;
  country?: string;
  zipcode?: string;
  pincode?: string;
  phone?: string;
  latitude?: number;
  longitude?: number;
  is_default?: boolean;
}

/**
 * insert_address: the caller's new address (the first one becomes the default). One outside the
 * delivery area is kept (for Click & Collect) and the answer says it cannot be delivered to.
 */
export async function addAddress(ctx: Ctx, input: AddressInput) {
  const customerId = customerOf(ctx);
  const pc = requirePostcode((input.zipcode ?? input.pincode)!);
  const line = (input.address ?? input.addr1)!;
  const existing = await ctx.db.selectFrom('address').select(['id', 'address', 'zipcode']).where('customer_id', '=', customerId).execute();
  if (existing.length >= MAX_ADDRESSES)
    return { status: 'failed' as const, message: `You can keep up to ${MAX_ADDRESSES} addresses.`, address: null };
  if (existing.some((a) => a.address.toLowerCase() === line.toLowerCase() && a.zipcode === pc.normalised)) {
    return { status: 'failed' as const, message: 'You have already added this address', address: null };
  }
  const customer = await ctx.db
    .selectFrom('customer')
    .select(['first_name', 'last_name', 'phone'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const at =
    input.latitude !== undefined && input.longitude !== undefined
      ? { lat: input.latitude, lng: input.longitude }
      : await geocodePostcode(ctx, pc);
  const now = ctx.clock.now().toISOString();
  const makeDefault = input.is_default === true || existing.length === 0;
  const row: AddressRow = {
    id: `ADDR-${randomId(9)}`,
    customer_id: customerId,
    first_name: input.first_name ?? customer.first_name,
    last_name: input.last_name ?? customer.last_name,
    address: line,
    landmark: input.landmark ?? '',
    city: input.city ?? '',
    state: input.state ?? '',
    country: input.country ?? 'United Kingdom',
    zipcode: pc.normalised,
    phone: input.phone ?? customer.phone ?? '',
    latitude: at?.lat ?? null,
    longitude: at?.lng ?? null,
    is_default: makeDefault ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  await inTransaction(ctx, async (tx) => {
    if (makeDefault) await tx.db.updateTable('address').set({ is_default: 0 }).where('customer_id', '=', customerId).execute();
    await tx.db.insertInto('address').values(row).execute();
  });
  const saved = await addressToDto(ctx, row);
  return { status: 'success' as const, message: savedMessage('Address added', saved), address: saved };
}

/** update_address: changes one of the caller's addresses. */
export async function updateAddress(ctx: Ctx, id: string, input: AddressInput) {
  const customerId = customerOf(ctx);
  const current = await ownAddress(ctx, id);
  if (!current) throw notFound('Address not found.');
  const zip = input.zipcode ?? input.pincode;
  const pc = zip ? requirePostcode(zip) : null;
  const moved = pc !== null && pc.normalised !== current.zipcode;
  const at =
    input.latitude !== undefined && input.longitude !== undefined
      ? { lat: input.latitude, lng: input.longitude }
      : moved && pc
        ? await geocodePostcode(ctx, pc)
        : null;
  const patch: Partial<AddressRow> = {
    ...(input.first_name !== undefined ? { first_name: input.first_name } : {}),
    ...(input.last_name !== undefined ? { last_name: input.last_name } : {}),
    ...((input.address ?? input.addr1) !== undefined ? { address: (input.address ?? input.addr1)! } : {}),
    ...(input.landmark !== undefined ? { landmark: input.landmark } : {}),
    ...(input.city !== undefined ? { city: input.city } : {}),
    ...(input.state !== undefined ? { state: input.state } : {}),
    ...(input.country !== undefined ? { country: input.country } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(pc ? { zipcode: pc.normalised } : {}),
    ...(at ? { latitude: at.lat, longitude: at.lng } : {}),
    updated_at: ctx.clock.now().toISOString(),
  };
  await inTransaction(ctx, async (tx) => {
    if (input.is_default) {
      await tx.db.updateTable('address').set({ is_default: 0 }).where('customer_id', '=', customerId).execute();
      patch.is_default = 1;
    }
    await tx.db.updateTable('address').set(patch).where('id', '=', id).where('customer_id', '=', customerId).execute();
  });
  const saved = await addressToDto(ctx, (await ownAddress(ctx, id))!);
  return { status: 'success' as const, message: savedMessage('Address updated', saved), address: saved };
}

/** delete_address: removes one of the caller's addresses; another becomes the default. */
export async function deleteAddress(ctx: Ctx, id: string) {
  const customerId = customerOf(ctx);
  const current = await ownAddress(ctx, id);
  if (!current) throw notFound('Address not found.');
  await inTransaction(ctx, async (tx) => {
    await tx.db.deleteFrom('address').where('id', '=', id).where('customer_id', '=', customerId).execute();
    if (current.is_default) {
      const next = await tx.db
        .selectFrom('address')
        .select('id')
        .where('customer_id', '=', customerId)
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      if (next) await tx.db.updateTable('address').set({ is_default: 1 }).where('id', '=', next.id).execute();
    }
  });
  return { status: 'success' as const, message: 'Address deleted' };
}
