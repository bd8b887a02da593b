import { ZSaveArea } from '@larder/contract/admin-delivery';
import { useContractForm } from '../../../../shared/forms';
import { notify } from '../../../../ui/toast';
import { ConsoleCheck, ConsoleText } from '../../../ui/console-fields';
import { AREA_WORDS } from '../../../ui/delivery-form-words';
import { FormDialog } from '../../../ui/FormDialog';
import type { TArea } from '../api/areas';
import { useSaveArea } from '../api/save-area';
import { DeleteButton } from './DeleteButton';
import { MapToggle } from './MapToggle';

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
    words: AREA_WORDS,
  });
  const save = useSaveArea();
  const [lat, lng] = form.watch(['latitude', 'longitude']).map((v) => (String(v).trim() === '' ? NaN : Number(v)));

  return (
    <FormDialog
      wide
      onClose={onClose}
      title={area ? `Edit ${area.zipcode} ${area.area}` : 'Add an area'}
      description="A postcode district (E1) covers all of it; a sector (E1 6) only that part. The centre places map points in the area."
      form={form}
      submitLabel="Save area"
      onSubmit={async (v) => {
        const a = await save.mutateAsync({ ...(area ? { name: area.name } : {}), ...v, zipcode: v.zipcode.toUpperCase() });
        notify(`${a.zipcode} ${a.area} saved`, { kind: 'success' });
        onClose();
      }}
      aside={area && <DeleteButton onClick={() => onDelete(area)}>Delete area</DeleteButton>}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ConsoleText
          name="zipcode"
          label="Postcode district or sector"
          hint="E1, E16 1, SE1…"
          required
          maxLength={10}
          autoCapitalize="characters"
        />
        <ConsoleText name="area" label="Area name" required maxLength={80} />
        <ConsoleText name="city" label="City" required maxLength={80} />
        <ConsoleText name="zone" label="Zone (optional)" hint="For your own grouping, e.g. Zone A" maxLength={40} />
        <ConsoleText name="latitude" label="Centre latitude" inputMode="decimal" required />
        <ConsoleText name="longitude" label="Centre longitude" inputMode="decimal" required />
      </div>
      <MapToggle
        id="area-map"
        // Until a centre is typed, the map opens on central London.
        lat={Number.isFinite(lat) ? lat! : 51.5155}
        lng={Number.isFinite(lng) ? lng! : -0.0722}
        label="Area centre map. Click to move the centre there."
        note="Click the map to put the centre there."
        onPick={(a, b) => {
          form.setValue('latitude', String(a));
          form.setValue('longitude', String(b));
        }}
      />
      <ConsoleCheck name="is_active" label="Served" hint="Switch off to pause deliveries there without deleting the area" />
    </FormDialog>
  );
}
