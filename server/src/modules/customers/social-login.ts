import { createPublicKey, type JsonWebKey, verify } from 'node:crypto';
import type { TAuthResult } from '@larder/contract/customers';
import { type Ctx, inTransaction } from '../../ctx';
import { nextName } from '../../lib/ids';
import { enforceLimits } from '../../lib/rate-limit';
import { issueToken } from '../auth/tokens';
import { joinGuest } from './guest-join';
import type { CustomerRow } from './customers.table';
import { activeGuest } from './identity';

/** What a provider vouches for about the person signing in. */
export interface SocialProfile {
  provider: 'google' | 'facebook';
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface SocialConfig {
  googleClientId?: string;
  googleJwksUrl: string;
  facebookAppId?: string;
  facebookAppSecret?: string;
  facebookGraphUrl: string;
}

export function socialConfig(env: NodeJS.ProcessEnv = process.env): SocialConfig {
  return {
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleJwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    facebookAppId: env.FACEBOOK_APP_ID,
    facebookAppSecret: env.FACEBOOK_APP_SECRET,
    facebookGraphUrl: (env.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com/v19.0').replace(/\/$/, ''),
  };
}

let jwksCache: { url: string; at: number; keys: JsonWebKey[] } | null = null;

async function googleKeys(url: string): Promise<(JsonWebKey & { kid?: string })[]> {
  if (jwksCache && jwksCache.url === url && Date.now() - jwksCache.at < 3600_000) return jwksCache.keys;
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`JWKS ${res.status}`);
  const keys = ((await res.json()) as { keys: JsonWebKey[] }).keys;
  jwksCache = { url, at: Date.now(), keys };
  return keys;
}

const b64json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Verifies a Google ID token (RS256 against Google's published keys, issuer, audience, expiry). */
export async function verifyGoogleIdToken(idToken: string, cfg: SocialConfig, now: Date): Promise<SocialProfile | null> {
  const parts = idToken.split('.');
  if (parts.length !== 3 || !cfg.googleClientId) return null;
  const [h, p, s] = parts as [string, string, string];
  const header = b64json(h);
  if (header.alg !== 'RS256') return null;
  const jwk = (await googleKeys(cfg.googleJwksUrl)).find((k) => k.kid === header.kid);
  if (!jwk) return null;
  const ok = verify('RSA-SHA256', Buffer.from(`${h}.${p}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(s, 'base64url'));
  if (!ok) return null;
  const claims = b64json(p);
  const iss = claims.iss;
  if (iss !== 'accounts.google.com' && iss !== 'https://accounts.google.com') return null;
  if (claims.aud !== cfg.googleClientId) return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
  if (claims.email_verified !== true || typeof claims.email !== 'string' || typeof claims.sub !== 'string') return null;
  return {
    provider: 'google',
    subject: claims.sub,
    email: claims.email.toLowerCase(),
    firstName: typeof claims.given_name === 'string' ? claims.given_name : claims.email.split('@')[0]!,
    lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
  };
}

/** Verifies a Facebook access token with the Graph API's debug_token, then reads the profile. */
export async function verifyFacebookToken(accessToken: string, cfg: SocialConfig): Promise<SocialProfile | null> {
  if (!cfg.facebookAppId || !cfg.facebookAppSecret) return null;
  const appToken = `${cfg.facebookAppId}|${cfg.facebookAppSecret}`;
  const debug = await fetch(
    `${cfg.facebookGraphUrl}/debug_token?input_token=${encodeURIComponent(accessToken)}&access_token=${encodeURIComponent(appToken)}`,
    { signal: AbortSignal.timeout(5000) },
  );
  if (!debug.ok) return null;
  const d = ((await debug.json()) as { data?: { is_valid?: boolean; app_id?: string; user_id?: string } }).data;
  if (!d?.is_valid || d.app_id !== cfg.facebookAppId || !d.user_id) return null;
  const me = await fetch(
    `${cfg.facebookGraphUrl}/me?fields=id,email,first_name,last_name&access_token=${encodeURIComponent(accessToken)}`,
    { signal: AbortSignal.timeout(5000) },
  );
  if (!me.ok) return null;
  const m = (await me.json()) as { id?: string; email?: string; first_name?: string; last_name?: string };
  if (m.id !== d.user_id || !m.email) return null;
  return {
    provider: 'facebook',
    subject: m.id,
    email: m.email.toLowerCase(),
    firstName: m.first_name ?? 'Customer',
    lastName: m.last_name ?? '',
  };
}

/**
 * social_login_customer: a provider-verified identity signs in the customer with that e-mail
 * (creating the account on first use), merging a guest's cart. Off until configured by env.
 */
export async function socialLogin(
  ctx: Ctx,
  input: { provider: 'google' | 'facebook'; id_token?: string; access_token?: string; guest_id?: string },
  withToken: boolean,
): Promise<TAuthResult> {
  await enforceLimits(ctx.app.limits, [{ key: `social:ip:${ctx.ip}`, max: 30, windowSec: 600 }]);
  const cfg = socialConfig();
  const enabled = input.provider === 'google' ? Boolean(cfg.googleClientId) : Boolean(cfg.facebookAppId && cfg.facebookAppSecret);
  if (!enabled) return { status: 'failed', message: `${input.provider === 'google' ? 'Google' : 'Facebook'} sign-in is not available.` };
  let profile: SocialProfile | null = null;
  try {
    profile =
      input.provider === 'google'
        ? input.id_token
          ? await verifyGoogleIdToken(input.id_token, cfg, ctx.clock.now())
          : null
        : input.access_token
          ? await verifyFacebookToken(input.access_token, cfg)
          : null;
  } catch (err) {
    ctx.log.warn({ err, provider: input.provider }, 'social token check failed');
  }
  if (!profile) return { status: 'failed', message: 'We could not verify your sign-in. Please try again.' };
  const p = profile;
  const now = ctx.clock.now().toISOString();
  const { customer, token } = await inTransaction(ctx, async (tx) => {
    let c: CustomerRow | undefined = await tx.db
      .selectFrom('customer')
      .selectAll()
      .where('is_guest', '=', 0)
      .where('email', '=', p.email)
      .executeTakeFirst();
    if (!c) {
      c = {
        id: await nextName(tx.db, 'CUST-'),
        is_guest: 0,
        first_name: p.firstName,
        last_name: p.lastName,
        email: p.email,
        phone: null,
        password_hash: null,
        status: 'Approved',
        gender: '',
        dob: '',
        player_id: '',
        substitution_preference: 'best_match',
        social_provider: p.provider,
        social_subject: p.subject,
        merged_into: null,
        created_at: now,
        updated_at: now,
      };
      await tx.db.insertInto('customer').values(c).execute();
    }
    if (input.guest_id && (await activeGuest(tx, input.guest_id))) await joinGuest(tx, input.guest_id, c.id);
    return {
      customer: c,
      token: withToken ? await issueToken(tx.db, { type: 'customer', id: c.id }, tx.clock.now(), 90 * 24 * 3600 * 1000) : null,
    };
  });
  return {
    status: 'success',
    message: 'Logged In',
    ...(token ? { api_key: token.apiKey, api_secret: token.apiSecret } : {}),
    customer_id: customer.id,
    customer_name: [customer.first_name, customer.last_name].filter(Boolean).join(' '),
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
  };
}
