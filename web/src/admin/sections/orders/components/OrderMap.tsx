/**
 * A small read-only map of where the order goes (Leaflet with its CSS; import it lazily so the
 * orders list stays light). Tiles that fail to load are reported through `onTileError`.
 */
import 'leaflet/dist/leaflet.css';
import './order-map.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useMapName } from '../../../../shared/location/use-map-name';

export interface OrderMapProps {
  lat: number;
  lng: number;
  tileUrl: string;
  attribution: string;
  label: string;
  onTileError: () => void;
}

function Named({ label }: { label: string }) {
  useMapName(label);
  return null;
}

export default function OrderMap({ lat, lng, tileUrl, attribution, label, onTileError }: OrderMapProps) {
  return (
    <div className="orders-map relative isolate h-48 overflow-hidden rounded-lg bg-stone-200 print:hidden">
      <MapContainer center={[lat, lng]} zoom={15} minZoom={10} maxZoom={18} scrollWheelZoom={false} className="size-full">
        <TileLayer url={tileUrl} attribution={attribution} maxZoom={18} eventHandlers={{ tileerror: onTileError }} />
        <CircleMarker center={[lat, lng]} radius={9} pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#a51318', fillOpacity: 1 }} />
        <Named label={label} />
      </MapContainer>
    </div>
  );
}
