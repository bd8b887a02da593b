import { formatTimeRange } from '@larder/contract/slot-time';
import { ZSaveSlotTemplate } from '@larder/contract/admin-delivery';
import { useContractForm } from '../../../../shared/forms';
import { notify } from '../../../../ui/toast';
import { ConsoleCheck, ConsoleSelect, ConsoleText } from '../../../ui/console-fields';
import { SLOT_WORDS } from '../../../ui/delivery-form-words';
import { FormDialog } from '../../../ui/FormDialog';
import { useSaveSlotTemplate } from '../api/save-slot-template';
import type { TShippingMethod } from '../api/shipping-methods';
import type { TSlotTemplate } from '../api/slot-templates';
import { DeleteButton } from './DeleteButton';
import { DAY_NAMES, WEEK_ORDER } from './weekdays';

/** Adds or edits a slot template: method, day (or every day), times, capacity, on/off. */
export function SlotDialog({
  onClose,
  template,
  defaultMethod,
  defaultWeekday,
  methods,
  onDelete,
}: {
  onClose: () => void;
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
    words: SLOT_WORDS,
  });
  const save = useSaveSlotTemplate();

  return (
    <FormDialog
      onClose={onClose}
      title={template ? 'Edit slot' : 'Add a slot'}
      description="Slots of one method may not overlap on a day they share. Orders already booked keep their time."
      form={form}
      submitLabel="Save slot"
      onSubmit={async (v) => {
        const t = await save.mutateAsync({ ...(template ? { name: template.name } : {}), ...v });
        notify(template ? 'Slot saved' : `Slot ${formatTimeRange(t.from_time, t.to_time)} added`, { kind: 'success' });
        onClose();
      }}
      aside={template && <DeleteButton onClick={() => onDelete(template)}>Delete slot</DeleteButton>}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ConsoleSelect name="shipping_method" label="Method">
          {methods.map((m) => (
            <option key={m.name} value={m.name}>
              {m.shipping_method_name}
            </option>
          ))}
        </ConsoleSelect>
        <ConsoleSelect name="weekday" label="Day">
          <option value="every">Every day</option>
          {WEEK_ORDER.map((d) => (
            <option key={d} value={String(d)}>
              {DAY_NAMES[d]}
            </option>
          ))}
        </ConsoleSelect>
        <ConsoleText name="from_time" label="From" type="time" step={300} required />
        <ConsoleText name="to_time" label="To" type="time" step={300} required />
        <ConsoleText
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
      <ConsoleCheck name="is_active" label="Offered to shoppers" hint="Switch off to stop offering it without deleting it" />
      {template && template.upcoming_bookings > 0 && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {template.upcoming_bookings} order{template.upcoming_bookings === 1 ? ' is' : 's are'} booked in this slot from today on.
        </p>
      )}
    </FormDialog>
  );
}
