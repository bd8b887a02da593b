import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { seedCustomer } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import { memoryMailer } from '../../lib/mailer';

let t: TestApp;
const clock = fixedClock('2026-11-21T10:00:00Z');
const mailer = memoryMailer();
const register = (over: Record<string, unknown> = {}) =>
  t.call('insert_customers', {
    data: { first_name: 'Yusuf', last_name: 'Ali', email: 'yusuf@example.com', phone: '07700 900111', pwd: 'Lamb-chops-1', ...over },
  });

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
});
afterAll(() => t.close());

describe('registration (insert_customers)', () => {
  it('creates the account and signs it in with an API key pair', async () => {
    const res = await register();
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({
      status: 'success',
      message: 'Congratulations your account has been successfully created.',
      customer_id: expect.stringMatching(/^CUST-\d{5}$/),
      customer_name: 'Yusuf Ali',
      email: 'yusuf@example.com',
      // Kept as the account is keyed: E.164.
      phone: '+447700900111',
    });
    const { api_key, api_secret } = res.body.message;
    const info = await t.call('get_customer_info', {}, { token: `${api_key}:${api_secret}` });
    expect(info.body.message).toMatchObject({ name: res.body.message.customer_id, first_name: 'Yusuf', email: 'yusuf@example.com' });
    expect(JSON.stringify(info.body)).not.toMatch(/password|secret|api_key|scrypt/i);
    const row = await t.db.db
      .selectFrom('customer')
      .select('password_hash')
      .where('id', '=', res.body.message.customer_id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain('Lamb-chops-1');
    const tok = await t.db.db.selectFrom('auth_token').select('secret_hash').where('api_key', '=', api_key).executeTakeFirstOrThrow();
    expect(tok.secret_hash).not.toBe(api_secret);
  });

  it('refuses a second account with the same e-mail or phone', async () => {
    expect((await register({ phone: '07700900222', email: 'YUSUF@example.com' })).body.message).toEqual({
      status: 'failed',
      message: 'Email already registered!',
    });
    // However the number is spelt, it is the same phone.
    for (const phone of ['+44 7700 900111', '(07700) 900-111', '0044 7700 900111', '447700900111']) {
      expect((await register({ email: 'other@example.com', phone })).body.message).toEqual({
        status: 'failed',
        message: 'Mobile Number already registered!',
      });
    }
  });

  it('refuses a phone number it cannot read, clearly and in the error shape', async () => {
    // Digits enough for the contract, but no country has numbers like these.
    for (const phone of ['+999 1234 567890', '0770 090 01112 345', '+44 7700 900 1112']) {
      const res = await register({ email: 'unreadable@example.com', phone });
      expect(res.status).toBe(417);
      expect(res.body.exc_type).toBe('ValidationError');
      expect(errorMessage(res.body)).toMatch(/^phone is not a phone number we recognise: enter it like 07700 900123/);
      expect(res.body.errors).toEqual([{ field: 'data.phone', message: res.body.message }]);
    }
    const none = await t.db.db.selectFrom('customer').select('id').where('email', '=', 'unreadable@example.com').execute();
    expect(none).toEqual([]);
  });

  it('explains bad fields with 417 and field errors', async () => {
    const weak = await register({ email: 'weak@example.com', phone: '07700900333', pwd: 'short' });
    expect(weak.status).toBe(417);
    expect(weak.body.errors).toEqual([{ field: 'pwd', message: 'Password must be at least 8 characters long' }]);
    const bad = await t.call('insert_customers', { data: { first_name: '', email: 'x', phone: '12', pwd: 'Lamb-chops-1' } });
    expect(bad.status).toBe(417);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['data.email', 'data.first_name', 'data.phone']);
  });
});

describe('login', () => {
  /** Each test signs in from its own address, so the per-IP limit does not decide what it sees. */
  const loginFrom = async (ip: string, usr: string, pwd: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/method/login', remoteAddress: ip, payload: { usr, pwd } });
    return { status: res.statusCode, body: res.json() };
  };
  it('signs in by e-mail or phone and returns the keys and the customer', async () => {
    const byEmail = await t.call('login', { usr: 'Yusuf@Example.com', pwd: 'Lamb-chops-1', get_user_token: 1, domain: 'x' });
    expect(byEmail.body.message).toMatchObject({
      status: 'success',
      message: 'Logged In',
      customer_name: 'Yusuf Ali',
      api_key: expect.any(String),
      api_secret: expect.any(String),
    });
    for (const usr of ['07700 900111', '+44 7700 900111', '(07700) 900-111', '0044 7700 900111', '+447700900111']) {
      const byPhone = await loginFrom('10.0.1.5', usr, 'Lamb-chops-1');
      expect(byPhone.body.message.status, usr).toBe('success');
    }
  });

  it('gives one answer for a wrong password and an unknown account', async () => {
    const wrong = await t.call('login', { usr: 'yusuf@example.com', pwd: 'nope-nope-1' });
    const unknown = await t.call('login', { usr: 'nobody@example.com', pwd: 'nope-nope-1' });
    expect(wrong.body.message).toEqual({ status: 'failed', message: 'Invalid login credentials' });
    expect(unknown.body.message).toEqual(wrong.body.message);
  });

  it('rate limits guessing on one account with 429', async () => {
    const target = await seedCustomer(t.db.db, { email: 'target@example.com' });
    let last = 0;
    for (let i = 0; i < 9; i++) last = (await t.call('login', { usr: 'target@example.com', pwd: `guess-${i}-x` })).status;
    expect(last).toBe(429);
    const res = await t.call('login', { usr: 'target@example.com', pwd: target.password });
    expect(res.status).toBe(429);
    expect(res.body.exc_type).toBe('TooManyRequestsError');
    expect(res.body.message).toMatch(/Too many attempts/);
  });

  it('counts the lockout per account, however its phone is spelt: the right password is refused while locked', async () => {
    const target = await seedCustomer(t.db.db, { email: 'spelt@example.com', phone: '+447700900555' });
    const spellings = ['07700 900555', '+44 7700 900555', '(07700) 900-555', '0044 7700 900555', '07700900555', 'SPELT@example.com'];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await t.call('login', { usr: spellings[i % spellings.length], pwd: `guess-${i}-x` })).status);
    expect(statuses).toEqual(Array(8).fill(200));
    for (const usr of [...spellings, 'spelt@example.com']) {
      const res = await loginFrom('10.0.1.2', usr, target.password);
      expect(res.status, usr).toBe(429);
      expect(res.body.exc_type).toBe('TooManyRequestsError');
    }
  });

  it('locks an unknown identifier exactly as it locks an account, so the lockout says nothing about who exists', async () => {
    const known = await seedCustomer(t.db.db, { phone: '+447700900666', password_hash: 'not-used' });
    const tries = async (digits: string, ip: string) => {
      const spellings = [`0${digits}`, `+44 ${digits}`, `(0${digits.slice(0, 4)}) ${digits.slice(4)}`];
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await loginFrom(ip, spellings[i % 3]!, `guess-${i}-x`)).status);
      return statuses;
    };
    const forKnown = await tries(known.customer.phone!.slice(3), '10.0.1.3');
    const forUnknown = await tries('7700900667', '10.0.1.4');
    expect(forKnown).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    expect(forUnknown).toEqual(forKnown);
  });
});

describe('tokens', () => {
  it('refuses wrong, revoked (logout) and expired tokens with 401', async () => {
    const c = await seedCustomer(t.db.db);
    expect((await t.call('get_customer_info', {}, { token: c.token })).status).toBe(200);
    expect((await t.call('get_customer_info', {}, { token: `${c.token.split(':')[0]}:wrong` })).status).toBe(401);
    expect((await t.call('logout', {}, { token: c.token })).body.message).toEqual({ status: 'success', message: 'Logged out' });
    expect((await t.call('get_customer_info', {}, { token: c.token })).status).toBe(401);

    const login = (await t.call('login', { usr: c.customer.email, pwd: c.password })).body.message;
    const token = `${login.api_key}:${login.api_secret}`;
    clock.advance(91 * 24 * 3600 * 1000);
    expect((await t.call('get_customer_info', {}, { token })).status).toBe(401);
    clock.set('2026-11-21T10:00:00Z');
  });

  it('needs a token for customer-only calls', async () => {
    expect((await t.call('get_customer_info', {})).status).toBe(401);
    expect((await t.call('get_customer_dashboard', {})).status).toBe(401);
  });
});

describe('profile (get_customer_info, update_doc)', () => {
  const device = async (id: string, customerId: string | null = null) => {
    await t.db.db
      .insertInto('push_subscription')
      .values({
        id,
        customer_id: customerId,
        platform: 'android',
        endpoint: null,
        p256dh: null,
        auth: null,
        device_token: `token-${id}`,
        created_at: '2026-11-21T10:00:00.000Z',
        last_sent_at: null,
      })
      .execute();
    return id;
  };

  it("changes only the caller's own allowed fields", async () => {
    const a = await seedCustomer(t.db.db, { first_name: 'Amina' });
    const b = await seedCustomer(t.db.db, { first_name: 'Bilal' });
    await device('device-1');
    const res = await t.call(
      'update_doc',
      {
        doc: JSON.stringify({
          doctype: 'Customers',
          name: a.customer.id,
          first_name: 'Amina-Rose',
          player_id: 'device-1',
          substitution_preference: 'no_substitute',
        }),
      },
      { token: a.token },
    );
    expect(res.body.message).toMatchObject({ first_name: 'Amina-Rose', player_id: 'device-1', substitution_preference: 'no_substitute' });
    const other = await t.call('update_doc', { doc: { name: b.customer.id, first_name: 'Hacked' } }, { token: a.token });
    expect(other.status).toBe(403);
    const wrongType = await t.call('update_doc', { doc: { doctype: 'Orders', name: 'ORD-00001' } }, { token: a.token });
    expect(wrongType.status).toBe(417);
    const clash = await t.call('update_doc', { doc: { email: b.customer.email } }, { token: a.token });
    expect(clash.status).toBe(417);
    expect(clash.body.message).toBe('Email already registered!');
    const bRow = await t.db.db.selectFrom('customer').select('first_name').where('id', '=', b.customer.id).executeTakeFirstOrThrow();
    expect(bRow.first_name).toBe('Bilal');
  });

  it('keeps the phone in E.164 and refuses another account’s phone in any spelling', async () => {
    const a = await seedCustomer(t.db.db, { password_hash: 'not-used' });
    const b = await seedCustomer(t.db.db, { password_hash: 'not-used', phone: '+447700900777' });
    const mine = await t.call('update_doc', { doc: { phone: '(07700) 900-778' } }, { token: a.token });
    expect(mine.body.message.phone).toBe('+447700900778');
    for (const phone of ['07700 900777', '+44 (0)7700 900777', '0044 7700 900777']) {
      const clash = await t.call('update_doc', { doc: { phone } }, { token: a.token });
      expect(clash.status, phone).toBe(417);
      expect(clash.body).toMatchObject({ exc_type: 'ValidationError', message: 'Mobile Number already registered!' });
    }
    const unreadable = await t.call('update_doc', { doc: { phone: '+999 1234 567890' } }, { token: a.token });
    expect(unreadable.status).toBe(417);
    expect(unreadable.body.errors).toEqual([{ field: 'doc.phone', message: expect.stringMatching(/^phone is not a phone number/) }]);
    const rows = await t.db.db
      .selectFrom('customer')
      .select(['id', 'phone'])
      .where('id', 'in', [a.customer.id, b.customer.id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.phone)).toEqual(['+447700900778', '+447700900777']);
  });

  it('update_doc {player_id} checks the device’s owner as PUT Customers/{id} does', async () => {
    const a = await seedCustomer(t.db.db, { password_hash: 'not-used' });
    const b = await seedCustomer(t.db.db, { password_hash: 'not-used' });
    const hers = await device('PUSH-of-b', b.customer.id);
    const free = await device('PUSH-free');
    const stolen = await t.call('update_doc', { doc: { player_id: hers, first_name: 'Mallory' } }, { token: a.token });
    expect(stolen.status).toBe(403);
    expect(stolen.body.exc_type).toBe('PermissionError');
    // The answer does not say whose device it is.
    expect(JSON.stringify(stolen.body)).not.toContain(b.customer.id);
    expect(JSON.stringify(stolen.body)).not.toContain(b.customer.email!);
    const unknown = await t.call('update_doc', { doc: { player_id: 'PUSH-nobody' } }, { token: a.token });
    expect(unknown.status).toBe(417);
    const after = await t.db.db
      .selectFrom('push_subscription')
      .select(['id', 'customer_id'])
      .where('id', 'in', [hers, free])
      .orderBy('id')
      .execute();
    expect(after).toEqual([
      { id: free, customer_id: null },
      { id: hers, customer_id: b.customer.id },
    ]);
    const aRow = await t.db.db
      .selectFrom('customer')
      .select(['first_name', 'player_id'])
      .where('id', '=', a.customer.id)
      .executeTakeFirstOrThrow();
    expect(aRow).toEqual({ first_name: 'Aisha', player_id: '' });
    // An unowned device becomes the caller's; '' detaches it from the record.
    const claimed = await t.call('update_doc', { doc: { player_id: free } }, { token: a.token });
    expect(claimed.body.message.player_id).toBe(free);
    const owner = await t.db.db.selectFrom('push_subscription').select('customer_id').where('id', '=', free).executeTakeFirstOrThrow();
    expect(owner.customer_id).toBe(a.customer.id);
    expect((await t.call('update_doc', { doc: { player_id: '' } }, { token: a.token })).body.message.player_id).toBe('');
  });

  it('ignores a customer id in get_customer_info: it is always the caller', async () => {
    const a = await seedCustomer(t.db.db);
    const b = await seedCustomer(t.db.db);
    const res = await t.call('get_customer_info', { user: b.customer.email, customer: b.customer.id }, { token: a.token });
    expect(res.body.message.name).toBe(a.customer.id);
  });
});

describe('passwords', () => {
  it('changes the password with the current one and ends other sessions', async () => {
    const c = await seedCustomer(t.db.db);
    const other = (await t.call('login', { usr: c.customer.email, pwd: c.password })).body.message;
    expect((await t.call('update_password', { new_password: 'New-pass-123' }, { token: c.token })).body.message).toEqual({
      status: 'Failed',
      message: 'old password is missing.',
    });
    expect(
      (await t.call('update_password', { old_password: 'wrong', new_password: 'New-pass-123' }, { token: c.token })).body.message.status,
    ).toBe('Failed');
    expect(
      (await t.call('update_password', { old_password: c.password, new_password: 'New-pass-123' }, { token: c.token })).body.message.status,
    ).toBe('Success');
    expect((await t.call('get_customer_info', {}, { token: c.token })).status).toBe(200);
    expect((await t.call('get_customer_info', {}, { token: `${other.api_key}:${other.api_secret}` })).status).toBe(401);
    expect((await t.call('login', { usr: c.customer.email, pwd: 'New-pass-123' })).body.message.status).toBe('success');
  });

  it('never changes a password without proof, whatever user is named', async () => {
    const c = await seedCustomer(t.db.db);
    const res = await t.call('update_password', { user: c.customer.email, new_password: 'Takeover-123' });
    expect(res.status).toBe(401);
    expect((await t.call('login', { usr: c.customer.email, pwd: c.password })).body.message.status).toBe('success');
  });

  it('resets with the e-mailed code or link, once, within 15 minutes, and answers the same for unknown e-mails', async () => {
    const c = await seedCustomer(t.db.db);
    const known = await t.call('send_user_forget_pwd_mail', { user: c.customer.email });
    const unknown = await t.call('send_user_forget_pwd_mail', { user: 'ghost@example.com' });
    expect(known.body).toEqual(unknown.body);
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe(c.customer.email);
    expect(mail.subject).toBe('Reset your Larder password');
    const code = /reset your Larder password:\s+(\d{6})/.exec(mail.text)![1]!;
    const key = /key=([\w-]+)/.exec(mail.text)![1]!;
    // The HTML part carries the same code and link.
    expect(mail.html).toContain(`>${code}</p>`);
    expect(mail.html).toContain(`href="http://localhost:3000/forgetten?key=${key}"`);
    expect(
      (
        await t.call('update_password', {
          user: c.customer.email,
          otp: '000000' === code ? '111111' : '000000',
          new_password: 'Reset-pass-1',
        })
      ).body.message.status,
    ).toBe('Failed');
    expect((await t.call('update_password', { user: c.customer.email, otp: code, new_password: 'Reset-pass-1' })).body.message.status).toBe(
      'Success',
    );
    expect((await t.call('update_password', { key, new_password: 'Reset-pass-2' })).body.message).toEqual({
      status: 'Failed',
      message: 'Cannot Update: Incorrect / Expired Link.',
    });
    expect((await t.call('get_customer_info', {}, { token: c.token })).status).toBe(401);
    expect((await t.call('login', { usr: c.customer.email, pwd: 'Reset-pass-1' })).body.message.status).toBe('success');

    await t.call('send_user_forget_pwd_mail', { user: c.customer.email });
    const late = /key=([\w-]+)/.exec(mailer.sent.at(-1)!.text)![1]!;
    clock.advance(16 * 60 * 1000);
    expect((await t.call('update_password', { key: late, new_password: 'Reset-pass-3' })).body.message.status).toBe('Failed');
    clock.set('2026-11-21T10:00:00Z');
  });
});

describe('check_guest_customer', () => {
  it('confirms a live guest, replaces an unknown one, and never hands out a customer id', async () => {
    const first = (await t.call('check_guest_customer', {})).body.message.customer_id;
    expect(first).toMatch(/^GC-[\w-]{22}$/);
    expect((await t.call('check_guest_customer', { customer_id: first })).body.message.customer_id).toBe(first);
    const made = (await t.call('check_guest_customer', { customer_id: 'GC-doesnotexist' })).body.message.customer_id;
    expect(made).not.toBe('GC-doesnotexist');
    const c = await seedCustomer(t.db.db);
    expect((await t.call('check_guest_customer', { customer_id: c.customer.id })).body.message.customer_id).not.toBe(c.customer.id);
  });
});

describe('social_login_customer', () => {
  it('is off until configured', async () => {
    const res = await t.call('social_login_customer', { data: { provider: 'google', id_token: 'a.b.c' }, get_user_token: 0 });
    expect(res.body.message).toEqual({ status: 'failed', message: 'Google sign-in is not available.' });
  });
});

describe('get_customer_dashboard', () => {
  it("answers the caller's counts", async () => {
    const c = await seedCustomer(t.db.db);
    const res = await t.call('get_customer_dashboard', {}, { token: c.token });
    expect(res.body.message).toMatchObject({ status: 'success', data: { all_count: 0, recent_orders: [] } });
  });
});
