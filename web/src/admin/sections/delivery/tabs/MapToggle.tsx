import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import type { AreaMapProps } from '../../../ui/delivery-area-map';
import { useMapSettings } from '../api/map-settings';

// Leaflet and its CSS load only when someone opens the map.
const AreaMap = lazy(() => import('../../../ui/delivery-area-map'));

/**
 * "Show on a map": a small map of a centre (an area's, a store's with its radius) that opens under
 * the button; a click on it moves the centre. `note` shows under the map, and says when the map
 * pictures could not load.
 */
export function MapToggle({
  id,
  note,
  ...map
}: Omit<AreaMapProps, 'tileUrl' | 'attribution' | 'onTileError'> & { id: string; note?: string }) {
  const [open, setOpen] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const { tileUrl, attribution } = useMapSettings();
  return (
    <div>
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {open ? 'Hide map' : 'Show on a map'}
      </Button>
      <div id={id} hidden={!open} className="mt-2">
        {open && (
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            <AreaMap {...map} tileUrl={tileUrl} attribution={attribution} onTileError={() => setTilesFailed(true)} />
            {note && (
              <p className="mt-1 text-xs text-muted">
                {tilesFailed || !tileUrl ? 'The map pictures could not load; the centre marker still shows. ' : ''}
                {note}
              </p>
            )}
          </Suspense>
        )}
      </div>
    </div>
  );
}
