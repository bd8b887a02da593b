/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const R = 6371.0088;
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** Where Larder is when nothing better is known (Whitechapel, the demo shop's home). */
export const FALLBACK_CENTRE: LatLng = { lat: 51.5175, lng: -0.0621 };

export type GeoFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export const GEO_MESSAGES: Record<GeoFailure, string> = {
  denied: 'Location access is turned off for this site. Allow it in your browser settings, or search for your postcode.',
  unavailable: 'We could not find where you are just now. Please search for your postcode instead.',
  timeout: 'Finding your location took too long. Try again, or search for your postcode.',
  unsupported: 'This browser cannot share your location. Please search for your postcode instead.',
};

export class GeoError extends Error {
  constructor(public readonly why: GeoFailure) {
    super(GEO_MESSAGES[why]);
    this.name = 'GeoError';
  }
}

/** The browser's position, or a GeoError saying why there is none. */
export function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject: (err: GeoError) => void) => {
    if (!('geolocation' in navigator)) return reject(new GeoError('unsupported'));
    navigator.geolocation.getCurrentPosition(
      (pos) => resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
      (err) => reject(new GeoError(err.code === err.PERMISSION_DENIED ? 'denied' : err.code === err.TIMEOUT ? 'timeout' : 'unavailable')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
