import { lazy, Suspense, type FormEvent, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { Skeleton } from '../../../../ui/skeleton';
import { notify } from '../../../../ui/toast';
import { Field, inputClass } from '../../../ui/admin-ui';
import { CheckField, fieldError, FormError } from '../../../ui/content-kit';
import { numberOrUndefined } from '../../../ui/delivery-kit';
import type { TArea } from '../api/areas';
import { useMapSettings } from '../api/map-settings';
import { useSaveArea } from '../api/save-area';

// Leaflet and its CSS load only when someone opens the map.
const AreaMap = lazy(() => import('../../../ui/delivery-area-map'));

/** Adds or edits an area: a postcode district or sector, its name, city, zone and centre (typed, or picked on a small map). */
export function AreaDialog({ area, onClose, onDelete }: { area: TArea | null; onClose: () => void; onDelete: (a: TArea) => void }) {
  const [name, setName] = useState(area?.area ?? '');
  const [city, setCity] = useState(area?.city ?? 'London');
  const [zipcode, setZipcode] = useState(area?.zipcode ?? '');
  const [zone, setZone] = useState(area?.zone ?? '');
  const [lat, setLat] = useState(area ? String(area.latitude) : '');
  const [lng, setLng] = useState(area ? String(area.longitude) : '');
  const [active, setActive] = useState(area ? area.is_active === 1 : true);
  const [mapOpen, setMapOpen] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const map = useMapSettings();
  const save = useSaveArea();
  const err = (f: string) => fieldError(save.error, f);
  const latN = numberOrUndefined(lat);
  const lngN = numberOrUndefined(lng);
  // Until a centre is typed, the map opens on central London.
  const centre = { lat: latN ?? 51.5155, lng: lngN ?? -0.0722 };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        ...(area ? { name: area.name } : {}),
        area: name.trim(),
        city: city.trim(),
        zipcode: zipcode.trim(),
        zone: zone.trim(),
        latitude: latN,
        longitude: lngN,
        is_active: active,
      },
      {
        onSuccess: (a) => {
          notify(`${a.zipcode} ${a.area} saved`, { kind: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      wide
      onOpenChange={(o) => !o && !save.isPending && onClose()}
      title={area ? `Edit ${area.zipcode} ${area.area}` : 'Add an area'}
      description="A postcode district (E1) covers all of it; a sector (E1 6) only that part. The centre places map points in the area."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Postcode district or sector" htmlFor="area-zipcode" error={err('zipcode')} hint="E1, E16 1, SE1…">
            <input
              id="area-zipcode"
              required
              maxLength={10}
              autoCapitalize="characters"
              value={zipcode}
              onChange={(e) => setZipcode(e.target.value.toUpperCase())}
              aria-invalid={Boolean(err('zipcode'))}
              className={inputClass}
            />
          </Field>
          <Field label="Area name" htmlFor="area-name" error={err('area')}>
            <input
              id="area-name"
              required
              maxLength={80}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={Boolean(err('area'))}
              className={inputClass}
            />
          </Field>
          <Field label="City" htmlFor="area-city" error={err('city')}>
            <input id="area-city" required maxLength={80} value={city} onChange={(e) => setCity(e.target.value)} className={inputClass} />
          </Field>
          <Field label="Zone (optional)" htmlFor="area-zone" error={err('zone')} hint="For your own grouping, e.g. Zone A">
            <input id="area-zone" maxLength={40} value={zone} onChange={(e) => setZone(e.target.value)} className={inputClass} />
          </Field>
          <Field label="Centre latitude" htmlFor="area-lat" error={err('latitude')}>
            <input
              id="area-lat"
              inputMode="decimal"
              required
              value={lat}
              onChange={(e) => setLat(e.target.value)}
              aria-invalid={Boolean(err('latitude'))}
              className={inputClass}
            />
          </Field>
          <Field label="Centre longitude" htmlFor="area-lng" error={err('longitude')}>
            <input
              id="area-lng"
              inputMode="decimal"
              required
              value={lng}
              onChange={(e) => setLng(e.target.value)}
              aria-invalid={Boolean(err('longitude'))}
              className={inputClass}
            />
          </Field>
        </div>
        <div>
          <Button variant="secondary" size="sm" aria-expanded={mapOpen} aria-controls="area-map" onClick={() => setMapOpen((v) => !v)}>
            {mapOpen ? 'Hide map' : 'Show on a map'}
          </Button>
          <div id="area-map" hidden={!mapOpen} className="mt-2">
            {mapOpen && (
              <Suspense fallback={<Skeleton className="h-56 w-full" />}>
                <AreaMap
                  lat={centre.lat}
                  lng={centre.lng}
                  tileUrl={map.tileUrl}
                  attribution={map.attribution}
                  label="Area centre map. Click to move the centre there."
                  onPick={(a, b) => {
                    setLat(String(a));
                    setLng(String(b));
                  }}
                  onTileError={() => setTilesFailed(true)}
                />
                <p className="mt-1 text-xs text-muted">
                  {tilesFailed || !map.tileUrl ? 'The map pictures could not load; the centre marker still shows. ' : ''}
                  Click the map to put the centre there.
                </p>
              </Suspense>
            )}
          </div>
        </div>
        <CheckField
          id="area-active"
          label="Served"
          hint="Switch off to pause deliveries there without deleting the area"
          checked={active}
          onChange={setActive}
        />
        <FormError error={save.error} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {area ? (
            <Button variant="ghost" className="text-red-800" onClick={() => onDelete(area)} disabled={save.isPending}>
              Delete area
            </Button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save area'}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
