import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { TAuthResult } from '@larder/contract/customers';
import { type Ctx, inTransaction } from '../../ctx';
import { invalid, unauthorized } from '../../lib/errors';
import { nextName, randomId } from '../../lib/ids';
import { enforceLimits } from '../../lib/rate-limit';
import { issueToken, revokeAllTokens, revokeToken } from '../auth/tokens';
import { joinGuest } from './guest-join';
import { sendCustomerEmail } from '../notifications/email/send';
import type { CustomerRow } from './customers.table';
import { activeGuest, createGuest, isGuestRef } from './identity';
import { hashPassword, passwordProblem, verifyPassword } from './password';
import { accountPhone, storePhoneCountry, toE164 } from './phone';

/** Tokens last 90 days; signing in again issues a new one. */
const TOKEN_TTL_MS = 90 * 24 * 3600 * 1000;
const RESET_TTL_MS = 15 * 60 * 1000;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A unique index refused the write (SQLite and PostgreSQL word it differently). */
export function isUniqueViolation(err: unknown): boolean {
  return /unique|duplicate/i.test(String(err)) || (err as { code?: string })?.code === '23505';
}

function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

/** How an account is looked up by what a person typed to sign in: a lower-cased e-mail, or a phone in E.164. */
export interface LoginIdentity {
  column: 'email' | 'phone';
  value: string;
}

/** The account key `usr` stands for; null when it is neither an e-mail nor a phone number. */
export async function loginIdentity(ctx: Ctx, usr: string): Promise<LoginIdentity | null> {
  const value = usr.trim();
  if (value.includes('@')) return { column: 'email', value: normaliseEmail(value) };
  const phone = toE164(value, await storePhoneCountry(ctx));
  return phone ? { column: 'phone', value: phone } : null;
}

async function findByLogin(ctx: Ctx, id: LoginIdentity | null): Promise<CustomerRow | undefined> {
  if (!id) return undefined;
  return ctx.db.selectFrom('customer').selectAll().where('is_guest', '=', 0).where(id.column, '=', id.value).executeTakeFirst();
}

/** Signs the customer in: a fresh token, and a guest's cart and wishlist merged into theirs. */
async function signIn(ctx: Ctx, c: CustomerRow, opts: { guestId?: string; withToken: boolean; message: string }): Promise<TAuthResult> {
  const token = await inTransaction(ctx, async (tx) => {
    if (opts.guestId && isGuestRef(opts.guestId) && (await activeGuest(tx, opts.guestId))) await joinGuest(tx, opts.guestId, c.id);
    return opts.withToken ? issueToken(tx.db, { type: 'customer', id: c.id }, tx.clock.now(), TOKEN_TTL_MS) : null;
  });
  return {
    status: 'success',
    message: opts.message,
    ...(token ? { api_key: token.apiKey, api_secret: token.apiSecret } : {}),
    customer_id: c.id,
    customer_name: [c.first_name, c.last_name].filter(Boolean).join(' '),
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email ?? '',
    phone: c.phone ?? '',
  };
}

/**
 * login: e-mail (or phone) and password. Limited per IP and per account; the answer never says
 * which part was wrong. The account's limit is counted per resolved account, however its e-mail
 * or phone was spelt, so a locked account stays locked (the right password included) for every
 * spelling. An identifier with no account is counted by its own canonical spelling, which locks
 * exactly as an account would: the lockout tells nothing about which accounts exist.
 */
export async function login(
  ctx: Ctx,
  input: { usr: string; pwd: string; get_user_token: boolean; guest_id?: string },
): Promise<TAuthResult> {
  await enforceLimits(ctx.app.limits, [{ key: `login:ip:${ctx.ip}`, max: 30, windowSec: 600 }]);
  const id = await loginIdentity(ctx, input.usr);
  const c = await findByLogin(ctx, id);
  const lockKey = c ? `login:acct:${c.id}` : `login:unknown:${id?.value ?? input.usr.trim().toLowerCase()}`;
  await enforceLimits(ctx.app.limits, [{ key: lockKey, max: 8, windowSec: 900 }]);
  const ok = await verifyPassword(input.pwd, c?.password_hash ?? null);
  if (!c || !ok) return { status: 'failed', message: 'Invalid login credentials' };
  if (c.status !== 'Approved') return { status: 'failed', message: 'You account not yet verified.You will get notified once verfied.' };
  await ctx.app.limits.reset(lockKey);
  return signIn(ctx, c, { guestId: input.guest_id, withToken: input.get_user_token, message: 'Logged In' });
}

/** insert_customers (registration): unique e-mail and phone, the password policy, then signed in. */
export async function register(
  ctx: Ctx,
  input: { first_name: string; last_name?: string; email: string; phone: string; pwd?: string; password?: string; guest_id?: string },
): Promise<TAuthResult> {
  await enforceLimits(ctx.app.limits, [{ key: `register:ip:${ctx.ip}`, max: 10, windowSec: 3600 }]);
  const password = input.pwd ?? input.password ?? '';
  const problem = passwordProblem(password);
  if (problem) throw invalid(problem, [{ field: 'pwd', message: problem }]);
  const email = normaliseEmail(input.email);
  const phone = await accountPhone(ctx, input.phone, 'data.phone');
  const taken = await ctx.db
    .selectFrom('customer')
    .select(['email', 'phone'])
    .where('is_guest', '=', 0)
    .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', phone)]))
    .execute();
  if (taken.some((t) => t.email === email)) return { status: 'failed', message: 'Email already registered!' };
  if (taken.some((t) => t.phone === phone)) return { status: 'failed', message: 'Mobile Number already registered!' };
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now().toISOString();
  let row: CustomerRow;
  try {
    row = await inTransaction(ctx, async (tx) => {
      const c: CustomerRow = {
        id: await nextName(tx.db, 'CUST-'),
        is_guest: 0,
        first_name: input.first_name,
        last_name: input.last_name ?? '',
        email,
        phone,
        password_hash: passwordHash,
        status: 'Approved',
        gender: '',
        dob: '',
        player_id: '',
        substitution_preference: 'best_match',
        social_provider: '',
        social_subject: '',
        merged_into: null,
        created_at: now,
        updated_at: now,
      };
      await tx.db.insertInto('customer').values(c).execute();
      return c;
    });
  } catch (err) {
    // Two registrations racing for the same e-mail or phone: the unique index decides.
    if (isUniqueViolation(err))
      return { status: 'failed', message: /phone/i.test(String(err)) ? 'Mobile Number already registered!' : 'Email already registered!' };
    throw err;
  }
  return signIn(ctx, row, {
    guestId: input.guest_id,
    withToken: true,
    message: 'Congratulations your account has been successfully created.',
  });
}

/** logout: the token used for this call stops working. */
export async function logout(ctx: Ctx) {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  await revokeToken(ctx.db, ctx.caller.apiKey, ctx.clock.now());
  return { status: 'success', message: 'Logged out' };
}

/** check_guest_customer: the same guest when it is still valid, otherwise a fresh one. Never a customer's id. */
export async function checkGuest(ctx: Ctx, ref: string | undefined): Promise<{ customer_id: string }> {
  if (ctx.caller.kind === 'customer') return { customer_id: ctx.caller.customerId };
  const guest = ref ? await activeGuest(ctx, ref) : null;
  return { customer_id: guest ?? (await createGuest(ctx)) };
}

const SAME_ANSWER = {
  status: 'success',
  message: 'If an account exists for that e-mail, we have sent it a code to reset the password. It is valid for 15 minutes.',
};

/**
 * send_user_forget_pwd_mail: e-mails a 6-digit code and a link, both valid 15 minutes and usable
 * once. The answer is the same whether or not the e-mail has an account.
 */
export async function sendPasswordReset(ctx: Ctx, user: string) {
  const email = normaliseEmail(user);
  await enforceLimits(ctx.app.limits, [
    { key: `reset:ip:${ctx.ip}`, max: 10, windowSec: 900 },
    { key: `reset:acct:${email}`, max: 3, windowSec: 900 },
  ]);
  const c = await ctx.db
    .selectFrom('customer')
    .select(['id', 'first_name'])
    .where('is_guest', '=', 0)
    .where('email', '=', email)
    .executeTakeFirst();
  if (!c) return SAME_ANSWER;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const link = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('password_reset')
    .values({
      id: `PR-${randomId(9)}`,
      customer_id: c.id,
      code_hash: sha256(code),
      link_hash: sha256(link),
      attempts: 0,
      expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  const url = `${ctx.app.config.publicUrl}/forgetten?key=${link}`;
  await sendCustomerEmail(ctx, email, 'password-reset', { name: c.first_name, code, url, validMinutes: RESET_TTL_MS / 60000 });
  return SAME_ANSWER;
}

const EXPIRED = { status: 'Failed' as const, message: 'Cannot Update: Incorrect / Expired Link.' };

/**
 * update_password: the signed-in customer with their current password, or anyone holding a valid
 * reset link or e-mailed code. Other sessions end; never sets another user's password.
 */
export async function updatePassword(
  ctx: Ctx,
  input: { new_password: string; old_password?: string; key?: string; user?: string; otp?: string },
) {
  await enforceLimits(ctx.app.limits, [{ key: `password:ip:${ctx.ip}`, max: 20, windowSec: 900 }]);
  const problem = passwordProblem(input.new_password);
  if (problem) throw invalid(problem, [{ field: 'new_password', message: problem }]);
  const now = ctx.clock.now();

  if (!input.key && !input.otp) {
    if (ctx.caller.kind !== 'customer') throw unauthorized('Please sign in to change your password.');
    if (!input.old_password) return { status: 'Failed' as const, message: 'old password is missing.' };
    const c = await ctx.db
      .selectFrom('customer')
      .select(['id', 'password_hash'])
      .where('id', '=', ctx.caller.customerId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(input.old_password, c.password_hash)))
      return { status: 'Failed' as const, message: 'Your current password is not correct.' };
    const hash = await hashPassword(input.new_password);
    const keep = ctx.caller.apiKey;
    await inTransaction(ctx, async (tx) => {
      await tx.db.updateTable('customer').set({ password_hash: hash, updated_at: now.toISOString() }).where('id', '=', c.id).execute();
      await tx.db
        .updateTable('auth_token')
        .set({ revoked_at: now.toISOString() })
        .where('subject_id', '=', c.id)
        .where('api_key', '!=', keep)
        .where('revoked_at', 'is', null)
        .execute();
    });
    return { status: 'Success' as const, message: 'Your password has been updated.' };
  }

  let reset;
  if (input.key) {
    reset = await ctx.db.selectFrom('password_reset').selectAll().where('link_hash', '=', sha256(input.key)).executeTakeFirst();
  } else {
    if (!input.user) throw invalid('user is required with otp', [{ field: 'user', message: 'user is required' }]);
    const c = await findByLogin(ctx, await loginIdentity(ctx, input.user));
    reset = c
      ? await ctx.db
          .selectFrom('password_reset')
          .selectAll()
          .where('customer_id', '=', c.id)
          .where('used_at', 'is', null)
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirst()
      : undefined;
    if (reset && (reset.attempts >= 5 || reset.code_hash !== sha256(input.otp!))) {
      await ctx.db
        .updateTable('password_reset')
        .set({ attempts: reset.attempts + 1 })
        .where('id', '=', reset.id)
        .execute();
      return EXPIRED;
    }
  }
  if (!reset || reset.used_at || reset.expires_at <= now.toISOString()) return EXPIRED;
  const hash = await hashPassword(input.new_password);
  const customerId = reset.customer_id;
  const used = await inTransaction(ctx, async (tx) => {
    // Used once: the conditional update decides between two racing requests.
    const res = await tx.db
      .updateTable('password_reset')
      .set({ used_at: now.toISOString() })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (!Number(res.numUpdatedRows)) return false;
    await tx.db.updateTable('customer').set({ password_hash: hash, updated_at: now.toISOString() }).where('id', '=', customerId).execute();
    await revokeAllTokens(tx.db, { type: 'customer', id: customerId }, now);
    return true;
  });
  return used ? { status: 'Success' as const, message: 'Your password has been reset. Please sign in.' } : EXPIRED;
}
