import net from 'node:net';
import type webpush from 'web-push';
import { type AppState, type Ctx, appSingleton } from '../../ctx';
import { isUniqueViolation } from '../../db/db-errors';
import { forbidden, invalid } from '../../lib/errors';
import { randomId } from '../../lib/ids';
import { lazyModule } from '../../lib/lazy-module';
import { enforceLimits } from '../../lib/rate-limit';
import { fcmProvider } from './fcm-provider';
import type { PushSubscriptionTable } from './notifications.table';
import { oneSignalProvider } from './onesignal-provider';
import { type Delivery, inGroups, type PushProvider } from './push-provider';
import { type PushMessage, pushPayload } from './push-target';
import { vapidKeys } from './vapid';

const loadWebPush = lazyModule<typeof webpush>('web-push');

/** Hosts of the browsers' push services; the server only ever POSTs to these (no SSRF through a subscription). */
const PUSH_SERVICE_SUFFIXES = ['.googleapis.com', '.mozilla.com', '.notify.windows.com', '.push.apple.com'];

function checkEndpoint(ctx: Ctx, endpoint: string): void {
  if (ctx.app.config.pushLocalEndpoints) return;
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  const known = PUSH_SERVICE_SUFFIXES.some((s) => host.endsWith(s) || `.${host}` === s);
  if (url.protocol !== 'https:' || net.isIP(host) !== 0 || !known) {
    throw invalid('This push service is not supported. Please use an up-to-date browser.');
  }
}

/** The browser's P-256 public key (65 bytes, uncompressed) and 16-byte auth secret, base64url. */
function checkKeys(keys: { p256dh: string; auth: string }): void {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  const auth = Buffer.from(keys.auth, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 4 || auth.length !== 16) throw invalid('This push subscription’s keys are not valid.');
}

interface RegisterInput {
  subscription?: { endpoint: string; keys: { p256dh: string; auth: string } };
  device_token?: string;
  platform: 'web' | 'android' | 'ios';
}

/** What a caller is told when the device is another account's: never whose, nor its id. */
const NOT_YOURS = 'This device already receives notifications for another account. Sign out there, or turn notifications off there, first.';

/**
 * register_push_subscription: keeps a device's Web Push subscription (or a native app's push token)
 * and returns its id — the spec's player_id, which the app then saves on the customer record.
 * Registering the same endpoint again updates it, for the customer who owns it (or while no one
 * does). A device that belongs to a customer never moves to another caller by re-registering
 * its endpoint: that answers 403 without saying whose it is, and the row is left as it was.
 */
export async function registerSubscription(ctx: Ctx, input: RegisterInput) {
  await enforceLimits(ctx.app.limits, [{ key: `push:ip:${ctx.ip}`, max: 30, windowSec: 3600 }]);
  if (input.subscription) {
    checkEndpoint(ctx, input.subscription.endpoint);
    checkKeys(input.subscription.keys);
  } else if (!input.device_token) {
    throw invalid('subscription or device_token is required.');
  } else if (input.platform === 'web') {
    throw invalid('A web device needs a push subscription.');
  }
  try {
    return await saveSubscription(ctx, input);
  } catch (err) {
    // The same device registered twice at once (two tabs, a double effect): the second finds the first's row.
    if (!isUniqueViolation(err)) throw err;
    return saveSubscription(ctx, input);
  }
}

async function saveSubscription(ctx: Ctx, input: RegisterInput) {
  const customerId = ctx.caller.kind === 'customer' ? ctx.caller.customerId : null;
  const now = ctx.clock.now().toISOString();
  let existing: { id: string; customer_id: string | null } | undefined;
  if (input.subscription) {
    existing = await ctx.db
      .selectFrom('push_subscription')
      .select(['id', 'customer_id'])
      .where('endpoint', '=', input.subscription.endpoint)
      .executeTakeFirst();
  } else {
    existing = await ctx.db
      .selectFrom('push_subscription')
      .select(['id', 'customer_id'])
      .where('device_token', '=', input.device_token ?? '')
      .where('platform', '=', input.platform)
      .executeTakeFirst();
  }
  const fields = {
    platform: input.subscription ? ('web' as const) : input.platform,
    endpoint: input.subscription?.endpoint ?? null,
    p256dh: input.subscription?.keys.p256dh ?? null,
    auth: input.subscription?.keys.auth ?? null,
    device_token: input.subscription ? null : (input.device_token ?? null),
  };
  if (existing) {
    if (existing.customer_id && existing.customer_id !== customerId) throw forbidden(NOT_YOURS);
    // Conditional on the owner read above: a claim racing this one cannot be overwritten.
    const res = await ctx.db
      .updateTable('push_subscription')
      .set({ ...fields, ...(customerId ? { customer_id: customerId } : {}) })
      .where('id', '=', existing.id)
      .where((eb) => (existing.customer_id ? eb('customer_id', '=', existing.customer_id) : eb('customer_id', 'is', null)))
      .executeTakeFirst();
    if (!Number(res.numUpdatedRows)) throw forbidden(NOT_YOURS);
    return { status: 'success' as const, player_id: existing.id };
  }
  const id = `PUSH-${randomId(12)}`;
  await ctx.db
    .insertInto('push_subscription')
    .values({ id, customer_id: customerId, ...fields, created_at: now, last_sent_at: null })
    .execute();
  return { status: 'success' as const, player_id: id };
}

/**
 * A OneSignal subscription id: the UUID the OneSignal SDK gives the app, which the spec's client
 * saves as its player_id. Our own ids are `PUSH-…`, so the two never meet; the UUID's 122 random
 * bits are what keep anyone but the device from knowing (and so claiming) it.
 */
const ONESIGNAL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NOT_REGISTERED = 'This device is not registered for notifications.';

/**
 * Checks and claims a device id (the spec's player_id) for a customer's record: a registered device that is
 * unowned or already the customer's, which then becomes theirs, or a OneSignal subscription id not
 * seen before, which becomes a OneSignal device of theirs; '' detaches and releases the device the
 * record named. The one check behind both `PUT Customers/{id}` and `update_doc {player_id}`
 * (customers then saves the id on the record). Returns the id to save.
 */
export async function attachDevice(ctx: Ctx, customerId: string, playerId: string): Promise<string> {
  const isOneSignal = ONESIGNAL_ID.test(playerId);
  // OneSignal ids are lower-case UUIDs: one device, however the client spells it.
  const id = isOneSignal ? playerId.toLowerCase() : playerId;
  if (id) {
    const sub = await ctx.db.selectFrom('push_subscription').select(['id', 'customer_id']).where('id', '=', id).executeTakeFirst();
    if (!sub && !isOneSignal) throw invalid(NOT_REGISTERED, [{ field: 'player_id', message: NOT_REGISTERED }]);
    if (!sub) await addOneSignalDevice(ctx, customerId, id);
    else if (sub.customer_id && sub.customer_id !== customerId) throw forbidden(NOT_YOURS);
    const res = await ctx.db
      .updateTable('push_subscription')
      .set({ customer_id: customerId })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', customerId)]))
      .executeTakeFirst();
    if (!Number(res.numUpdatedRows)) throw forbidden(NOT_YOURS);
  } else {
    // Turned off there: the device the record named gets no more of this customer's pushes, and
    // another account may save it (a shared phone).
    const me = await ctx.db.selectFrom('customer').select('player_id').where('id', '=', customerId).executeTakeFirst();
    if (me?.player_id)
      await ctx.db
        .updateTable('push_subscription')
        .set({ customer_id: null })
        .where('id', '=', me.player_id)
        .where('customer_id', '=', customerId)
        .execute();
  }
  return id;
}

/** A OneSignal device first heard of from its customer; the same id saved twice at once is one row. */
async function addOneSignalDevice(ctx: Ctx, customerId: string, id: string): Promise<void> {
  await enforceLimits(ctx.app.limits, [{ key: `push:devices:${customerId}`, max: 20, windowSec: 3600 }]);
  // Saved by another request meanwhile: nothing is inserted, and the owner check that follows decides.
  await ctx.db
    .insertInto('push_subscription')
    .values({
      id,
      customer_id: customerId,
      platform: 'onesignal',
      endpoint: null,
      p256dh: null,
      auth: null,
      device_token: id,
      created_at: ctx.clock.now().toISOString(),
      last_sent_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** What forgets gone devices on the records that name them: customers' (which calls into notifications), registered by buildApp. */
export type ForgetDevices = (ctx: Ctx, ids: string[]) => Promise<void>;

export function registerForgetDevices(app: AppState, forget: ForgetDevices): void {
  app.memos.set('push.forgetDevices', forget);
}

function forgetDevices(ctx: Ctx, ids: string[]): Promise<void> {
  const forget = ctx.app.memos.get('push.forgetDevices') as ForgetDevices | undefined;
  if (!forget) throw new Error('forgetting gone devices is not registered (buildApp registers it)');
  return forget(ctx, ids);
}

export interface PushOutcome {
  sent: number;
  removed: number;
  failed: number;
}

/** Sends a push to every device of a customer. */
export async function sendPushToCustomer(ctx: Ctx, customerId: string, message: PushMessage): Promise<PushOutcome> {
  return sendPush(ctx, (q) => q.where('customer_id', '=', customerId), message);
}

/** Sends a push to every device that accepted notifications (marketing). */
export function sendPushToAllDevices(ctx: Ctx, message: PushMessage): Promise<PushOutcome> {
  return sendPush(ctx, (q) => q, message);
}

type SubQuery = ReturnType<typeof subscriptions>;
const subscriptions = (ctx: Ctx) => ctx.db.selectFrom('push_subscription').selectAll();
type Sub = PushSubscriptionTable;

/** How long an order change waits for a native provider's answer before it goes on without it. */
const PROVIDER_DEADLINE_MS = 10_000;

/** The native services, each with the devices it reaches. */
const NATIVE: { name: string; provider: (ctx: Ctx) => Promise<PushProvider> | null; reaches: (s: Sub) => boolean }[] = [
  { name: 'FCM', provider: fcmProvider, reaches: (s) => (s.platform === 'android' || s.platform === 'ios') && !!s.device_token },
  { name: 'OneSignal', provider: oneSignalProvider, reaches: (s) => s.platform === 'onesignal' && !!s.device_token },
];

/**
 * Web Push goes to the browser's push service, encrypted and signed with the shop's VAPID key;
 * native devices go through FCM or OneSignal when the shop has configured them (skipped otherwise).
 * A device its service says is gone (Web Push 404/410, FCM "unregistered", OneSignal "invalid") is
 * deleted. Never throws: a notification must not fail the order change that caused it.
 */
async function sendPush(ctx: Ctx, which: (q: SubQuery) => SubQuery, message: PushMessage): Promise<PushOutcome> {
  const out: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  try {
    const subs = await which(subscriptions(ctx)).execute();
    if (subs.length === 0) return out;
    const results = new Map<string, Delivery>();
    await Promise.all([
      sendWeb(
        ctx,
        subs.filter((s) => s.platform === 'web'),
        message,
        results,
      ),
      ...NATIVE.map((n) => sendNative(ctx, n, subs.filter(n.reaches), message, results)),
    ]);
    await recordResults(ctx, results, out);
  } catch (err) {
    ctx.log.error({ err }, 'push notification failed');
    out.failed++;
  }
  return out;
}

async function sendWeb(ctx: Ctx, subs: Sub[], message: PushMessage, results: Map<string, Delivery>): Promise<void> {
  if (subs.length === 0) return;
  const keys = await vapidKeys(ctx);
  const payload = JSON.stringify(pushPayload(message));
  for (const s of subs) {
    if (!s.endpoint || !s.p256dh || !s.auth) continue;
    let status = 0;
    try {
      status = await deliverWebPush(ctx, { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, keys);
    } catch (err) {
      ctx.log.warn({ err, push: s.id }, 'push could not be prepared');
    }
    if (status >= 200 && status < 300) results.set(s.id, 'sent');
    else if (status === 404 || status === 410) results.set(s.id, 'gone');
    else {
      results.set(s.id, 'failed');
      ctx.log.warn({ push: s.id, status }, 'push service refused a notification');
    }
  }
}

async function sendNative(
  ctx: Ctx,
  native: (typeof NATIVE)[number],
  subs: Sub[],
  message: PushMessage,
  results: Map<string, Delivery>,
): Promise<void> {
  if (subs.length === 0) return;
  const provider = native.provider(ctx);
  if (!provider) {
    // Said once per process, not at every send.
    appSingleton(ctx.app, `push.unconfigured.${native.name}`, () => {
      ctx.log.info({ provider: native.name }, `${native.name} is not configured: pushes to its devices are skipped`);
      return true;
    });
    return;
  }
  const devices = subs.map((s) => ({ id: s.id, token: s.device_token ?? '' }));
  let answered: Map<string, Delivery> | null = null;
  let timer: NodeJS.Timeout | undefined;
  try {
    const p = await provider;
    answered = await Promise.race([
      p.send(devices, message),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), PROVIDER_DEADLINE_MS);
      }),
    ]);
    if (!answered) ctx.log.warn({ provider: native.name, devices: devices.length }, 'push provider did not answer in time');
  } catch (err) {
    ctx.log.error({ err, provider: native.name }, 'push provider could not be used');
  } finally {
    clearTimeout(timer);
  }
  for (const d of devices) results.set(d.id, answered?.get(d.id) ?? 'failed');
}

async function recordResults(ctx: Ctx, results: Map<string, Delivery>, out: PushOutcome): Promise<void> {
  const sent: string[] = [];
  const gone: string[] = [];
  for (const [id, r] of results) {
    if (r === 'sent') sent.push(id);
    else if (r === 'gone') gone.push(id);
    else out.failed++;
  }
  out.sent = sent.length;
  out.removed = gone.length;
  // In groups: a marketing push may reach more devices than one statement takes parameters.
  const now = ctx.clock.now().toISOString();
  await inGroups(sent, 500, async (ids) => {
    await ctx.db.updateTable('push_subscription').set({ last_sent_at: now }).where('id', 'in', ids).execute();
  });
  await inGroups(gone, 500, async (ids) => {
    await ctx.db.deleteFrom('push_subscription').where('id', 'in', ids).execute();
    await forgetDevices(ctx, ids);
  });
}

async function deliverWebPush(
  ctx: Ctx,
  sub: webpush.PushSubscription,
  payload: string,
  keys: { publicKey: string; privateKey: string },
): Promise<number> {
  const req = loadWebPush().generateRequestDetails(sub, payload, {
    vapidDetails: { subject: vapidSubject(ctx), publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: 24 * 3600,
    contentEncoding: 'aes128gcm',
  });
  try {
    const res = await fetch(req.endpoint, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.body ?? undefined,
      signal: AbortSignal.timeout(10_000),
      redirect: 'error',
    });
    await res.arrayBuffer();
    return res.status;
  } catch (err) {
    ctx.log.warn({ err }, 'push service unreachable');
    return 0;
  }
}

/** VAPID's contact: the shop's mail address. */
function vapidSubject(ctx: Ctx): string {
  const m = /<([^>]+)>/.exec(ctx.app.config.mailFrom);
  return `mailto:${m ? m[1] : ctx.app.config.mailFrom}`;
}
