import { lazy, Suspense, type FormEvent, useState } from 'react';
import { Button } from '../../../../ui/button';
import { ErrorState } from '../../../../ui/states';
import { Skeleton } from '../../../../ui/skeleton';
import { notify } from '../../../../ui/toast';
import { Card, Field, inputClass } from '../../../ui/admin-ui';
import { CheckField, fieldError, FormError } from '../../../ui/content-kit';
import { numberOrUndefined } from '../../../ui/delivery-kit';
import { type TDeliveryMode, type TStore, useDeliveryMode } from '../api/delivery-mode';
import { type TDeliveryRules, useDeliveryRules } from '../api/delivery-rules';
import { useMapSettings } from '../api/map-settings';
import { useSaveDeliveryMode } from '../api/save-delivery-mode';
import { useSaveDeliveryRules } from '../api/save-delivery-rules';
import { DAY_NAMES, WEEK_ORDER } from './weekdays';

const AreaMap = lazy(() => import('../../../ui/delivery-area-map'));

type Mode = TDeliveryMode['mode'];
const MODES: { value: Mode; label: string; hint: string }[] = [
  { value: 'postcode', label: 'Postcode areas', hint: 'Shoppers must be in one of the served districts or sectors (Areas tab).' },
  { value: 'radius', label: 'Distance from the shop', hint: 'Shoppers must be within the main store’s radius.' },
  { value: 'multi_store', label: 'Several stores', hint: 'The nearest active store whose radius covers the shopper serves them.' },
  { value: 'everywhere', label: 'Everywhere', hint: 'No location check at all: every address is accepted.' },
];

interface StoreForm {
  name: string;
  business_name: string;
  address: string;
  lat: string;
  lng: string;
  radius: string;
  active: boolean;
}

const storeForm = (s: TStore): StoreForm => ({
  name: s.name,
  business_name: s.business_name,
  address: [s.address, s.city, s.zipcode].filter(Boolean).join(', '),
  lat: String(s.latitude),
  lng: String(s.longitude),
  radius: String(s.delivery_radius_km),
  active: s.is_active === 1,
});

function StoreFields({ s, onChange, error }: { s: StoreForm; onChange: (s: StoreForm) => void; error: unknown }) {
  const [mapOpen, setMapOpen] = useState(false);
  const map = useMapSettings();
  const lat = numberOrUndefined(s.lat);
  const lng = numberOrUndefined(s.lng);
  const id = `store-${s.name}`;
  return (
    <fieldset className="rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold">
        {s.business_name} <span className="font-normal text-muted">({s.name})</span>
      </legend>
      {s.address && <p className="mb-3 text-xs text-muted">{s.address}</p>}
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Latitude" htmlFor={`${id}-lat`}>
          <input
            id={`${id}-lat`}
            inputMode="decimal"
            value={s.lat}
            onChange={(e) => onChange({ ...s, lat: e.target.value })}
            className={inputClass}
          />
        </Field>
        <Field label="Longitude" htmlFor={`${id}-lng`}>
          <input
            id={`${id}-lng`}
            inputMode="decimal"
            value={s.lng}
            onChange={(e) => onChange({ ...s, lng: e.target.value })}
            className={inputClass}
          />
        </Field>
        <Field label="Radius (km)" htmlFor={`${id}-radius`} error={fieldError(error, 'stores')}>
          <input
            id={`${id}-radius`}
            type="number"
            inputMode="decimal"
            min={0.1}
            step={0.1}
            value={s.radius}
            onChange={(e) => onChange({ ...s, radius: e.target.value })}
            className={inputClass}
          />
        </Field>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <CheckField id={`${id}-active`} label="Store active" checked={s.active} onChange={(v) => onChange({ ...s, active: v })} />
        {lat !== undefined && lng !== undefined && (
          <Button variant="secondary" size="sm" aria-expanded={mapOpen} aria-controls={`${id}-map`} onClick={() => setMapOpen((v) => !v)}>
            {mapOpen ? 'Hide map' : 'Show on a map'}
          </Button>
        )}
      </div>
      <div id={`${id}-map`} hidden={!mapOpen} className="mt-3">
        {mapOpen && lat !== undefined && lng !== undefined && (
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            <AreaMap
              lat={lat}
              lng={lng}
              radiusKm={numberOrUndefined(s.radius)}
              tileUrl={map.tileUrl}
              attribution={map.attribution}
              label={`${s.business_name} and its delivery radius. Click to move the store there.`}
              onPick={(a, b) => onChange({ ...s, lat: String(a), lng: String(b) })}
            />
          </Suspense>
        )}
      </div>
    </fieldset>
  );
}

function ModeCard({ data }: { data: TDeliveryMode }) {
  const [mode, setMode] = useState<Mode>(data.mode);
  const [stores, setStores] = useState<StoreForm[]>(() => data.stores.map(storeForm));
  const save = useSaveDeliveryMode();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        mode,
        stores: stores.map((s) => ({
          name: s.name,
          latitude: numberOrUndefined(s.lat),
          longitude: numberOrUndefined(s.lng),
          delivery_radius_km: numberOrUndefined(s.radius),
          is_active: s.active,
        })),
      },
      { onSuccess: () => notify('Delivery mode saved', { kind: 'success' }) },
    );
  };
  return (
    <Card title="Who we deliver to">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <fieldset className="grid gap-2 md:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Delivery check</legend>
          {MODES.map((m) => (
            <label
              key={m.value}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-line p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="delivery-mode"
                value={m.value}
                checked={mode === m.value}
                onChange={() => setMode(m.value)}
                className="mt-0.5 accent-brand-600"
              />
              <span>
                <span className="font-semibold">{m.label}</span>
                <span className="block text-xs text-muted">{m.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold">Stores</h3>
          {stores.length ? (
            stores.map((s, i) => (
              <StoreFields
                key={s.name}
                s={s}
                error={save.error}
                onChange={(next) => setStores(stores.map((x, j) => (j === i ? next : x)))}
              />
            ))
          ) : (
            <p className="text-sm text-muted">No store is set up.</p>
          )}
        </div>
        <FormError error={save.error} />
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save delivery mode'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function RulesCard({ data }: { data: TDeliveryRules }) {
  const [days, setDays] = useState(String(data.slot_days_ahead));
  const [cutoff, setCutoff] = useState(String(data.slot_cutoff_minutes));
  const [hold, setHold] = useState(String(data.slot_hold_minutes));
  const [blocked, setBlocked] = useState<number[]>(data.blocked_weekdays);
  const save = useSaveDeliveryRules();
  const err = (f: string) => fieldError(save.error, f);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        slot_days_ahead: numberOrUndefined(days),
        slot_cutoff_minutes: numberOrUndefined(cutoff),
        slot_hold_minutes: numberOrUndefined(hold),
        blocked_weekdays: blocked,
      },
      { onSuccess: () => notify('Slot rules saved', { kind: 'success' }) },
    );
  };
  const toggle = (d: number, on: boolean) => setBlocked(on ? [...blocked, d].sort((a, b) => a - b) : blocked.filter((x) => x !== d));
  return (
    <Card title="Slot rules">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Days offered" htmlFor="rules-days" error={err('slot_days_ahead')} hint="Today included; 1 to 30">
            <input
              id="rules-days"
              type="number"
              min={1}
              max={30}
              value={days}
              onChange={(e) => setDays(e.target.value)}
              aria-invalid={Boolean(err('slot_days_ahead'))}
              className={inputClass}
            />
          </Field>
          <Field
            label="Cut-off (minutes)"
            htmlFor="rules-cutoff"
            error={err('slot_cutoff_minutes')}
            hint="A slot closes this long before it starts"
          >
            <input
              id="rules-cutoff"
              type="number"
              min={0}
              max={1440}
              step={5}
              value={cutoff}
              onChange={(e) => setCutoff(e.target.value)}
              aria-invalid={Boolean(err('slot_cutoff_minutes'))}
              className={inputClass}
            />
          </Field>
          <Field
            label="Hold (minutes)"
            htmlFor="rules-hold"
            error={err('slot_hold_minutes')}
            hint="A chosen slot is kept this long while the shopper pays"
          >
            <input
              id="rules-hold"
              type="number"
              min={5}
              max={240}
              value={hold}
              onChange={(e) => setHold(e.target.value)}
              aria-invalid={Boolean(err('slot_hold_minutes'))}
              className={inputClass}
            />
          </Field>
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">No deliveries on</legend>
          <div className="flex flex-wrap gap-2">
            {WEEK_ORDER.map((d) => (
              <label
                key={d}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="checkbox"
                  checked={blocked.includes(d)}
                  onChange={(e) => toggle(d, e.target.checked)}
                  className="accent-brand-600"
                />
                {DAY_NAMES[d]}
              </label>
            ))}
          </div>
        </fieldset>
        <FormError error={save.error} />
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save slot rules'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** How the shop decides where it delivers (and its stores), and the slot rules. */
export default function ModeRulesTab() {
  const mode = useDeliveryMode();
  const rules = useDeliveryRules();
  return (
    <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
      {mode.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : mode.error ? (
        <ErrorState error={mode.error} onRetry={() => void mode.refetch()} />
      ) : (
        <ModeCard key={mode.dataUpdatedAt} data={mode.data} />
      )}
      {rules.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : rules.error ? (
        <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <RulesCard key={rules.dataUpdatedAt} data={rules.data} />
      )}
    </div>
  );
}
