import { adminDeliveryCalls } from '@larder/contract/admin-delivery';
import { CalendarX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../ui/button';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { Skeleton } from '../../../../ui/skeleton';
import { notify } from '../../../../ui/toast';
import { Form, FormSummary, SubmitButton, useContractForm } from '../../../../shared/forms';
import { Card } from '../../../ui/admin-ui';
import { CheckField, ConfirmDialog } from '../../../ui/content-kit';
import { ConsoleText } from '../../../ui/console-fields';
import { BLOCKED_DATE_WORDS } from '../../../ui/delivery-form-words';
import { formatDay, shopDate } from '../../../ui/orders-format';
import { type TBlockedDate, useBlockedDates } from '../api/blocked-dates';
import { useDeleteBlockedDate } from '../api/delete-blocked-date';
import { useDeliveryRules } from '../api/delivery-rules';
import { useSaveBlockedDate } from '../api/save-blocked-date';
import { DAY_NAMES } from './weekdays';

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthOf(date: string): string {
  const [y, m] = date.split('-').map(Number);
  return MONTH.format(new Date(Date.UTC(y!, m! - 1, 1)));
}

function DateTile({ date }: { date: string }) {
  const [y, m, d] = date.split('-').map(Number);
  const at = new Date(Date.UTC(y!, m! - 1, d));
  return (
    <span aria-hidden="true" className="flex w-14 shrink-0 flex-col items-center rounded-lg border border-line bg-white py-1 leading-tight">
      <span className="text-[11px] font-semibold text-brand-700 uppercase">
        {at.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })}
      </span>
      <span className="text-xl font-bold tabular-nums">{d}</span>
      <span className="text-[11px] text-muted">{at.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })}</span>
    </span>
  );
}

function AddForm() {
  const form = useContractForm(adminDeliveryCalls.admin_save_blocked_date.payload, {
    defaultValues: { date: '', reason: '' },
    words: BLOCKED_DATE_WORDS,
  });
  const save = useSaveBlockedDate();
  return (
    <Card title="Close a date">
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (v) => {
          const b = await save.mutateAsync(v);
          notify(`${formatDay(b.date, { year: true })} is closed for delivery`, { kind: 'success' });
          form.reset();
        }}
      >
        <div className="grid gap-3 md:grid-cols-[12rem_1fr_auto] md:items-start">
          <ConsoleText name="date" label="Date" type="date" min={shopDate()} required />
          <ConsoleText name="reason" label="Reason (shown to the team)" required maxLength={140} placeholder="e.g. Bank holiday" />
          <SubmitButton busy="Closing…" className="md:mt-6">
            Close date
          </SubmitButton>
        </div>
        <FormSummary />
        <p className="text-xs text-muted">
          No delivery or collection slots are offered that day. Orders already booked for it stay booked.
        </p>
      </Form>
    </Card>
  );
}

/** Closed dates (holidays, stock takes) with their reasons; add one, or open one again. */
export default function BlockedDatesTab() {
  const [showPast, setShowPast] = useState(false);
  const q = useBlockedDates(showPast);
  const rules = useDeliveryRules();
  const [removing, setRemoving] = useState<TBlockedDate | null>(null);
  const del = useDeleteBlockedDate();
  const weekdays = rules.data?.blocked_weekdays ?? [];

  const groups = new Map<string, TBlockedDate[]>();
  for (const d of q.data ?? []) groups.set(monthOf(d.date), [...(groups.get(monthOf(d.date)) ?? []), d]);

  return (
    <div className="flex flex-col gap-4">
      <AddForm />
      <Card
        title="Closed dates"
        actions={<CheckField id="blocked-past" label="Show past dates" checked={showPast} onChange={setShowPast} />}
      >
        {weekdays.length > 0 && (
          <p className="mb-3 rounded-lg bg-stone-50 px-3 py-2 text-sm">
            Every week: no deliveries on {weekdays.map((d) => `${DAY_NAMES[d]}s`).join(', ')} (
            <Link to="/admin/delivery/rules" className="font-medium text-brand-700 underline underline-offset-2">
              change
            </Link>
            ).
          </p>
        )}
        {q.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : q.error ? (
          <ErrorState error={q.error} onRetry={() => void q.refetch()} />
        ) : !q.data.length ? (
          <EmptyState title="No closed dates" text="Every date within the booking window is open." />
        ) : (
          <div className="flex flex-col gap-5">
            {[...groups.entries()].map(([month, dates]) => (
              <section key={month} aria-label={month}>
                <h3 className="mb-2 text-sm font-bold text-muted">{month}</h3>
                <ul className="flex flex-col gap-2">
                  {dates.map((d) => (
                    <li
                      key={d.date}
                      data-testid="blocked-date"
                      className={`flex items-center gap-3 rounded-lg border border-line p-2 ${d.past ? 'opacity-70' : ''}`}
                    >
                      <DateTile date={d.date} />
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold">
                          <span className="sr-only">{formatDay(d.date, { year: true })}: </span>
                          {d.reason}
                        </p>
                        <p className="text-xs text-muted">
                          {d.weekday}
                          {d.booked_orders > 0 && (
                            <span className="ml-2 font-medium text-amber-900">
                              <CalendarX aria-hidden="true" className="mr-1 inline size-3.5" />
                              {d.booked_orders} order{d.booked_orders === 1 ? ' is' : 's are'} booked for this day: contact{' '}
                              {d.booked_orders === 1 ? 'the customer' : 'the customers'}
                            </span>
                          )}
                        </p>
                      </div>
                      {!d.past && (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Open ${formatDay(d.date, { year: true })} again`}
                          onClick={() => {
                            del.reset();
                            setRemoving(d);
                          }}
                        >
                          <Trash2 aria-hidden="true" className="size-4" /> <span className="hidden sm:inline">Open again</span>
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </Card>
      <ConfirmDialog
        danger
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Open this date again?"
        confirmLabel="Open date"
        cancelLabel="Keep it"
        pending={del.isPending}
        error={del.error}
        onConfirm={() =>
          removing &&
          del.mutate(
            { date: removing.date },
            {
              onSuccess: (r) => {
                setRemoving(null);
                notify(r.message, { kind: 'success' });
              },
            },
          )
        }
      >
        {removing && (
          <p>
            {formatDay(removing.date, { year: true })} ({removing.reason}) will be offered to shoppers again, with its usual slots.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
