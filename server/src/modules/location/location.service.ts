import { VersionedMemo } from '../../cache/cache-versions';
import { type Ctx, appSingleton } from '../../ctx';
import { invalid } from '../../lib/errors';
import { getStoreSettings } from '../settings/settings.service';
import { haversineKm } from './geo';
import type { AreaRow } from './location.table';
import { areaCovers, parsePostcode, type Postcode, specificity } from './postcode';

interface Store {
  id: string;
  name: string;
  restaurant_name: string;
  core_city: string;
  latitude: number;
  longitude: number;
  radius_km: number;
}

interface DeliveryData {
  areas: (AreaRow & { pc: Postcode })[];
  stores: Store[];
}

/** Areas and stores, cached per process until the delivery settings change. */
function deliveryData(ctx: Ctx): Promise<DeliveryData> {
  const memo = appSingleton(ctx.app, 'location.data', () => new VersionedMemo<string, DeliveryData>(ctx.app.cache, 'delivery'));
  return memo.get('all', async () => {
    const [areas, stores] = await Promise.all([
      ctx.db.selectFrom('area').selectAll().where('is_active', '=', 1).orderBy('area').execute(),
      ctx.db
        .selectFrom('business')
        .select(['id', 'business_name', 'restaurant_name', 'core_city', 'latitude', 'longitude', 'delivery_radius_km'])
        .where('is_active', '=', 1)
        .orderBy('id')
        .execute(),
    ]);
    return {
      areas: areas.flatMap((a) => {
        const pc = parsePostcode(a.zipcode);
        return pc ? [{ ...a, pc }] : [];
      }),
      stores: stores.map((s) => ({
        id: s.id,
        name: s.business_name,
        restaurant_name: s.restaurant_name || s.business_name,
        core_city: s.core_city,
        latitude: s.latitude,
        longitude: s.longitude,
        radius_km: s.delivery_radius_km,
      })),
    };
  });
}

export function requirePostcode(raw: string): Postcode {
  const pc = parsePostcode(raw);
  if (!pc)
    throw invalid('zipcode must be a UK postcode such as E1 6AN', [{ field: 'zipcode', message: 'Enter a UK postcode such as E1 6AN' }]);
  return pc;
}

/** The most specific served area covering the postcode, or null. */
export async function coveringArea(ctx: Ctx, pc: Postcode): Promise<AreaRow | null> {
  const { areas } = await deliveryData(ctx);
  const hits = areas.filter((a) => areaCovers(a.pc, pc)).sort((a, b) => specificity(b.pc) - specificity(a.pc));
  return hits[0] ?? null;
}

/** Where a postcode is, from the shop's own area list (works offline): its sector's or district's centre. */
export async function geocodePostcode(ctx: Ctx, pc: Postcode): Promise<{ lat: number; lng: number } | null> {
  const { areas } = await deliveryData(ctx);
  const near = areas
    .filter((a) => a.pc.outward === pc.outward && (a.pc.sector === null || a.pc.sector === pc.sector))
    .sort((a, b) => specificity(b.pc) - specificity(a.pc));
  const a = near[0];
  return a ? { lat: a.latitude, lng: a.longitude } : null;
}

const NOT_SERVED = 'Sorry! we are not providing service to your location.';

/** check_pincode_availability: is this postcode inside the shop's delivery areas? */
export async function checkPostcode(ctx: Ctx, zipcode: string) {
  const pc = requirePostcode(zipcode);
  const area = await coveringArea(ctx, pc);
  if (area)
    return { is_available: 1 as const, zipcode: pc.normalised, area: area.area, message: `We deliver to ${area.area} (${pc.normalised}).` };
  const { areas } = await deliveryData(ctx);
  const partial = !pc.inward && areas.some((a) => a.pc.outward === pc.outward);
  return {
    is_available: 0 as const,
    zipcode: pc.normalised,
    area: '',
    message: partial ? 'We deliver to parts of this area: please enter your full postcode.' : NOT_SERVED,
  };
}

function storeDto(s: Store) {
  return { name: s.id, business: s.id, restaurant_name: s.restaurant_name, core_city: s.core_city };
}

/** Radius check from one store, or (no store named) the nearest store whose radius covers the point. */
export async function checkLatLng(ctx: Ctx, lat: number, lng: number, businessId?: string) {
  const { stores } = await deliveryData(ctx);
  const candidates = businessId ? stores.filter((s) => s.id === businessId) : stores;
  if (!candidates.length)
    return {
      status: 'failed' as const,
      message: 'Store location is not configured.',
      is_available: 0 as const,
      zipcode: '',
      distance: null,
      unit: 'km',
      store: null,
    };
  const ranked = candidates.map((s) => ({ s, d: haversineKm(s.latitude, s.longitude, lat, lng) })).sort((a, b) => a.d - b.d);
  const serving = ranked.find((r) => r.d <= r.s.radius_km);
  const best = serving ?? ranked[0]!;
  const distance = Math.round(best.d * 100) / 100;
  return serving
    ? {
        status: 'success' as const,
        message: 'Delivery available',
        is_available: 1 as const,
        zipcode: '',
        distance,
        unit: 'km',
        store: storeDto(best.s),
      }
    : { status: 'failed' as const, message: NOT_SERVED, is_available: 0 as const, zipcode: '', distance, unit: 'km', store: null };
}

export async function checkDistanceByPostcode(ctx: Ctx, zipcode: string, businessId?: string) {
  const pc = requirePostcode(zipcode);
  const at = await geocodePostcode(ctx, pc);
  if (!at)
    return {
      status: 'failed' as const,
      message: NOT_SERVED,
      is_available: 0 as const,
      zipcode: pc.normalised,
      distance: null,
      unit: 'km',
      store: null,
    };
  return { ...(await checkLatLng(ctx, at.lat, at.lng, businessId)), zipcode: pc.normalised };
}

/**
 * Serviceability as the store's settings decide: multi-store (nearest serving store), radius
 * (from the store), postcode areas, or everywhere when no restriction is on.
 */
export async function checkLocation(ctx: Ctx, where: { zipcode?: string; lat?: number; lng?: number }) {
  const s = await getStoreSettings(ctx);
  const pc = where.zipcode ? requirePostcode(where.zipcode) : null;
  const point =
    where.lat !== undefined && where.lng !== undefined ? { lat: where.lat, lng: where.lng } : pc ? await geocodePostcode(ctx, pc) : null;
  let r;
  if (s.enable_multi_store || s.radius_based_validation) {
    r = point
      ? await checkLatLng(ctx, point.lat, point.lng, s.enable_multi_store ? undefined : 'BS-00001')
      : { status: 'failed' as const, message: NOT_SERVED, is_available: 0 as const, zipcode: '', distance: null, unit: 'km', store: null };
  } else if (s.enable_zipcode) {
    // A point alone (current location, the map) is placed in the nearest served area's postcode.
    const located = pc ?? (point ? (await nearestArea(ctx, point.lat, point.lng))?.pc : null);
    if (!located && !point) throw invalid('zipcode is required to check delivery', [{ field: 'zipcode', message: 'Enter your postcode' }]);
    const c = located ? await checkPostcode(ctx, located.normalised) : { is_available: 0 as const, zipcode: '', message: NOT_SERVED };
    r = {
      status: c.is_available ? ('success' as const) : ('failed' as const),
      message: c.message,
      is_available: c.is_available,
      zipcode: c.zipcode,
      distance: null,
      unit: 'km',
      store: null,
    };
  } else {
    r = {
      status: 'success' as const,
      message: 'Delivery available',
      is_available: 1 as const,
      zipcode: '',
      distance: null,
      unit: 'km',
      store: null,
    };
  }
  return { ...r, zipcode: pc?.normalised ?? r.zipcode, allow: r.is_available === 1 };
}

/**
 * The one delivery-area rule for an address (a saved one, or one being saved): its pin when it
 * has one, else its postcode, by the store's mode. Checkout and the address book both ask it.
 */
export async function deliversTo(ctx: Ctx, a: { zipcode: string; latitude: number | null; longitude: number | null }): Promise<boolean> {
  const where = await checkLocation(ctx, {
    zipcode: a.zipcode,
    ...(a.latitude != null && a.longitude != null ? { lat: a.latitude, lng: a.longitude } : {}),
  });
  return where.allow;
}

/** How far from an area's centre a point still counts as that area (postcode districts are a few km across). */
const AREA_REACH_KM = 2.5;

/** The served area whose centre is nearest to a point, if it is close enough to be that area. */
export async function nearestArea(ctx: Ctx, lat: number, lng: number) {
  const { areas } = await deliveryData(ctx);
  const ranked = areas.map((a) => ({ a, d: haversineKm(a.latitude, a.longitude, lat, lng) })).sort((x, y) => x.d - y.d);
  const best = ranked[0];
  return best && best.d <= AREA_REACH_KM ? best.a : null;
}

export async function storeLocations(ctx: Ctx) {
  return (await deliveryData(ctx)).stores.map(storeDto);
}

export async function listAreas(ctx: Ctx) {
  const { areas } = await deliveryData(ctx);
  return areas.map((a) => ({ name: a.id, area: a.area, city: a.city, zipcode: a.pc.normalised, zone: a.zone }));
}

/** Place search in the store's own areas (by area name, postcode or city, or nearest first to a point); up to 50 suggestions. */
export async function searchPlaces(ctx: Ctx, query: string, near?: { lat: number; lng: number }) {
  const q = query.trim().toLowerCase();
  const pc = parsePostcode(query);
  const { areas } = await deliveryData(ctx);
  const byDistance = near
    ? [...areas].sort(
        (a, b) => haversineKm(a.latitude, a.longitude, near.lat, near.lng) - haversineKm(b.latitude, b.longitude, near.lat, near.lng),
      )
    : areas;
  const hits = byDistance.filter(
    (a) =>
      !q ||
      a.area.toLowerCase().includes(q) ||
      a.city.toLowerCase().startsWith(q) ||
      a.pc.normalised.toLowerCase().replace(' ', '').startsWith(q.replace(/\s+/g, '')) ||
      (pc !== null && areaCovers(a.pc, pc)),
  );
  return hits.slice(0, 50).map((a) => ({
    description: `${a.area}, ${a.city} ${a.pc.normalised}`,
    area: a.area,
    city: a.city,
    zipcode: a.pc.normalised,
    latitude: a.latitude,
    longitude: a.longitude,
  }));
}

const COUNTRIES = [{ name: 'United Kingdom', code: 'GB' }];
const STATES: Record<string, string[]> = { GB: ['England', 'Scotland', 'Wales', 'Northern Ireland'] };

export function countries() {
  return COUNTRIES;
}

export function countryStates(country: string) {
  const c = COUNTRIES.find((x) => x.name.toLowerCase() === country.toLowerCase() || x.code.toLowerCase() === country.toLowerCase());
  return (c ? (STATES[c.code] ?? []) : []).map((name) => ({ name }));
}
