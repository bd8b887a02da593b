import type { Selectable } from 'kysely';

/** A served area: a postcode district (E1), sector (E1 6) or full postcode, with its centre. */
export interface AreaTable {
  id: string;
  area: string;
  city: string;
  zipcode: string;
  zone: string;
  latitude: number;
  longitude: number;
  is_active: number;
}
export type AreaRow = Selectable<AreaTable>;

export interface AddressTable {
  id: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  address: string;
  landmark: string;
  city: string;
  state: string;
  country: string;
  zipcode: string;
  phone: string;
  latitude: number | null;
  longitude: number | null;
  is_default: number;
  created_at: string;
  updated_at: string;
}
export type AddressRow = Selectable<AddressTable>;
