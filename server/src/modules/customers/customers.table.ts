import type { Selectable } from 'kysely';

export type SubstitutionPreference = 'best_match' | 'no_substitute';

export interface CustomerTable {
  /** CUST-00001 for registered customers; GC-<128 random bits> for guests (a bearer reference). */
  id: string;
  is_guest: number;
  first_name: string;
  last_name: string;
  /** Lower-cased; unique among registered customers. */
  email: string | null;
  /** E.164 ("+447700900123"); unique among registered customers. */
  phone: string | null;
  /** scrypt$N$r$p$salt$hash; null for guests and social-only accounts. */
  password_hash: string | null;
  status: 'Approved' | 'Waiting for Approval' | 'Rejected';
  gender: string;
  dob: string;
  /** Push device id (the spec's player_id). */
  player_id: string;
  substitution_preference: SubstitutionPreference;
  social_provider: string;
  social_subject: string;
  /** A guest whose cart went to a customer at sign-in; its reference no longer works. */
  merged_into: string | null;
  created_at: string;
  updated_at: string;
}
export type CustomerRow = Selectable<CustomerTable>;

export interface PasswordResetTable {
  id: string;
  customer_id: string;
  /** Hash of the 6-digit code e-mailed to the customer. */
  code_hash: string;
  /** Hash of the token in the e-mailed link. */
  link_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Phones cleared when stored phones became E.164 (two accounts had the same number, or it was not one). */
export interface CustomerPhoneReviewTable {
  customer_id: string;
  phone_as_stored: string;
  reason: 'duplicate' | 'unreadable';
  /** The account that kept the number (for a duplicate). */
  kept_by: string | null;
  created_at: string;
}
