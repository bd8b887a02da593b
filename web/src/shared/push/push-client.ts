/**
 * Turning order-update notifications on and off for the signed-in customer, on the web (Web Push
 * through the service worker, with the shop's VAPID key from the app config) and in the native
 * app (the Capacitor push plugin's device token). Either way the shop hands back a device id — the
 * spec's player_id — which is saved on the customer's own record (PUT Customers/{id}) and kept in
 * the session. Nothing here runs on page load: only after the customer asks, or to re-attach an
 * existing subscription after a sign-in.
 */
import { API_BASE, ApiError, call } from '../../api/client';
import { getAppConfig } from '../../lib/app-config';
import { getSession, type Session, updateSessionName } from '../../lib/session';
import { isNativePlatform, nativePlatform } from '../native/platform';

export type PushStatus = 'unsupported' | 'unconfigured' | 'blocked' | 'off' | 'on';

/** What this device last registered, so a sign-in or a renewed subscription is re-sent once. */
const DEVICE_KEY = 'larder.push-device';
interface DeviceRecord {
  player_id: string;
  customer_id: string;
  endpoint: string;
}

export const BLOCKED_TEXT = 'Notifications are blocked for Larder. Allow them in your browser’s site settings, then try again.';

export class PushError extends Error {
  constructor(
    message: string,
    public readonly blocked = false,
  ) {
    super(message);
    this.name = 'PushError';
  }
}

function readDevice(): DeviceRecord | null {
  try {
    const v = JSON.parse(localStorage.getItem(DEVICE_KEY) ?? 'null') as DeviceRecord | null;
    return v && typeof v.player_id === 'string' ? v : null;
  } catch {
    return null;
  }
}

function writeDevice(v: DeviceRecord | null): void {
  try {
    if (v) localStorage.setItem(DEVICE_KEY, JSON.stringify(v));
    else localStorage.removeItem(DEVICE_KEY);
  } catch {
    /* storage unavailable */
  }
}

export function webPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The shop's VAPID public key, when the app config offers push. */
function pushKey(): string | null {
  const c = getAppConfig();
  return c && c.one_signal.is_key === 1 && c.one_signal.key ? c.one_signal.key : null;
}

/** base64url (the VAPID key) → bytes for pushManager.subscribe. */
export function base64UrlToBytes(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

function sameKey(a: ArrayBuffer | null | undefined, key: string): boolean {
  if (!a) return false;
  const b = base64UrlToBytes(key);
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const reg =
    (await navigator.serviceWorker.getRegistration()) ??
    (await Promise.race([navigator.serviceWorker.ready, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]));
  if (!reg) throw new PushError('Notifications are not ready yet. Please reload the page and try again.');
  return reg;
}

async function webSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export async function pushStatus(): Promise<PushStatus> {
  if (isNativePlatform()) {
    const { nativePushPermission } = await import('../native/native-push');
    const p = await nativePushPermission();
    if (p === 'denied') return 'blocked';
    return p === 'granted' && readDevice() ? 'on' : 'off';
  }
  if (!webPushSupported()) return 'unsupported';
  if (!pushKey()) return 'unconfigured';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await webSubscription()) ? 'on' : 'off';
}

/** The player_id kept in the session (the spec lists it among the session's fields). */
function sessionPlayerId(): string | undefined {
  const s: (Session & { player_id?: string }) | null = getSession();
  return s?.player_id;
}

/** PUT Customers/{id} {player_id} with the customer's own token ('' detaches the device). */
export async function savePlayerId(session: Session, playerId: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/api/resource/Customers/${encodeURIComponent(session.customer_id)}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `token ${session.api_key}:${session.api_secret}`,
      },
      body: JSON.stringify({ player_id: playerId }),
    });
  } catch {
    throw new ApiError('You appear to be offline. Check your connection and try again.', 0, 'NetworkError');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: unknown; exc_type?: string };
    throw new ApiError(
      typeof body.message === 'string' ? body.message : 'Something went wrong. Please try again.',
      res.status,
      body.exc_type ?? 'Error',
    );
  }
  // The spec keeps player_id in the session too.
  const s = getSession();
  if (s && s.customer_id === session.customer_id) updateSessionName(Object.assign({}, s, { player_id: playerId }));
}

async function registerDevice(session: Session, sub: PushSubscription | null, token?: string): Promise<string> {
  let res;
  if (sub) {
    const json = sub.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushError('This browser gave an incomplete subscription.');
    res = await call('register_push_subscription', {
      subscription: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
    });
  } else {
    const platform = nativePlatform();
    res = await call('register_push_subscription', { device_token: token ?? '', platform: platform === 'web' ? 'android' : platform });
  }
  if (res.status !== 'success' || !res.player_id) throw new PushError('The shop could not register this device. Please try again.');
  await savePlayerId(session, res.player_id);
  writeDevice({ player_id: res.player_id, customer_id: session.customer_id, endpoint: sub?.endpoint ?? token ?? '' });
  return res.player_id;
}

/** Asks for permission, subscribes this device and saves it on the customer. Returns the player_id. */
export async function enablePush(session: Session): Promise<string> {
  if (isNativePlatform()) {
    const { nativePushToken } = await import('../native/native-push');
    return registerDevice(session, null, await nativePushToken());
  }
  const key = pushKey();
  if (!webPushSupported() || !key) throw new PushError('This browser cannot show notifications.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushError(BLOCKED_TEXT, permission === 'denied');
  const reg = await registration();
  let sub = await reg.pushManager.getSubscription();
  // The shop's key changed since this browser subscribed: the old subscription cannot be used.
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) });
  return registerDevice(session, sub);
}

/** Stops notifications on this device and detaches it from the customer. */
export async function disablePush(session: Session): Promise<void> {
  if (isNativePlatform()) {
    const { nativePushOff } = await import('../native/native-push');
    await nativePushOff().catch((err: unknown) => console.warn('Push unregister failed', err));
  } else {
    const sub = await webSubscription();
    await sub?.unsubscribe();
  }
  writeDevice(null);
  await savePlayerId(session, '');
}

/**
 * After a sign-in (or on start, signed in): a subscription this device already has is sent again
 * so it belongs to whoever is signed in now — unless it was already sent for them unchanged.
 */
export async function resyncPush(session: Session): Promise<void> {
  const device = readDevice();
  if (isNativePlatform()) {
    const { nativePushPermission, nativePushToken } = await import('../native/native-push');
    if ((await nativePushPermission()) !== 'granted') return;
    if (device?.customer_id === session.customer_id) return;
    await registerDevice(session, null, await nativePushToken());
    return;
  }
  if (!webPushSupported() || Notification.permission !== 'granted') return;
  const sub = await webSubscription();
  if (!sub) return;
  const inSession = sessionPlayerId();
  if (device?.customer_id === session.customer_id && device.endpoint === sub.endpoint && inSession === device.player_id) return;
  await registerDevice(session, sub);
}
