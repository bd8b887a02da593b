import type { Ctx } from '../../ctx';
import { unauthorized } from '../../lib/errors';
import type { AddressInput } from '../location/address.service';
import { addAddress, updateAddress } from '../location/address.service';
import { register } from './auth.service';

type RegistrationData = Parameters<typeof register>[1];

export type InsertCustomersData =
  | (RegistrationData & { kind: 'register' })
  | (AddressInput & { kind: 'add_address' })
  | (AddressInput & { name: string; kind: 'edit_address' });

/**
 * insert_customers: a registration, or, as the spec's client also uses it, a new address or an
 * edit of one for the signed-in customer — through the address calls' own service, so the rules
 * (postcode, duplicates, default, delivery area) are theirs.
 */
export async function insertCustomers(ctx: Ctx, data: InsertCustomersData) {
  if (data.kind === 'register') {
    const { kind: _kind, ...registration } = data;
    return register(ctx, registration);
  }
  if (ctx.caller.kind !== 'customer') throw unauthorized('Please sign in to save an address.');
  if (data.kind === 'add_address') {
    const { kind: _kind, ...address } = data;
    return addAddress(ctx, address);
  }
  const { kind: _kind, name, ...changes } = data;
  return updateAddress(ctx, name, changes);
}
