import type { TAdminShippingRate } from '@larder/contract/admin-delivery';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/toast';
import { Field, inputClass } from '../../../ui/admin-ui';
import { CheckField, fieldError, FormError } from '../../../ui/content-kit';
import { numberOrUndefined } from '../../../ui/delivery-kit';
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

/** Adds or edits a charge rule: the band (from included, to excluded) and a charge or a percentage of the basket. */
export function RateDialog({ method, rate, onClose }: { method: TShippingMethod; rate: TShippingRate | null; onClose: () => void }) {
  const [type, setType] = useState<RuleType>(rate?.rule_type ?? 'total_band');
  const [from, setFrom] = useState(rate ? String(rate.band_from) : '0');
  const [to, setTo] = useState(rate?.band_to === null || rate?.band_to === undefined ? '' : String(rate.band_to));
  const [byPercent, setByPercent] = useState(Boolean(rate && rate.percentage > 0));
  const [charge, setCharge] = useState(rate ? String(rate.charge) : '');
  const [percentage, setPercentage] = useState(rate && rate.percentage > 0 ? String(rate.percentage) : '');
  const [order, setOrder] = useState(rate ? String(rate.display_order) : '');
  const save = useSaveShippingRate();
  const err = (f: string) => fieldError(save.error, f);
  const rule = RULES.find((r) => r.value === type)!;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        ...(rate ? { name: rate.name } : {}),
        shipping_method: method.name,
        rule_type: type,
        band_from: type === 'fixed' ? 0 : numberOrUndefined(from),
        band_to: type === 'fixed' ? null : to.trim() === '' ? null : numberOrUndefined(to),
        charge: byPercent ? 0 : numberOrUndefined(charge),
        percentage: byPercent ? numberOrUndefined(percentage) : 0,
        display_order: order.trim() === '' ? undefined : numberOrUndefined(order),
      },
      {
        onSuccess: (r) => {
          notify(`Saved: ${r.summary}`, { kind: 'success', duration: 4000 });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !save.isPending && onClose()}
      title={rate ? `Edit a ${method.shipping_method_name} charge` : `Add a ${method.shipping_method_name} charge`}
      description="The checkout uses the first rule that fits, in order. A band includes its lower end and stops just before its upper end."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field label="Rule" htmlFor="rate-type" error={err('rule_type')}>
          <select id="rate-type" value={type} onChange={(e) => setType(e.target.value as RuleType)} className={inputClass}>
            {RULES.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </Field>
        {type !== 'fixed' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={`${rule.what} from (${rule.unit})`} htmlFor="rate-from" error={err('band_from')}>
              <input
                id="rate-from"
                inputMode="decimal"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                aria-invalid={Boolean(err('band_from'))}
                className={inputClass}
              />
            </Field>
            <Field label={`Up to, not including (${rule.unit})`} htmlFor="rate-to" error={err('band_to')} hint="Empty: no upper end">
              <input
                id="rate-to"
                inputMode="decimal"
                value={to}
                onChange={(e) => setTo(e.target.value)}
                aria-invalid={Boolean(err('band_to'))}
                className={inputClass}
              />
            </Field>
          </div>
        )}
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-1 text-sm font-medium">Charge</legend>
          <label className="inline-flex items-center gap-2">
            <input type="radio" name="rate-kind" checked={!byPercent} onChange={() => setByPercent(false)} className="accent-brand-600" />
            An amount
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="radio" name="rate-kind" checked={byPercent} onChange={() => setByPercent(true)} className="accent-brand-600" />A
            percentage of the basket
          </label>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {byPercent ? (
            <Field label="Percentage (%)" htmlFor="rate-percentage" error={err('percentage')}>
              <input
                id="rate-percentage"
                inputMode="decimal"
                value={percentage}
                onChange={(e) => setPercentage(e.target.value)}
                aria-invalid={Boolean(err('percentage'))}
                className={inputClass}
              />
            </Field>
          ) : (
            <Field label="Charge (£)" htmlFor="rate-charge" error={err('charge')} hint="0 for free delivery in this band">
              <input
                id="rate-charge"
                inputMode="decimal"
                value={charge}
                onChange={(e) => setCharge(e.target.value)}
                aria-invalid={Boolean(err('charge'))}
                className={inputClass}
              />
            </Field>
          )}
          <Field label="Order (optional)" htmlFor="rate-order" error={err('display_order')} hint="Lower numbers are tried first">
            <input id="rate-order" inputMode="numeric" value={order} onChange={(e) => setOrder(e.target.value)} className={inputClass} />
          </Field>
        </div>
        <FormError error={save.error} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save charge'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Adds or edits a shipping method. */
export function MethodDialog({ method, onClose }: { method: TShippingMethod | null; onClose: () => void }) {
  const [name, setName] = useState(method?.shipping_method_name ?? '');
  const [description, setDescription] = useState(method?.description ?? '');
  const [pickup, setPickup] = useState(method ? method.is_pickup === 1 : false);
  const [order, setOrder] = useState(String(method?.display_order ?? 0));
  const [active, setActive] = useState(method ? method.is_active === 1 : true);
  const save = useSaveShippingMethod();
  const err = (f: string) => fieldError(save.error, f);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        ...(method ? { name: method.name } : {}),
        shipping_method_name: name.trim(),
        description: description.trim(),
        is_pickup: pickup,
        display_order: numberOrUndefined(order),
        is_active: active,
      },
      {
        onSuccess: (m) => {
          notify(`${m.shipping_method_name} saved`, { kind: 'success' });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !save.isPending && onClose()}
      title={method ? `Edit ${method.shipping_method_name}` : 'Add a method'}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field label="Name (shown at checkout)" htmlFor="method-name" error={err('shipping_method_name')}>
          <input
            id="method-name"
            required
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={Boolean(err('shipping_method_name'))}
            className={inputClass}
          />
        </Field>
        <Field label="Description" htmlFor="method-description" error={err('description')}>
          <textarea
            id="method-description"
            rows={2}
            maxLength={300}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            className={`${inputClass} h-auto py-2`}
          />
        </Field>
        <Field label="Order at checkout" htmlFor="method-order" error={err('display_order')}>
          <input
            id="method-order"
            type="number"
            min={0}
            max={999}
            value={order}
            onChange={(e) => setOrder(e.target.value)}
            className={inputClass}
          />
        </Field>
        <CheckField
          id="method-pickup"
          label="Collected from the shop"
          hint="No address and no delivery charge"
          checked={pickup}
          onChange={setPickup}
        />
        <CheckField id="method-active" label="Offered at checkout" checked={active} onChange={setActive} />
        <FormError error={save.error} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save method'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
