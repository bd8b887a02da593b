/**
 * The Leaflet map (loaded lazily with its CSS: import it through `LazyLocationMap`). It shows the
 * chosen point under a centre marker at zoom 18; moving the map moves the point, and `onMoveEnd`
 * reports where the shopper left it. Tiles may fail (offline, blocked): the marker, controls and
 * dragging still work, and a note says the map images are missing.
 */
import 'leaflet/dist/leaflet.css';
import './location-map.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { distanceKm, type LatLng } from './geo';
import { useMapName } from './use-map-name';

export const MAP_ZOOM = 18;

export interface LocationMapProps {
  center: LatLng;
  /** The shopper moved the map (drag, keyboard, zoom): its new centre. Not called for `center` changes. */
  onMoveEnd?: (center: LatLng) => void;
  tileUrl: string;
  attribution: string;
  /** The map's accessible name. */
  label: string;
  className?: string;
}

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true"><path fill="#a51318" stroke="#fff" stroke-width="1.5" d="M12 1.5a7.5 7.5 0 0 0-7.5 7.5c0 5.3 6.4 12.4 6.7 12.7a1.1 1.1 0 0 0 1.6 0c.3-.3 6.7-7.4 6.7-12.7A7.5 7.5 0 0 0 12 1.5Z"/><circle cx="12" cy="9" r="2.8" fill="#fff"/></svg>';

function pinIcon() {
  return L.divIcon({ html: PIN_SVG, className: 'larder-centre-pin', iconSize: [40, 40], iconAnchor: [20, 38] });
}

/** Keeps the marker on the centre, follows `center` from outside, and reports the shopper's moves. */
function CentreSync({
  center,
  label,
  onMoveEnd,
  onTileError,
}: {
  center: LatLng;
  label: string;
  onMoveEnd?: (c: LatLng) => void;
  onTileError: () => void;
}) {
  const map = useMap();
  const [markerAt, setMarkerAt] = useState<LatLng>(center);
  const programmatic = useRef(false);
  const icon = useMemo(() => pinIcon(), []);

  useEffect(() => {
    const c = map.getCenter();
    if (distanceKm({ lat: c.lat, lng: c.lng }, center) < 0.001) return;
    programmatic.current = true;
    // setView fires 'move', which brings the marker along.
    map.setView([center.lat, center.lng], MAP_ZOOM, { animate: false });
  }, [map, center]);

  // The map was made while its box may still have been settling (a dialog opening): measure again.
  useEffect(() => {
    const el = map.getContainer();
    const ro = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    ro.observe(el);
    return () => ro.disconnect();
  }, [map]);

  useMapName(label);

  useMapEvents({
    move: () => {
      const c = map.getCenter();
      setMarkerAt({ lat: c.lat, lng: c.lng });
    },
    moveend: () => {
      if (programmatic.current) {
        programmatic.current = false;
        return;
      }
      const c = map.getCenter();
      onMoveEnd?.({ lat: c.lat, lng: c.lng });
    },
    tileerror: onTileError,
  });

  return <Marker position={[markerAt.lat, markerAt.lng]} icon={icon} interactive={false} keyboard={false} />;
}

export function LocationMap({ center, onMoveEnd, tileUrl, attribution, label, className = '' }: LocationMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  // The initial view only; later changes go through CentreSync.
  const [initial] = useState(center);
  return (
    <div className={`larder-map relative isolate overflow-hidden rounded-xl bg-stone-200 ${className}`}>
      <MapContainer
        center={[initial.lat, initial.lng]}
        zoom={MAP_ZOOM}
        maxZoom={19}
        minZoom={10}
        scrollWheelZoom={false}
        attributionControl
        className="size-full"
      >
        {tileUrl && (
          <TileLayer url={tileUrl} attribution={attribution} maxZoom={19} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />
        )}
        <CentreSync center={center} label={label} onMoveEnd={onMoveEnd} onTileError={() => setTilesFailed(true)} />
      </MapContainer>
      {(tilesFailed || !tileUrl) && (
        <p className="pointer-events-none absolute top-2 right-2 left-12 z-[1000] rounded-md bg-white/90 px-2 py-1 text-center text-xs text-ink">
          The map pictures could not load. You can still move the map to place the pin.
        </p>
      )}
    </div>
  );
}

export default LocationMap;
