/**
 * The console's delivery reach: served areas (postcode districts and sectors with their centres)
 * and how the shop decides where it delivers (postcode areas, a radius from the store, several
 * stores, or everywhere). Every change is audited and bumps the 'delivery' cache scope.
 */
import type { TAdminArea, TAdminStore, TDeliveryMode, TSaveArea } from '@larder/contract/admin-delivery';
import { type Ctx, inTransaction } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { nextName } from '../../lib/ids';
import type { AreaRow } from './location.table';
import { parsePostcode } from './postcode';
import { getStoreSettings, updateStoreReach, updateStoreSettings } from '../settings/settings.service';
import type { StoreSettings } from '../settings/settings.defaults';
import { audit, staffOf } from '../audit/audit';

/** Roughly the United Kingdom (with a margin): an area centre outside it is a typo (a swapped sign, lat for lng). */
const UK = { minLat: 49.5, maxLat: 61, minLng: -8.8, maxLng: 2 };

function areaDto(a: AreaRow): TAdminArea {
  const pc = parsePostcode(a.zipcode);
  return {
    name: a.id,
    area: a.area,
    city: a.city,
    zipcode: pc?.normalised ?? a.zipcode,
    kind: pc?.inward ? 'postcode' : pc?.sector ? 'sector' : 'district',
    zone: a.zone,
    latitude: a.latitude,
    longitude: a.longitude,
    is_active: a.is_active ? 1 : 0,
  };
}

/** admin_areas: every served area (switched-off ones too), by postcode. */
export async function listAreas(ctx: Ctx): Promise<TAdminArea[]> {
  staffOf(ctx);
  const rows = await ctx.db.selectFrom('area').selectAll().execute();
  return rows.map(areaDto).sort((a, b) => a.zipcode.localeCompare(b.zipcode, 'en-GB', { numeric: true }) || a.name.localeCompare(b.name));
}

/**
 * admin_save_area: a postcode district ("E1") or sector ("E1 6") read with the storefront's own
 * postcode parser, once only across areas, with a centre inside the UK.
 */
export async function saveArea(ctx: Ctx, input: TSaveArea): Promise<TAdminArea> {
  staffOf(ctx);
  const pc = parsePostcode(input.zipcode);
  if (!pc)
    throw invalid('zipcode must be a postcode district such as E1 or a sector such as E1 6', [
      { field: 'zipcode', message: 'Enter a district such as E1 or a sector such as E1 6' },
    ]);
  if (pc.inward)
    throw invalid(`zipcode: use the district (${pc.outward}) or the sector (${pc.outward} ${pc.sector}), not a full postcode`, [
      { field: 'zipcode', message: `Use ${pc.outward} or ${pc.outward} ${pc.sector}, not a full postcode` },
    ]);
  if (input.latitude < UK.minLat || input.latitude > UK.maxLat || input.longitude < UK.minLng || input.longitude > UK.maxLng)
    throw invalid('The area centre must be in the UK (latitude about 50 to 60, longitude about −8 to 2).', [
      { field: 'latitude', message: 'The centre must be in the UK' },
    ]);
  const id = await inTransaction(ctx, async (tx) => {
    const before = input.name ? await tx.db.selectFrom('area').selectAll().where('id', '=', input.name).executeTakeFirst() : undefined;
    if (input.name && !before) throw notFound('Area not found.');
    const others = await tx.db.selectFrom('area').select(['id', 'area', 'zipcode']).execute();
    const same = others.find((o) => o.id !== before?.id && parsePostcode(o.zipcode)?.normalised === pc.normalised);
    if (same)
      throw invalid(`${pc.normalised} is already an area (${same.area}, ${same.id}).`, [
        { field: 'zipcode', message: `${pc.normalised} is already served as ${same.area}` },
      ]);
    const values = {
      area: input.area,
      city: input.city,
      zipcode: pc.normalised,
      zone: input.zone,
      latitude: input.latitude,
      longitude: input.longitude,
      is_active: input.is_active ? 1 : 0,
    };
    let areaId: string;
    if (before) {
      areaId = before.id;
      await tx.db.updateTable('area').set(values).where('id', '=', areaId).execute();
    } else {
      areaId = await nextName(tx.db, 'AREA-', 4);
      await tx.db
        .insertInto('area')
        .values({ id: areaId, ...values })
        .execute();
    }
    await audit(tx, before ? 'update' : 'create', 'area', areaId, before ?? null, { id: areaId, ...values });
    await tx.app.cache.bump(tx.db, 'delivery');
    return areaId;
  });
  return areaDto(await ctx.db.selectFrom('area').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

/** admin_delete_area: stops serving an area (nothing refers to an area row, so it goes). */
export async function deleteArea(ctx: Ctx, id: string) {
  staffOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const before = await tx.db.selectFrom('area').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('Area not found.');
    await tx.db.deleteFrom('area').where('id', '=', id).execute();
    await audit(tx, 'delete', 'area', id, before, null);
    await tx.app.cache.bump(tx.db, 'delivery');
    return { status: 'deleted' as const, message: `${before.area} (${before.zipcode}) is no longer served.` };
  });
}

// ----- delivery mode and stores -----

type Mode = TDeliveryMode['mode'];

/** The same order the storefront's location check uses: multi-store, radius, postcode areas, else everywhere. */
function modeOf(s: StoreSettings): Mode {
  if (s.enable_multi_store) return 'multi_store';
  if (s.radius_based_validation) return 'radius';
  if (s.enable_zipcode) return 'postcode';
  return 'everywhere';
}

function flagsFor(mode: Mode): Pick<StoreSettings, 'enable_zipcode' | 'radius_based_validation' | 'enable_multi_store'> {
  return {
    enable_zipcode: mode === 'postcode' ? 1 : 0,
    radius_based_validation: mode === 'radius' ? 1 : 0,
    enable_multi_store: mode === 'multi_store' ? 1 : 0,
  };
}

async function stores(ctx: Ctx): Promise<TAdminStore[]> {
  const rows = await ctx.db
    .selectFrom('business')
    .select(['id', 'business_name', 'address', 'city', 'zipcode', 'latitude', 'longitude', 'delivery_radius_km', 'is_active'])
    .orderBy('id')
    .execute();
  return rows.map(({ id, is_active, ...r }) => ({ name: id, ...r, is_active: is_active ? 1 : 0 }));
}

/** admin_delivery_mode: the mode and each store's location and radius. */
export async function deliveryMode(ctx: Ctx): Promise<TDeliveryMode> {
  staffOf(ctx);
  return { mode: modeOf(await getStoreSettings(ctx)), stores: await stores(ctx) };
}

/** The main store: the one radius mode measures from. */
const MAIN_STORE = 'BS-00001';

/**
 * admin_save_delivery_mode: switches the mode (store settings) and moves stores or changes their
 * radius, refusing a mode the shop cannot serve with (no areas, no located store).
 */
export async function saveDeliveryMode(
  ctx: Ctx,
  input: {
    mode: Mode;
    stores?: { name: string; latitude: number; longitude: number; delivery_radius_km: number; is_active?: boolean }[];
  },
): Promise<TDeliveryMode> {
  staffOf(ctx);
  await inTransaction(ctx, async (tx) => {
    const beforeMode = modeOf(await getStoreSettings(tx));
    const beforeStores = await stores(tx);
    for (const s of input.stores ?? []) {
      if (!beforeStores.some((b) => b.name === s.name))
        throw invalid(`Store ${s.name} not found.`, [{ field: 'stores', message: `Store ${s.name} not found` }]);
      await updateStoreReach(tx, s.name, s);
    }
    const afterStores = await stores(tx);
    if (input.mode === 'radius' && !afterStores.some((s) => s.name === MAIN_STORE && s.is_active))
      throw invalid('Radius delivery measures from the main store, which is not set up or is switched off.', [
        { field: 'mode', message: 'The main store is missing or switched off' },
      ]);
    if (input.mode === 'multi_store' && !afterStores.some((s) => s.is_active))
      throw invalid('Several-stores delivery needs at least one active store.', [{ field: 'mode', message: 'No active store' }]);
    if (input.mode === 'postcode') {
      const area = await tx.db.selectFrom('area').select('id').where('is_active', '=', 1).limit(1).execute();
      if (!area.length)
        throw invalid('Add at least one active area before delivering by postcode.', [{ field: 'mode', message: 'No active area' }]);
    }
    if (input.mode !== beforeMode) await updateStoreSettings(tx, flagsFor(input.mode));
    await audit(
      tx,
      'update',
      'delivery_mode',
      'settings',
      { mode: beforeMode, stores: beforeStores },
      { mode: input.mode, stores: afterStores },
    );
    await tx.app.cache.bump(tx.db, 'delivery');
  });
  return deliveryMode(ctx);
}
