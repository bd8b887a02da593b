import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Field, inputClass } from '../../../ui/admin-ui';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../ui/orders-format';
import { slotOptions, useSlotBookings } from '../../../ui/orders-slot-bookings';
import { useSearchText } from '../../../ui/table/use-table-params';
import { useShippingMethods } from '../api/get-shipping-methods';
import { activeFilterCount, type OrderFilterState, QUEUES } from '../order-filters';

type Patch = Partial<Record<keyof OrderFilterState, string>>;

const chip = 'rounded-full border px-3 py-1 text-sm font-medium';
const chipOn = 'border-brand-600 bg-brand-600 text-white';
const chipOff = 'border-line bg-white text-ink hover:border-brand-600';

/** Search, status chips and the filter bar of the orders list. */
/** A date box of the filter bar. */
function DateFilter({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (date: string) => void }) {
  return (
    <Field label={label} htmlFor={id}>
      <input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} />
    </Field>
  );
}

export function OrderFilterBar({
  filters,
  onChange,
  onSearch,
}: {
  filters: OrderFilterState;
  /** A deliberate change (a new history entry). */
  onChange: (patch: Patch) => void;
  /** Typing (replaces the current history entry). */
  onSearch: (patch: Patch) => void;
}) {
  const id = useId();
  // Typing reaches the URL once it pauses; the boxes follow the URL when it changes (back button).
  const [q, setQ] = useSearchText(
    filters.q,
    useCallback((v) => onSearch({ q: v }), [onSearch]),
    350,
  );
  const [postcode, setPostcode] = useSearchText(
    filters.postcode,
    useCallback((v) => onSearch({ postcode: v }), [onSearch]),
    350,
  );
  const methods = useShippingMethods();
  const day = useSlotBookings(filters.delivery || null, 1);
  const slots = slotOptions(day.data?.[0]);
  const more = activeFilterCount(filters);
  const [open, setOpen] = useState(more > 0);

  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative min-w-0 flex-1 basis-72">
          <label htmlFor={`${id}-q`} className="sr-only">
            Search orders
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Order id, customer, e-mail or phone"
            maxLength={120}
            className={`${inputClass} w-full pl-9`}
          />
        </div>
        <Button variant="secondary" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={`${id}-more`}>
          <SlidersHorizontal aria-hidden="true" className="size-4" /> Filters{more ? ` (${more})` : ''}
        </Button>
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div role="group" aria-label="Status" className="flex flex-wrap gap-1.5">
          {['', ...ORDER_STATUSES].map((s) => {
            const on = filters.status === s && (s !== '' || !filters.queue);
            return (
              <button
                key={s || 'all'}
                type="button"
                aria-pressed={on}
                // A status and a queue do not mix (both queues are placed orders): one replaces the other.
                onClick={() => onChange({ status: s, queue: '' })}
                className={`${chip} ${on ? chipOn : chipOff}`}
              >
                {s || 'All'}
              </button>
            );
          })}
        </div>
        <div role="group" aria-label="Queue" className="flex flex-wrap gap-1.5 border-line sm:border-l sm:pl-4">
          {QUEUES.map((x) => {
            const on = filters.queue === x.value;
            return (
              <button
                key={x.value}
                type="button"
                aria-pressed={on}
                onClick={() => onChange({ queue: on ? '' : x.value, status: '' })}
                className={`${chip} ${on ? chipOn : chipOff}`}
              >
                {x.label}
              </button>
            );
          })}
        </div>
      </div>

      <div id={`${id}-more`} hidden={!open} className="rounded-xl border border-line bg-white p-4">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Field label="Payment" htmlFor={`${id}-pay`}>
            <select id={`${id}-pay`} value={filters.payment} onChange={(e) => onChange({ payment: e.target.value })} className={inputClass}>
              <option value="">Any</option>
              {PAYMENT_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </Field>
          <Field label="Method" htmlFor={`${id}-method`}>
            <select
              id={`${id}-method`}
              value={filters.method}
              onChange={(e) => onChange({ method: e.target.value })}
              className={inputClass}
            >
              <option value="">Any</option>
              {(methods.data ?? []).map((m) => (
                <option key={m.name} value={m.name}>
                  {m.shipping_method_name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Postcode" htmlFor={`${id}-pc`}>
            <input
              id={`${id}-pc`}
              value={postcode}
              onChange={(e) => setPostcode(e.target.value)}
              maxLength={10}
              autoComplete="off"
              placeholder="E1"
              className={inputClass}
            />
          </Field>
          <DateFilter id={`${id}-from`} label="Placed from" value={filters.from} onChange={(from) => onChange({ from })} />
          <DateFilter id={`${id}-to`} label="Placed to" value={filters.to} onChange={(to) => onChange({ to })} />
          <DateFilter
            id={`${id}-del`}
            label="Delivery date"
            value={filters.delivery}
            onChange={(delivery) => onChange({ delivery, slot: '' })}
          />
          <Field label="Slot" htmlFor={`${id}-slot`} hint={filters.delivery ? undefined : 'Pick a delivery date first'}>
            <select
              id={`${id}-slot`}
              value={filters.slot}
              disabled={!filters.delivery}
              onChange={(e) => onChange({ slot: e.target.value })}
              className={inputClass}
            >
              <option value="">{filters.delivery ? 'Any slot' : '—'}</option>
              {slots.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label} ({s.booked}/{s.capacity})
                </option>
              ))}
            </select>
          </Field>
          <div className="flex items-end">
            <Button
              variant="ghost"
              disabled={!more && !filters.q && !filters.status && !filters.queue}
              onClick={() =>
                onChange({ q: '', status: '', queue: '', payment: '', method: '', postcode: '', from: '', to: '', delivery: '', slot: '' })
              }
            >
              <X aria-hidden="true" className="size-4" /> Clear all
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
