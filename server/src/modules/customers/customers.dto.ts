import type { TCustomer } from '@larder/contract/customers';
import type { CustomerRow } from './customers.table';

/** The customer as the caller may see it: no password or token fields, ever. */
export function customerToDto(c: CustomerRow): TCustomer {
  return {
    name: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    full_name: [c.first_name, c.last_name].filter(Boolean).join(' '),
    email: c.email ?? '',
    phone: c.phone ?? '',
    user_id: c.email ?? '',
    customer_status: c.status,
    gender: c.gender,
    dob: c.dob,
    player_id: c.player_id,
    substitution_preference: c.substitution_preference,
    address: [],
    roles_list: ['Customer'],
  };
}
