import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbOrTrx } from '../../db/database';

/**
 * API credentials in the Frappe style: `Authorization: token <api_key>:<api_secret>`.
 * The secret is 256 random bits, so a SHA-256 of it is a safe stored form (no slow hash needed);
 * the comparison is constant-time.
 */
export interface IssuedToken {
  apiKey: string;
  apiSecret: string;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export async function issueToken(
  db: DbOrTrx,
  subject: { type: 'customer' | 'staff'; id: string },
  now: Date,
  ttlMs?: number,
): Promise<IssuedToken> {
  const apiKey = randomBytes(12).toString('hex');
  const apiSecret = randomBytes(32).toString('base64url');
  await db
    .insertInto('auth_token')
    .values({
      api_key: apiKey,
      secret_hash: hashSecret(apiSecret),
      subject_type: subject.type,
      subject_id: subject.id,
      created_at: now.toISOString(),
      expires_at: ttlMs ? new Date(now.getTime() + ttlMs).toISOString() : null,
      revoked_at: null,
    })
    .execute();
  return { apiKey, apiSecret };
}

export async function revokeToken(db: DbOrTrx, apiKey: string, now: Date): Promise<void> {
  await db.updateTable('auth_token').set({ revoked_at: now.toISOString() }).where('api_key', '=', apiKey).execute();
}

export async function revokeAllTokens(db: DbOrTrx, subject: { type: 'customer' | 'staff'; id: string }, now: Date): Promise<void> {
  await db
    .updateTable('auth_token')
    .set({ revoked_at: now.toISOString() })
    .where('subject_type', '=', subject.type)
    .where('subject_id', '=', subject.id)
    .where('revoked_at', 'is', null)
    .execute();
}

const CREDENTIAL = /^[\x21-\x7e]+$/;

/** Splits `token key:secret` (also `Token`, also `Basic base64(key:secret)`). Null when malformed. */
export function parseAuthorization(header: string): { apiKey: string; apiSecret: string } | null {
  const space = header.indexOf(' ');
  if (space < 0) return null;
  const scheme = header.slice(0, space).toLowerCase();
  let value = header.slice(space + 1).trim();
  if (scheme === 'basic') {
    value = Buffer.from(value, 'base64').toString('utf8');
  } else if (scheme !== 'token') {
    return null;
  }
  const colon = value.indexOf(':');
  if (colon <= 0 || colon === value.length - 1) return null;
  const apiKey = value.slice(0, colon);
  const apiSecret = value.slice(colon + 1);
  if (apiKey.length > 100 || apiSecret.length > 200) return null;
  // Keys and secrets are printable ASCII (hex and base64url here, Frappe's are alphanumeric): a NUL,
  // a control character or non-ASCII text is refused before it reaches a query.
  if (!CREDENTIAL.test(apiKey) || !CREDENTIAL.test(apiSecret)) return null;
  return { apiKey, apiSecret };
}

export interface VerifiedSubject {
  type: 'customer' | 'staff';
  id: string;
  apiKey: string;
}

/** Verifies a key/secret pair; null for unknown, wrong, revoked or expired credentials. */
export async function verifyToken(db: DbOrTrx, apiKey: string, apiSecret: string, now: Date): Promise<VerifiedSubject | null> {
  const row = await db
    .selectFrom('auth_token')
    .select(['secret_hash', 'subject_type', 'subject_id', 'expires_at', 'revoked_at'])
    .where('api_key', '=', apiKey)
    .executeTakeFirst();
  // Hash even when the key is unknown so timing does not reveal which keys exist.
  const given = Buffer.from(hashSecret(apiSecret), 'hex');
  const stored = Buffer.from(row?.secret_hash ?? hashSecret(''), 'hex');
  const match = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !match || row.revoked_at) return null;
  if (row.expires_at && row.expires_at <= now.toISOString()) return null;
  return { type: row.subject_type, id: row.subject_id, apiKey };
}
