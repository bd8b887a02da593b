import net from 'node:net';
import webpush from 'web-push';
import type { Ctx } from '../../ctx';
import { isUniqueViolation } from '../../db/db-errors';
import { forbidden, invalid, unauthorized } from '../../lib/errors';
import { randomId } from '../../lib/ids';
import { enforceLimits } from '../../lib/rate-limit';
import { type PushMessage, pushPayload } from './push-target';
import { vapidKeys } from './vapid';

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
 * Saves a device id (the spec's player_id) on a customer's record: only a registered device that
 * is unowned or already the customer's, which then becomes theirs; '' detaches. The one check
 * behind both `PUT Customers/{id}` and `update_doc {player_id}`.
 */
export async function attachDevice(ctx: Ctx, customerId: string, playerId: string): Promise<void> {
  if (playerId) {
    const sub = await ctx.db.selectFrom('push_subscription').select(['id', 'customer_id']).where('id', '=', playerId).executeTakeFirst();
    if (!sub)
      throw invalid('This device is not registered for notifications.', [
        { field: 'player_id', message: 'This device is not registered for notifications.' },
      ]);
    if (sub.customer_id && sub.customer_id !== customerId) throw forbidden(NOT_YOURS);
    const res = await ctx.db
      .updateTable('push_subscription')
      .set({ customer_id: customerId })
      .where('id', '=', playerId)
      .where((eb) => eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', customerId)]))
      .executeTakeFirst();
    if (!Number(res.numUpdatedRows)) throw forbidden(NOT_YOURS);
  }
  await ctx.db.updateTable('customer').set({ player_id: playerId }).where('id', '=', customerId).execute();
}

/**
 * The spec's `PUT Customers/{id}` with player_id: only the caller's own record, only that field,
 * and only a device id that is not someone else's.
 */
export async function setPlayerId(ctx: Ctx, customerRef: string, playerId: string) {
  if (ctx.caller.kind !== 'customer') throw unauthorized();
  const me = await ctx.db.selectFrom('customer').select(['id', 'email']).where('id', '=', ctx.caller.customerId).executeTakeFirst();
  if (!me) throw unauthorized();
  if (customerRef !== me.id && customerRef.toLowerCase() !== me.email) throw forbidden('You can only change your own record.');
  await attachDevice(ctx, me.id, playerId);
  return { name: me.id, player_id: playerId };
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

/**
 * Web Push goes to the browser's push service, encrypted and signed with the shop's VAPID key; a
 * subscription the service says is gone (404/410) is deleted. Never throws: a notification must not
 * fail the order change that caused it.
 */
async function sendPush(ctx: Ctx, which: (q: SubQuery) => SubQuery, message: PushMessage): Promise<PushOutcome> {
  const out: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  try {
    const subs = await which(subscriptions(ctx)).execute();
    if (subs.length === 0) return out;
    const keys = await vapidKeys(ctx);
    const payload = JSON.stringify(pushPayload(message));
    for (const s of subs) {
      if (s.platform !== 'web' || !s.endpoint || !s.p256dh || !s.auth) {
        // Native tokens need the app's FCM/APNs credentials, which this shop has not configured.
        ctx.log.info({ push: s.id, platform: s.platform }, 'native push not configured; skipped');
        continue;
      }
      let status = 0;
      try {
        status = await deliverWebPush(ctx, { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, keys);
      } catch (err) {
        ctx.log.warn({ err, push: s.id }, 'push could not be prepared');
      }
      if (status >= 200 && status < 300) {
        out.sent++;
        await ctx.db.updateTable('push_subscription').set({ last_sent_at: ctx.clock.now().toISOString() }).where('id', '=', s.id).execute();
      } else if (status === 404 || status === 410) {
        out.removed++;
        await ctx.db.deleteFrom('push_subscription').where('id', '=', s.id).execute();
        await ctx.db.updateTable('customer').set({ player_id: '' }).where('player_id', '=', s.id).execute();
      } else {
        out.failed++;
        ctx.log.warn({ push: s.id, status }, 'push service refused a notification');
      }
    }
  } catch (err) {
    ctx.log.error({ err }, 'push notification failed');
    out.failed++;
  }
  return out;
}

async function deliverWebPush(
  ctx: Ctx,
  sub: webpush.PushSubscription,
  payload: string,
  keys: { publicKey: string; privateKey: string },
): Promise<number> {
  const req = webpush.generateRequestDetails(sub, payload, {
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
