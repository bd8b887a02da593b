import type { TBusiness } from '@larder/contract/settings';
import { VersionedMemo } from '../../cache/cache-versions';
import { type Ctx, appSingleton } from '../../ctx';
import { notFound } from '../../lib/errors';
import { type StoreSettings, ZStoreSettings } from './settings.defaults';

function settingsMemo(ctx: Ctx) {
  return appSingleton(ctx.app, 'settings.memo', () => new VersionedMemo<string, StoreSettings>(ctx.app.cache, 'settings'));
}

/** The store's settings: defaults overridden by rows of the `setting` table. Cached per process. */
export function getStoreSettings(ctx: Ctx): Promise<StoreSettings> {
  return settingsMemo(ctx).get('all', async () => {
    const rows = await ctx.db.selectFrom('setting').select(['key', 'value']).execute();
    const raw: Record<string, unknown> = {};
    for (const r of rows) raw[r.key] = JSON.parse(r.value) as unknown;
    return ZStoreSettings.parse(raw);
  });
}

/** Writes setting overrides and tells every process to reload them. */
export async function updateStoreSettings(ctx: Ctx, patch: Partial<StoreSettings>): Promise<StoreSettings> {
  const merged = ZStoreSettings.parse({ ...(await getStoreSettings(ctx)), ...patch });
  const now = ctx.clock.now().toISOString();
  for (const key of Object.keys(patch) as (keyof StoreSettings)[]) {
    const value = JSON.stringify(merged[key]);
    await ctx.db
      .insertInto('setting')
      .values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute();
  }
  await ctx.app.cache.bump(ctx.db, 'settings');
  return merged;
}

export async function getBusiness(ctx: Ctx, id: string): Promise<TBusiness> {
  const row = await ctx.db
    .selectFrom('business')
    .select(['id', 'business_name', 'logo', 'email', 'phone', 'address', 'city', 'zipcode', 'country', 'latitude', 'longitude'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`Business ${id} not found`);
  const { id: name, ...rest } = row;
  return { name, ...rest };
}
