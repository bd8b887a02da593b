import { notDeliverableText, type TAddress, ZAddressEdit, zFullPostcode } from '@larder/contract/location';
import { useQuery } from '@tanstack/react-query';
import { MapPin, Truck, X } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { locationDeliveryQuery } from './api/check-user-location-delivery';
import { useAddressList } from './api/get-address-list';
import { useWebsiteSettings } from '../../lib/website-settings';
import { type AddressFields, AddressRefused, useInsertAddress } from './api/insert-address';
import { useUpdateAddress } from './api/update-address';
import { type FieldWords, Form, FormRefusal, FormSummary, FormText, SubmitButton, useContractForm } from '../forms';
import { FALLBACK_CENTRE, type LatLng } from './geo';
import { LazyLocationMap } from './LazyLocationMap';
import { useStoredLocation } from './location-store';
import { addressPostcodeError, parsePostcode } from './postcode';

/**
 * The fields update_address takes from this form, by the contract's rules (a full postcode, a
 * phone of 10 to 15 digits); the postcode is normalised first and its refusal says which part is missing.
 */
const SCHEMA = ZAddressEdit.pick({ first_name: true, last_name: true, address: true, landmark: true, city: true, phone: true })
  .required({ first_name: true, address: true, city: true })
  .extend({
    zipcode: z
      .string()
      .superRefine((v, ctx) => {
        const error = addressPostcodeError(v);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      })
      .transform((v) => parsePostcode(v)?.normalised ?? v)
      .pipe(zFullPostcode()),
  });

const WORDS: Partial<Record<keyof z.input<typeof SCHEMA>, FieldWords>> = {
  first_name: { required: 'Please enter the first name', too_big: 'First name is too long (at most 60 characters)' },
  last_name: { too_big: 'Last name is too long (at most 60 characters)' },
  address: {
    required: 'Please enter the house number and street',
    too_small: 'Please enter the house number and street',
    too_big: 'Address is too long (at most 200 characters)',
  },
  landmark: { too_big: 'Landmark is too long (at most 120 characters)' },
  city: {
    required: 'Please enter the town or city',
    too_small: 'Please enter the town or city',
    too_big: 'City is too long (at most 80 characters)',
  },
  phone: { invalid: 'Enter a phone number such as 07700 900123' },
};

/**
 * Adding or changing an address (the 'Add/Edit Address' modal and the /add-address page).
 * Field errors from the server (417, `data.zipcode`) show by their fields; a refusal such as
 * 'You have already added this address' shows above the buttons.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
  autoFocus,
}: {
  /** The address to edit; a new one without it. */
  address?: TAddress | null;
  onSaved: (address: TAddress) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const session = useSession();
  const stored = useStoredLocation();
  const { data: settings } = useWebsiteSettings();
  const existing = useAddressList().data;
  const insert = useInsertAddress();
  const update = useUpdateAddress();
  const editing = !!address;
  const form = useContractForm(SCHEMA, {
    defaultValues: {
      first_name: address?.first_name ?? session?.first_name ?? '',
      last_name: address?.last_name ?? session?.last_name ?? '',
      address: address?.address ?? '',
      landmark: address?.landmark ?? '',
      city: address?.city ?? stored?.city ?? '',
      zipcode: address?.zipcode ?? (stored?.zipcode && parsePostcode(stored.zipcode)?.full ? stored.zipcode : ''),
      phone: address?.phone ?? session?.phone ?? '',
    },
    words: WORDS,
    aliases: { addr1: 'address', pincode: 'zipcode' },
  });
  // The first address is the default (the server makes it so anyway).
  const firstAddress = !address && existing?.length === 0;
  const [isDefault, setIsDefault] = useState(address?.is_default === 1);
  const [pin, setPin] = useState<LatLng | null>(
    address?.latitude != null && address.longitude != null ? { lat: address.latitude, lng: address.longitude } : null,
  );
  const [mapOpen, setMapOpen] = useState(false);
  const pinId = useId();
  // The full postcode last left (or the one being edited): the shop says at once whether it delivers there.
  const [checkedZip, setCheckedZip] = useState<string | null>(() => (address ? address.zipcode : null));
  const area = useQuery({
    ...locationDeliveryQuery({ zipcode: checkedZip ?? '', ...(pin ? { lat: round(pin.lat), lng: round(pin.lng) } : {}) }),
    enabled: checkedZip !== null,
  });
  const outsideArea = checkedZip !== null && area.data !== undefined && !area.data.allow;

  const save = async (v: z.output<typeof SCHEMA>) => {
    // An emptied optional field is sent empty, so an edit clears it.
    const fields: AddressFields = {
      ...v,
      last_name: v.last_name ?? '',
      landmark: v.landmark ?? '',
      phone: v.phone ?? '',
      is_default: isDefault || firstAddress,
      ...(pin ? { latitude: round(pin.lat), longitude: round(pin.lng) } : {}),
    };
    try {
      onSaved(await (address ? update.mutateAsync({ name: address.name, ...fields }) : insert.mutateAsync(fields)));
    } catch (err) {
      throw err instanceof AddressRefused ? new FormRefusal(err.message) : err;
    }
  };

  const mapCentre: LatLng =
    pin ?? (stored?.latitude != null && stored.longitude != null ? { lat: stored.latitude, lng: stored.longitude } : FALLBACK_CENTRE);

  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormText label="First name" name="first_name" autoComplete="given-name" autoFocus={autoFocus} required />
        <FormText label="Last name" name="last_name" autoComplete="family-name" />
      </div>
      <FormText label="Address" name="address" autoComplete="address-line1" hint="House or flat number and street" required />
      <FormText label="Landmark (optional)" name="landmark" hint="Anything that helps the driver find you" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormText label="Town or city" name="city" autoComplete="address-level2" required />
        <FormText
          label="Postcode"
          name="zipcode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={() => setCheckedZip(null)}
          onBlur={(e: { target: { value: string } }) => {
            const pc = parsePostcode(e.target.value);
            if (!pc?.full) return;
            form.setValue('zipcode', pc.normalised);
            setCheckedZip(pc.normalised);
          }}
          required
        />
      </div>
      <div aria-live="polite">
        {outsideArea && (
          <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{notDeliverableText(checkedZip)}</span>
          </p>
        )}
      </div>
      <FormText
        label="Phone number (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        hint="For the driver. Leave it empty to use your account's number."
      />

      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <button
            type="button"
            aria-expanded={mapOpen}
            aria-controls={pinId}
            onClick={() => setMapOpen((o) => !o)}
            className="inline-flex h-10 items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:underline"
          >
            <MapPin aria-hidden="true" className="size-4" />
            {mapOpen ? 'Hide the map' : pin ? 'Move the pin on the map' : 'Pin the address on a map (optional)'}
          </button>
          {pin && (
            <span className="inline-flex items-center gap-1 text-xs text-muted">
              Pinned at {pin.lat.toFixed(5)}, {pin.lng.toFixed(5)}
              <button
                type="button"
                aria-label="Remove the map pin"
                onClick={() => setPin(null)}
                className="grid size-7 place-items-center rounded-full hover:bg-stone-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </span>
          )}
        </div>
        <div id={pinId} hidden={!mapOpen}>
          {mapOpen && settings && (
            <>
              <LazyLocationMap
                center={mapCentre}
                onMoveEnd={setPin}
                tileUrl={settings.map_tile_url}
                attribution={settings.map_attribution}
                label="Address pin map. Drag it, or use the arrow keys, to put the pin on the door."
                className="h-56"
              />
              <p className="mt-1 text-xs text-muted">Drag the map so the pin is on the door. Without a pin we use the postcode.</p>
            </>
          )}
        </div>
      </div>

      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="is_default"
          checked={isDefault || firstAddress}
          disabled={(editing && address?.is_default === 1) || firstAddress}
          onChange={(e) => setIsDefault(e.target.checked)}
          className="mt-0.5 size-5 accent-brand-600"
        />
        <span>
          Make this my default address
          {editing && address?.is_default === 1 && <span className="block text-xs text-muted">This is your default address.</span>}
          {firstAddress && <span className="block text-xs text-muted">Your first address is your default.</span>}
        </span>
      </label>

      <FormSummary />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="ghost" size="lg" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <SubmitButton busy="Saving…" size="lg">
          {editing ? 'Save changes' : 'Save address'}
        </SubmitButton>
      </div>
    </Form>
  );
}

function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
