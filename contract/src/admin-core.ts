/** The operations console's calls: staff sign-in, staff accounts, the audit log. */
import { z } from 'zod';
import { defineCall, type StaffRole } from './calls-core';
import { zEmail } from './customers';
import { zFlag, zPageLen, zPageNo, zRef, zText } from './wire';

/** Who may do what: owner everything; manager everything but settings and staff; picker orders and picking. */
export const EVERY_STAFF: readonly StaffRole[] = ['owner', 'manager', 'picker'];
export const MANAGERS: readonly StaffRole[] = ['owner', 'manager'];
export const OWNERS: readonly StaffRole[] = ['owner'];

export const ZStaffRole = z.enum(['owner', 'manager', 'picker'], { error: 'role must be owner, manager or picker' });

export const ZStaff = z.object({
  name: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: ZStaffRole,
  is_active: z.union([z.literal(0), z.literal(1)]),
  last_login_at: z.string().nullable(),
  has_password: z.boolean(),
});
export type TStaff = z.infer<typeof ZStaff>;

export const ZAuditEntry = z.object({
  name: z.string(),
  staff_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});

const ZStatus = z.object({ status: z.enum(['success', 'failed']), message: z.string() });

export const adminCoreCalls = {
  admin_login: defineCall({
    payload: z.object({
      email: zEmail(),
      password: z.string({ error: 'password is required' }).min(1, { error: 'password is required' }).max(128),
    }),
    result: z.object({ api_key: z.string(), api_secret: z.string(), expires_at: z.string(), staff: ZStaff }),
    auth: 'public',
  }),
  admin_logout: defineCall({ payload: z.object({}), result: ZStatus, auth: 'staff', roles: EVERY_STAFF }),
  admin_me: defineCall({ payload: z.object({}), result: ZStaff, auth: 'staff', roles: EVERY_STAFF }),
  /** Sets a password from a one-time link (new staff, or a reset made by an owner). */
  admin_set_password: defineCall({
    payload: z.object({
      token: zText({ min: 20, max: 200, label: 'token' }),
      password: z.string().max(128, { error: 'password is too long' }),
    }),
    result: ZStatus,
    auth: 'public',
  }),
  admin_staff_list: defineCall({ payload: z.object({}), result: z.array(ZStaff), auth: 'staff', roles: OWNERS }),
  /** Creates (no `name`) or updates a staff account; a new account, or `reset_password`, returns a one-time link. */
  admin_save_staff: defineCall({
    payload: z.object({
      name: zRef('name').optional(),
      email: zEmail(),
      full_name: zText({ min: 1, max: 120, label: 'full_name' }),
      role: ZStaffRole,
      is_active: zFlag('is_active').default(true),
      reset_password: zFlag('reset_password').default(false),
    }),
    result: z.object({ staff: ZStaff, set_password_link: z.string().nullable() }),
    auth: 'staff',
    roles: OWNERS,
  }),
  admin_audit_log: defineCall({
    payload: z.object({
      entity: zText({ max: 60, label: 'entity' }).optional(),
      entity_id: zText({ max: 140, label: 'entity_id' }).optional(),
      page_no: zPageNo(),
      page_len: zPageLen(200, 50),
    }),
    result: z.array(ZAuditEntry),
    auth: 'staff',
    roles: MANAGERS,
  }),
};
