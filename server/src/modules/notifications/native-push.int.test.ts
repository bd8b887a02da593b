import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeFcm, startFakeFcm } from '../../../test/fake-fcm';
import { type FakeOneSignal, startFakeOneSignal } from '../../../test/fake-onesignal';
import { TestPushService } from '../../../test/fake-web-push';
import { createTestApp, type TestApp } from '../../../test/harness';
import { addToCart, seedWorld, shopper } from '../../../test/world';
import { anonymousCtx } from '../../ctx';
import { seedCustomer, seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import { sendPushToCustomer } from './push.service';

/**
 * Native devices: the spec's client saves a OneSignal subscription id as its player_id; the
 * Capacitor app registers an FCM token. Each provider is a local fake of its API, reached through
 * the real SDK (Firebase Admin, OneSignal's Node SDK).
 */
const web = new TestPushService();
let fcm: FakeFcm;
let oneSignal: FakeOneSignal;
let t: TestApp;
let staff: string;
beforeAll(async () => {
  [fcm, oneSignal] = await Promise.all([startFakeFcm(), startFakeOneSignal(), web.start()]);
  t = await createTestApp({
    clock: fixedClock('2026-11-23T08:00:00Z'),
    config: {
      PUSH_LOCAL_ENDPOINTS: '1',
      FCM_SERVICE_ACCOUNT_FILE: fcm.serviceAccountFile,
      FCM_API_URL: fcm.url,
      ONESIGNAL_APP_ID: oneSignal.appId,
      ONESIGNAL_API_KEY: oneSignal.apiKey,
      ONESIGNAL_API_URL: oneSignal.url,
    },
  });
  await seedWorld(t);
  staff = (await seedStaff(t.db.db, { role: 'manager' })).token;
});
afterAll(async () => {
  await t.close();
  await Promise.all([fcm.close(), oneSignal.close(), web.stop()]);
});
beforeEach(() => {
  web.received = [];
  fcm.sent = [];
  oneSignal.sent = [];
  fcm.outage = false;
  oneSignal.outage = false;
});

async function putPlayerId(id: string, player_id: string, token: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/resource/Customers/${encodeURIComponent(id)}`,
    payload: { player_id },
    headers: { authorization: `token ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

const ctxOf = (app: TestApp) => anonymousCtx(app.state, app.state.log);
const deviceRow = (id: string) => t.db.db.selectFrom('push_subscription').selectAll().where('id', '=', id).executeTakeFirst();
const playerIdOf = async (customerId: string) =>
  (await t.db.db.selectFrom('customer').select('player_id').where('id', '=', customerId).executeTakeFirstOrThrow()).player_id;

/** A customer with three devices: a browser (Web Push), an Android phone (FCM) and a phone with the OneSignal SDK. */
async function customerWithEveryDevice() {
  const c = await shopper(t, { fastHash: true });
  const sub = web.subscribe();
  const browser = (await t.call('register_push_subscription', { subscription: sub }, { token: c.token })).body.message.player_id as string;
  const fcmToken = `fcm-${Math.random().toString(36).slice(2)}:APA91b${'x'.repeat(20)}`;
  const android = (await t.call('register_push_subscription', { device_token: fcmToken, platform: 'android' }, { token: c.token })).body
    .message.player_id as string;
  const oneSignalId = oneSignal.subscribe();
  expect((await putPlayerId(c.customer.id, oneSignalId, c.token)).status).toBe(200);
  return { ...c, sub, browser, android, fcmToken, oneSignalId };
}

async function placeOrder(c: { token: string; address: string }) {
  await addToCart(t, c.token, 'mince', 1);
  const placed = await t.call(
    'insert_order',
    { data: { ship_addr: c.address, shipping_method: 'Click & Collect', payment_method: 'COD' } },
    { token: c.token },
  );
  return placed.body.message.order.name as string;
}

describe('PUT Customers/{id} with a OneSignal player_id', () => {
  it('a OneSignal id not seen before becomes a device of the caller’s, saved on the record; one device however it is spelt', async () => {
    const c = await shopper(t, { fastHash: true });
    const id = oneSignal.subscribe();
    const res = await putPlayerId(c.customer.id, id.toUpperCase(), c.token);
    expect(res).toEqual({ status: 200, body: { data: { name: c.customer.id, player_id: id } } });
    expect(await deviceRow(id)).toMatchObject({ customer_id: c.customer.id, platform: 'onesignal', device_token: id, endpoint: null });
    expect(await playerIdOf(c.customer.id)).toBe(id);
    // Saved again (the app does at every start): still one device.
    expect((await putPlayerId(c.customer.id, id, c.token)).status).toBe(200);
    const rows = await t.db.db.selectFrom('push_subscription').select('id').where('customer_id', '=', c.customer.id).execute();
    expect(rows).toEqual([{ id }]);
    // A second phone of the same customer is a second device; the record names the latest.
    const second = oneSignal.subscribe();
    expect((await putPlayerId(c.customer.id, second, c.token)).status).toBe(200);
    expect(await deviceRow(second)).toMatchObject({ customer_id: c.customer.id, platform: 'onesignal' });
    expect(await deviceRow(id)).toMatchObject({ customer_id: c.customer.id });
    expect(await playerIdOf(c.customer.id)).toBe(second);
  });

  it('another customer’s OneSignal device is refused without saying whose; unknown ids of other kinds are still not registered', async () => {
    const a = await shopper(t, { fastHash: true });
    const b = await seedCustomer(t.db.db, { password_hash: 'x' });
    const id = oneSignal.subscribe();
    expect((await putPlayerId(a.customer.id, id, a.token)).status).toBe(200);
    const stolen = await putPlayerId(b.customer.id, id, b.token);
    expect(stolen.status).toBe(403);
    expect(stolen.body.exc_type).toBe('PermissionError');
    expect(JSON.stringify(stolen.body)).not.toContain(a.customer.id);
    expect(await deviceRow(id)).toMatchObject({ customer_id: a.customer.id });
    expect(await playerIdOf(b.customer.id)).toBe('');
    // Same through update_doc.
    expect((await t.call('update_doc', { doc: { player_id: id } }, { token: b.token })).status).toBe(403);
    for (const other of ['PUSH-nobody', 'not-a-device', `${id.slice(0, -1)}z`]) {
      const res = await putPlayerId(b.customer.id, other, b.token);
      expect(res.status, other).toBe(417);
      expect(res.body.message).toBe('This device is not registered for notifications.');
    }
    expect(await t.db.db.selectFrom('push_subscription').select('id').where('customer_id', '=', b.customer.id).execute()).toEqual([]);
  });

  it('turned off there (player_id ""), the device is released: it gets no more of that customer’s pushes, and another account may save it', async () => {
    const a = await shopper(t, { fastHash: true });
    const b = await shopper(t, { fastHash: true });
    const id = oneSignal.subscribe();
    expect((await putPlayerId(a.customer.id, id, a.token)).status).toBe(200);
    expect((await putPlayerId(a.customer.id, '', a.token)).body.data.player_id).toBe('');
    expect(await deviceRow(id)).toMatchObject({ customer_id: null });
    await sendPushToCustomer(ctxOf(t), a.customer.id, { title: 'For A', body: 'x', topic: { type: 'Product', route: 'rice' } });
    expect(oneSignal.sent).toEqual([]);
    expect((await putPlayerId(b.customer.id, id, b.token)).status).toBe(200);
    expect(await deviceRow(id)).toMatchObject({ customer_id: b.customer.id });
    // A record that still names a device now someone else's (an old value) releases nothing.
    await t.db.db.updateTable('customer').set({ player_id: id }).where('id', '=', a.customer.id).execute();
    expect((await putPlayerId(a.customer.id, '', a.token)).status).toBe(200);
    expect(await deviceRow(id)).toMatchObject({ customer_id: b.customer.id });
  });

  it('our own PUSH- ids keep working, and the same OneSignal id saved twice at once is one device', async () => {
    const c = await shopper(t, { fastHash: true });
    const sub = web.subscribe();
    const own = (await t.call('register_push_subscription', { subscription: sub }, { token: c.token })).body.message.player_id as string;
    expect(own).toMatch(/^PUSH-/);
    expect((await putPlayerId(c.customer.id, own, c.token)).body.data.player_id).toBe(own);
    const id = oneSignal.subscribe();
    const answers = await Promise.all(Array.from({ length: 4 }, () => putPlayerId(c.customer.id, id, c.token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const rows = await t.db.db
      .selectFrom('push_subscription')
      .select(['id', 'platform'])
      .where('customer_id', '=', c.customer.id)
      .execute();
    expect(rows.map((r) => r.platform).sort()).toEqual(['onesignal', 'web']);
  });
});

describe('delivery to native devices', () => {
  it('an order status change reaches the browser, the FCM token and the OneSignal id, each opening the order', async () => {
    const c = await customerWithEveryDevice();
    const order = await placeOrder(c);
    const res = await t.call('admin_update_order_status', { order_id: order, status: 'Confirmed' }, { token: staff });
    expect(res.status).toBe(200);

    const browser = web.received.filter((r) => c.sub.endpoint.endsWith(r.device));
    expect(browser.map((r) => r.payload)).toEqual([
      expect.objectContaining({
        title: 'Order confirmed',
        url: `/order-detail/${order}`,
        additionalData: { type: 'Order', order_id: order },
      }),
    ]);

    expect(fcm.sent).toHaveLength(1);
    const m = fcm.sent[0]!.message;
    // Firebase Admin asked for FCM itself; the test agent only carried the connection here.
    expect(fcm.sent[0]!.host).toBe('fcm.googleapis.com:443');
    expect(m.token).toBe(c.fcmToken);
    expect(m.notification).toEqual({ title: 'Order confirmed', body: expect.stringContaining(order) });
    expect(m.data).toEqual({
      type: 'Order',
      order_id: order,
      url: `/order-detail/${order}`,
      additionalData: JSON.stringify({ type: 'Order', order_id: order }),
    });
    expect(m.android).toMatchObject({ priority: 'high' });

    expect(oneSignal.sent).toHaveLength(1);
    const n = oneSignal.sent[0]!;
    expect(n.delivered).toEqual([c.oneSignalId]);
    expect(n.notification).toMatchObject({
      include_subscription_ids: [c.oneSignalId],
      target_channel: 'push',
      headings: { en: 'Order confirmed' },
      contents: { en: expect.stringContaining(order) },
      data: { type: 'Order', order_id: order, url: `/order-detail/${order}` },
    });
    expect(n.notification.url).toBeUndefined();

    const rows = await t.db.db
      .selectFrom('push_subscription')
      .select(['id', 'last_sent_at'])
      .where('customer_id', '=', c.customer.id)
      .execute();
    expect(rows.map((r) => r.last_sent_at)).toEqual(['2026-11-23T08:00:00.000Z', '2026-11-23T08:00:00.000Z', '2026-11-23T08:00:00.000Z']);
  });

  it('a marketing push from the console carries the spec’s deep link to native devices: a category opens /cl/{route}', async () => {
    const c = await customerWithEveryDevice();
    const category = await t.db.db.selectFrom('category').select('route').where('name', '=', 'Meat').executeTakeFirstOrThrow();
    const res = await t.call(
      'admin_send_push',
      { title: 'Lamb week', body: '20% off lamb', target_type: 'Product Category', route: category.route },
      { token: staff },
    );
    expect(res.status).toBe(200);
    const topic = { type: 'Product Category', route: category.route };
    const mine = fcm.sent.find((s) => s.message.token === c.fcmToken)!.message;
    expect(mine.data).toEqual({ ...topic, url: `/cl/${category.route}`, additionalData: JSON.stringify(topic) });
    const note = oneSignal.sent.find((s) => s.delivered.includes(c.oneSignalId))!.notification;
    expect(note.data).toEqual({ ...topic, url: `/cl/${category.route}` });
    // Everyone's devices in one OneSignal request; the campaign counts every device reached.
    expect(oneSignal.sent).toHaveLength(1);
    const devices = await t.db.db.selectFrom('push_subscription').select('id').execute();
    expect(res.body.message.campaign).toMatchObject({ sent: devices.length, failed: 0, removed: 0 });
  });

  it('a product push opens /pr/{route}', async () => {
    const c = await customerWithEveryDevice();
    await sendPushToCustomer(ctxOf(t), c.customer.id, {
      title: 'Back: Basmati',
      body: 'Our rice is back',
      topic: { type: 'Product', route: 'rice' },
    });
    expect(fcm.sent.map((s) => s.message.data)).toEqual([
      { type: 'Product', route: 'rice', url: '/pr/rice', additionalData: '{"type":"Product","route":"rice"}' },
    ]);
    expect(oneSignal.sent.map((s) => s.notification.data)).toEqual([{ type: 'Product', route: 'rice', url: '/pr/rice' }]);
  });

  it('a token its provider says is no longer valid is deleted, and the record’s player_id cleared', async () => {
    const c = await customerWithEveryDevice();
    fcm.unregister(c.fcmToken);
    oneSignal.forget(c.oneSignalId);
    const order = await placeOrder(c);
    await t.call('admin_update_order_status', { order_id: order, status: 'Confirmed' }, { token: staff });
    expect(await deviceRow(c.android)).toBeUndefined();
    expect(await deviceRow(c.oneSignalId)).toBeUndefined();
    expect(await playerIdOf(c.customer.id)).toBe('');
    // The browser still works and is kept.
    expect(await deviceRow(c.browser)).toBeTruthy();
    expect(web.received.filter((r) => c.sub.endpoint.endsWith(r.device))).toHaveLength(1);
  });

  it('a OneSignal device with notifications turned off is kept (it may turn them on again)', async () => {
    const c = await customerWithEveryDevice();
    oneSignal.mute(c.oneSignalId);
    const order = await placeOrder(c);
    await t.call('admin_update_order_status', { order_id: order, status: 'Confirmed' }, { token: staff });
    expect(oneSignal.sent).toEqual([]);
    expect(await deviceRow(c.oneSignalId)).toMatchObject({ customer_id: c.customer.id, last_sent_at: null });
  });

  it('a provider outage does not fail the order change; the devices are kept for next time', async () => {
    const c = await customerWithEveryDevice();
    const order = await placeOrder(c);
    fcm.outage = true;
    oneSignal.outage = true;
    const res = await t.call('admin_update_order_status', { order_id: order, status: 'Confirmed' }, { token: staff });
    expect(res.status).toBe(200);
    expect(res.body.message.status).toBe('Confirmed');
    const row = await t.db.db.selectFrom('orders').select('status').where('id', '=', order).executeTakeFirstOrThrow();
    expect(row.status).toBe('Confirmed');
    expect(await deviceRow(c.android)).toBeTruthy();
    expect(await deviceRow(c.oneSignalId)).toBeTruthy();
    expect(web.received.filter((r) => c.sub.endpoint.endsWith(r.device))).toHaveLength(1);
    expect(fcm.sent).toEqual([]);
    expect(oneSignal.sent).toEqual([]);
    // Both back: the next push reaches the same devices.
    fcm.outage = false;
    oneSignal.outage = false;
    const next = await sendPushToCustomer(ctxOf(t), c.customer.id, {
      title: 'Ready',
      body: 'x',
      topic: { type: 'Order', order_id: order },
    });
    expect(next).toEqual({ sent: 3, removed: 0, failed: 0 });
    expect(fcm.sent.map((s) => s.message.token)).toEqual([c.fcmToken]);
    expect(oneSignal.sent.map((s) => s.delivered)).toEqual([[c.oneSignalId]]);
  });
});

describe('without native providers configured', () => {
  it('native devices are skipped, said once in the log, and the browser still gets its push', async () => {
    const lines: string[] = [];
    const bare = await createTestApp({
      db: t.db,
      config: { PUSH_LOCAL_ENDPOINTS: '1', LOG_LEVEL: 'info' },
      logStream: { write: (l) => void lines.push(l) },
    });
    try {
      const c = await customerWithEveryDevice();
      const ctx = ctxOf(bare);
      const topic = { type: 'Product' as const, route: 'rice' };
      const first = await sendPushToCustomer(ctx, c.customer.id, { title: 'One', body: 'x', topic });
      await sendPushToCustomer(ctx, c.customer.id, { title: 'Two', body: 'x', topic });
      expect(first).toEqual({ sent: 1, removed: 0, failed: 0 });
      expect(fcm.sent).toEqual([]);
      expect(oneSignal.sent).toEqual([]);
      const skipped = lines.filter((l) => l.includes('is not configured'));
      expect(skipped).toHaveLength(2);
      expect(skipped.join('\n')).toMatch(/FCM is not configured/);
      expect(skipped.join('\n')).toMatch(/OneSignal is not configured/);
    } finally {
      await bare.app.close();
    }
  });
});
