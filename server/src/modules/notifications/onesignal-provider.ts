import type { Config } from '../../config';
import { type Ctx, appSingleton } from '../../ctx';
import { type Delivery, inGroups, type PushProvider } from './push-provider';
import { oneSignalData } from './push-target';

/** OneSignal takes up to 20,000 subscription ids per message; smaller groups keep each request modest. */
const GROUP = 2000;

/**
 * OneSignal through its official Node SDK, for devices saved with a OneSignal subscription id.
 * Null when the shop has no OneSignal app configured.
 */
export function oneSignalProvider(ctx: Ctx): Promise<PushProvider> | null {
  const cfg = ctx.app.config.oneSignal;
  if (!cfg) return null;
  return appSingleton(ctx.app, 'push.onesignal', () =>
    connect(ctx, cfg).catch((err: unknown) => {
      ctx.app.memos.delete('push.onesignal');
      throw err;
    }),
  );
}

async function connect(ctx: Ctx, cfg: NonNullable<Config['oneSignal']>): Promise<PushProvider> {
  const OneSignal = await import('@onesignal/node-onesignal');
  const api = new OneSignal.DefaultApi(
    OneSignal.createConfiguration({ restApiKey: cfg.apiKey, baseServer: new OneSignal.ServerConfiguration(cfg.apiUrl, {}) }),
  );
  return {
    name: 'onesignal',
    async send(devices, m) {
      const out = new Map<string, Delivery>();
      await inGroups(devices, GROUP, async (group) => {
        const n = new OneSignal.Notification();
        n.app_id = cfg.appId;
        n.target_channel = 'push';
        n.include_subscription_ids = group.map((d) => d.token);
        n.headings = { en: m.title };
        n.contents = { en: m.body };
        n.data = oneSignalData(m);
        n.ttl = 24 * 3600;
        let res: { id?: string; errors?: unknown };
        try {
          res = await api.createNotification(n);
        } catch (err) {
          ctx.log.warn({ err: (err as Error).message, devices: group.length }, 'OneSignal refused a notification');
          for (const d of group) out.set(d.id, 'failed');
          return;
        }
        // 200 either way: ids OneSignal does not know are listed, and an empty id means nothing was sent
        // (e.g. "All included players are not subscribed": notifications turned off, maybe for now).
        const invalid = invalidIds(res.errors);
        for (const d of group) out.set(d.id, invalid.has(d.token) ? 'gone' : res.id ? 'sent' : 'failed');
        if (!res.id) ctx.log.info({ errors: res.errors, devices: group.length }, 'OneSignal sent no notification');
      });
      return out;
    },
  };
}

function invalidIds(errors: unknown): Set<string> {
  const list = (errors as { invalid_player_ids?: unknown } | null)?.invalid_player_ids;
  return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
}
