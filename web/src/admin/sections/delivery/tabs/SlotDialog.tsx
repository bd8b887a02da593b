import { formatTimeRange } from '@larder/contract/slot-time';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/toast';
import { Field, inputClass } from '../../../ui/admin-ui';
import { CheckField, fieldError, FormError } from '../../../ui/content-kit';
import { numberOrUndefined } from '../../../ui/delivery-kit';
import { useSaveSlotTemplate } from '../api/save-slot-template';
import type { TShippingMethod } from '../api/shipping-methods';
import type { TSlotTemplate } from '../api/slot-templates';
import { DAY_NAMES, WEEK_ORDER } from './weekdays';

/** Adds or edits a slot template: method, day (or every day), times, capacity, on/off. */
export function SlotDialog({
  open,
  onOpenChange,
  template,
  defaultMethod,
  defaultWeekday,
  methods,
  onDelete,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  template: TSlotTemplate | null;
  defaultMethod: string;
  defaultWeekday: number | null;
  methods: TShippingMethod[];
  onDelete: (t: TSlotTemplate) => void;
}) {
  const [method, setMethod] = useState(template?.shipping_method ?? defaultMethod);
  const [weekday, setWeekday] = useState<string>(
    template
      ? template.weekday === null
        ? 'every'
        : String(template.weekday)
      : defaultWeekday === null
        ? 'every'
        : String(defaultWeekday),
  );
  const [from, setFrom] = useState(template?.from_time ?? '09:00');
  const [to, setTo] = useState(template?.to_time ?? '11:00');
  const [capacity, setCapacity] = useState(String(template?.capacity ?? 6));
  const [active, setActive] = useState(template ? template.is_active === 1 : true);
  const save = useSaveSlotTemplate();
  const err = (f: string) => fieldError(save.error, f);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        ...(template ? { name: template.name } : {}),
        shipping_method: method,
        weekday: weekday === 'every' ? null : Number(weekday),
        from_time: from,
        to_time: to,
        capacity: numberOrUndefined(capacity),
        is_active: active,
      },
      {
        onSuccess: (t) => {
          notify(template ? 'Slot saved' : `Slot ${formatTimeRange(t.from_time, t.to_time)} added`, { kind: 'success' });
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !save.isPending && onOpenChange(o)}
      title={template ? 'Edit slot' : 'Add a slot'}
      description="Slots of one method may not overlap on a day they share. Orders already booked keep their time."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Method" htmlFor="slot-method" error={err('shipping_method')}>
            <select id="slot-method" value={method} onChange={(e) => setMethod(e.target.value)} className={inputClass}>
              {methods.map((m) => (
                <option key={m.name} value={m.name}>
                  {m.shipping_method_name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Day" htmlFor="slot-day" error={err('weekday')}>
            <select id="slot-day" value={weekday} onChange={(e) => setWeekday(e.target.value)} className={inputClass}>
              <option value="every">Every day</option>
              {WEEK_ORDER.map((d) => (
                <option key={d} value={String(d)}>
                  {DAY_NAMES[d]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="From" htmlFor="slot-from" error={err('from_time')}>
            <input
              id="slot-from"
              type="time"
              step={300}
              required
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={Boolean(err('from_time'))}
              className={inputClass}
            />
          </Field>
          <Field label="To" htmlFor="slot-to" error={err('to_time')}>
            <input
              id="slot-to"
              type="time"
              step={300}
              required
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={Boolean(err('to_time'))}
              className={inputClass}
            />
          </Field>
          <Field label="Capacity (orders)" htmlFor="slot-capacity" error={err('capacity')} hint="0 keeps the slot listed but full">
            <input
              id="slot-capacity"
              type="number"
              inputMode="numeric"
              min={0}
              max={1000}
              step={1}
              required
              value={capacity}
              onChange={(e) => setCapacity(e.target.value)}
              aria-invalid={Boolean(err('capacity'))}
              className={inputClass}
            />
          </Field>
        </div>
        <CheckField
          id="slot-active"
          label="Offered to shoppers"
          hint="Switch off to stop offering it without deleting it"
          checked={active}
          onChange={setActive}
        />
        {template && template.upcoming_bookings > 0 && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {template.upcoming_bookings} order{template.upcoming_bookings === 1 ? ' is' : 's are'} booked in this slot from today on.
          </p>
        )}
        <FormError error={save.error} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {template ? (
            <Button variant="ghost" className="text-red-800" onClick={() => onDelete(template)} disabled={save.isPending}>
              Delete slot
            </Button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save slot'}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
