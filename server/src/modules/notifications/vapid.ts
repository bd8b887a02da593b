import webpush from 'web-push';
import { type Ctx, appSingleton } from '../../ctx';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = 'vapid_keys';

/**
 * The shop's VAPID key pair for Web Push: generated on first use and kept in the `setting` table
 * (outside the public settings schema, so it never reaches a client except the public half).
 * Two processes starting at once both insert-or-ignore, then read the one row that won.
 */
export function vapidKeys(ctx: Ctx): Promise<VapidKeys> {
  return appSingleton(ctx.app, 'push.vapid', () =>
    loadOrCreate(ctx).catch((err: unknown) => {
      ctx.app.memos.delete('push.vapid');
      throw err;
    }),
  );
}

async function loadOrCreate(ctx: Ctx): Promise<VapidKeys> {
  const read = async () => {
    const row = await ctx.app.db.selectFrom('setting').select('value').where('key', '=', KEY).executeTakeFirst();
    return row ? (JSON.parse(row.value) as VapidKeys) : null;
  };
  const existing = await read();
  if (existing) return existing;
  const fresh = webpush.generateVAPIDKeys();
  await ctx.app.db
    .insertInto('setting')
    .values({ key: KEY, value: JSON.stringify(fresh), updated_at: ctx.clock.now().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error('VAPID keys could not be stored');
  return stored;
}
