/**
 * A local stand-in for OneSignal's create-notification API (POST /notifications), as its Node SDK
 * calls it through ONESIGNAL_API_URL. It knows the subscriptions a test creates (subscribed, or
 * with notifications turned off) and answers as OneSignal does: 200 with the notification id, ids
 * it does not know listed under errors.invalid_player_ids, and an empty id when no one could be
 * reached; a wrong key gets 403, and every request a 500 while `outage` is set.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OneSignalNotification {
  app_id: string;
  include_subscription_ids: string[];
  target_channel?: string;
  headings?: Record<string, string>;
  contents?: Record<string, string>;
  data?: Record<string, unknown>;
  [k: string]: unknown;
}

export interface FakeOneSignal {
  url: string;
  appId: string;
  apiKey: string;
  /** Accepted notifications, with the ids each reached. */
  sent: { notification: OneSignalNotification; delivered: string[] }[];
  /** A device the OneSignal SDK subscribed: returns its subscription id (the app's player_id). */
  subscribe(): string;
  /** Notifications turned off on the device (the id stays known). */
  mute(id: string): void;
  /** The subscription was deleted (app uninstalled and cleaned up): OneSignal no longer knows the id. */
  forget(id: string): void;
  outage: boolean;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

export async function startFakeOneSignal(): Promise<FakeOneSignal> {
  const subs = new Map<string, 'subscribed' | 'muted'>();
  const fake: FakeOneSignal = {
    url: '',
    appId: randomUUID(),
    apiKey: `os_v2_app_${randomUUID().replace(/-/g, '')}`,
    sent: [],
    subscribe() {
      const id = randomUUID();
      subs.set(id, 'subscribed');
      return id;
    },
    mute: (id) => void subs.set(id, 'muted'),
    forget: (id) => void subs.delete(id),
    outage: false,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/notifications') return json(res, 404, { errors: ['Not Found'] });
      if (req.headers.authorization !== `Key ${fake.apiKey}`)
        return json(res, 403, { errors: ["Access denied.  Please include an 'Authorization: ...' header with a valid API key."] });
      if (fake.outage) return json(res, 500, { errors: ['Internal Server Error'] });
      const n = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OneSignalNotification;
      if (n.app_id !== fake.appId)
        return json(res, 400, { errors: ['app_id not found. You may be missing a Content-Type: application/json header.'] });
      if (!n.contents?.en) return json(res, 400, { errors: ['Message Notifications must have English language content'] });
      const ids = n.include_subscription_ids ?? [];
      const invalid = ids.filter((id) => !subs.has(id));
      const delivered = ids.filter((id) => subs.get(id) === 'subscribed');
      if (delivered.length === 0)
        return json(res, 200, {
          id: '',
          errors: invalid.length ? { invalid_player_ids: invalid } : ['All included players are not subscribed'],
        });
      fake.sent.push({ notification: n, delivered });
      json(res, 200, { id: randomUUID(), ...(invalid.length ? { errors: { invalid_player_ids: invalid } } : {}) });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
