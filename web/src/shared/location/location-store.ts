/**
 * The shopper's chosen delivery location, kept in localStorage under 'larder.location' so the
 * header, the cart and checkout read the same answer. Writers dispatch 'larder:storage' so
 * readers in this tab update at once (the `storage` event covers other tabs).
 */
import { useSyncExternalStore } from 'react';
import { LOCATION_KEY, STORAGE_CHANGED_EVENT } from '../../app/shell/shell-state';
import { subscribeStorage } from '../../lib/session';

/** The store that serves the location (multi-store mode only). */
export interface StoredStore {
  name: string;
  business: string;
  restaurant_name: string;
  core_city: string;
}

export interface StoredLocation {
  /** What the header shows, e.g. 'E1 6AN, Whitechapel'. */
  label: string;
  zipcode: string;
  area: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  store?: StoredStore | null;
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(LOCATION_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): StoredLocation | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StoredLocation> | null;
    if (!v || typeof v.label !== 'string' || !v.label.trim()) return null;
    return {
      label: v.label,
      zipcode: typeof v.zipcode === 'string' ? v.zipcode : '',
      area: typeof v.area === 'string' ? v.area : '',
      city: typeof v.city === 'string' ? v.city : '',
      latitude: typeof v.latitude === 'number' ? v.latitude : null,
      longitude: typeof v.longitude === 'number' ? v.longitude : null,
      store: v.store ?? null,
    };
  } catch {
    return null;
  }
}

let cachedRaw: string | null | undefined;
let cached: StoredLocation | null = null;

/** The stored location, or null before one is chosen (or when the stored value is unreadable). */
export function readLocation(): StoredLocation | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

/** Stores a served location and tells this tab's readers. */
export function writeLocation(loc: StoredLocation): void {
  try {
    localStorage.setItem(LOCATION_KEY, JSON.stringify(loc));
  } catch {
    /* private mode: the choice lasts as long as the page */
  }
  window.dispatchEvent(new CustomEvent(STORAGE_CHANGED_EVENT));
}

export function clearLocation(): void {
  try {
    localStorage.removeItem(LOCATION_KEY);
  } catch {
    /* nothing stored */
  }
  window.dispatchEvent(new CustomEvent(STORAGE_CHANGED_EVENT));
}

export function useStoredLocation(): StoredLocation | null {
  return useSyncExternalStore(subscribeStorage, readLocation, () => null);
}

/** 'E1 6AN, Whitechapel' (postcode first, as the header shows it), or whichever part is known. */
export function locationLabel(zipcode: string, area: string, fallback = ''): string {
  return [zipcode, area].filter((s) => s.trim()).join(', ') || fallback;
}
