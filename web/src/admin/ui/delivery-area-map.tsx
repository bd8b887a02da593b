/**
 * A small map of an area's centre (Leaflet with its CSS: load it lazily). A click on the map, or
 * Enter after panning with the arrow keys, moves the centre there.
 */
import 'leaflet/dist/leaflet.css';
import './delivery-area-map.css';
import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import { useMapName } from '../../shared/location/use-map-name';

export interface AreaMapProps {
  lat: number;
  lng: number;
  /** Circle around the centre, in km (a store's delivery radius); none for an area. */
  radiusKm?: number;
  tileUrl: string;
  attribution: string;
  label: string;
  onPick?: (lat: number, lng: number) => void;
  onTileError?: () => void;
}

function Behaviour({ lat, lng, label, onPick }: Pick<AreaMapProps, 'lat' | 'lng' | 'label' | 'onPick'>) {
  const map = useMapName(label);
  useEffect(() => {
    map.setView([lat, lng], map.getZoom(), { animate: false });
  }, [map, lat, lng]);
  useMapEvents({
    click: (e) => onPick?.(round(e.latlng.lat), round(e.latlng.lng)),
    keypress: (e) => {
      if (onPick && e.originalEvent.key === 'Enter') {
        const c = map.getCenter();
        onPick(round(c.lat), round(c.lng));
      }
    },
  });
  return null;
}

const round = (n: number) => Math.round(n * 10000) / 10000;

export default function AreaMap({ lat, lng, radiusKm, tileUrl, attribution, label, onPick, onTileError }: AreaMapProps) {
  return (
    <div className="delivery-area-map relative isolate h-56 overflow-hidden rounded-lg bg-stone-200">
      <MapContainer center={[lat, lng]} zoom={radiusKm ? 11 : 13} minZoom={8} maxZoom={18} scrollWheelZoom={false} className="size-full">
        {tileUrl && <TileLayer url={tileUrl} attribution={attribution} maxZoom={18} eventHandlers={{ tileerror: () => onTileError?.() }} />}
        {radiusKm ? (
          <Circle center={[lat, lng]} radius={radiusKm * 1000} pathOptions={{ color: '#a51318', weight: 2, fillOpacity: 0.08 }} />
        ) : null}
        <CircleMarker center={[lat, lng]} radius={8} pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#a51318', fillOpacity: 1 }} />
        <Behaviour lat={lat} lng={lng} label={label} onPick={onPick} />
      </MapContainer>
    </div>
  );
}
