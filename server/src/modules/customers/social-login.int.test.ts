import { generateKeyPairSync, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

// A local stand-in for Google's published keys and Facebook's Graph API: tests never reach the internet.
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
let server: http.Server;
let base = '';
let t: TestApp;

function idToken(claims: Record<string, unknown>, kid = 'test-key'): string {
  const h = Buffer.from(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' })).toString('base64url');
  const p = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${h}.${p}.${sign('RSA-SHA256', Buffer.from(`${h}.${p}`), privateKey).toString('base64url')}`;
}
const nowSec = () => Math.floor(Date.now() / 1000);
const googleClaims = (over: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: 'larder-client-id',
  sub: 'g-123',
  email: 'Maryam@Example.com',
  email_verified: true,
  given_name: 'Maryam',
  family_name: 'Hussain',
  exp: nowSec() + 600,
  ...over,
});

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/certs') return res.end(JSON.stringify({ keys: [jwk] }));
    if (url.pathname === '/graph/debug_token') {
      const valid = url.searchParams.get('input_token') === 'fb-good' && url.searchParams.get('access_token') === 'fb-app|fb-secret';
      return res.end(JSON.stringify({ data: { is_valid: valid, app_id: 'fb-app', user_id: 'fb-42' } }));
    }
    if (url.pathname === '/graph/me')
      return res.end(JSON.stringify({ id: 'fb-42', email: 'zain@example.com', first_name: 'Zain', last_name: 'Malik' }));
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: 'larder-client-id',
    GOOGLE_JWKS_URL: `${base}/certs`,
    FACEBOOK_APP_ID: 'fb-app',
    FACEBOOK_APP_SECRET: 'fb-secret',
    FACEBOOK_GRAPH_URL: `${base}/graph`,
  });
  t = await createTestApp();
});
afterAll(async () => {
  for (const k of ['GOOGLE_CLIENT_ID', 'GOOGLE_JWKS_URL', 'FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET', 'FACEBOOK_GRAPH_URL'])
    delete process.env[k];
  await t.close();
  server.close();
});

describe('social_login_customer', () => {
  it('signs in with a verified Google ID token, creating the account once', async () => {
    const first = await t.call('social_login_customer', {
      data: { provider: 'google', id_token: idToken(googleClaims()) },
      get_user_token: 1,
    });
    expect(first.body.message).toMatchObject({
      status: 'success',
      email: 'maryam@example.com',
      customer_name: 'Maryam Hussain',
      api_key: expect.any(String),
    });
    const again = await t.call('social_login_customer', {
      data: JSON.stringify({ provider: 'google', id_token: idToken(googleClaims()) }),
    });
    expect(again.body.message.customer_id).toBe(first.body.message.customer_id);
  });

  it('refuses tokens with a bad signature, audience, issuer, expiry or unverified e-mail', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const good = idToken(googleClaims());
    const [h, p] = good.split('.');
    const forged = `${h}.${p}.${sign('RSA-SHA256', Buffer.from(`${h}.${p}`), other.privateKey).toString('base64url')}`;
    for (const token of [
      forged,
      idToken(googleClaims({ aud: 'someone-else' })),
      idToken(googleClaims({ iss: 'evil.example' })),
      idToken(googleClaims({ exp: nowSec() - 10 })),
      idToken(googleClaims({ email_verified: false })),
      idToken(googleClaims(), 'unknown-kid'),
    ]) {
      const res = await t.call('social_login_customer', { data: { provider: 'google', id_token: token } });
      expect(res.body.message).toEqual({ status: 'failed', message: 'We could not verify your sign-in. Please try again.' });
    }
  });

  it('signs in with a Facebook token the Graph API vouches for', async () => {
    const ok = await t.call('social_login_customer', { data: { provider: 'facebook', access_token: 'fb-good' } });
    expect(ok.body.message).toMatchObject({ status: 'success', email: 'zain@example.com', customer_name: 'Zain Malik' });
    const bad = await t.call('social_login_customer', { data: { provider: 'facebook', access_token: 'fb-stolen' } });
    expect(bad.body.message.status).toBe('failed');
  });
});
