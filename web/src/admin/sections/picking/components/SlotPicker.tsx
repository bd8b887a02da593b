import { useId } from 'react';
import { Field, inputClass } from '../../../ui/admin-ui';
import { slotOptions, useSlotBookings } from '../../../ui/orders-slot-bookings';

/** Date and slot (or the whole day) for picking; slots come from that day's bookings. */
export function SlotPicker({
  date,
  slot,
  onChange,
}: {
  date: string;
  slot: string;
  onChange: (next: { date: string; slot: string }) => void;
}) {
  const id = useId();
  const day = useSlotBookings(date, 1);
  const d = day.data?.[0];
  const options = slotOptions(d);
  return (
    <div className="flex flex-wrap items-end gap-3 print:hidden">
      <Field label="Date" htmlFor={`${id}-date`}>
        <input
          id={`${id}-date`}
          type="date"
          value={date}
          required
          onChange={(e) => e.target.value && onChange({ date: e.target.value, slot: '' })}
          className={inputClass}
        />
      </Field>
      <div className="w-full min-w-0 sm:w-auto">
        <Field label="Slot" htmlFor={`${id}-slot`} hint={d?.blocked ? `Closed: ${d.blocked}` : undefined}>
          <select
            id={`${id}-slot`}
            value={slot}
            onChange={(e) => onChange({ date, slot: e.target.value })}
            className={`${inputClass} w-full sm:w-auto sm:min-w-64`}
            disabled={day.isPending}
          >
            <option value="">Whole day</option>
            {options.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label} — {s.booked} {s.booked === 1 ? 'order' : 'orders'}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </div>
  );
}
