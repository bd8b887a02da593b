import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../test/harness';
import { seedBusiness, seedCustomer, seedProduct, seedTaxClasses } from '../db/seed/factories';
import { issueToken, revokeToken } from '../modules/auth/tokens';

let t: TestApp;
let item: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedTaxClasses(t.db.db);
  await seedBusiness(t.db.db);
  item = (await seedProduct(t.db.db, { name: 'Lamb Chops', route: 'chops', price: 899, stock: 10, max_order_qty: 5 })).product.id;
});
afterAll(() => t.close());

describe('rpc dispatcher: the wire contract', () => {
  it('wraps results in the {message} envelope', async () => {
    const res = await t.call('get_business_detail', {});
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['message']);
    expect(res.body.message.name).toBe('BS-00001');
  });

  it('ignores a dotted module prefix', async () => {
    const res = await t.call('go1_commerce.v2.category.get_parent_categories', { show_count: 1 });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.message)).toBe(true);
  });

  it('answers 404 in the Frappe shape for an unknown method', async () => {
    const res = await t.call('drop_all_tables', {});
    expect(res.status).toBe(404);
    expect(res.body.exc_type).toBe('DoesNotExistError');
    expect(errorMessage(res.body)).toMatch(/drop_all_tables/);
  });

  it('answers GET for calls the spec marks GET, with query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/method/get_all_website_settings?domain=x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.currency).toBe('GBP');
  });

  it('refuses GET for POST-only calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/method/get_parent_categories' });
    expect(res.statusCode).toBe(405);
    expect(errorMessage(res.json())).toMatch(/POST/);
  });

  it('accepts form-encoded bodies (every value a string)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/method/get_parent_categories',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'domain=shop.example&show_count=1',
    });
    expect(res.statusCode).toBe(200);
  });

  it('treats an empty JSON body as an empty payload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/method/get_business_detail',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers malformed JSON with 417 ValidationError', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/method/get_business_detail',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(417);
    expect(res.json().exc_type).toBe('ValidationError');
    expect(errorMessage(res.json())).toMatch(/not valid JSON/);
  });

  it('ignores unknown payload fields but validates known ones strictly', async () => {
    const ok = await t.call('get_parent_categories', { show_count: 0, business: 'BS-00001', user: 'x', cmd: 'y' });
    expect(ok.status).toBe(200);
    const bad = await t.call('get_parent_categories', { show_count: 'lots' });
    expect(bad.status).toBe(417);
    expect(bad.body.exc_type).toBe('ValidationError');
    expect(errorMessage(bad.body)).toBe('show_count must be 0 or 1');
    expect(bad.body.errors).toEqual([{ field: 'show_count', message: 'show_count must be 0 or 1' }]);
  });

  describe('the spec’s calling conventions (decision 025)', () => {
    const form = (name: string, body: string, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/method/${name}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `token ${token}` } : {}) },
        payload: body,
      });

    it('takes "" as not given: a guest’s first add with customer "" and qty_type "", as JSON and as a form', async () => {
      const json = await t.call('insertCartItems', {
        item_code: item,
        qty: '1',
        qty_type: '',
        rate: '',
        cartType: 'Shopping Cart',
        customer: '',
        attribute: '',
        attribute_id: '',
      });
      expect(json.status).toBe(200);
      expect(json.body.message).toMatchObject({ status: 'success', customer: expect.stringMatching(/^GC-/) });
      const guest = json.body.message.customer as string;
      // "" for qty_type is "not given": the default (add) applies.
      const again = await form(
        'insertCartItems',
        `item_code=${item}&qty=2&qty_type=&rate=&cartType=Shopping+Cart&customer=${guest}&attribute=&attribute_id=`,
      );
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toMatchObject({ status: 'success', customer: guest, cart_count: 3 });
      const first = await form('insertCartItems', `item_code=${item}&qty=1&qty_type=&customer=&attribute_id=`);
      expect(first.json().message.customer).toMatch(/^GC-/);
      expect(first.json().message.customer).not.toBe(guest);
    });

    it('keeps "" where a field reads it, and still refuses "" for a required field', async () => {
      const required = await t.call('insertCartItems', { item_code: '', qty: '1', customer: '' });
      expect(required.status).toBe(417);
      expect(errorMessage(required.body)).toBe('item_code is required');
      // A flag's "" is 0: no token is issued.
      const c = await seedCustomer(t.db.db);
      const login = await t.call('login', { usr: c.customer.email, pwd: c.password, domain: '', get_user_token: '' });
      expect(login.body.message).toMatchObject({ status: 'success' });
      expect(login.body.message.api_key).toBeUndefined();
    });

    it('answers login_customer as login (same payload, same answer)', async () => {
      const c = await seedCustomer(t.db.db);
      const res = await form(
        'login_customer',
        `usr=${encodeURIComponent(String(c.customer.email))}&pwd=${encodeURIComponent(c.password)}&domain=&get_user_token=1`,
      );
      expect(res.statusCode).toBe(200);
      const viaLogin = await t.call('login', { usr: c.customer.email, pwd: c.password, domain: '', get_user_token: 1 });
      expect(Object.keys(res.json().message).sort()).toEqual(Object.keys(viaLogin.body.message).sort());
      expect(res.json().message).toMatchObject({ status: 'success', message: 'Logged In', customer_id: c.customer.id });
      const wrong = await t.call('login_customer', { usr: c.customer.email, pwd: 'not-it', domain: '', get_user_token: 1 });
      expect(wrong.body.message).toEqual({ status: 'failed', message: 'Invalid login credentials' });
    });

    it('adds _server_messages to a refusal answered with 200, keeping message.status and message.message', async () => {
      const c = await seedCustomer(t.db.db);
      const added = await t.call('insertCartItems', { item_code: item, qty: 1, customer: c.customer.id }, { token: c.token });
      const line = added.body.message.line as string;
      const refused = await t.call('update_cartitem', { name: line, qty: '9', qty_type: '' }, { token: c.token });
      expect(refused.status).toBe(200);
      expect(refused.body.message.status).toBe('failed');
      expect(refused.body.message.message).toMatch(/Maximum order quantity/);
      const shown = JSON.parse(JSON.parse(refused.body._server_messages)[0]);
      expect(shown).toEqual({ message: refused.body.message.message, title: 'Message', indicator: 'red' });
      // A success carries none.
      const ok = await t.call('update_cartitem', { name: line, qty: '2', qty_type: '' }, { token: c.token });
      expect(ok.body.message.status).toBe('success');
      expect(Object.keys(ok.body)).toEqual(['message']);
    });
  });

  it('answers 404 for an unknown record', async () => {
    const res = await t.call('get_business_detail', { name: 'BS-99999' });
    expect(res.status).toBe(404);
    expect(res.body.exc_type).toBe('DoesNotExistError');
  });

  describe('Authorization: token key:secret', () => {
    it('accepts a valid token and rejects a wrong secret, a revoked token and garbage with 401', async () => {
      const tok = await issueToken(t.db.db, { type: 'customer', id: 'CUST-00001' }, new Date());
      const good = await t.call('get_business_detail', {}, { token: `${tok.apiKey}:${tok.apiSecret}` });
      expect(good.status).toBe(200);

      const wrong = await t.call('get_business_detail', {}, { token: `${tok.apiKey}:not-the-secret` });
      expect(wrong.status).toBe(401);
      expect(wrong.body.exc_type).toBe('AuthenticationError');

      const garbage = await t.call('get_business_detail', {}, { headers: { authorization: 'Bearer abc' } });
      expect(garbage.status).toBe(401);

      await revokeToken(t.db.db, tok.apiKey, new Date());
      const revoked = await t.call('get_business_detail', {}, { token: `${tok.apiKey}:${tok.apiSecret}` });
      expect(revoked.status).toBe(401);
    });

    it('rejects an expired token', async () => {
      const tok = await issueToken(t.db.db, { type: 'customer', id: 'CUST-00002' }, new Date(Date.now() - 10_000), 1000);
      const res = await t.call('get_business_detail', {}, { token: `${tok.apiKey}:${tok.apiSecret}` });
      expect(res.status).toBe(401);
    });
  });

  it('returns a request id and security headers with a strict CSP', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/method/get_business_detail', headers: { 'x-request-id': 'req-123' } });
    expect(res.headers['x-request-id']).toBe('req-123');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain('stripe');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows a card provider’s browser SDK only when that provider is switched on', async () => {
    const withStripe = await createTestApp({ config: { PAYMENT_PROVIDERS: 'test,stripe' } });
    try {
      const csp = String((await withStripe.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://js.stripe.com");
      expect(csp).toContain('frame-src https://js.stripe.com');
      expect(csp).toContain("connect-src 'self' https://api.stripe.com");
      expect(csp).not.toContain('razorpay');
    } finally {
      await withStripe.app.close();
    }
  });

  it('compresses large responses when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/method/get_all_website_settings', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('answers unknown API paths with a 404 error, not the web shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().exc_type).toBe('DoesNotExistError');
  });
});
