import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { seedDemoContent } from '../../db/seed/demo-content';
import { seedBusiness, seedCustomer } from '../../db/seed/factories';
import type { Mail } from '../../lib/mailer';
import { updateStoreSettings } from '../settings/settings.service';

let t: TestApp;
const mails = () => (t.state.mailer as unknown as { sent: Mail[] }).sent;
const ctx = () => ({
  db: t.state.db,
  dialect: t.state.dialect,
  caller: { kind: 'anonymous' as const },
  ip: '',
  clock: t.state.clock,
  log: t.state.log,
  app: t.state,
});
const fromIp = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

beforeAll(async () => {
  t = await createTestApp({ config: { TRUST_PROXY: '1' } });
  await seedBusiness(t.db.db);
  await seedDemoContent(t.db.db);
});
afterAll(() => t.close());

describe('info pages and shop details', () => {
  it('serves every info page of the route table from the database', async () => {
    for (const route of ['why', 'story', 'cancellation-policy', 'privacy-policy', 'about-us', 'terms-condition']) {
      const res = await t.call('get_page_details', { route: `/${route}` });
      expect(res.status, route).toBe(200);
      expect(res.body.message.route).toBe(route);
      expect(res.body.message.content.length).toBeGreaterThan(3);
      expect(JSON.stringify(res.body.message.content)).not.toMatch(/<[a-z]/i);
    }
    const missing = await t.call('get_page_details', { route: 'no-such-page' });
    expect(missing.status).toBe(404);
  });

  it('announcements, general settings, public settings (no secrets) and every route', async () => {
    expect((await t.call('get_scroll_content')).body.message.length).toBeGreaterThan(0);
    const g = (await t.call('get_general_settings')).body.message;
    expect(g).toMatchObject({ store_name: expect.any(String), opening_hours: expect.any(Array), social: expect.any(Array) });
    // Asking for the app config first creates the VAPID pair; the settings list must not leak it.
    await t.app.inject({ method: 'GET', url: '/api/app-config' });
    const list = JSON.stringify((await t.call('get_settings_list')).body.message);
    expect(list).not.toContain('vapid');
    expect(list).not.toContain('privateKey');
    const routes = (await t.call('get_all_route')).body.message.map((r: { route: string }) => r.route);
    expect(routes).toEqual(expect.arrayContaining(['/', '/why', '/privacy-policy', '/blog-list', '/contact-us']));
  });
});

describe('blog', () => {
  it('lists posts newest first, paged and by category; categories by GET; details with related posts', async () => {
    const all = (await t.call('get_blog_list', { page_no: 1, page_size: 50 })).body.message;
    expect(all.length).toBeGreaterThanOrEqual(5);
    const dates = all.map((p: { published_on: string }) => p.published_on);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = (await t.call('get_blog_list', { page_no: 2, page_size: 2 })).body.message;
    expect(page2.map((p: { name: string }) => p.name)).toEqual(all.slice(2, 4).map((p: { name: string }) => p.name));
    const cats = await t.app.inject({ method: 'GET', url: '/api/method/get_blog_categories' });
    const recipes = cats.json().message.find((c: { route: string }) => c.route === 'recipes');
    expect(recipes).toBeTruthy();
    const inCat = (await t.call('get_blog_list', { category: 'recipes' })).body.message;
    expect(inCat.every((p: { category: string }) => p.category === 'recipes')).toBe(true);
    const d = (await t.call('get_blog_details', { route: inCat[0].route })).body.message;
    expect(d.status).toBe('success');
    expect(d.blog_details.content.length).toBeGreaterThan(3);
    expect(d.related_bloglist.map((p: { name: string }) => p.name)).not.toContain(d.blog_details.name);
    expect((await t.call('get_blog_details', { route: 'nope' })).body.message).toMatchObject({ status: 'failed', blog_details: null });
  });

  it('a comment with <script> is stored as typed, held for moderation, then shown as plain text', async () => {
    const post = (await t.call('get_blog_list', {})).body.message[0];
    const evil = '<script>alert("x")</script> Lovely recipe <img src=x onerror=alert(1)>';
    const res = await t.call(
      'insert_blog_comments',
      { data: JSON.stringify({ blog: post.route, user_name: '<b>Sam</b>', email: 'sam@example.com', message: evil }) },
      fromIp('10.0.0.1'),
    );
    expect(res.body.message).toMatchObject({ status: 'success', comment: { is_approved: 0, comments: evil } });
    const before = (await t.call('get_blog_details', { route: post.route })).body.message.comments;
    expect(before).toHaveLength(0);
    await t.db.db.updateTable('blog_comment').set({ is_approved: 1 }).execute();
    const after = (await t.call('get_blog_details', { route: post.route })).body.message.comments;
    expect(after[0]).toMatchObject({ name1: '<b>Sam</b>', comments: evil });
    // Without moderation configured, a comment shows at once.
    await updateStoreSettings(ctx(), { blog_comments_to_be_approved: 0 });
    const open = await t.call(
      'insert_blog_comments',
      { data: { blog: post.route, user_name: 'Jo', email: 'jo@example.com', message: 'Made it twice!' } },
      fromIp('10.0.0.2'),
    );
    expect(open.body.message.comment.is_approved).toBe(1);
    await updateStoreSettings(ctx(), { blog_comments_to_be_approved: 1 });
  });

  it('comments are rate limited per IP', async () => {
    const post = (await t.call('get_blog_list', {})).body.message[1];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push(
        (
          await t.call(
            'insert_blog_comments',
            { data: { blog: post.route, user_name: 'Bot', email: 'bot@example.com', message: `spam ${i}` } },
            fromIp('10.0.0.3'),
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe('contact, newsletter, birthday club', () => {
  it('the contact form is stored and e-mailed to the shop; 100 posts a minute from one IP are refused after 5', async () => {
    const form = {
      username: 'Amira Khan',
      mailid: 'amira@example.com',
      phonenumber: '07700900123',
      subject: 'Eid order',
      message: 'Can I order 10 kg of lamb for Friday?',
    };
    const first = await t.call('contactform', form, fromIp('10.0.1.1'));
    expect(first.body.message.status).toBe('success');
    const stored = await t.db.db.selectFrom('contact_enquiry').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(mails().at(-1)).toMatchObject({
      subject: 'Contact form: Eid order',
      replyTo: { name: 'Amira Khan', address: 'amira@example.com' },
    });
    expect(mails().at(-1)!.text).toContain('10 kg of lamb');
    const statuses = await Promise.all(
      Array.from({ length: 99 }, (_, i) => t.call('contactform', { ...form, mailid: `bot${i}@example.com` }, fromIp('10.0.1.2'))),
    );
    const ok = statuses.filter((s) => s.status === 200).length;
    expect(ok).toBe(5);
    expect(statuses.filter((s) => s.status === 429)).toHaveLength(94);
    expect(await t.db.db.selectFrom('contact_enquiry').select('id').execute()).toHaveLength(6);
    // Bad input: a clear message, nothing stored.
    const bad = await t.call('contactform', { ...form, mailid: 'not-mail' }, fromIp('10.0.1.3'));
    expect(bad.status).toBe(417);
    expect(errorMessage(bad.body)).toMatch(/mailid/i);
    const badPhone = await t.call('contactform', { ...form, phonenumber: 'call me' }, fromIp('10.0.1.4'));
    expect(badPhone.status).toBe(417);
    expect(errorMessage(badPhone.body)).toBe('phonenumber must be a phone number of 10 to 15 digits');
    expect(await t.db.db.selectFrom('contact_enquiry').select('id').execute()).toHaveLength(6);
  });

  it('newsletter: double opt-in by e-mail, then unsubscribe by the link', async () => {
    const res = await t.call('insert_email_subscription', { email: 'Reader@Example.com' }, fromIp('10.0.2.1'));
    expect(res.body.message.status).toBe('success');
    const row = await t.db.db
      .selectFrom('newsletter_subscriber')
      .selectAll()
      .where('email', '=', 'reader@example.com')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    const mail = mails().findLast((m) => m.to === 'reader@example.com')!;
    const confirm = /\/api\/newsletter\/confirm\?token=([\w-]+)/.exec(mail.text)![0];
    const unsub = /\/api\/newsletter\/unsubscribe\?token=([\w-]+)/.exec(mail.text)![0];
    const c = await t.app.inject({ method: 'GET', url: confirm });
    expect(c.statusCode).toBe(303);
    expect(c.headers.location).toBe('/newsletter?status=confirmed');
    expect(
      (
        await t.db.db
          .selectFrom('newsletter_subscriber')
          .select('status')
          .where('email', '=', 'reader@example.com')
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('confirmed');
    const u = await t.app.inject({ method: 'GET', url: unsub });
    expect(u.headers.location).toBe('/newsletter?status=unsubscribed');
    const bad = await t.app.inject({ method: 'GET', url: '/api/newsletter/confirm?token=forged-token-123' });
    expect(bad.headers.location).toBe('/newsletter?status=invalid');
  });

  it('birthday club: only that record type, only for the caller’s own e-mail; the lookup shows only the caller', async () => {
    const me = await seedCustomer(t.db.db, { password_hash: 'x' });
    const other = await seedCustomer(t.db.db, { password_hash: 'x' });
    const myEmail = (await t.db.db.selectFrom('customer').select('email').where('id', '=', me.customer.id).executeTakeFirstOrThrow())
      .email!;
    const otherEmail = (await t.db.db.selectFrom('customer').select('email').where('id', '=', other.customer.id).executeTakeFirstOrThrow())
      .email!;
    const doc = (d: object) => t.call('insert_doc', { data: JSON.stringify(d) }, { token: me.token });
    expect((await doc({ doctype: 'Customers', email: myEmail, day: 3, month: 'May' })).status).toBe(417);
    expect((await doc({ doctype: 'BirthDay Club Member', email: otherEmail, day: 3, month: 'May' })).status).toBe(403);
    expect((await doc({ doctype: 'BirthDay Club Member', email: myEmail, day: 32, month: 'May' })).status).toBe(417);
    // A day the month does not have is refused in the browser's words, and nothing is kept.
    const feb31 = await doc({ doctype: 'BirthDay Club Member', email: myEmail, day: 31, month: 'February' });
    expect(feb31.status).toBe(417);
    expect(errorMessage(feb31.body)).toBe('data.day: February has only 29 days');
    expect(await t.db.db.selectFrom('birthday_club_member').select('email').where('email', '=', myEmail).execute()).toEqual([]);
    expect((await doc({ doctype: 'BirthDay Club Member', email: myEmail, day: 29, month: 'February' })).status).toBe(200);
    const ok = await doc({ doctype: 'BirthDay Club Member', email: myEmail, day: 3, month: 'May' });
    expect(ok.body.message).toMatchObject({ status: 'success', doc: { email: myEmail, day: 3, month: 'May' } });
    expect((await t.call('insert_doc', { data: { doctype: 'BirthDay Club Member', email: myEmail, day: 3, month: 'May' } })).status).toBe(
      401,
    );

    const lookup = (email: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/resource/Customers?filters=${encodeURIComponent(JSON.stringify([['email', '=', email]]))}`,
        headers: { authorization: `token ${me.token}` },
      });
    expect((await lookup(myEmail)).json().data).toEqual([
      expect.objectContaining({ name: me.customer.id, email: myEmail, birthday_club: { day: 3, month: 'May' } }),
    ]);
    expect((await lookup(otherEmail)).json().data).toEqual([]);
    const anon = await t.app.inject({
      method: 'GET',
      url: `/api/resource/Customers?filters=${encodeURIComponent(JSON.stringify([['email', '=', myEmail]]))}`,
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('live app config', () => {
  it('serves the spec’s realtime JSON and streams a change to an open connection', async () => {
    const cfg = (await t.app.inject({ method: 'GET', url: '/api/app-config' })).json();
    expect(cfg).toMatchObject({
      app_version: { version: expect.any(String), show_popup: 0, force: 0 },
      logrocket: { enabled: 0 },
      footer: 1,
      category_list: expect.any(Array),
      one_signal: { is_key: 1, key: expect.stringMatching(/^[\w-]{80,}$/) },
    });

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const ac = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/app-config/stream`, { signal: ac.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const events: unknown[] = [];
    let buf = '';
    const next = async () => {
      while (true) {
        const i = buf.indexOf('\n\n');
        if (i >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) return JSON.parse(data.slice(6)) as { category_list: string[] };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buf += new TextDecoder().decode(value);
      }
    };
    events.push(await next());
    await updateStoreSettings(ctx(), { category_list: ['meat', 'frozen'] });
    const changed = await next();
    expect(changed.category_list).toEqual(['meat', 'frozen']);
    ac.abort();
  });
});
