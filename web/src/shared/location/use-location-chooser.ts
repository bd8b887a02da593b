import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBusinessDetail } from './api/get-business-detail';
import { useWebsiteSettings } from '../../lib/website-settings';
import { type CheckOutcome, checkPoint, checkPostcode, notAvailableText, type PostcodeTarget } from './check-location';
import { currentPosition, FALLBACK_CENTRE, GEO_MESSAGES, GeoError, type LatLng } from './geo';
import { type StoredLocation, useStoredLocation, writeLocation } from './location-store';
import type { Place } from './LocationSearch';
import { looksLikePostcode, parsePostcode, postcodeError } from './postcode';

/** What the chooser says under the search box. */
export type ChooserMessage = { kind: 'unserved'; text: string; detail: string | null } | { kind: 'hint' | 'error' | 'input'; text: string };

export type Busy = 'search' | 'gps' | 'list' | null;

/** How long the map stays still before its point is checked. */
const MAP_CHECK_DELAY = 600;

/**
 * The location chooser's behaviour, shared by the desktop modal and the mobile pages. A served
 * choice is stored ('larder.location') and reported to `onServed`; an unserved one goes to
 * `onUnserved` when given (mobile: the unavailable page), otherwise it shows as a message.
 * Moving the map only checks its point; 'Deliver here' makes it the choice.
 */
export function useLocationChooser({
  onServed,
  onUnserved,
}: {
  onServed: (loc: StoredLocation) => void;
  onUnserved?: (label: string) => void;
}) {
  const qc = useQueryClient();
  const { data: settings } = useWebsiteSettings();
  const stored = useStoredLocation();
  const business = useBusinessDetail();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [message, setMessage] = useState<ChooserMessage | null>(null);
  const run = useRef(0);

  const startPoint: LatLng | null =
    stored?.latitude != null && stored.longitude != null
      ? { lat: stored.latitude, lng: stored.longitude }
      : business.data
        ? { lat: business.data.latitude, lng: business.data.longitude }
        : business.isError
          ? FALLBACK_CENTRE
          : null;
  const [mapPoint, setMapPoint] = useState<LatLng | null>(null);
  const [mapOutcome, setMapOutcome] = useState<CheckOutcome | 'checking' | null>(null);
  const mapRun = useRef(0);
  const mapTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(mapTimer.current), []);

  const settle = useCallback(
    (outcome: CheckOutcome, at?: LatLng) => {
      if (at) setMapPoint(at);
      switch (outcome.kind) {
        case 'served':
          writeLocation(outcome.location);
          setMessage(null);
          onServed(outcome.location);
          return;
        case 'unserved':
          if (onUnserved) onUnserved(outcome.label);
          else setMessage({ kind: 'unserved', text: notAvailableText(outcome.label), detail: outcome.detail });
          return;
        case 'hint':
          setMessage({ kind: 'hint', text: outcome.message });
          return;
        case 'error':
          setMessage({ kind: 'error', text: outcome.message });
      }
    },
    [onServed, onUnserved],
  );

  /** Runs one check; a newer one makes an older answer irrelevant. */
  const check = useCallback(
    async (kind: Exclude<Busy, null>, job: () => Promise<CheckOutcome>, at?: LatLng) => {
      const mine = ++run.current;
      setBusy(kind);
      setMessage(null);
      const outcome = await job();
      if (mine !== run.current) return;
      setBusy(null);
      const loc = outcome.kind === 'served' ? outcome.location : null;
      settle(outcome, at ?? (loc?.latitude != null && loc.longitude != null ? { lat: loc.latitude, lng: loc.longitude } : undefined));
    },
    [settle],
  );

  const choosePostcode = (t: PostcodeTarget) => void check(t.fromPincodeList ? 'list' : 'search', () => checkPostcode(qc, settings, t));

  const choosePlace = (p: Place) => {
    setText(p.area ? `${p.area} - ${p.zipcode}` : p.zipcode);
    choosePostcode({ zipcode: p.zipcode, area: p.area, city: p.city, lat: p.latitude, lng: p.longitude });
  };

  /** The box's text: a postcode (checked as typed, once it reads as one) or an area name (its first match). */
  const submitText = (raw: string, first: Place | undefined) => {
    const value = raw.trim();
    if (!value) return;
    if (looksLikePostcode(value)) {
      if (!parsePostcode(value)) {
        run.current++;
        setBusy(null);
        setMessage({ kind: 'input', text: postcodeError(value) });
        return;
      }
      choosePostcode({ zipcode: value });
      return;
    }
    if (first) choosePlace(first);
    else setMessage({ kind: 'input', text: `We could not find "${value}". Enter your postcode, such as E1 6AN.` });
  };

  const locateMe = () =>
    void check('gps', async () => {
      let at: LatLng;
      try {
        at = await currentPosition();
      } catch (err) {
        return { kind: 'error', message: err instanceof GeoError ? err.message : GEO_MESSAGES.unavailable };
      }
      setMapPoint(at);
      return checkPoint(qc, settings, at);
    });

  /** The shopper moved the map: check the new point after it has been still for a moment. */
  const onMapMoved = (at: LatLng) => {
    setMapPoint(at);
    window.clearTimeout(mapTimer.current);
    const mine = ++mapRun.current;
    setMapOutcome('checking');
    mapTimer.current = window.setTimeout(() => {
      void checkPoint(qc, settings, at).then((o) => {
        if (mine === mapRun.current) setMapOutcome(o);
      });
    }, MAP_CHECK_DELAY);
  };

  const deliverToMapPoint = () => {
    if (mapOutcome && mapOutcome !== 'checking' && mapOutcome.kind === 'served') settle(mapOutcome);
  };

  return {
    settings,
    text,
    setText: (t: string) => {
      setText(t);
      if (message?.kind === 'input') setMessage(null);
    },
    busy,
    message,
    choosePostcode,
    choosePlace,
    submitText,
    locateMe,
    map: {
      point: mapPoint ?? startPoint,
      outcome: mapOutcome,
      onMoved: onMapMoved,
      deliverHere: deliverToMapPoint,
    },
  };
}
