/**
 * Deciding whether the shop delivers to a place. The server decides (check_user_location_delivery
 * applies the shop's mode); this module only prepares the question and reads the answer into one
 * of four outcomes the screens show.
 */
import type { TWebsiteSettings } from '@larder/contract/settings';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from '../../api/client';
import { pincodeAvailabilityQuery } from './api/check-pincode-availability';
import { locationDeliveryQuery } from './api/check-user-location-delivery';
import { placesQuery } from './api/get-google-locations';
import { locationMode } from './location-mode';
import type { LatLng } from './geo';
import { locationLabel, type StoredLocation } from './location-store';
import { areaContains, parsePostcode } from './postcode';

export const NOT_AVAILABLE = 'Shipping is not available to your location!';
export const NOT_PROVIDING = 'Sorry! we are not providing service to your location.';
/** The server's answer for an outward code only part of which is served. */
export const FULL_POSTCODE_HINT = 'We deliver to parts of this area: please enter your full postcode.';
export type CheckOutcome =
  | { kind: 'served'; location: StoredLocation }
  /** `label` is the place as the shopper knows it ('SW1A 1AA'); `detail` the server's reason when it says more. */
  | { kind: 'unserved'; label: string; detail: string | null }
  | { kind: 'hint'; message: string }
  | { kind: 'error'; message: string };

export interface PostcodeTarget {
  zipcode: string;
  area?: string;
  city?: string;
  lat?: number;
  lng?: number;
  /** Chosen from the pincode list: in postcode mode check_pincode_availability answers. */
  fromPincodeList?: boolean;
}

function served(loc: Omit<StoredLocation, 'label'> & { label?: string }): CheckOutcome {
  return { kind: 'served', location: { ...loc, label: loc.label ?? locationLabel(loc.zipcode, loc.area, 'Your location') } };
}

function unserved(
  label: string,
  serverMessage: string,
  radius?: { settings: TWebsiteSettings | undefined; distance: number | null; unit: string },
): CheckOutcome {
  if (serverMessage === FULL_POSTCODE_HINT) return { kind: 'hint', message: FULL_POSTCODE_HINT };
  // A radius (or nearest-store) refusal shows the server's message, with how far the place is.
  const mode = locationMode(radius?.settings);
  if (radius && (mode === 'radius' || mode === 'multi_store')) {
    const away = radius.distance !== null ? ` (${radius.distance} ${radius.unit} from our nearest store)` : '';
    return { kind: 'unserved', label, detail: serverMessage ? `${serverMessage}${away}` : null };
  }
  // Otherwise the generic refusal repeats the headline; anything else is worth showing.
  const detail = serverMessage && serverMessage !== NOT_PROVIDING ? serverMessage : null;
  return { kind: 'unserved', label, detail };
}

function failure(err: unknown): CheckOutcome {
  return { kind: 'error', message: errorText(err) };
}

/** A postcode (typed, a suggestion, or from the pincode list). */
export async function checkPostcode(qc: QueryClient, settings: TWebsiteSettings | undefined, t: PostcodeTarget): Promise<CheckOutcome> {
  const pc = parsePostcode(t.zipcode);
  if (!pc) return { kind: 'error', message: `"${t.zipcode}" is not a UK postcode. Enter one such as E1 6AN.` };
  let { area = '', city = '', lat, lng } = t;
  // A typed postcode is named after the area that covers it ('E1 6AN, Whitechapel').
  if (!area) {
    try {
      const places = await qc.fetchQuery(placesQuery({ query: pc.normalised }));
      // The most specific area containing it ('E16 1' before 'E16').
      const p = places.filter((x) => areaContains(x.zipcode, pc)).sort((a, b) => b.zipcode.length - a.zipcode.length)[0];
      if (p) {
        area = p.area;
        city = p.city;
        lat ??= p.latitude;
        lng ??= p.longitude;
      }
    } catch {
      // Only the label suffers; the check below still answers.
    }
  }
  try {
    if (t.fromPincodeList && locationMode(settings) === 'zipcode') {
      const r = await qc.fetchQuery(pincodeAvailabilityQuery(pc.normalised));
      if (r.is_available !== 1) return unserved(locationLabel(pc.normalised, area), r.message);
      return served({ zipcode: r.zipcode, area: r.area || area, city, latitude: lat ?? null, longitude: lng ?? null, store: null });
    }
    const point = lat !== undefined && lng !== undefined && locationMode(settings) !== 'zipcode' ? { lat, lng } : {};
    const r = await qc.fetchQuery(locationDeliveryQuery({ zipcode: pc.normalised, ...point }));
    if (!r.allow) return unserved(locationLabel(r.zipcode || pc.normalised, area), r.message, { settings, ...r });
    return served({
      zipcode: r.zipcode || pc.normalised,
      area,
      city,
      latitude: lat ?? null,
      longitude: lng ?? null,
      store: r.store,
    });
  } catch (err) {
    // The server refuses a postcode it cannot read the same way the form does.
    if (err instanceof ApiError && err.status === 417) return { kind: 'error', message: err.fieldErrors[0]?.message ?? err.message };
    return failure(err);
  }
}

/**
 * A point (the browser's position, or the map's centre). The server decides (in postcode mode it
 * places the point in the nearest served area's postcode); the shop's places only name it.
 */
export async function checkPoint(qc: QueryClient, settings: TWebsiteSettings | undefined, at: LatLng): Promise<CheckOutcome> {
  const where = { lat: round(at.lat), lng: round(at.lng) };
  try {
    const r = await qc.fetchQuery(locationDeliveryQuery(where));
    let near: { zipcode: string; area: string; city: string } | null = null;
    if (r.zipcode) {
      try {
        near = (await qc.fetchQuery(placesQuery(where))).find((p) => p.zipcode === r.zipcode) ?? null;
      } catch {
        // Only the label suffers.
      }
    }
    const label = near ? locationLabel(near.zipcode, near.area) : r.zipcode || `${at.lat.toFixed(4)}, ${at.lng.toFixed(4)}`;
    if (!r.allow) return unserved(label, r.message, { settings, ...r });
    return served({
      label,
      zipcode: r.zipcode,
      area: near?.area ?? '',
      city: near?.city ?? '',
      latitude: at.lat,
      longitude: at.lng,
      store: r.store,
    });
  } catch (err) {
    return failure(err);
  }
}

/** Six decimals (about 10 cm) keep cache keys stable for the same spot. */
function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** 'Shipping is not available to your location! SW1A 1AA' */
export function notAvailableText(label: string): string {
  return label ? `${NOT_AVAILABLE} ${label}` : NOT_AVAILABLE;
}
