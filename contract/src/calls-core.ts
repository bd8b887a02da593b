import type { z } from 'zod';

/**
 * Who may make a call:
 * - public: anyone (a guest reference or token is used when present)
 * - customer: a signed-in customer (token)
 * - staff: a signed-in staff member (token); `roles` narrows further
 */
export type CallAuth = 'public' | 'customer' | 'staff';
export type StaffRole = 'owner' | 'manager' | 'picker';

export interface CallDef<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  payload: P;
  result: R;
  auth: CallAuth;
  roles?: readonly StaffRole[];
  /** GET: the spec marks the call GET (it also answers POST). Default POST only. */
  http?: 'GET' | 'POST';
  /**
   * The call also takes one file as multipart/form-data (decision 019): the part named `field`, at
   * most `maxBytes`; `kind` says how the server hands it on (the bytes, or a CSV's records read as it streams).
   */
  upload?: { field: string; maxBytes: number; kind: 'bytes' | 'csv' };
}

export function defineCall<P extends z.ZodType, R extends z.ZodType>(def: CallDef<P, R>): CallDef<P, R> {
  return def;
}

/** Frappe-style error body every failed call answers with. */
export interface FrappeErrorBody {
  exc_type: string;
  message: string;
  _server_messages: string;
  /** Field-level details for validation errors (Larder extension, optional). */
  errors?: { field: string; message: string }[];
}
