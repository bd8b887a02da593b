import type { TSlotGroup } from '@larder/contract/checkout';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SkeletonLines } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { useHoldSlot } from '../api/hold-slot';
import { CHOOSE_METHOD, CHOOSE_SLOT, type Checkout } from '../use-checkout';

type Warning = 'Delivery' | 'slot_date' | 'slot_time' | null;
/** The spec's red warnings for a press without the needed choice. */
const WARNINGS: Record<Exclude<Warning, null>, string> = {
  Delivery: CHOOSE_METHOD,
  slot_date: CHOOSE_SLOT,
  slot_time: 'please choose Delivery slot time',
};

const optionClass =
  'flex cursor-pointer flex-col rounded-xl border border-line bg-white px-3 py-2 text-sm transition hover:border-stone-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-disabled:cursor-not-allowed has-disabled:bg-stone-50 has-disabled:text-muted';

function shortDate(formatDate: string): string {
  return formatDate.replace(/,\s*\d{4}$/, '');
}

function slotNote(s: TSlotGroup['dates_lists'][number]['slots'][number]): string {
  if (!s.allowed) return s.reason;
  return s.remaining <= 2 ? `Only ${s.remaining} left` : `${s.remaining} left`;
}

/**
 * The delivery-slot modal, as the spec orders it: (1) method, (2) date, (3) time, then Continue.
 * Choosing a time asks the shop to hold it at once; the button's label follows the progress.
 */
export function SlotPicker({
  c,
  open,
  onOpenChange,
  onMethod,
}: {
  c: Checkout;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMethod: (method: string) => void;
}) {
  const id = useId();
  const hold = useHoldSlot();
  const group = c.group;
  // Opening the modal again starts from the slot the shop holds for this method.
  const [date, setDate] = useState<string | null>(c.slot?.date ?? null);
  const [warning, setWarning] = useState<Warning>(null);
  const [holdProblem, setHoldProblem] = useState<string | null>(null);
  // The time tapped, shown chosen while the shop is asked to hold it.
  const [pendingTime, setPendingTime] = useState<string | null>(null);

  const day = group?.dates_lists.find((d) => d.date === date) ?? null;
  const heldTime = c.slot && c.slot.date === date ? c.slot.slot : null;
  const chosenTime = pendingTime ?? heldTime;
  const needsSlot = c.method !== null && (c.slots.data === undefined || c.slots.data.length > 0);

  let label = 'Continue';
  let need: Warning = null;
  if (!c.method) [label, need] = ['Choose Delivery method', 'Delivery'];
  else if (needsSlot && !day) [label, need] = ['Choose Delivery date', 'slot_date'];
  else if (needsSlot && !heldTime) [label, need] = ['Choose Delivery slot time', 'slot_time'];

  const press = () => {
    if (need) {
      setWarning(need);
      return;
    }
    setWarning(null);
    onOpenChange(false);
  };

  const pickDate = (d: string) => {
    // The spec: a new date clears the chosen time.
    setDate(d);
    setPendingTime(null);
    setWarning(null);
    setHoldProblem(null);
  };

  const pickTime = (slot: string) => {
    if (!c.method || !date) return;
    setWarning(null);
    setHoldProblem(null);
    setPendingTime(slot);
    hold.mutate(
      { shipping_method: c.method.name, date, slot },
      {
        onSuccess: (res) => {
          if (res.status !== 'success') setHoldProblem(res.message);
        },
        onError: (err) => setHoldProblem(errorText(err)),
        onSettled: () => setPendingTime(null),
      },
    );
  };

  let slotsBody = null;
  if (c.method) {
    if (c.slots.isPending)
      slotsBody = (
        <SkeletonLines label="Loading delivery slots" className="space-y-3" lines={['h-16 w-full rounded-xl', 'h-28 w-full rounded-xl']} />
      );
    else if (c.slots.error)
      slotsBody = <ErrorState error={c.slots.error} onRetry={() => void c.slots.refetch()} title="We could not load the slots" />;
    else if (!group)
      slotsBody = <p className="rounded-xl bg-stone-50 p-3 text-sm">No slot is needed for {c.method.shipping_method_name}.</p>;
    else
      slotsBody = (
        <>
          <fieldset>
            <legend className="mb-2 text-sm font-bold">2. Delivery date</legend>
            <div className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2 scrollbar-none">
              {group.dates_lists.map((d) => (
                <label key={d.date} className={`${optionClass} w-24 shrink-0 snap-start items-center text-center`}>
                  <input
                    type="radio"
                    name={`${id}-date`}
                    value={d.date}
                    checked={date === d.date}
                    disabled={!d.allowed}
                    onChange={() => pickDate(d.date)}
                    className="sr-only"
                    aria-label={`${d.weekday} ${d.format_date}${d.allowed ? '' : `, ${d.reason || 'unavailable'}`}`}
                  />
                  <span aria-hidden="true" className="text-xs font-semibold tracking-wide uppercase">
                    {d.weekday.slice(0, 3)}
                  </span>
                  <span aria-hidden="true" className="font-bold">
                    {shortDate(d.format_date)}
                  </span>
                  {!d.allowed && (
                    <span aria-hidden="true" className="mt-0.5 text-[11px] leading-tight">
                      {/* A non-breaking hyphen: "Past the / cut-off", never "cut- / off". */}
                      {(d.reason || 'Unavailable').replace(/-/g, '\u2011')}
                    </span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="mt-3">
            <legend className="mb-2 text-sm font-bold">3. Delivery time</legend>
            {!day ? (
              <p className="text-sm text-muted">Choose a date to see its times.</p>
            ) : (
              <div className="grid grid-cols-2 gap-2 md:grid-cols-3">
                {day.slots.map((s) => (
                  <label key={s.name} className={optionClass}>
                    <input
                      type="radio"
                      name={`${id}-time`}
                      value={s.name}
                      checked={chosenTime === s.name}
                      disabled={!s.allowed || hold.isPending}
                      onChange={() => pickTime(s.name)}
                      className="sr-only"
                      aria-label={`${s.slot_label}, ${slotNote(s)}`}
                    />
                    <span aria-hidden="true" className="text-[13px] font-semibold whitespace-nowrap md:text-sm">
                      {s.slot_label}
                    </span>
                    <span aria-hidden="true" className={`text-xs ${s.allowed && s.remaining <= 2 ? 'font-semibold text-amber-800' : ''}`}>
                      {slotNote(s)}
                    </span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        </>
      );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Choose a delivery slot" wide>
      <div className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-bold">1. Delivery method</legend>
          <div className="grid grid-cols-2 gap-2">
            {c.methods.data?.map((m) => (
              <label key={m.name} className={`${optionClass} items-center text-center`}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={m.name}
                  checked={c.method?.name === m.name}
                  onChange={() => {
                    setDate(null);
                    setWarning(null);
                    onMethod(m.name);
                  }}
                  className="sr-only"
                />
                <span className="font-semibold">{m.shipping_method_name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {slotsBody}
        <div aria-live="polite" className="min-h-5 text-sm">
          {hold.isPending ? (
            <span className="text-muted">Holding your slot…</span>
          ) : holdProblem ? (
            <span className="font-semibold text-red-700">{holdProblem}</span>
          ) : heldTime && c.slot ? (
            <span className="font-semibold text-leaf">
              Held for you: {c.slot.format_date}, {c.slot.slot_label}
            </span>
          ) : null}
        </div>
        {warning && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {WARNINGS[warning]}
          </p>
        )}
        <Button size="lg" className="w-full" onClick={press}>
          {label}
        </Button>
      </div>
    </Dialog>
  );
}
