import { adminDeliveryCalls, ZDeliveryRules } from '@larder/contract/admin-delivery';
import type { ReactNode } from 'react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { type ContractForm, Form, FormSummary, SubmitButton, useContractForm } from '../../../../shared/forms';
import { ErrorState } from '../../../../ui/states';
import { Skeleton } from '../../../../ui/skeleton';
import { notify } from '../../../../ui/toast';
import { Card } from '../../../ui/admin-ui';
import { ConsoleCheck, ConsoleText } from '../../../ui/console-fields';
import { RULES_WORDS, storeWords } from '../../../ui/delivery-form-words';
import { type TDeliveryMode, type TStore, useDeliveryMode } from '../api/delivery-mode';
import { type TDeliveryRules, useDeliveryRules } from '../api/delivery-rules';
import { useSaveDeliveryMode } from '../api/save-delivery-mode';
import { useSaveDeliveryRules } from '../api/save-delivery-rules';
import { MapToggle } from './MapToggle';
import { DAY_NAMES, WEEK_ORDER } from './weekdays';

type Mode = TDeliveryMode['mode'];
const MODES: { value: Mode; label: string; hint: string }[] = [
  { value: 'postcode', label: 'Postcode areas', hint: 'Shoppers must be in one of the served districts or sectors (Areas tab).' },
  { value: 'radius', label: 'Distance from the shop', hint: 'Shoppers must be within the main store’s radius.' },
  { value: 'multi_store', label: 'Several stores', hint: 'The nearest active store whose radius covers the shopper serves them.' },
  { value: 'everywhere', label: 'Everywhere', hint: 'No location check at all: every address is accepted.' },
];

/** A typed coordinate or radius, or undefined while the box is empty or not a number. */
const num = (v: unknown) => (typeof v !== 'string' || v.trim() === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));

const MODE_SCHEMA = adminDeliveryCalls.admin_save_delivery_mode.payload;

function StoreFields({ s, i }: { s: TStore; i: number }) {
  const { watch, setValue } = useFormContext();
  const [lat, lng, radius] = (watch([`stores.${i}.latitude`, `stores.${i}.longitude`, `stores.${i}.delivery_radius_km`]) as unknown[]).map(
    num,
  );
  const address = [s.address, s.city, s.zipcode].filter(Boolean).join(', ');
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold">
        {s.business_name} <span className="font-normal text-muted">({s.name})</span>
      </legend>
      {address && <p className="text-xs text-muted">{address}</p>}
      <div className="grid gap-3 sm:grid-cols-3">
        <ConsoleText name={`stores.${i}.latitude`} label="Latitude" inputMode="decimal" />
        <ConsoleText name={`stores.${i}.longitude`} label="Longitude" inputMode="decimal" />
        <ConsoleText name={`stores.${i}.delivery_radius_km`} label="Radius (km)" type="number" inputMode="decimal" min={0.1} step={0.1} />
      </div>
      <ConsoleCheck name={`stores.${i}.is_active`} label="Store active" />
      {lat !== undefined && lng !== undefined && (
        <MapToggle
          id={`store-${s.name}-map`}
          lat={lat}
          lng={lng}
          radiusKm={radius}
          label={`${s.business_name} and its delivery radius. Click to move the store there.`}
          onPick={(a, b) => {
            setValue(`stores.${i}.latitude`, String(a));
            setValue(`stores.${i}.longitude`, String(b));
          }}
        />
      )}
    </fieldset>
  );
}

/** A settings card holding one kit form: its fields, the error summary and the save button. */
function CardForm<In extends FieldValues, Out>({
  title,
  form,
  submitLabel,
  onSubmit,
  children,
}: {
  title: string;
  form: ContractForm<In, Out>;
  submitLabel: string;
  onSubmit: (values: Out) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      <Form form={form} className="flex flex-col gap-4" onSubmit={onSubmit}>
        {children}
        <FormSummary />
        <div className="flex justify-end">
          <SubmitButton busy="Saving…">{submitLabel}</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

function ModeCard({ data }: { data: TDeliveryMode }) {
  const form = useContractForm(MODE_SCHEMA, {
    defaultValues: {
      mode: data.mode,
      stores: data.stores.map((s) => ({
        name: s.name,
        latitude: String(s.latitude),
        longitude: String(s.longitude),
        delivery_radius_km: String(s.delivery_radius_km),
        is_active: s.is_active === 1,
      })),
    },
    words: storeWords(data.stores.length),
  });
  const save = useSaveDeliveryMode();
  return (
    <CardForm
      title="Who we deliver to"
      form={form}
      submitLabel="Save delivery mode"
      onSubmit={async (v) => {
        await save.mutateAsync(v);
        notify('Delivery mode saved', { kind: 'success' });
      }}
    >
      <fieldset className="grid gap-2 md:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Delivery check</legend>
        {MODES.map((m) => (
          <label
            key={m.value}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-line p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input type="radio" value={m.value} {...form.register('mode')} className="mt-0.5 accent-brand-600" />
            <span>
              <span className="font-semibold">{m.label}</span>
              <span className="block text-xs text-muted">{m.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold">Stores</h3>
        {data.stores.length ? (
          data.stores.map((s, i) => <StoreFields key={s.name} s={s} i={i} />)
        ) : (
          <p className="text-sm text-muted">No store is set up.</p>
        )}
      </div>
    </CardForm>
  );
}

function RulesCard({ data }: { data: TDeliveryRules }) {
  const form = useContractForm(ZDeliveryRules, {
    defaultValues: {
      slot_days_ahead: String(data.slot_days_ahead),
      slot_cutoff_minutes: String(data.slot_cutoff_minutes),
      slot_hold_minutes: String(data.slot_hold_minutes),
      blocked_weekdays: data.blocked_weekdays.map(String),
    },
    words: RULES_WORDS,
  });
  const save = useSaveDeliveryRules();
  return (
    <CardForm
      title="Slot rules"
      form={form}
      submitLabel="Save slot rules"
      onSubmit={async (v) => {
        await save.mutateAsync({ ...v, blocked_weekdays: [...v.blocked_weekdays].sort((a, b) => a - b) });
        notify('Slot rules saved', { kind: 'success' });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <ConsoleText name="slot_days_ahead" label="Days offered" hint="Today included; 1 to 30" type="number" min={1} max={30} />
        <ConsoleText
          name="slot_cutoff_minutes"
          label="Cut-off (minutes)"
          hint="A slot closes this long before it starts"
          type="number"
          min={0}
          max={1440}
          step={5}
        />
        <ConsoleText
          name="slot_hold_minutes"
          label="Hold (minutes)"
          hint="A chosen slot is kept this long while the shopper pays"
          type="number"
          min={5}
          max={240}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">No deliveries on</legend>
        <div className="flex flex-wrap gap-2">
          {WEEK_ORDER.map((d) => (
            <label
              key={d}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input type="checkbox" value={String(d)} {...form.register('blocked_weekdays')} className="accent-brand-600" />
              {DAY_NAMES[d]}
            </label>
          ))}
        </div>
      </fieldset>
    </CardForm>
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
