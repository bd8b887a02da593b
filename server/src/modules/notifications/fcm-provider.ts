import http from 'node:http';
import net from 'node:net';
import type { Message } from 'firebase-admin/messaging';
import type { Config } from '../../config';
import { type Ctx, appSingleton } from '../../ctx';
import { randomId } from '../../lib/ids';
import { type Delivery, inGroups, type PushProvider } from './push-provider';
import { fcmData, type PushMessage } from './push-target';

/** FCM's answers for a token that will never work again (uninstalled app, deleted or foreign token). */
const GONE = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);
const PARALLEL = 10;

/**
 * Firebase Cloud Messaging through Firebase Admin, for the native app's tokens (Android, and iOS
 * registered through Firebase Messaging). Null when the shop has no service account configured.
 */
export function fcmProvider(ctx: Ctx): Promise<PushProvider> | null {
  const cfg = ctx.app.config.fcm;
  if (!cfg) return null;
  return appSingleton(ctx.app, 'push.fcm', () =>
    connect(ctx, cfg).catch((err: unknown) => {
      ctx.app.memos.delete('push.fcm');
      throw err;
    }),
  );
}

async function connect(ctx: Ctx, cfg: NonNullable<Config['fcm']>): Promise<PushProvider> {
  // Loaded on first send only: firebase-admin is large and most processes never need it.
  const [{ initializeApp, cert }, { getMessaging }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/messaging')]);
  const agent = cfg.apiUrl ? new LocalStandIn(cfg.apiUrl) : undefined;
  const app = initializeApp(
    { credential: cert(cfg.serviceAccountFile, agent), projectId: cfg.projectId, httpAgent: agent },
    // One Firebase app per Larder app (the tests run several in one process).
    `larder-${randomId(8)}`,
  );
  const messaging = getMessaging(app);
  return {
    name: 'fcm',
    async send(devices, m) {
      const out = new Map<string, Delivery>();
      // send() per token: HTTP/1.1 through the app's httpAgent (sendEach's HTTP/2 would bypass it).
      await inGroups(devices, PARALLEL, async (group) => {
        await Promise.all(
          group.map(async (d) => {
            try {
              await messaging.send(fcmMessage(d.token, m));
              out.set(d.id, 'sent');
            } catch (err) {
              const e = err as { code?: string; message?: string };
              const gone =
                GONE.has(e.code ?? '') || (e.code === 'messaging/invalid-argument' && /registration token/i.test(e.message ?? ''));
              out.set(d.id, gone ? 'gone' : 'failed');
              if (!gone) ctx.log.warn({ push: d.id, code: e.code, err: e.message }, 'FCM refused a notification');
            }
          }),
        );
      });
      return out;
    },
  };
}

function fcmMessage(token: string, m: PushMessage): Message {
  return {
    token,
    notification: { title: m.title, body: m.body },
    data: fcmData(m),
    android: { priority: 'high', ttl: 24 * 3600 * 1000 },
    apns: { headers: { 'apns-priority': '10' }, payload: { aps: { sound: 'default' } } },
  };
}

/**
 * FCM_API_URL (tests): Firebase Admin has no endpoint setting (fcm.googleapis.com and Google's
 * token host are fixed), but sends every request through the app's httpAgent; this one opens each
 * connection to the local stand-in, in plain http, whatever host the request names.
 */
class LocalStandIn extends http.Agent {
  readonly protocol = 'https:';
  private readonly port: number;
  private readonly host: string;
  constructor(apiUrl: string) {
    super({ keepAlive: true });
    const u = new URL(apiUrl);
    this.host = u.hostname;
    this.port = Number(u.port || 80);
  }
  override createConnection(): net.Socket {
    return net.connect(this.port, this.host);
  }
}
