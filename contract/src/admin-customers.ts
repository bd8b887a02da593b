/** The operations console: customers (search, detail with orders, wallet and points; manual adjustments). */
import { z } from 'zod';
import { MANAGERS } from './admin-core';
import { defineCall } from './calls-core';
import { ZAddress } from './location';
import { zInt, zMoneyIn, zPageLen, zPageNo, zRef, zText } from './wire';

export const ZAdminCustomerRow = z.object({
  name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.string(),
  created: z.string(),
  order_count: z.number().int(),
  wallet_balance: z.number(),
  points: z.number().int(),
});
export type TAdminCustomerRow = z.infer<typeof ZAdminCustomerRow>;

export const ZAdminWalletEntry = z.object({
  name: z.string(),
  date: z.string(),
  /** Pounds; credits positive, debits negative. */
  amount: z.number(),
  kind: z.string(),
  reference: z.string(),
  notes: z.string(),
});
export type TAdminWalletEntry = z.infer<typeof ZAdminWalletEntry>;

export const ZAdminPointsEntry = z.object({
  name: z.string(),
  date: z.string(),
  points: z.number().int(),
  kind: z.string(),
  reference: z.string(),
  description: z.string(),
});
export type TAdminPointsEntry = z.infer<typeof ZAdminPointsEntry>;

export const ZAdminCustomerOrder = z.object({
  name: z.string(),
  status: z.string(),
  payment_status: z.string(),
  total_amount: z.number(),
  item_count: z.number().int(),
  delivery_date: z.string().nullable(),
  created: z.string(),
});

export const ZAdminCustomer = z.object({
  profile: z.object({
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    email: z.string(),
    phone: z.string(),
    status: z.string(),
    gender: z.string(),
    dob: z.string(),
    substitution_preference: z.string(),
    /** google / facebook when the account signs in that way; '' otherwise. */
    social_provider: z.string(),
    created: z.string(),
  }),
  addresses: z.array(ZAddress),
  orders: z.object({
    count: z.number().int(),
    /** Pounds, orders not cancelled. */
    total_spent: z.number(),
    last_order_at: z.string().nullable(),
    /** The newest 50. */
    recent: z.array(ZAdminCustomerOrder),
  }),
  /** Balance in pounds; the newest 100 ledger lines. */
  wallet: z.object({ balance: z.number(), entry_count: z.number().int(), entries: z.array(ZAdminWalletEntry) }),
  points: z.object({ balance: z.number().int(), entry_count: z.number().int(), entries: z.array(ZAdminPointsEntry) }),
  birthday_club: z.object({ day: z.number().int(), month: z.string() }).nullable(),
  push_devices: z.number().int(),
});
export type TAdminCustomer = z.infer<typeof ZAdminCustomer>;

/** A client-made id for one press of the button: the same id never counts twice (double clicks, retries). */
export const zRequestId = () =>
  zText({ min: 8, max: 64, label: 'request_id' }).regex(/^[A-Za-z0-9_-]+$/, {
    error: 'request_id may only hold letters, digits, - and _',
  });

const zReason = () => zText({ min: 3, max: 300, label: 'reason' });

export const ZAdjustWalletPayload = z.object({
  customer_id: zRef('customer_id'),
  /** Pounds, two decimals at most; negative takes money off (never below zero). */
  amount: zMoneyIn({ min: -10000, max: 10000, label: 'amount' }).refine((v) => v !== 0, { error: 'amount must not be zero' }),
  reason: zReason(),
  request_id: zRequestId(),
});

export const ZAdjustPointsPayload = z.object({
  customer_id: zRef('customer_id'),
  /** Whole points; negative takes points off (never below zero). */
  points: zInt({ min: -1_000_000, max: 1_000_000, label: 'points' }).refine((v) => v !== 0, { error: 'points must not be zero' }),
  reason: zReason(),
  request_id: zRequestId(),
});

export const adminCustomersCalls = {
  /** Registered customers only (guests are not customers), searched by name, e-mail, phone or id. */
  admin_customer_list: defineCall({
    payload: z.object({
      search: zText({ max: 120, label: 'search' }).optional(),
      page_no: zPageNo(),
      page_len: zPageLen(100, 25),
    }),
    result: z.object({ customers: z.array(ZAdminCustomerRow), total: z.number().int() }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_customer_detail: defineCall({
    payload: z.object({ customer_id: zRef('customer_id') }),
    result: ZAdminCustomer,
    auth: 'staff',
    roles: MANAGERS,
  }),
  /** Credits or debits the wallet with a reason; audited; `duplicate` when this request_id was already applied. */
  admin_adjust_wallet: defineCall({
    payload: ZAdjustWalletPayload,
    result: z.object({ status: z.literal('success'), balance: z.number(), entry: ZAdminWalletEntry, duplicate: z.boolean() }),
    auth: 'staff',
    roles: MANAGERS,
  }),
  admin_adjust_points: defineCall({
    payload: ZAdjustPointsPayload,
    result: z.object({ status: z.literal('success'), balance: z.number().int(), entry: ZAdminPointsEntry, duplicate: z.boolean() }),
    auth: 'staff',
    roles: MANAGERS,
  }),
};
