import { formatTimeRange } from '@larder/contract/slot-time';
import { ZSaveSlotTemplate } from '@larder/contract/admin-delivery';
import { Form, FormCheckbox, FormSelect, FormSummary, FormText, SubmitButton, useContractForm } from '../../../../shared/forms';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/toast';
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
  const form = useContractForm(ZSaveSlotTemplate, {
    defaultValues: {
      shipping_method: template?.shipping_method ?? defaultMethod,
      weekday: String((template ? template.weekday : defaultWeekday) ?? 'every'),
      from_time: template?.from_time ?? '09:00',
      to_time: template?.to_time ?? '11:00',
      capacity: String(template?.capacity ?? 6),
      is_active: template ? template.is_active === 1 : true,
    },
  });
  const save = useSaveSlotTemplate();
  const busy = form.formState.isSubmitting;

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !busy && onOpenChange(o)}
      title={template ? 'Edit slot' : 'Add a slot'}
      description="Slots of one method may not overlap on a day they share. Orders already booked keep their time."
    >
      <Form
        form={form}
        className="flex flex-col gap-4"
        onSubmit={async (v) => {
          const t = await save.mutateAsync({ ...(template ? { name: template.name } : {}), ...v });
          notify(template ? 'Slot saved' : `Slot ${formatTimeRange(t.from_time, t.to_time)} added`, { kind: 'success' });
          onOpenChange(false);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect name="shipping_method" label="Method">
            {methods.map((m) => (
              <option key={m.name} value={m.name}>
                {m.shipping_method_name}
              </option>
            ))}
          </FormSelect>
          <FormSelect name="weekday" label="Day">
            <option value="every">Every day</option>
            {WEEK_ORDER.map((d) => (
              <option key={d} value={String(d)}>
                {DAY_NAMES[d]}
              </option>
            ))}
          </FormSelect>
          <FormText name="from_time" label="From" type="time" step={300} required />
          <FormText name="to_time" label="To" type="time" step={300} required />
          <FormText
            name="capacity"
            label="Capacity (orders)"
            hint="0 keeps the slot listed but full"
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            step={1}
            required
          />
        </div>
        <FormCheckbox name="is_active" label="Offered to shoppers" hint="Switch off to stop offering it without deleting it" />
        {template && template.upcoming_bookings > 0 && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {template.upcoming_bookings} order{template.upcoming_bookings === 1 ? ' is' : 's are'} booked in this slot from today on.
          </p>
        )}
        <FormSummary />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {template ? (
            <Button variant="ghost" className="text-red-800" onClick={() => onDelete(template)} disabled={busy}>
              Delete slot
            </Button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <SubmitButton busy="Saving…">Save slot</SubmitButton>
          </div>
        </div>
      </Form>
    </Dialog>
  );
}
