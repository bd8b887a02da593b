import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** Leaflet makes the map focusable (arrow keys pan it, + and - zoom): name it for screen readers. */
export function useMapName(label: string) {
  const map = useMap();
  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('role', 'application');
    el.setAttribute('aria-roledescription', 'map');
    el.setAttribute('aria-label', label);
  }, [map, label]);
  return map;
}
