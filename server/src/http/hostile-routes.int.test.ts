import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../test/harness';
import { seedCustomer } from '../db/seed/factories';

/**
 * Hostile input outside the happy path answers a 4xx in the contract's Frappe shape on every
 * route — the call catalogue, the routes beside it, and Fastify's own refusals — and never a 500.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await seedCustomer(t.db.db, { password_hash: 'not-used' })).token;
});
afterAll(() => t.close());

type Inject = InjectOptions & { url: string };
async function expectError(req: Inject, status: number, excType: string, message?: RegExp) {
  const res = await t.app.inject(req);
  const label = `${req.method ?? 'GET'} ${req.url}`;
  expect(res.statusCode, label).toBe(status);
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body = res.json();
  expect(body.exc_type, label).toBe(excType);
  const text = errorMessage(body);
  if (message) expect(text, label).toMatch(message);
  return body;
}

describe('text a person never types', () => {
  it('refuses NUL and lone surrogates in any field, key or parsed JSON-string field with 417', async () => {
    const cases: [string, unknown][] = [
      ['login', { usr: 'a\u0000b@example.com', pwd: 'x' }],
      ['login', { usr: 'a@example.com', pwd: 'secret\u0000' }],
      ['login', { usr: 'a\uD800@example.com', pwd: 'x' }],
      ['get_search_products', { searchTxt: 'lamb\uDC00' }],
      ['get_business_detail', { domain: 'x\u0000' }],
      ['get_business_detail', { 'k\u0000': 'v' }],
      ['insert_customers', { data: '{"first_name":"A\\u0000","email":"a@b.co","phone":"07700900123","pwd":"Lamb-chops-1"}' }],
      ['insert_customers', { data: '{"first_name":"A","email":"a@b.co","phone":"07700900123","pwd":"Lamb-chops-1","\\ud800":1}' }],
    ];
    for (const [name, payload] of cases) {
      const res = await t.call(name, payload);
      expect(res.status, `${name} ${JSON.stringify(payload)}`).toBe(417);
      expect(errorMessage(res.body)).toMatch(/not allowed \(NUL or broken Unicode\)/);
    }
  });

  it('refuses a payload nested deeper than any call needs', async () => {
    const body = await expectError(
      {
        method: 'POST',
        url: '/api/method/get_business_detail',
        headers: { 'content-type': 'application/json' },
        payload: `{"name":${'['.repeat(50_000)}1${']'.repeat(50_000)}}`,
      },
      417,
      'ValidationError',
    );
    const res = { body };
    expect(errorMessage(res.body)).toMatch(/nested too deeply/);
  });

  it('refuses credentials holding NUL or control characters with 401, token and Basic alike', async () => {
    for (const authorization of [
      'token abc\u0000:secret',
      'token abc:sec\u0000ret',
      'token abc:sec\u0001ret',
      `Basic ${Buffer.from('abc\u0000:secret').toString('base64')}`,
      `Basic ${Buffer.from('abc:s\u0000').toString('base64')}`,
      `Basic ${Buffer.from('ab\uD800c:secret', 'utf8').toString('base64')}`,
    ]) {
      await expectError(
        { method: 'POST', url: '/api/method/get_business_detail', headers: { authorization }, payload: {} },
        401,
        'AuthenticationError',
        /Invalid authorization header/,
      );
    }
  });
});

describe('Fastify’s own refusals', () => {
  it('a URL it cannot decode', async () => {
    for (const url of ['/api/method/%E0%A4%A', '/pr/%E0%A4%A', '/media/%', '/api/resource/Customers/%ZZ'])
      await expectError({ method: 'GET', url }, 417, 'ValidationError', /malformed percent-encoding/);
  });

  it('bad JSON, a content type it does not read, a body too large', async () => {
    await expectError(
      { method: 'POST', url: '/api/method/login', headers: { 'content-type': 'application/json' }, payload: '{"usr":' },
      417,
      'ValidationError',
      /not valid JSON/,
    );
    await expectError(
      { method: 'POST', url: '/api/method/login', headers: { 'content-type': 'application/xml' }, payload: '<usr/>' },
      415,
      'ValidationError',
      /application\/json/,
    );
    await expectError(
      {
        method: 'PUT',
        url: '/api/resource/Customers/x',
        headers: { 'content-type': 'application/json' },
        payload: `"${'x'.repeat(1_100_000)}"`,
      },
      413,
      'ValidationError',
      /too large/,
    );
  });

  it('an unknown route or file', async () => {
    await expectError({ method: 'GET', url: '/api/nothing-here' }, 404, 'DoesNotExistError');
    await expectError({ method: 'GET', url: '/media/no/such.webp' }, 404, 'DoesNotExistError');
    await expectError({ method: 'DELETE', url: '/api/method/login' }, 404, 'DoesNotExistError');
    await expectError({ method: 'GET', url: '/sitemap-0.xml' }, 404, 'DoesNotExistError');
    await expectError({ method: 'GET', url: '/metrics', remoteAddress: '10.9.8.7' }, 403, 'PermissionError', /Metrics/);
  });
});

describe('the test-payment sheet', () => {
  const sheet = (id: string, action = '', payload?: unknown) =>
    ({ method: action ? 'POST' : 'GET', url: `/api/test-provider/payments/${id}${action}`, payload }) as Inject;
  const card = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postal_code: 'E1 6AN' };

  it('answers 404 in the shape for an unknown or impossible id, on every action', async () => {
    for (const id of ['tp_unknown', 'nope', 'tp_%00', 'tp_' + 'x'.repeat(90)]) {
      await expectError(sheet(id), 404, 'DoesNotExistError', /No such test payment/);
      await expectError(sheet(id, '/confirm', card), 404, 'DoesNotExistError');
      await expectError(sheet(id, '/authenticate', { result: 'pass' }), 404, 'DoesNotExistError');
      await expectError(sheet(id, '/cancel', {}), 404, 'DoesNotExistError');
    }
  });

  it('answers 414 in the shape for an id longer than any route parameter', async () => {
    await expectError(sheet('tp_' + 'x'.repeat(200)), 414, 'ValidationError', /too long/);
  });

  it('answers 417 in the shape for a numeric or otherwise wrong-typed card field', async () => {
    for (const body of [
      { ...card, card_number: 4242424242424242 },
      { ...card, cvc: 123 },
      { ...card, expiry: ['12/30'] },
      { ...card, postal_code: { x: 1 } },
      { ...card, card_number: '4242\u00004242' },
    ]) {
      const res = await expectError(sheet('tp_unknown', '/confirm', body), 417, 'ValidationError');
      expect(res.errors?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    await expectError(sheet('tp_unknown', '/confirm', { ...card, expiry: '13/30' }), 417, 'ValidationError', /MM\/YY/);
    await expectError(sheet('tp_unknown', '/confirm', {}), 417, 'ValidationError', /card number/);
    await expectError(sheet('tp_unknown', '/authenticate', { result: 7 }), 417, 'ValidationError', /pass or fail/);
    await expectError(
      {
        method: 'POST',
        url: '/api/test-provider/payments/tp_unknown/confirm',
        headers: { 'content-type': 'application/json' },
        payload: '[1,2]',
      },
      417,
      'ValidationError',
      /JSON object/,
    );
  });
});

describe('the other routes beside the call catalogue', () => {
  it('webhooks: an unknown provider is 404, a body no provider sends is 417', async () => {
    await expectError({ method: 'POST', url: '/api/webhooks/__proto__', payload: '{}' }, 404, 'DoesNotExistError');
    await expectError({ method: 'POST', url: '/api/webhooks/paypal', payload: '{}' }, 404, 'DoesNotExistError');
    await expectError({ method: 'POST', url: '/api/webhooks/test', payload: 'not json' }, 417, 'ValidationError', /not valid JSON/);
    await expectError({ method: 'POST', url: '/api/webhooks/test', payload: '{"id":"a\\u0000"}' }, 417, 'ValidationError');
    await expectError({ method: 'POST', url: '/api/webhooks/test', payload: '{"id":"evt"}' }, 401, 'AuthenticationError', /signature/);
  });

  it('Customers resource: filters and e-mail checked, the record id and body too', async () => {
    const auth = { authorization: `token ${token}` };
    const filters = (f: unknown) => `/api/resource/Customers?filters=${encodeURIComponent(JSON.stringify(f))}`;
    await expectError({ method: 'GET', url: filters([['email', '=', 'a\u0000@example.com']]), headers: auth }, 417, 'ValidationError');
    await expectError({ method: 'GET', url: filters([['email', '=', 42]]), headers: auth }, 417, 'ValidationError');
    await expectError({ method: 'GET', url: '/api/resource/Customers?filters=[&filters=]', headers: auth }, 417, 'ValidationError');
    await expectError(
      { method: 'GET', url: '/api/resource/Customers?filters=%7Bnope', headers: auth },
      417,
      'ValidationError',
      /filters must be JSON/,
    );
    await expectError(
      { method: 'PUT', url: '/api/resource/Customers/%25E0', headers: auth, payload: { player_id: '' } },
      403,
      'PermissionError',
    );
    await expectError(
      {
        method: 'PUT',
        url: '/api/resource/Customers/x',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '"just a string"',
      },
      417,
      'ValidationError',
    );
    await expectError(
      { method: 'PUT', url: '/api/resource/Customers/x', headers: auth, payload: { player_id: 5 } },
      417,
      'ValidationError',
    );
  });
});
