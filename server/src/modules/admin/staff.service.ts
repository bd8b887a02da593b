import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@larder/contract';
import type { TStaff } from '@larder/contract/admin-core';
import { type Ctx, inTransaction } from '../../ctx';
import type { DbOrTrx } from '../../db/database';
import { conflict, forbidden, invalid, notFound, unauthorized } from '../../lib/errors';
import { nextName } from '../../lib/ids';
import { enforceLimits } from '../../lib/rate-limit';
import { issueToken, revokeAllTokens, revokeToken } from '../auth/tokens';
import { hashPassword, passwordProblem, verifyPassword } from '../customers/password';
import type { StaffRow } from './admin.table';
import { audit, staffOf } from '../audit/audit';

/** A staff session lasts a working day; then they sign in again. */
export const STAFF_SESSION_MS = 12 * 3600 * 1000;
/** A set-password link is valid for three days and works once. */
const LINK_MS = 3 * 24 * 3600 * 1000;

const hash = (s: string) => createHash('sha256').update(s).digest('hex');

export function staffDto(s: StaffRow): TStaff {
  return {
    name: s.id,
    email: s.email,
    full_name: s.name,
    role: s.role,
    is_active: s.is_active ? 1 : 0,
    last_login_at: s.last_login_at,
    has_password: s.password_hash !== null,
  };
}

/** A one-time link to set the password (the token itself is only ever in the link). */
export async function passwordLink(db: DbOrTrx, publicUrl: string, staffId: string, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('staff_password_token')
    .values({ token_hash: hash(token), staff_id: staffId, expires_at: new Date(now.getTime() + LINK_MS).toISOString(), used_at: null })
    .execute();
  return `${publicUrl}/admin/set-password?token=${token}`;
}

/** Creates a staff account (CLI and owners): returns it with its one-time set-password link. */
export async function createStaff(
  db: DbOrTrx,
  publicUrl: string,
  input: { email: string; name: string; role: StaffRole },
  now: Date,
): Promise<{ staff: StaffRow; link: string }> {
  const email = input.email.trim().toLowerCase();
  const taken = await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) throw conflict(`A staff account for ${email} already exists.`);
  const id = await nextName(db, 'STAFF-');
  const at = now.toISOString();
  const row = {
    id,
    email,
    name: input.name,
    role: input.role,
    password_hash: null,
    is_active: 1,
    last_login_at: null,
    created_at: at,
    updated_at: at,
  };
  await db.insertInto('staff').values(row).execute();
  return { staff: row, link: await passwordLink(db, publicUrl, id, now) };
}

/** admin_login: rate limited per IP and per account; a wrong e-mail and a wrong password answer alike. */
export async function staffLogin(ctx: Ctx, email: string, password: string) {
  const e = email.trim().toLowerCase();
  await enforceLimits(ctx.app.limits, [
    { key: `staff-login:ip:${ctx.ip}`, max: 20, windowSec: 900 },
    { key: `staff-login:acct:${e}`, max: 5, windowSec: 900 },
  ]);
  const s = await ctx.db.selectFrom('staff').selectAll().where('email', '=', e).executeTakeFirst();
  const ok = await verifyPassword(password, s?.password_hash ?? null);
  if (!s || !ok || !s.is_active) throw unauthorized('Incorrect e-mail or password.');
  const now = ctx.clock.now();
  const token = await issueToken(ctx.db, { type: 'staff', id: s.id }, now, STAFF_SESSION_MS);
  await ctx.db.updateTable('staff').set({ last_login_at: now.toISOString() }).where('id', '=', s.id).execute();
  await ctx.app.limits.reset(`staff-login:acct:${e}`);
  return {
    api_key: token.apiKey,
    api_secret: token.apiSecret,
    expires_at: new Date(now.getTime() + STAFF_SESSION_MS).toISOString(),
    staff: staffDto({ ...s, last_login_at: now.toISOString() }),
  };
}

export async function staffLogout(ctx: Ctx) {
  if (ctx.caller.kind !== 'staff') throw forbidden();
  await revokeToken(ctx.db, ctx.caller.apiKey, ctx.clock.now());
  return { status: 'success' as const, message: 'Signed out' };
}

export async function me(ctx: Ctx) {
  const { staffId } = staffOf(ctx);
  return staffDto(await ctx.db.selectFrom('staff').selectAll().where('id', '=', staffId).executeTakeFirstOrThrow());
}

/** admin_set_password: uses a one-time link once; every earlier session of the account ends. */
export async function setPassword(ctx: Ctx, token: string, password: string) {
  const problem = passwordProblem(password) ?? (password.length < 10 ? 'Staff passwords must be at least 10 characters long' : null);
  if (problem) throw invalid(problem, [{ field: 'password', message: problem }]);
  const now = ctx.clock.now();
  const pwHash = await hashPassword(password);
  return inTransaction(ctx, async (tx) => {
    const claimed = await tx.db
      .updateTable('staff_password_token')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', hash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .returning('staff_id')
      .executeTakeFirst();
    if (!claimed) return { status: 'failed' as const, message: 'This link has expired or was already used. Ask an owner for a new one.' };
    await tx.db
      .updateTable('staff')
      .set({ password_hash: pwHash, updated_at: now.toISOString() })
      .where('id', '=', claimed.staff_id)
      .execute();
    await revokeAllTokens(tx.db, { type: 'staff', id: claimed.staff_id }, now);
    return { status: 'success' as const, message: 'Your password is set. You can sign in now.' };
  });
}

export async function listStaff(ctx: Ctx) {
  return (await ctx.db.selectFrom('staff').selectAll().orderBy('id').execute()).map(staffDto);
}

/** admin_save_staff (owners): create, change role/name/active, or issue a reset link. The last active owner stays. */
export async function saveStaff(
  ctx: Ctx,
  input: { name?: string; email: string; full_name: string; role: StaffRole; is_active: boolean; reset_password: boolean },
) {
  staffOf(ctx);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    if (!input.name) {
      const { staff, link } = await createStaff(
        tx.db,
        tx.app.config.publicUrl,
        { email: input.email, name: input.full_name, role: input.role },
        now,
      );
      await audit(tx, 'create', 'staff', staff.id, null, staffDto(staff));
      return { staff: staffDto(staff), set_password_link: link };
    }
    const before = await tx.db.selectFrom('staff').selectAll().where('id', '=', input.name).executeTakeFirst();
    if (!before) throw notFound('Staff account not found.');
    const email = input.email.trim().toLowerCase();
    if (email !== before.email && (await tx.db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst()))
      throw conflict(`A staff account for ${email} already exists.`);
    const losesOwner = before.role === 'owner' && before.is_active === 1 && (input.role !== 'owner' || !input.is_active);
    if (losesOwner) {
      const owners = await tx.db.selectFrom('staff').select('id').where('role', '=', 'owner').where('is_active', '=', 1).execute();
      if (owners.length <= 1) throw invalid('The shop needs at least one active owner.');
    }
    const after = {
      ...before,
      email,
      name: input.full_name,
      role: input.role,
      is_active: input.is_active ? 1 : 0,
      updated_at: now.toISOString(),
    };
    await tx.db
      .updateTable('staff')
      .set({ email, name: after.name, role: after.role, is_active: after.is_active, updated_at: after.updated_at })
      .where('id', '=', before.id)
      .execute();
    // A role change, a deactivation or a reset ends the account's sessions.
    if (before.role !== after.role || !after.is_active || input.reset_password)
      await revokeAllTokens(tx.db, { type: 'staff', id: before.id }, now);
    const link = input.reset_password ? await passwordLink(tx.db, tx.app.config.publicUrl, before.id, now) : null;
    await audit(tx, input.reset_password ? 'reset_password' : 'update', 'staff', before.id, staffDto(before), staffDto(after));
    return { staff: staffDto(after), set_password_link: link };
  });
}

export async function auditLog(ctx: Ctx, input: { entity?: string; entity_id?: string; page_no: number; page_len: number }) {
  let q = ctx.db.selectFrom('audit_log').selectAll();
  if (input.entity) q = q.where('entity', '=', input.entity);
  if (input.entity_id) q = q.where('entity_id', '=', input.entity_id);
  const rows = await q
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.page_len)
    .offset((input.page_no - 1) * input.page_len)
    .execute();
  const parse = (s: string | null) => (s === null ? null : (JSON.parse(s) as unknown));
  return rows.map((r) => ({
    name: r.id,
    staff_email: r.staff_email,
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    before: parse(r.before),
    after: parse(r.after),
    at: r.at,
  }));
}
