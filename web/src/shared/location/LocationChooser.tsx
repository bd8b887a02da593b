import { AlertCircle, Info, LocateFixed, Loader2, MapPin } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { areaText, useAreaList } from './api/get-all-area-list';
import { locationMode } from './location-mode';
import { LazyLocationMap } from './LazyLocationMap';
import type { StoredLocation } from './location-store';
import { LocationSearch } from './LocationSearch';
import { notAvailableText } from './check-location';
import { useLocationChooser } from './use-location-chooser';

type Heading = 'h2' | 'h3';

const chip =
  'inline-flex min-h-9 items-center gap-1 rounded-full border border-line bg-white px-3 py-1 text-sm hover:border-brand-600 hover:text-brand-700 disabled:opacity-60';

/**
 * Everything for choosing a delivery location: search with suggestions, the current location,
 * a map, top locations and (in the modal) the list of served postcodes. Used by the desktop
 * modal and the mobile /location page; it knows nothing of routing (the modal lives outside it).
 */
export function LocationChooser({
  variant,
  heading = 'h3',
  onServed,
  onUnserved,
  footer,
  autoFocus,
}: {
  variant: 'modal' | 'page';
  /** The level of the chooser's section headings (below the dialog title or the page's h1). */
  heading?: Heading;
  onServed: (loc: StoredLocation) => void;
  /** Mobile: a refused location goes to its own page. Otherwise the refusal shows here. */
  onUnserved?: (label: string) => void;
  /** Below the top locations (the page links the full postcode list from here). */
  footer?: ReactNode;
  autoFocus?: boolean;
}) {
  const c = useLocationChooser({ onServed, onUnserved });
  const areas = useAreaList();
  const messageId = useId();
  const H = heading;
  const mode = locationMode(c.settings);
  const list = areas.data ?? [];
  const top = list.slice(0, 8);
  const cities = [...new Set(list.map((a) => a.city).filter(Boolean))];
  const busy = c.busy !== null;

  const map = c.map;
  const mapStatus =
    map.outcome === 'checking' ? (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Checking this spot…
      </p>
    ) : map.outcome?.kind === 'served' ? (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm">
          We deliver here: <span className="font-semibold">{map.outcome.location.label}</span>
        </p>
        <button
          type="button"
          onClick={map.deliverHere}
          className="h-9 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Deliver here
        </button>
      </div>
    ) : map.outcome?.kind === 'unserved' ? (
      <div role="status" className="text-sm text-red-800">
        <p className="font-medium">{notAvailableText(map.outcome.label)}</p>
        {map.outcome.detail && <p>{map.outcome.detail}</p>}
      </div>
    ) : map.outcome?.kind === 'error' || map.outcome?.kind === 'hint' ? (
      <p role="status" className="text-sm text-red-800">
        {map.outcome.message}
      </p>
    ) : (
      <p className="text-sm text-muted">Drag the map to put the pin on your door.</p>
    );

  const mapBlock = (
    <section aria-label="Map" className="flex flex-col gap-2">
      {map.point && c.settings ? (
        <LazyLocationMap
          center={map.point}
          onMoveEnd={map.onMoved}
          tileUrl={c.settings.map_tile_url}
          attribution={c.settings.map_attribution}
          label="Delivery point map. Drag it, or use the arrow keys, to move the pin."
          className={variant === 'modal' ? 'h-64' : 'h-52'}
        />
      ) : (
        <div aria-hidden="true" className={`animate-pulse rounded-xl bg-stone-200 ${variant === 'modal' ? 'h-64' : 'h-52'}`} />
      )}
      {mapStatus}
    </section>
  );

  const topBlock = (
    <section aria-labelledby={`${messageId}-top`}>
      <H id={`${messageId}-top`} className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
        Top locations
      </H>
      {areas.isPending && !list.length ? (
        <div aria-busy="true" aria-label="Loading top locations" className="flex flex-wrap gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <span key={i} className="h-9 w-28 animate-pulse rounded-full bg-stone-200" />
          ))}
        </div>
      ) : areas.isError && !list.length ? (
        <p className="text-sm text-muted">
          We could not load our areas.{' '}
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => void areas.refetch()}>
            Try again
          </button>
        </p>
      ) : !list.length ? (
        <p className="text-sm text-muted">Search for your postcode above.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {top.map((a) => (
            <li key={a.name}>
              <button
                type="button"
                disabled={busy}
                className={chip}
                onClick={() => c.choosePostcode({ zipcode: a.zipcode, area: a.area, city: a.city })}
              >
                <MapPin aria-hidden="true" className="size-3.5 text-brand-600" />
                {a.area}
              </button>
            </li>
          ))}
          {cities.length > 1 &&
            cities.map((city) => (
              <li key={`city-${city}`}>
                <button type="button" className={chip} onClick={() => c.setText(city)}>
                  {city}
                </button>
              </li>
            ))}
        </ul>
      )}
    </section>
  );

  const pincodeBlock = variant === 'modal' && list.length > 0 && (
    <section aria-labelledby={`${messageId}-pins`}>
      <H id={`${messageId}-pins`} className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
        Postcodes we deliver to
      </H>
      <ul className="max-h-56 divide-y divide-line overflow-y-auto rounded-lg border border-line bg-white">
        {list.map((a) => (
          <li key={a.name}>
            <button
              type="button"
              disabled={busy}
              onClick={() => c.choosePostcode({ zipcode: a.zipcode, area: a.area, city: a.city, fromPincodeList: true })}
              className="w-full px-3 py-2 text-left text-sm hover:bg-brand-50 disabled:opacity-60"
            >
              {areaText(a)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );

  const msg = c.message;
  return (
    <div className="flex flex-col gap-4">
      <LocationSearch
        text={c.text}
        onText={c.setText}
        onPlace={c.choosePlace}
        onSubmitText={c.submitText}
        busy={c.busy === 'search'}
        error={msg && msg.kind !== 'hint' ? { id: messageId } : null}
        autoFocus={autoFocus}
      />
      <div id={messageId} className="empty:hidden">
        {msg &&
          (msg.kind === 'hint' ? (
            <p role="status" className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {msg.text}
            </p>
          ) : (
            <div role="alert" className="flex gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <div>
                <p className="font-medium">{msg.text}</p>
                {msg.kind === 'unserved' && msg.detail && <p>{msg.detail}</p>}
                {msg.kind === 'unserved' && mode === 'zipcode' && <p>Try another postcode, or choose one of the areas below.</p>}
              </div>
            </div>
          ))}
      </div>
      <div>
        <button
          type="button"
          onClick={c.locateMe}
          disabled={busy}
          className="inline-flex h-11 items-center gap-2 rounded-lg px-1 text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60"
        >
          {c.busy === 'gps' ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <LocateFixed aria-hidden="true" className="size-5" />
          )}
          {c.busy === 'gps' ? 'Finding your location…' : 'Use my current location'}
        </button>
      </div>
      {variant === 'modal' ? (
        <div className="grid gap-5 md:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-5">
            {topBlock}
            {pincodeBlock}
          </div>
          {mapBlock}
        </div>
      ) : (
        <>
          {mapBlock}
          {topBlock}
          {footer}
        </>
      )}
      {busy && c.busy !== 'gps' && (
        <p role="status" className="sr-only">
          Checking whether we deliver there…
        </p>
      )}
    </div>
  );
}
