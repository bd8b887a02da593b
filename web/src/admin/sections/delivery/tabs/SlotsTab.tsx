import { formatTimeRange } from '@larder/contract/slot-time';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/button';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { Skeleton } from '../../../../ui/skeleton';
import { Card } from '../../../ui/admin-ui';
import { DeleteDialog, Tag } from '../../../ui/content-kit';
import { useDeleteSlotTemplate } from '../api/delete-slot-template';
import { type TShippingMethod, useShippingMethods } from '../api/shipping-methods';
import { type TSlotTemplate, useSlotTemplates } from '../api/slot-templates';
import { SlotDialog } from './SlotDialog';
import { DAY_NAMES, WEEK_ORDER } from './weekdays';

/** The method chooser: one radio per shipping method. */
export function MethodChooser({
  methods,
  value,
  onChange,
  name,
}: {
  methods: TShippingMethod[];
  value: string | null;
  onChange: (m: string) => void;
  name: string;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Shipping method</legend>
      {methods.map((m) => (
        <label
          key={m.name}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
        >
          <input type="radio" name={name} value={m.name} checked={value === m.name} onChange={() => onChange(m.name)} className="sr-only" />
          {m.shipping_method_name}
          {!m.is_active && <Tag>Off</Tag>}
        </label>
      ))}
    </fieldset>
  );
}

function SlotButton({ t, day, onEdit }: { t: TSlotTemplate; day: number; onEdit: () => void }) {
  const off = t.is_active === 0;
  return (
    <button
      type="button"
      onClick={onEdit}
      aria-label={`Edit slot ${DAY_NAMES[day]} ${formatTimeRange(t.from_time, t.to_time)}, capacity ${t.capacity}${off ? ', switched off' : ''}${
        t.weekday === null ? ', every day' : ''
      }`}
      className={`flex w-full flex-col items-start gap-1 rounded-lg border px-2.5 py-2 text-left text-sm hover:border-brand-600 ${
        off ? 'border-dashed border-stone-300 bg-stone-50 text-muted' : 'border-line bg-white'
      }`}
    >
      <span className={`text-[13px] font-semibold whitespace-nowrap tabular-nums ${off ? 'line-through' : ''}`}>
        {formatTimeRange(t.from_time, t.to_time)}
      </span>
      <span className="text-xs text-muted">
        {t.capacity} place{t.capacity === 1 ? '' : 's'}
        {t.upcoming_bookings > 0 ? ` · ${t.upcoming_bookings} booked` : ''}
      </span>
      <span className="flex flex-wrap gap-1">
        {t.weekday === null && <Tag tone="sky">Every day</Tag>}
        {off && <Tag>Off</Tag>}
      </span>
    </button>
  );
}

/** Slot templates of one method as a week (Monday first); every-day slots show on each day. */
export function SlotsTab() {
  const methods = useShippingMethods();
  const [chosen, setChosen] = useState<string | null>(null);
  const method = chosen ?? methods.data?.find((m) => m.is_active)?.name ?? methods.data?.[0]?.name ?? null;
  const templates = useSlotTemplates(method);
  const [editing, setEditing] = useState<{ template: TSlotTemplate | null; weekday: number | null } | null>(null);
  const [deleting, setDeleting] = useState<TSlotTemplate | null>(null);
  const del = useDeleteSlotTemplate();

  if (methods.isPending) return <Skeleton className="h-80 w-full" />;
  if (methods.error) return <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />;
  if (!methods.data.length)
    return <EmptyState title="No shipping methods yet" text="Add a method under Shipping rates, then give it slots." />;

  const list = templates.data ?? [];
  const methodName = methods.data.find((m) => m.name === method)?.shipping_method_name ?? '';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <MethodChooser methods={methods.data} value={method} onChange={setChosen} name="slots-method" />
        <Button onClick={() => setEditing({ template: null, weekday: 1 })}>
          <Plus aria-hidden="true" className="size-4" /> Add slot
        </Button>
      </div>
      <Card title={`${methodName} slots by weekday`}>
        {templates.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : templates.error ? (
          <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />
        ) : !list.length ? (
          <EmptyState title={`No slots for ${methodName}`} text="Shoppers choosing it are not asked for a time. Add a slot to offer times.">
            <Button onClick={() => setEditing({ template: null, weekday: 1 })}>Add slot</Button>
          </EmptyState>
        ) : (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4 xl:grid-cols-7">
            {WEEK_ORDER.map((day) => {
              const daySlots = list
                .filter((t) => t.weekday === null || t.weekday === day)
                .sort((a, b) => a.from_time.localeCompare(b.from_time));
              return (
                <section key={day} aria-labelledby={`slots-day-${day}`} className="flex flex-col gap-2 rounded-lg bg-stone-50 p-2">
                  <div className="flex items-center justify-between gap-2">
                    <h3 id={`slots-day-${day}`} className="text-sm font-bold">
                      {DAY_NAMES[day]}
                    </h3>
                    <button
                      type="button"
                      onClick={() => setEditing({ template: null, weekday: day })}
                      aria-label={`Add a ${DAY_NAMES[day]} slot`}
                      className="grid size-7 place-items-center rounded-full text-brand-700 hover:bg-brand-50"
                    >
                      <Plus aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                  {daySlots.length ? (
                    <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-1">
                      {daySlots.map((t) => (
                        <li key={t.name}>
                          <SlotButton t={t} day={day} onEdit={() => setEditing({ template: t, weekday: t.weekday })} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="px-1 py-2 text-xs text-muted">No slots</p>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </Card>
      {editing && method && (
        <SlotDialog
          key={editing.template?.name ?? `new-${editing.weekday}`}
          onClose={() => setEditing(null)}
          template={editing.template}
          defaultMethod={method}
          defaultWeekday={editing.weekday}
          methods={methods.data}
          onDelete={(t) => {
            setEditing(null);
            del.reset();
            setDeleting(t);
          }}
        />
      )}
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={del}
        title="Delete this slot?"
        confirmLabel="Delete slot"
        cancelLabel="Keep it"
      >
        {deleting && (
          <p>
            {formatTimeRange(deleting.from_time, deleting.to_time)}{' '}
            {deleting.weekday === null ? 'every day' : `on ${DAY_NAMES[deleting.weekday]}s`}.{' '}
            {deleting.total_bookings > 0
              ? `It has ${deleting.total_bookings} booking${deleting.total_bookings === 1 ? '' : 's'}, so it will be switched off instead: those orders keep their slot.`
              : 'Nobody has booked it.'}
          </p>
        )}
      </DeleteDialog>
    </div>
  );
}
