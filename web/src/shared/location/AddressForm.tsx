import { notDeliverableText, type TAddress } from '@larder/contract/location';
import { useQuery } from '@tanstack/react-query';
import { MapPin, Truck, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { locationDeliveryQuery } from './api/check-user-location-delivery';
import { useAddressList } from './api/get-address-list';
import { useWebsiteSettings } from '../../lib/website-settings';
import { type AddressFields, AddressRefused, useInsertAddress } from './api/insert-address';
import { useUpdateAddress } from './api/update-address';
import { FormMessage, serverErrors, TextField } from '../../ui/form-fields';
import { FALLBACK_CENTRE, type LatLng } from './geo';
import { LazyLocationMap } from './LazyLocationMap';
import { useStoredLocation } from './location-store';
import { addressPostcodeError, parsePostcode } from './postcode';

const FIELDS = ['first_name', 'last_name', 'address', 'landmark', 'city', 'zipcode', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const PHONE_RE = /^\+?[0-9][0-9 ()-]{8,20}$/;

/** The form's own checks, the same limits the server applies (contract/src/location.ts). */
export function validateAddress(v: Values): Partial<Record<Field, string>> {
  const e: Partial<Record<Field, string>> = {};
  if (!v.first_name.trim()) e.first_name = 'Please enter the first name';
  else if (v.first_name.trim().length > 60) e.first_name = 'First name is too long (at most 60 characters)';
  if (v.last_name.trim().length > 60) e.last_name = 'Last name is too long (at most 60 characters)';
  if (v.address.trim().length < 3) e.address = 'Please enter the house number and street';
  else if (v.address.trim().length > 200) e.address = 'Address is too long (at most 200 characters)';
  if (v.landmark.trim().length > 120) e.landmark = 'Landmark is too long (at most 120 characters)';
  if (v.city.trim().length < 2) e.city = 'Please enter the town or city';
  else if (v.city.trim().length > 80) e.city = 'City is too long (at most 80 characters)';
  const pc = addressPostcodeError(v.zipcode);
  if (pc) e.zipcode = pc;
  if (v.phone.trim() && !PHONE_RE.test(v.phone.trim())) e.phone = 'Enter a phone number such as 07700 900123';
  return e;
}

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
  const saving = insert.isPending || update.isPending;
  const editing = !!address;
  const [values, setValues] = useState<Values>(() => ({
    first_name: address?.first_name ?? session?.first_name ?? '',
    last_name: address?.last_name ?? session?.last_name ?? '',
    address: address?.address ?? '',
    landmark: address?.landmark ?? '',
    city: address?.city ?? stored?.city ?? '',
    zipcode: address?.zipcode ?? (stored?.zipcode && parsePostcode(stored.zipcode)?.full ? stored.zipcode : ''),
    phone: address?.phone ?? session?.phone ?? '',
  }));
  // The first address is the default (the server makes it so anyway).
  const firstAddress = !address && existing?.length === 0;
  const [isDefault, setIsDefault] = useState(address?.is_default === 1);
  const [pin, setPin] = useState<LatLng | null>(
    address?.latitude != null && address.longitude != null ? { lat: address.latitude, lng: address.longitude } : null,
  );
  const [mapOpen, setMapOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pinId = useId();
  // The full postcode last left (or the one being edited): the shop says at once whether it delivers there.
  const [checkedZip, setCheckedZip] = useState<string | null>(() => (address ? address.zipcode : null));
  const area = useQuery({
    ...locationDeliveryQuery({ zipcode: checkedZip ?? '', ...(pin ? { lat: round(pin.lat), lng: round(pin.lng) } : {}) }),
    enabled: checkedZip !== null,
  });
  const outsideArea = checkedZip !== null && area.data !== undefined && !area.data.allow;

  const set = (f: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    if (errors[f]) setErrors((er) => ({ ...er, [f]: undefined }));
    if (f === 'zipcode') setCheckedZip(null);
  };

  const focusFirstError = (errs: Partial<Record<Field, string>>) => {
    const first = FIELDS.find((f) => errs[f]);
    if (first) window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus());
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const errs = validateAddress(values);
    setErrors(errs);
    if (Object.keys(errs).length) {
      focusFirstError(errs);
      return;
    }
    const zipcode = parsePostcode(values.zipcode)?.normalised ?? values.zipcode.trim();
    const fields: AddressFields = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      address: values.address.trim(),
      landmark: values.landmark.trim(),
      city: values.city.trim(),
      zipcode,
      phone: values.phone.trim(),
      is_default: isDefault || firstAddress,
      ...(pin ? { latitude: round(pin.lat), longitude: round(pin.lng) } : {}),
    };
    const onError = (err: unknown) => {
      if (err instanceof AddressRefused) {
        setFormError(err.message);
        return;
      }
      const split = serverErrors(err, FIELDS, { addr1: 'address', pincode: 'zipcode' });
      setErrors(split.fields);
      setFormError(split.form);
      focusFirstError(split.fields);
    };
    if (address) update.mutate({ name: address.name, ...fields }, { onSuccess: onSaved, onError });
    else insert.mutate(fields, { onSuccess: onSaved, onError });
  };

  const mapCentre: LatLng =
    pin ?? (stored?.latitude != null && stored.longitude != null ? { lat: stored.latitude, lng: stored.longitude } : FALLBACK_CENTRE);

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={saving || undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          autoFocus={autoFocus}
          value={values.first_name}
          onChange={set('first_name')}
          error={errors.first_name}
          required
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          value={values.last_name}
          onChange={set('last_name')}
          error={errors.last_name}
        />
      </div>
      <TextField
        label="Address"
        name="address"
        autoComplete="address-line1"
        hint="House or flat number and street"
        value={values.address}
        onChange={set('address')}
        error={errors.address}
        required
      />
      <TextField
        label="Landmark (optional)"
        name="landmark"
        hint="Anything that helps the driver find you"
        value={values.landmark}
        onChange={set('landmark')}
        error={errors.landmark}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Town or city"
          name="city"
          autoComplete="address-level2"
          value={values.city}
          onChange={set('city')}
          error={errors.city}
          required
        />
        <TextField
          label="Postcode"
          name="zipcode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          value={values.zipcode}
          onChange={set('zipcode')}
          onBlur={() => {
            const pc = parsePostcode(values.zipcode);
            if (!pc?.full) return;
            setValues((v) => ({ ...v, zipcode: pc.normalised }));
            setCheckedZip(pc.normalised);
          }}
          error={errors.zipcode}
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
      <TextField
        label="Phone number (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        hint="For the driver. Leave it empty to use your account's number."
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
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

      <FormMessage kind="error">{formError}</FormMessage>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="ghost" size="lg" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? 'Saving…' : editing ? 'Save changes' : 'Save address'}
        </Button>
      </div>
    </form>
  );
}

function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
