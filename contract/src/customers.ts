import { z } from 'zod';
import { defineCall } from './calls-core';
import { ZAddress, ZAddressEdit, ZAddressInput } from './location';
import { zPhone } from './uk';
import { zFlag, zJsonObject, zRef, zText } from './wire';

export { zPhone };

export const zEmail = (label = 'email') =>
  zText({ min: 3, max: 254, label }).pipe(z.email({ error: `${label} must be a valid e-mail address` }));
const zName = (label: string, min = 1) => zText({ min, max: 60, label });
/** The shop's password policy (registration, a new password): 8 to 128 characters with a letter and a number. */
export const ZPasswordPolicy = z
  .string({ error: 'Password is required' })
  .min(8, { error: 'Password must be at least 8 characters long' })
  .max(128, { error: 'Password must be at most 128 characters long' })
  .refine((v) => /[a-zA-Z]/.test(v) && /[0-9]/.test(v), { error: 'Password must contain at least one letter and one number' });
export const PASSWORD_POLICY = 'At least 8 characters, with a letter and a number.';
export const ZSubstitutionPreference = z.enum(['best_match', 'no_substitute'], {
  error: 'substitution_preference must be best_match or no_substitute',
});

/** What login and registration answer (the spec's client stores these). */
export const ZAuthResult = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
  api_key: z.string().optional(),
  api_secret: z.string().optional(),
  customer_id: z.string().optional(),
  customer_name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type TAuthResult = z.infer<typeof ZAuthResult>;

export const ZCustomer = z.object({
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  user_id: z.string(),
  customer_status: z.string(),
  gender: z.string(),
  dob: z.string(),
  player_id: z.string(),
  substitution_preference: ZSubstitutionPreference,
  address: z.array(ZAddress),
  roles_list: z.array(z.string()),
  guest_id: z.string().optional(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

const ZStatusMessage = z.object({ status: z.string(), message: z.string() });

export const ZRegistration = z.object({
  first_name: zName('first_name'),
  last_name: zName('last_name').optional(),
  email: zEmail(),
  phone: zPhone(),
  pwd: z.string({ error: 'pwd is required' }).max(128, { error: 'pwd is too long' }).optional(),
  password: z.string().max(128, { error: 'password is too long' }).optional(),
  guest_id: zRef('guest_id').optional(),
});

/** Keys only registration sends; any of them makes `data` a registration, whatever else it holds. */
const REGISTRATION_KEYS = ['email', 'pwd', 'password', 'guest_id'];
/** Keys of an address (the spec's address: name, address, landmark, city, zipcode, latitude, longitude, is_default). */
const ADDRESS_KEYS = [
  'name',
  'address',
  'addr1',
  'landmark',
  'city',
  'state',
  'country',
  'zipcode',
  'pincode',
  'latitude',
  'longitude',
  'is_default',
];
const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * insert_customers' `data`, which the spec's client sends for three things: a registration, a new
 * address (address keys, no `name`) or an edit of an address (its `name`). Unset values may come
 * as "" or null (Frappe clients): they mean "not given" (the union hides the fields from the
 * generic rule of decision 025, so it is applied here).
 */
const ZInsertCustomersData = z.preprocess(
  (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    const d = v as Record<string, unknown>;
    const set = Object.fromEntries(Object.entries(d).filter(([, x]) => given(x)));
    if (REGISTRATION_KEYS.some((k) => given(d[k])) || !ADDRESS_KEYS.some((k) => given(d[k]))) return { ...set, kind: 'register' };
    return { ...set, kind: given(d.name) ? 'edit_address' : 'add_address' };
  },
  z.discriminatedUnion('kind', [
    ZRegistration.extend({ kind: z.literal('register') }),
    ZAddressInput.safeExtend({ kind: z.literal('add_address') }),
    ZAddressEdit.extend({ kind: z.literal('edit_address') }),
  ]),
);

/** update_doc's `doc`: the fields of their own record a customer may change. */
export const ZCustomerDoc = z.object({
  doctype: z.literal('Customers', { error: 'Only your own customer record can be updated' }).optional(),
  name: zRef('name').optional(),
  first_name: zName('first_name').optional(),
  last_name: zName('last_name', 0).optional(),
  email: zEmail().optional(),
  phone: zPhone().optional(),
  gender: z.enum(['', 'Female', 'Male', 'Other'], { error: 'gender must be Female, Male or Other' }).optional(),
  dob: z.union([z.literal(''), z.iso.date({ error: 'dob must be a date (yyyy-mm-dd)' })]).optional(),
  player_id: zText({ max: 512, label: 'player_id' }).optional(),
  substitution_preference: ZSubstitutionPreference.optional(),
});

export const ZRecentOrder = z.object({
  name: z.string(),
  order_date: z.string(),
  status: z.string(),
  payment_status: z.string(),
  total_amount: z.number(),
  item_count: z.number().int(),
});

export const customerCalls = {
  login: defineCall({
    payload: z.object({
      usr: zText({ min: 1, max: 254, label: 'usr' }),
      pwd: z.string({ error: 'pwd is required' }).min(1, { error: 'pwd is required' }).max(128, { error: 'pwd is too long' }),
      domain: zText({ max: 200 }).optional(),
      get_user_token: zFlag('get_user_token').default(true),
      guest_id: zRef('guest_id').optional(),
    }),
    result: ZAuthResult,
    auth: 'public',
  }),
  insert_customers: defineCall({
    payload: z.object({
      data: zJsonObject(ZInsertCustomersData),
    }),
    /** Registration answers as login does; an address insert or edit as insert_address/update_address. */
    result: ZAuthResult.extend({ address: ZAddress.nullable().optional() }),
    auth: 'public',
  }),
  check_guest_customer: defineCall({
    payload: z.object({ customer_id: zRef('customer_id').optional() }),
    result: z.object({ customer_id: z.string() }),
    auth: 'public',
  }),
  get_customer_info: defineCall({
    payload: z.object({ user: zText({ max: 254 }).optional(), guest_id: zRef('guest_id').optional() }),
    result: ZCustomer,
    auth: 'customer',
  }),
  update_doc: defineCall({
    payload: z.object({ doc: zJsonObject(ZCustomerDoc, 'doc') }),
    result: ZCustomer,
    auth: 'customer',
  }),
  update_password: defineCall({
    payload: z.object({
      new_password: z.string({ error: 'new_password is required' }).max(128, { error: 'new_password is too long' }),
      old_password: z.string().max(128).optional(),
      key: zText({ max: 200, label: 'key' }).optional(),
      user: zText({ max: 254, label: 'user' }).optional(),
      otp: zText({ max: 10, label: 'otp' }).optional(),
    }),
    result: ZStatusMessage.extend({ status: z.enum(['Success', 'Failed']) }),
    auth: 'public',
  }),
  send_user_forget_pwd_mail: defineCall({
    payload: z.object({ user: zEmail('user') }),
    result: ZStatusMessage,
    auth: 'public',
  }),
  social_login_customer: defineCall({
    payload: z.object({
      data: zJsonObject(
        z.object({
          provider: z.enum(['google', 'facebook'], { error: 'provider must be google or facebook' }),
          id_token: zText({ max: 4096, label: 'id_token' }).optional(),
          access_token: zText({ max: 4096, label: 'access_token' }).optional(),
          guest_id: zRef('guest_id').optional(),
        }),
      ),
      get_user_token: zFlag('get_user_token').default(true),
    }),
    result: ZAuthResult,
    auth: 'public',
  }),
  get_customer_dashboard: defineCall({
    payload: z.object({ customer_id: zRef('customer_id').optional() }),
    result: z.object({
      status: z.literal('success'),
      data: z.object({
        all_count: z.number().int(),
        monthly_count: z.number().int(),
        week_orders_count: z.number().int(),
        today_orders_count: z.number().int(),
        recent_orders: z.array(ZRecentOrder),
      }),
    }),
    auth: 'customer',
  }),
  logout: defineCall({
    payload: z.object({}),
    result: ZStatusMessage,
    auth: 'customer',
  }),
};
