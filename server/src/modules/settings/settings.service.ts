import type { TBusiness } from '@larder/contract/settings';
import { VersionedMemo } from '../../cache/cache-versions';
import { type AppState, type Ctx, appSingleton } from '../../ctx';
import { notFound } from '../../lib/errors';
import { type StoreSettings, ZStoreSettings } from './settings.defaults';

const newSettingsMemo = (app: AppState) => new VersionedMemo<string, StoreSettings>(app.cache, 'settings');
const settingsMemo = (ctx: Ctx) => appSingleton(ctx.app, 'settings.memo', newSettingsMemo);

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

/**
 * A private setting (outside the store settings, so never sent to a client): the stored value, or
 * `make()`'s stored first. Two processes at once both insert-or-ignore, then read the one row that won.
 */
export async function privateSetting<T>(ctx: Ctx, key: string, make: () => T): Promise<T> {
  const read = async () => {
    const row = await ctx.db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst();
    return row ? (JSON.parse(row.value) as T) : null;
  };
  const existing = await read();
  if (existing) return existing;
  await ctx.db
    .insertInto('setting')
    .values({ key, value: JSON.stringify(make()), updated_at: ctx.clock.now().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error(`setting ${key} could not be stored`);
  return stored;
}

/** A store's place and reach (the console's delivery settings). */
export async function updateStoreReach(
  ctx: Ctx,
  id: string,
  reach: { latitude: number; longitude: number; delivery_radius_km: number; is_active?: boolean },
): Promise<void> {
  await ctx.db
    .updateTable('business')
    .set({
      latitude: reach.latitude,
      longitude: reach.longitude,
      delivery_radius_km: reach.delivery_radius_km,
      ...(reach.is_active === undefined ? {} : { is_active: reach.is_active ? 1 : 0 }),
    })
    .where('id', '=', id)
    .execute();
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

/** The shop's own store (business BS-00001, as the contact page), else the first active one. */
const MAIN_STORE = 'BS-00001';

/**
 * The shop's main store: its contact details and its address on one line ("14 Commercial Street,
 * London E1 6LP"), where Click & Collect orders are collected; null when the shop has no store yet.
 */
export async function mainStore(ctx: Ctx): Promise<{ address: string; phone: string; email: string } | null> {
  const stores = await ctx.db
    .selectFrom('business')
    .select(['id', 'email', 'phone', 'address', 'city', 'zipcode'])
    .where((eb) => eb.or([eb('id', '=', MAIN_STORE), eb('is_active', '=', 1)]))
    .orderBy('id')
    .execute();
  const b = stores.find((x) => x.id === MAIN_STORE) ?? stores[0];
  if (!b) return null;
  return { address: [b.address, [b.city, b.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', '), phone: b.phone, email: b.email };
}

/** Where a Click & Collect order is collected: the shop's name and its main store's address, on one line. */
export async function collectionPoint(ctx: Ctx): Promise<string> {
  const [s, store] = await Promise.all([getStoreSettings(ctx), mainStore(ctx)]);
  return [s.store_name, store?.address].filter(Boolean).join(', ');
}
