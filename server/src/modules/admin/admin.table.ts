import type { StaffRole } from '@larder/contract';
import type { Selectable } from 'kysely';

/** A member of the shop's team: separate from customers, with a role. */
export interface StaffTable {
  /** STAFF-00001 */
  id: string;
  /** Lower-cased, unique. */
  email: string;
  name: string;
  role: StaffRole;
  /** scrypt; null until the one-time link has been used. */
  password_hash: string | null;
  is_active: number;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}
export type StaffRow = Selectable<StaffTable>;

/** A one-time link to set (or reset) a staff password; only its hash is stored. */
export interface StaffPasswordTokenTable {
  token_hash: string;
  staff_id: string;
  expires_at: string;
  used_at: string | null;
}
