import { lazy, Suspense } from 'react';
import type { LocationMapProps } from './LocationMap';

// Leaflet and its CSS load only when a map is shown.
const LocationMap = lazy(() => import('./LocationMap'));

export function LazyLocationMap(props: LocationMapProps) {
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          className={`grid animate-pulse place-items-center rounded-xl bg-stone-200 text-sm text-muted ${props.className ?? ''}`}
        >
          Loading map…
        </div>
      }
    >
      <LocationMap {...props} />
    </Suspense>
  );
}
