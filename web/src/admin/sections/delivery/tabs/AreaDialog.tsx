import { ZSaveArea } from '@larder/contract/admin-delivery';
import { lazy, Suspense, useState } from 'react';
import { Form, FormCheckbox, FormSummary, FormText, SubmitButton, useContractForm } from '../../../../shared/forms';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { Skeleton } from '../../../../ui/skeleton';
import { notify } from '../../../../ui/toast';
import type { TArea } from '../api/areas';
import { useMapSettings } from '../api/map-settings';
import { useSaveArea } from '../api/save-area';

// Leaflet and its CSS load only when someone opens the map.
const AreaMap = lazy(() => import('../../../ui/delivery-area-map'));

/** Adds or edits an area: a postcode district or sector, its name, city, zone and centre (typed, or picked on a small map). */
export function AreaDialog({ area, onClose, onDelete }: { area: TArea | null; onClose: () => void; onDelete: (a: TArea) => void }) {
  const form = useContractForm(ZSaveArea.omit({ name: true }), {
    defaultValues: {
      area: area?.area ?? '',
      city: area?.city ?? 'London',
      zipcode: area?.zipcode ?? '',
      zone: area?.zone ?? '',
      latitude: area ? String(area.latitude) : '',
      longitude: area ? String(area.longitude) : '',
      is_active: area ? area.is_active === 1 : true,
    },
  });
  const [mapOpen, setMapOpen] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const map = useMapSettings();
  const save = useSaveArea();
  const busy = form.formState.isSubmitting;
  const [lat, lng] = form.watch(['latitude', 'longitude']).map((v) => (String(v).trim() === '' ? NaN : Number(v)));
  // Until a centre is typed, the map opens on central London.
  const centre = { lat: Number.isFinite(lat) ? lat! : 51.5155, lng: Number.isFinite(lng) ? lng! : -0.0722 };

  return (
    <Dialog
      open
      wide
      onOpenChange={(o) => !o && !busy && onClose()}
      title={area ? `Edit ${area.zipcode} ${area.area}` : 'Add an area'}
      description="A postcode district (E1) covers all of it; a sector (E1 6) only that part. The centre places map points in the area."
    >
      <Form
        form={form}
        className="flex flex-col gap-4"
        onSubmit={async (v) => {
          const a = await save.mutateAsync({ ...(area ? { name: area.name } : {}), ...v, zipcode: v.zipcode.toUpperCase() });
          notify(`${a.zipcode} ${a.area} saved`, { kind: 'success' });
          onClose();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormText
            name="zipcode"
            label="Postcode district or sector"
            hint="E1, E16 1, SE1…"
            required
            maxLength={10}
            autoCapitalize="characters"
          />
          <FormText name="area" label="Area name" required maxLength={80} />
          <FormText name="city" label="City" required maxLength={80} />
          <FormText name="zone" label="Zone (optional)" hint="For your own grouping, e.g. Zone A" maxLength={40} />
          <FormText name="latitude" label="Centre latitude" inputMode="decimal" required />
          <FormText name="longitude" label="Centre longitude" inputMode="decimal" required />
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
                    form.setValue('latitude', String(a));
                    form.setValue('longitude', String(b));
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
        <FormCheckbox name="is_active" label="Served" hint="Switch off to pause deliveries there without deleting the area" />
        <FormSummary />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {area ? (
            <Button variant="ghost" className="text-red-800" onClick={() => onDelete(area)} disabled={busy}>
              Delete area
            </Button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button variant="ghost" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <SubmitButton busy="Saving…">Save area</SubmitButton>
          </div>
        </div>
      </Form>
    </Dialog>
  );
}
