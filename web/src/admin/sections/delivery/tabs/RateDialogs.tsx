import { adminDeliveryCalls, type TAdminShippingRate, type TSaveShippingRate, ZSaveShippingRate } from '@larder/contract/admin-delivery';
import { z } from 'zod';
import { useContractForm } from '../../../../shared/forms';
import { notify } from '../../../../ui/toast';
import { ConsoleCheck, ConsoleSelect, ConsoleText, ConsoleTextArea } from '../../../ui/console-fields';
import { METHOD_WORDS, RATE_WORDS } from '../../../ui/delivery-form-words';
import { FormDialog } from '../../../ui/FormDialog';
import { useSaveShippingMethod } from '../api/save-shipping-method';
import { useSaveShippingRate } from '../api/save-shipping-rate';
import type { TShippingMethod } from '../api/shipping-methods';
import type { TShippingRate } from '../api/shipping-rates';

type RuleType = TAdminShippingRate['rule_type'];
export const RULES: { value: RuleType; label: string; unit: string; what: string }[] = [
  { value: 'total_band', label: 'By order total', unit: '£', what: 'Order total' },
  { value: 'weight_band', label: 'By weight', unit: 'kg', what: 'Weight' },
  { value: 'distance_band', label: 'By distance from the shop', unit: 'km', what: 'Distance' },
  { value: 'fixed', label: 'Same for every order', unit: '', what: '' },
];

type RateForm = Record<'shipping_method' | 'band_from' | 'band_to' | 'charge' | 'percentage' | 'display_order', string> & {
  rule_type: RuleType;
  by_percent: '0' | '1';
};
/** The call's rules on what the dialog sends: a rule for every order has no band; the kind of charge chosen zeroes the other. */
const RATE_SCHEMA = z.preprocess(
  (v: RateForm) => ({
    ...v,
    ...(v.rule_type === 'fixed' && { band_from: 0, band_to: null }),
    ...(v.by_percent === '1' ? { charge: 0 } : { percentage: 0 }),
  }),
  ZSaveShippingRate,
) as unknown as z.ZodType<TSaveShippingRate, RateForm>;

/** Adds or edits a charge rule: the band (from included, to excluded) and a charge or a percentage of the basket. */
export function RateDialog({ method, rate, onClose }: { method: TShippingMethod; rate: TShippingRate | null; onClose: () => void }) {
  const form = useContractForm(RATE_SCHEMA, {
    defaultValues: {
      shipping_method: method.name,
      rule_type: rate?.rule_type ?? 'total_band',
      band_from: rate ? String(rate.band_from) : '0',
      band_to: rate?.band_to == null ? '' : String(rate.band_to),
      by_percent: rate && rate.percentage > 0 ? '1' : '0',
      charge: rate ? String(rate.charge) : '',
      percentage: rate && rate.percentage > 0 ? String(rate.percentage) : '',
      display_order: rate ? String(rate.display_order) : '',
    },
    words: RATE_WORDS,
  });
  const save = useSaveShippingRate();
  const [type, byPercent] = form.watch(['rule_type', 'by_percent']);
  const rule = RULES.find((r) => r.value === type)!;

  return (
    <FormDialog
      onClose={onClose}
      title={rate ? `Edit a ${method.shipping_method_name} charge` : `Add a ${method.shipping_method_name} charge`}
      description="The checkout uses the first rule that fits, in order. A band includes its lower end and stops just before its upper end."
      form={form}
      submitLabel="Save charge"
      onSubmit={async (v) => {
        const r = await save.mutateAsync({ ...(rate ? { name: rate.name } : {}), ...v });
        notify(`Saved: ${r.summary}`, { kind: 'success', duration: 4000 });
        onClose();
      }}
    >
      <ConsoleSelect name="rule_type" label="Rule">
        {RULES.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </ConsoleSelect>
      {type !== 'fixed' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <ConsoleText name="band_from" label={`${rule.what} from (${rule.unit})`} inputMode="decimal" />
          <ConsoleText name="band_to" label={`Up to, not including (${rule.unit})`} hint="Empty: no upper end" inputMode="decimal" />
        </div>
      )}
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 text-sm font-medium">Charge</legend>
        <label className="inline-flex items-center gap-2">
          <input type="radio" value="0" {...form.register('by_percent')} className="accent-brand-600" />
          An amount
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="radio" value="1" {...form.register('by_percent')} className="accent-brand-600" />A percentage of the basket
        </label>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {byPercent === '1' ? (
          <ConsoleText name="percentage" label="Percentage (%)" inputMode="decimal" />
        ) : (
          <ConsoleText name="charge" label="Charge (£)" hint="0 for free delivery in this band" inputMode="decimal" />
        )}
        <ConsoleText name="display_order" label="Order (optional)" hint="Lower numbers are tried first" inputMode="numeric" />
      </div>
    </FormDialog>
  );
}

/** Adds or edits a shipping method. */
export function MethodDialog({ method, onClose }: { method: TShippingMethod | null; onClose: () => void }) {
  const form = useContractForm(adminDeliveryCalls.admin_save_shipping_method.payload.omit({ name: true }), {
    defaultValues: {
      shipping_method_name: method?.shipping_method_name ?? '',
      description: method?.description ?? '',
      is_pickup: method ? method.is_pickup === 1 : false,
      display_order: String(method?.display_order ?? 0),
      is_active: method ? method.is_active === 1 : true,
    },
    words: METHOD_WORDS,
  });
  const save = useSaveShippingMethod();
  return (
    <FormDialog
      onClose={onClose}
      title={method ? `Edit ${method.shipping_method_name}` : 'Add a method'}
      form={form}
      submitLabel="Save method"
      onSubmit={async (v) => {
        const m = await save.mutateAsync({ ...(method ? { name: method.name } : {}), ...v });
        notify(`${m.shipping_method_name} saved`, { kind: 'success' });
        onClose();
      }}
    >
      <ConsoleText name="shipping_method_name" label="Name (shown at checkout)" required maxLength={60} />
      <ConsoleTextArea name="description" label="Description" rows={2} maxLength={300} />
      <ConsoleText name="display_order" label="Order at checkout" type="number" min={0} max={999} />
      <ConsoleCheck name="is_pickup" label="Collected from the shop" hint="No address and no delivery charge" />
      <ConsoleCheck name="is_active" label="Offered at checkout" />
    </FormDialog>
  );
}
