import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestPushService } from '../../../test/fake-web-push';
import { createTestApp, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper, type World } from '../../../test/world';
import { seedCustomer } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import type { Mail } from '../../lib/mailer';
import { notifyBackInStock, notifyOrderStatus, sendMarketingPush } from './notify.service';
import { sendPushToCustomer } from './push.service';

const push = new TestPushService();
let t: TestApp;
let w: World;
beforeAll(async () => {
  await push.start();
  t = await createTestApp({ clock: fixedClock('2026-11-23T08:00:00Z'), config: { PUSH_LOCAL_ENDPOINTS: '1' } });
  w = await seedWorld(t);
});
afterAll(async () => {
  await t.close();
  await push.stop();
});
beforeEach(() => {
  push.received = [];
});

const ctx = () => ({
  db: t.state.db,
  dialect: t.state.dialect,
  caller: { kind: 'anonymous' as const },
  ip: '',
  clock: t.state.clock,
  log: t.state.log,
  app: t.state,
});

async function putPlayerId(id: string, player_id: string, token?: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/resource/Customers/${id}`,
    payload: { player_id },
    headers: token ? { authorization: `token ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

/** A customer whose browser accepted notifications: subscribed, and the device saved on the record. */
async function customerWithDevice() {
  const c = await shopper(t, { fastHash: true });
  const sub = push.subscribe();
  const reg = await t.call('register_push_subscription', { subscription: JSON.stringify(sub) });
  expect(reg.body.message.status).toBe('success');
  const player = reg.body.message.player_id as string;
  expect((await putPlayerId(c.customer.id, player, c.token)).status).toBe(200);
  return { ...c, sub, player };
}

describe('push subscriptions and the player id', () => {
  it('the device id is saved on the caller’s own record only', async () => {
    const a = await customerWithDevice();
    const row = await t.db.db.selectFrom('customer').select('player_id').where('id', '=', a.customer.id).executeTakeFirstOrThrow();
    expect(row.player_id).toBe(a.player);

    const b = await seedCustomer(t.db.db, { password_hash: 'x' });
    // Someone else's record: refused, and nothing changes.
    const other = await putPlayerId(a.customer.id, 'PUSH-mine', b.token);
    expect(other.status).toBe(403);
    expect(other.body.exc_type).toBe('PermissionError');
    // Another customer's device on my record: refused too.
    const stolen = await putPlayerId(b.customer.id, a.player, b.token);
    expect(stolen.status).toBe(403);
    // Signed out: 401.
    expect((await putPlayerId(a.customer.id, a.player)).status).toBe(401);
    // Only that field: other fields in the body are ignored.
    await t.app.inject({
      method: 'PUT',
      url: `/api/resource/Customers/${b.customer.id}`,
      payload: { player_id: '', first_name: 'Mallory', email: 'x@y.z' },
      headers: { authorization: `token ${b.token}` },
    });
    const after = await t.db.db
      .selectFrom('customer')
      .select(['player_id', 'first_name', 'email'])
      .where('id', 'in', [a.customer.id, b.customer.id])
      .orderBy('id')
      .execute();
    expect(after.find((r) => r.player_id === a.player)).toBeTruthy();
    expect(after.map((r) => r.first_name)).not.toContain('Mallory');
  });

  it('a device never moves to whoever re-registers its endpoint, and the answer does not say whose it is', async () => {
    const a = await customerWithDevice();
    const b = await shopper(t, { fastHash: true });
    const register = async (subscription: unknown, token?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/method/register_push_subscription',
        remoteAddress: '10.0.2.1',
        headers: token ? { authorization: `token ${token}` } : {},
        payload: { subscription: JSON.stringify(subscription) },
      });
      return { status: res.statusCode, body: res.json() };
    };
    const before = await t.db.db.selectFrom('push_subscription').selectAll().where('id', '=', a.player).executeTakeFirstOrThrow();
    const attackerKeys = push.subscribe().keys;
    for (const [who, sub, token] of [
      ['another customer, same keys', a.sub, b.token],
      ['another customer, own keys', { endpoint: a.sub.endpoint, keys: attackerKeys }, b.token],
      ['anonymous', { endpoint: a.sub.endpoint, keys: attackerKeys }, undefined],
    ] as const) {
      const res = await register(sub, token);
      expect(res.status, who).toBe(403);
      expect(res.body.exc_type).toBe('PermissionError');
      const text = JSON.stringify(res.body);
      for (const secret of [a.player, a.customer.id, a.customer.email!, a.customer.first_name]) expect(text, who).not.toContain(secret);
    }
    const after = await t.db.db.selectFrom('push_subscription').selectAll().where('id', '=', a.player).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    // Its owner may register it again (a renewed subscription), and keeps it.
    const again = await register(a.sub, a.token);
    expect(again).toMatchObject({ status: 200, body: { message: { status: 'success', player_id: a.player } } });
    const owner = await t.db.db.selectFrom('push_subscription').select('customer_id').where('id', '=', a.player).executeTakeFirstOrThrow();
    expect(owner.customer_id).toBe(a.customer.id);
    // And its pushes still go to the owner's browser only.
    await sendPushToCustomer(ctx(), b.customer.id, { title: 'For B', body: 'x', topic: { type: 'Product', route: 'rice' } });
    expect(push.received.filter((r) => a.sub.endpoint.endsWith(r.device))).toEqual([]);
  });

  it('the same device registered several times at once (two tabs) is one device, never a 500', async () => {
    const c = await shopper(t, { fastHash: true });
    const sub = push.subscribe();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/method/register_push_subscription',
          remoteAddress: `10.0.3.${i + 1}`,
          headers: { authorization: `token ${c.token}` },
          payload: { subscription: JSON.stringify(sub) },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const rows = await t.db.db.selectFrom('push_subscription').select(['id', 'customer_id']).where('endpoint', '=', sub.endpoint).execute();
    expect(rows).toEqual([{ id: answers[0]!.json().message.player_id, customer_id: c.customer.id }]);
    expect(new Set(answers.map((a) => a.json().message.player_id)).size).toBe(1);
  });

  it('refuses endpoints outside the browsers’ push services unless local endpoints are allowed (no SSRF), and bad keys', async () => {
    const strict = await createTestApp({ db: t.db });
    try {
      const keys = push.subscribe().keys;
      for (const endpoint of [
        'http://127.0.0.1:6379/x',
        'https://10.0.0.5/push',
        'https://evil.example/push',
        'http://fcm.googleapis.com/fcm/send/x',
      ]) {
        const res = await strict.call('register_push_subscription', { subscription: { endpoint, keys } });
        expect(res.status, endpoint).toBe(417);
      }
      const badKeys = await strict.call('register_push_subscription', {
        subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'x'.repeat(20), auth: 'y'.repeat(16) } },
      });
      expect(badKeys.status).toBe(417);
      const ok = await strict.call('register_push_subscription', {
        subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys },
      });
      expect(ok.body.message.status).toBe('success');
      // Not reachable from here: leave no device behind for the sending tests.
      await t.db.db.deleteFrom('push_subscription').where('id', '=', ok.body.message.player_id).execute();
    } finally {
      await strict.app.close();
    }
  });
});

describe('sending', () => {
  it('order status: confirmed, out for delivery and delivered reach the customer’s device and open that order', async () => {
    const a = await customerWithDevice();
    await addToCart(t, a.token, 'mince', 2);
    const placed = await t.call(
      'insert_order',
      { data: { ship_addr: a.address, shipping_method: 'Click & Collect', payment_method: 'COD' } },
      { token: a.token },
    );
    const orderId = placed.body.message.order.name as string;
    for (const status of ['Confirmed', 'Packed', 'Out for delivery', 'Delivered'] as const) await notifyOrderStatus(ctx(), orderId, status);
    const mine = push.received.filter((r) => a.sub.endpoint.endsWith(r.device));
    expect(mine.map((r) => r.payload.title)).toEqual(['Order confirmed', 'Out for delivery', 'Delivered']);
    expect(mine[0]!.payload).toMatchObject({ additionalData: { type: 'Order', order_id: orderId }, url: `/order-detail/${orderId}` });
    expect(mine[0]!.payload.body).toContain(orderId);
    // Signed with the shop's VAPID key, which the app config publishes.
    const key = (await t.app.inject({ method: 'GET', url: '/api/app-config' })).json().one_signal.key as string;
    expect(mine[0]!.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${key}$`));
    expect(mine[0]!.headers['content-encoding']).toBe('aes128gcm');
    // Told it is a collection: ready to collect once packed, then collected — never "delivered".
    for (const status of ['Packed', 'Delivered'] as const) await notifyOrderStatus(ctx(), orderId, status, true);
    const later = push.received.filter((r) => a.sub.endpoint.endsWith(r.device)).slice(3);
    expect(later.map((r) => [r.payload.title, r.payload.body])).toEqual([
      ['Ready to collect', `Your order ${orderId} is ready to collect. Please bring your order number.`],
      ['Collected', `Your order ${orderId} has been collected. Enjoy your food!`],
    ]);
  });

  it('marketing: a category push opens /cl/{route}, a product push /pr/{route}', async () => {
    const a = await customerWithDevice();
    await sendMarketingPush(ctx(), { title: 'Lamb week', body: '20% off lamb', topic: { type: 'Product Category', route: 'meat/lamb' } });
    await sendMarketingPush(ctx(), { title: 'Back: Basmati', body: 'Our rice is back', topic: { type: 'Product', route: 'rice' } });
    const mine = push.received.filter((r) => a.sub.endpoint.endsWith(r.device)).map((r) => r.payload);
    expect(mine).toEqual([
      expect.objectContaining({
        title: 'Lamb week',
        url: '/cl/meat/lamb',
        additionalData: { type: 'Product Category', route: 'meat/lamb' },
      }),
      expect.objectContaining({ title: 'Back: Basmati', url: '/pr/rice', additionalData: { type: 'Product', route: 'rice' } }),
    ]);
  });

  it('back in stock: the notify-me request gets an e-mail and a push once, when stock returns', async () => {
    const a = await customerWithDevice();
    await t.db.db.updateTable('product').set({ stock: 0 }).where('id', '=', w.chops.product.id).execute();
    const email = (await t.db.db.selectFrom('customer').select('email').where('id', '=', a.customer.id).executeTakeFirstOrThrow()).email;
    const req = await t.call('insert_stockavail_notification', { data: { product: 'chops', sender_name: 'Amira', sender_email: email } });
    expect(req.status).toBe(200);
    expect(await notifyBackInStock(ctx(), w.chops.product.id)).toBe(0);
    await t.db.db.updateTable('product').set({ stock: 7 }).where('id', '=', w.chops.product.id).execute();
    expect(await notifyBackInStock(ctx(), w.chops.product.id)).toBe(1);
    expect(await notifyBackInStock(ctx(), w.chops.product.id)).toBe(0);
    const mine = push.received.filter((r) => a.sub.endpoint.endsWith(r.device));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload).toMatchObject({ title: 'Back in stock', url: '/pr/chops' });
    const mails = (t.state.mailer as unknown as { sent: Mail[] }).sent.filter((m) => m.to === email);
    expect(mails.map((m) => m.subject)).toEqual(['Lamb Chops is back in stock']);
    expect(mails[0]!.text).toContain('Hello Amira,');
    expect(mails[0]!.text).toContain('Lamb Chops is back in stock at Larder.');
    expect(mails[0]!.html).toContain('href="http://localhost:3000/pr/chops"');
  });

  it('a subscription the push service says is gone (410) is removed and the player id cleared', async () => {
    const a = await customerWithDevice();
    push.unsubscribe(a.sub.endpoint);
    await sendMarketingPush(ctx(), { title: 'Hello', body: 'x', topic: { type: 'Product', route: 'rice' } });
    expect(await t.db.db.selectFrom('push_subscription').select('id').where('id', '=', a.player).executeTakeFirst()).toBeUndefined();
    const row = await t.db.db.selectFrom('customer').select('player_id').where('id', '=', a.customer.id).executeTakeFirstOrThrow();
    expect(row.player_id).toBe('');
  });
});
