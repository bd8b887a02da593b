import type webpush from 'web-push';
import { type Ctx, appSingleton } from '../../ctx';
import { lazyModule } from '../../lib/lazy-module';
import { privateSetting } from '../settings/settings.service';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = 'vapid_keys';
const loadWebPush = lazyModule<typeof webpush>('web-push');

/**
 * The shop's VAPID key pair for Web Push: generated on first use and kept in the `setting` table
 * (outside the public settings schema, so it never reaches a client except the public half).
 */
export function vapidKeys(ctx: Ctx): Promise<VapidKeys> {
  return appSingleton(ctx.app, 'push.vapid', () =>
    // Outside the caller's transaction: the keys outlive it.
    privateSetting<VapidKeys>({ ...ctx, db: ctx.app.db }, KEY, () => loadWebPush().generateVAPIDKeys()).catch((err: unknown) => {
      ctx.app.memos.delete('push.vapid');
      throw err;
    }),
  );
}
