import type { Selectable } from 'kysely';

/** Key/value store settings; the value is JSON. Defaults live in code (settings.defaults.ts). */
export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface BusinessTable {
  id: string;
  business_name: string;
  logo: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zipcode: string;
  country: string;
  latitude: number;
  longitude: number;
  restaurant_name: string;
  core_city: string;
  delivery_radius_km: number;
  is_active: number;
  created_at: string;
}
export type BusinessRow = Selectable<BusinessTable>;

/** VAT classes; rate in basis points (2000 = 20%). */
export interface TaxClassTable {
  id: string;
  name: string;
  rate_bp: number;
}
